"""Issue 50: no process of the app outlives it. The real app in a real terminal (tmux, its
pane's shell running it), a game of Dix mille open: its chances worker (and
multiprocessing's resource tracker) up, the app is killed with kill -9, or SIGTERM; they end
within seconds. Before, they stayed for good (the terminal was still there: nothing hung
them up)."""

import os
import shutil
import signal
from pathlib import Path

import pytest

from tests.process_table import end_all, left_behind, workers_of
from tests.tui.test_kill_after_turn import PLAYERS, app_pid, new_game
from tests.tui.test_real_terminal import Terminal

pytestmark = [
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
    pytest.mark.xdist_group("apart"),
]


@pytest.mark.parametrize("signal_number", [signal.SIGKILL, signal.SIGTERM], ids=["KILL", "TERM"])
def test_the_worker_ends_with_the_app(
    tmp_path: Path, odds_solved_once: None, signal_number: int
) -> None:
    db = tmp_path / "dix.db"
    new_game(db, "dix-mille")
    term = Terminal(tmp_path, db)
    try:
        pid = app_pid(term)
        term.until(", ".join(PLAYERS))
        term.send("Enter")  # the game opens, and asks its chances to win
        term.until(f"{PLAYERS[0]} to play")
        workers = workers_of(pid, "spawn_main", "resource_tracker")
        try:
            os.kill(pid, signal_number)
            term.until("EXITED")
            assert left_behind(workers) == []
        finally:
            end_all(workers)
    finally:
        term.close()
