"""Live without polling per phone: one poll of the stamp for the server, the new board pushed
to every page by server-sent events within a second of the turn written to the store; the
51st page refused in a sentence; a page that comes back gets the board as it stands."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import aiohttp
import pytest

from marquoir.games.mille_sabords.rules import ManualTurn
from marquoir.use_cases import UseCases
from marquoir.web.server import RETRY_MS
from tests.web.conftest import served

#: they hold a port: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")


async def next_board(answer: aiohttp.ClientResponse) -> str:
    """The next ``event: board`` of a stream: its HTML."""
    data: list[str] = []
    kind = ""
    while True:
        line = (await answer.content.readline()).decode("utf-8")
        if not line:
            raise ConnectionError("the stream ended")
        line = line.rstrip("\n")
        if line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            data.append(line[6:])
        elif line == "" and kind == "board":
            return "\n".join(data)
        elif line == "":
            kind, data = "", []


def enter(db: Path, points: int) -> None:
    """Anne-Marie's turn, entered by the Captain's own connection."""
    with UseCases.open(db=str(db)) as captain:
        captain.enter_turn(1, ManualTurn("Anne-Marie", points))


async def test_a_turn_reaches_a_page_within_a_second(club: Path) -> None:
    async with (
        served(club) as (url, hub),
        aiohttp.ClientSession() as session,
        session.get(url + "events") as stream,
    ):
        assert stream.status == 200
        assert stream.content_type == "text/event-stream"
        assert (await stream.content.readline()).decode() == f"retry: {RETRY_MS}\n"
        first = await next_board(stream)
        assert '<span class="total">800</span>' in first
        await asyncio.to_thread(enter, club, 1500)
        written = time.monotonic()
        async with asyncio.timeout(1.0):
            board = await next_board(stream)
        waited = time.monotonic() - written
    assert '<span class="total">2,300</span>' in board, board
    assert "Last turn: Anne-Marie · manual points · +1,500" in board
    assert waited < 1.0


async def test_twenty_pages_all_get_the_turn_from_one_poll(club: Path) -> None:
    async with served(club) as (url, hub), aiohttp.ClientSession() as session:
        polls = 0
        real_changed = hub._changed

        def counted() -> str | None:
            nonlocal polls
            polls += 1
            return real_changed()

        hub._changed = counted  # type: ignore[method-assign]
        streams = [await session.get(url + "events") for _ in range(20)]
        try:
            async with asyncio.timeout(10):
                firsts = await asyncio.gather(*(next_board(s) for s in streams))
            assert all('<span class="total">800</span>' in b for b in firsts)
            assert len(hub.pages) == 20
            start_polls = polls
            await asyncio.to_thread(enter, club, 300)
            written = time.monotonic()
            async with asyncio.timeout(1.0):
                boards = await asyncio.gather(*(next_board(s) for s in streams))
            waited = time.monotonic() - written
            assert all('<span class="total">1,100</span>' in b for b in boards)
            assert waited < 1.0
            # one poll a period for the server, whatever the number of pages
            await asyncio.sleep(1.0)
            assert polls - start_polls <= int(2.0 / hub.poll_seconds) + 1
        finally:
            for stream in streams:
                stream.close()
        await asyncio.sleep(0.1)
        assert len(hub.pages) == 0  # the pages gone, the hub forgets them


async def test_the_51st_page_is_refused_in_a_sentence(club: Path) -> None:
    # more connections let in than pages (issue 48): the pages' own limit is reached
    async with (
        served(club, "fr") as (url, hub),
        aiohttp.ClientSession() as session,
    ):
        streams = [await session.get(url + "events") for _ in range(hub.max_pages)]
        try:
            async with asyncio.timeout(10):
                await asyncio.gather(*(next_board(s) for s in streams))
            async with session.get(url + "events") as refused:
                assert refused.status == 503
                sentence = await refused.text()
            assert sentence == (
                "Le tableau a déjà 50 pages ouvertes : celle-ci réessaie dans un moment."
            )
            async with session.get(url) as page:  # the page itself still loads
                assert page.status == 200
        finally:
            for stream in streams:
                stream.close()
        await asyncio.sleep(0.1)
        async with session.get(url + "events") as again:  # a place is free again
            assert again.status == 200


async def test_a_page_that_comes_back_gets_the_board_as_it_stands(club: Path) -> None:
    async with served(club) as (url, _), aiohttp.ClientSession() as session:
        async with session.get(url + "events") as stream:
            await next_board(stream)
        await asyncio.to_thread(enter, club, 100)  # while the phone sleeps
        await asyncio.sleep(0.6)
        async with session.get(url + "events") as stream:
            async with asyncio.timeout(1.0):
                board = await next_board(stream)
        async with session.get(url) as page:  # and a page loaded without JavaScript
            html = await page.text()
    assert '<span class="total">900</span>' in board
    assert '<span class="total">900</span>' in html


async def test_a_poll_the_database_does_not_answer_keeps_the_board(club: Path) -> None:
    """The database away for a moment: the pages keep the last board, the next poll that
    gets an answer pushes the turn."""
    from sqlalchemy.exc import OperationalError

    async with served(club, poll_seconds=0.1) as (url, hub), aiohttp.ClientSession() as session:
        assert hub.use_cases is not None
        real = hub.use_cases.game_stamp
        failures = 3

        def away(game_id: int) -> str:
            nonlocal failures
            if failures:
                failures -= 1
                raise OperationalError("SELECT", {}, Exception("database is locked"))
            return real(game_id)

        hub.use_cases.game_stamp = away  # type: ignore[method-assign]
        async with session.get(url + "events") as stream:
            await next_board(stream)
            await asyncio.to_thread(enter, club, 400)
            async with asyncio.timeout(3.0):
                board = await next_board(stream)
    assert hub.failed_polls == 3
    assert '<span class="total">1,200</span>' in board
