"""Issue 50: no worker of a rebuild outlives it. ``marquoir rebuild`` (two worker processes,
batches of 4 games, from the first game on) is ended while its workers replay a batch: by
kill -9, SIGTERM, or SIGHUP (its terminal closed); its workers and multiprocessing's resource
tracker end within seconds."""

import signal
import subprocess
import sys
from pathlib import Path

import pytest

from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.process_table import left_behind, workers_of
from tests.store.test_rules_version import play_dix_mille

ROOT = Path(__file__).parents[2]
#: two batches of Dix mille games
GAMES = 8


@pytest.mark.parametrize(
    "signal_number", [signal.SIGKILL, signal.SIGTERM, signal.SIGHUP], ids=["KILL", "TERM", "HUP"]
)
def test_the_workers_end_with_the_rebuild(tmp_path: Path, signal_number: int) -> None:
    url = f"sqlite:///{tmp_path / 'club.db'}"
    with UseCases(open_store(url)) as cases:
        for _ in range(GAMES):
            play_dix_mille(cases)
    rebuild = subprocess.Popen(
        [sys.executable, "-m", "tests.store.rebuild_kill", url, "held", "0"],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert rebuild.stdout is not None
        while (line := rebuild.stdout.readline()) != "held\n":
            assert line, "the rebuild stopped before its workers replayed"
        workers = workers_of(rebuild.pid, "spawn_main", "resource_tracker")
        rebuild.send_signal(signal_number)
        assert left_behind(workers) == []
    finally:
        rebuild.kill()
        rebuild.wait()
