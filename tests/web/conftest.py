"""The served board in the test's own loop: a real aiohttp server on a free loopback port
(the parser's limits as ``marquoir board --serve`` sets them) over a real SQLite file."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web

from marquoir.store import open_store
from marquoir.use_cases import UseCases
from marquoir.web.door import Door
from marquoir.web.hub import MAX_PAGES, POLL_SECONDS, BoardHub
from marquoir.web.server import board_runner
from marquoir.win_live import WinWorker
from scripts.screenshots import crowd

#: the token the tests serve with
TOKEN = "table-token-for-tests-0123"


@pytest.fixture
def club(tmp_path: Path) -> Path:
    """A database holding a game of five players, a turn into its fourth round."""
    db = tmp_path / "club.db"
    store = open_store(f"sqlite:///{db}")
    crowd(UseCases(store), 5)
    store.close()
    return db


@contextlib.asynccontextmanager
async def served(
    db: Path,
    lang: str = "en",
    game: int | None = None,
    poll_seconds: float = POLL_SECONDS,
    max_pages: int = MAX_PAGES,
    door: Door | None = None,
    win: WinWorker | None = None,
) -> AsyncIterator[tuple[str, BoardHub]]:
    """The board served over ``db``: its address (with the token) and its hub; ``win``: the
    worker of the chances to win (None: the board shows none)."""
    board_hub = BoardHub(
        lambda: UseCases.open(db=str(db)), lang, game, poll_seconds, max_pages, win=win
    )
    runner = board_runner(board_hub, TOKEN, door)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}/{TOKEN}/", board_hub
    finally:
        await runner.cleanup()


@pytest.fixture(autouse=True)
def odds_of_the_run(odds_solved_once: None) -> None:
    """Every table this run solved is read, not solved again (``tests/conftest.py``)."""
