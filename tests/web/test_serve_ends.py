"""Issue 50: no process of ``marquoir board --serve`` outlives it. Killed with kill -9, the
serve left its chances worker (and multiprocessing's resource tracker) running for good.

The serve runs as the Captain runs it, over a duel of Dix mille one turn in: its worker starts
on the board's first question (the chances to win), once the serve has waited for the
Captain's app to begin them."""

from __future__ import annotations

from pathlib import Path

import pytest

from marquoir.rules.dix_mille import DixMilleProfile
from marquoir.rules.dix_mille import PointsTurn as DixPoints
from marquoir.store import open_store
from marquoir.table import Table
from scripts.board_in_browser import free_port, serving
from tests.process_table import left_behind, workers_of

#: they hold ports: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

#: what the command lines of the serve's processes hold: its chances worker, the tracker
WORKER, TRACKER = "spawn_main", "resource_tracker"


@pytest.fixture
def duel(tmp_path: Path) -> Path:
    db = tmp_path / "duel.db"
    store = open_store(f"sqlite:///{db}")
    table = Table(store)
    game = table.start_game(["Anne", "Bruno"], DixMilleProfile(target=2000), game="dix-mille")
    table.enter_turn(game.id, DixPoints("Anne", 350))
    store.close()
    return db


def test_the_worker_ends_when_the_serve_is_killed(duel: Path) -> None:
    with serving(duel, "en", free_port()) as serve:
        workers = workers_of(serve.process.pid, WORKER, TRACKER)
        serve.process.kill()
        assert left_behind(workers) == []
