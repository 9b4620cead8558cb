"""The served page shows each player's chance to win (issue 23, deliver 3): the board first
says it is being worked out, then the worker's figures reach every page; a turn asks again."""

from __future__ import annotations

import asyncio
from pathlib import Path

import aiohttp
import pytest

from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from marquoir.win_live import WinWorker
from tests.tui.test_win_live import Answering, by_totals
from tests.web.conftest import served
from tests.web.test_live import next_board

pytestmark = pytest.mark.xdist_group("apart")


@pytest.fixture
def duel(tmp_path: Path) -> Path:
    db = tmp_path / "duel.db"
    store = open_store(f"sqlite:///{db}")
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], DixMilleProfile(target=2000), game="dix-mille")
    cases.enter_turn(game.id, DixPoints("Anne", 350))
    cases.enter_turn(game.id, DixPoints("Bruno", 150))
    store.close()
    return db


async def test_each_chance_reaches_the_page_after_being_worked_out(duel: Path) -> None:
    stub = Answering(by_totals)
    stub.gate.clear()
    async with (
        served(duel, poll_seconds=0.05, win=WinWorker(lambda: stub)) as (url, hub),
        aiohttp.ClientSession() as session,
        session.get(url + "events") as stream,
    ):
        await stream.content.readline()  # retry
        first = await next_board(stream)
        assert first.count('<b class="chance pending">…</b>') == 2
        assert "each one&#x27;s chance to win" in first
        stub.gate.set()
        async with asyncio.timeout(5):
            second = await next_board(stream)
        assert '<b class="chance">67% to win</b>' in second
        assert '<b class="chance">33% to win</b>' in second

        def enter() -> None:
            with UseCases.open(db=str(duel)) as captain:
                captain.enter_turn(1, DixPoints("Anne", 500))

        await asyncio.to_thread(enter)
        async with asyncio.timeout(5):
            while "82% to win" not in (board := await next_board(stream)):
                pass
        assert '<b class="chance">18% to win</b>' in board


async def test_without_the_worker_the_page_shows_no_chance(duel: Path) -> None:
    async with (
        served(duel) as (url, hub),
        aiohttp.ClientSession() as session,
        session.get(url) as page,
    ):
        html = await page.text()
    assert '<b class="chance' not in html and 'id="chances" hidden' in html
