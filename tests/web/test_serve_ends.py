"""Issue 50: no process of ``marquoir board --serve`` outlives it. Killed with kill -9, the
serve left its chances worker (and multiprocessing's resource tracker) running for good;
closed by its terminal (SIGHUP), it died there and then, its worker left behind, its note
for the app's board too. SIGTERM and SIGHUP now end it cleanly, as ctrl+c (SIGINT) did: each
page's event stream closed, the worker stopped, the port freed, the status 0.

The serve runs as the Captain runs it, over a duel of Dix mille one turn in: its worker starts
on the board's first question (the chances to win), once the serve has waited for the
Captain's app to begin them."""

from __future__ import annotations

import signal
import socket
import urllib.request
from pathlib import Path

import pytest

from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
from marquoir.join import served_address
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from scripts.board_in_browser import free_port, serving
from tests.process_table import end_all, left_behind, workers_of

#: they hold ports: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

#: what the command lines of the serve's processes hold: its chances worker, the tracker
WORKER, TRACKER = "spawn_main", "resource_tracker"


@pytest.fixture
def duel(tmp_path: Path) -> Path:
    db = tmp_path / "duel.db"
    store = open_store(f"sqlite:///{db}")
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], DixMilleProfile(target=2000), game="dix-mille")
    cases.enter_turn(game.id, DixPoints("Anne", 350))
    store.close()
    return db


def test_the_worker_ends_when_the_serve_is_killed(duel: Path) -> None:
    with serving(duel, "en", free_port()) as serve:
        workers = workers_of(serve.process.pid, WORKER, TRACKER)
        serve.process.kill()
        assert left_behind(workers) == []


@pytest.mark.parametrize(
    "signal_number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT], ids=["TERM", "HUP", "INT"]
)
def test_the_serve_ends_cleanly_on_a_signal(duel: Path, signal_number: int) -> None:
    port = free_port()
    with serving(duel, "en", port) as serve:
        workers = workers_of(serve.process.pid, WORKER, TRACKER)
        try:
            with urllib.request.urlopen(serve.url + "events", timeout=30) as stream:
                assert stream.readline() == b"retry: 2000\n"
                while stream.readline() != b"event: board\n":
                    pass
                serve.process.send_signal(signal_number)
                stream.read()  # the stream ends, closed as a whole (a cut one raises here)
            assert serve.process.wait(30) == 0
            assert left_behind(workers) == []
        finally:
            end_all(workers)
    assert served_address() is None  # the note for the app's board went with the serve
    with socket.socket() as again:  # the port is free: the next serve takes it, as aiohttp
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("127.0.0.1", port))
        again.listen()
