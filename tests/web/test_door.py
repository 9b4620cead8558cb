"""The served board holds its door (issue 48, points 3 and 10): the token is checked before a
connection counts against any limit, so 55 idle connections without it no longer keep a phone
that has it out (it answered 503 for about 20 s); a connection that does not show the token in
time is closed; one address holds a bounded number of connections that have not shown it; a
burst of 60 pages gets 50 streams and a sentence for each of the 10 others (it was refused 60
of 60); and the options are checked before anything is bound (``--port 99999`` ended in exit 70,
a bad ``--host`` was blamed on the port, ``--port 0`` printed port 0 and a QR code of it).

On the loopback address, every count and every wait bounded; no sleep: each test waits for
the server's state."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest

from marquoir.i18n import translate
from marquoir.join import qr_lines, served_address
from marquoir.web.door import WAITING_PER_ADDRESS, Door
from scripts.board_in_browser import serving
from tests.test_file_fuzz import run
from tests.web.conftest import served
from tests.web.test_server import raw_get

#: they hold a port: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")


async def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait (a bounded time) for the server's state to be so."""
    async with asyncio.timeout(seconds):
        while not condition():
            await asyncio.sleep(0.01)


async def test_55_idle_connections_without_the_token_leave_the_page_answering(
    club: Path,
) -> None:
    async with served(club, door=Door()) as (url, _):  # young: none closed yet
        where = urlsplit(url)
        held = [await asyncio.open_connection(where.hostname, where.port) for _ in range(55)]
        try:
            status, _ = await raw_get(url, urlsplit(url).path)
            assert status == 200
        finally:
            for _, writer in held:
                writer.close()
    door = Door(grace_seconds=0.0)  # every idle connection counts against its address at once
    async with served(club, door=door) as (url, _):
        where = urlsplit(url)
        held = [await asyncio.open_connection(where.hostname, where.port) for _ in range(55)]
        try:
            # the server saw them all: the oldest closed, this address's last 16 waiting
            await until(lambda: door.closed_waiting == 55 - WAITING_PER_ADDRESS)
            assert len(door.waiting) == WAITING_PER_ADDRESS and not door.let_in
            status, body = await raw_get(url, urlsplit(url).path)
            assert status == 200 and b"Anne-Marie" in body
        finally:
            for _, writer in held:
                writer.close()


async def test_a_connection_that_does_not_show_the_token_in_time_is_closed(club: Path) -> None:
    """An idle connection, and one that sends its request's head a few bytes at a time (the
    head never done), are closed once their time to show the token is up."""
    door = Door(head_seconds=0.3)
    async with served(club, door=door) as (url, _):
        where = urlsplit(url)
        idle = await asyncio.open_connection(where.hostname, where.port)
        slow = await asyncio.open_connection(where.hostname, where.port)
        slow[1].write(f"GET {where.path} HTTP/1.1\r\nHo".encode())
        await slow[1].drain()
        async with asyncio.timeout(10):
            assert await idle[0].read() == b""  # closed by the server, nothing said
            assert await slow[0].read() == b""
        await until(lambda: door.closed_waiting == 2 and not door.waiting)
        for _, writer in (idle, slow):
            writer.close()


async def test_a_request_without_the_token_closes_its_connection(club: Path) -> None:
    door = Door()
    async with served(club, door=door) as (url, _):
        where = urlsplit(url)
        reader, writer = await asyncio.open_connection(where.hostname, where.port)
        writer.write(b"GET /guess/ HTTP/1.1\r\nHost: x\r\n\r\n")  # keep-alive asked
        async with asyncio.timeout(10):
            answer = await reader.read()  # ends: the server closed the connection
        assert answer.startswith(b"HTTP/1.1 403")
        writer.close()
        await until(lambda: not door.waiting and not door.let_in)


async def test_a_burst_of_60_pages_gets_50_streams_and_a_sentence_for_the_rest(
    club: Path,
) -> None:
    door = Door()
    connector = aiohttp.TCPConnector(limit=0)
    async with (
        served(club, "fr", door=door) as (url, hub),
        aiohttp.ClientSession(connector=connector) as session,
    ):
        answers = await asyncio.gather(*(session.get(url + "events") for _ in range(60)))
        try:
            statuses = sorted(answer.status for answer in answers)
            assert statuses == [200] * 50 + [503] * 10
            full = translate("fr", "web.full", n=50)
            for answer in answers:
                if answer.status == 503:
                    assert await answer.text() == full
            await until(lambda: len(hub.pages) == 50)
        finally:
            for answer in answers:
                answer.close()
        await until(lambda: not hub.pages)


async def test_past_the_connections_let_in_a_request_is_refused_in_a_sentence(
    club: Path,
) -> None:
    """Three connections let in (the limit made small); a request on a fourth is answered 503
    with the sentence and closed, and once one of the three goes, a new one is served."""
    door = Door(let_in_max=3)
    async with served(club, "fr", door=door) as (url, _), aiohttp.ClientSession() as session:
        streams = [await session.get(url + "events") for _ in range(3)]
        await until(lambda: len(door.let_in) == 3)
        status, body = await raw_get(url, urlsplit(url).path)
        assert (status, body.decode()) == (503, translate("fr", "web.too_many", n=3))
        streams.pop().close()
        await until(lambda: len(door.let_in) == 2)
        status, _ = await raw_get(url, urlsplit(url).path)
        assert status == 200
        for stream in streams:
            stream.close()


@pytest.mark.parametrize(
    ("options", "sentence"),
    [
        (["--port", "99999"], "--port 99999: a port is 1 to 65535, or 0 for any free one"),
        (["--port", "-1"], "--port -1: a port is 1 to 65535"),
        (
            ["--host", "192.0.2.1", "--port", "0"],
            "--host 192.0.2.1: this machine cannot serve on that address",
        ),
    ],
)
def test_a_bad_port_or_host_is_named_in_a_sentence(
    options: list[str], sentence: str, club: Path
) -> None:
    status, out, err = run(["--lang", "en", "board", "--serve", *options, "--db", str(club)])
    assert (status, out) == (2, "")
    assert err.startswith(sentence), err
    assert "port" not in err.split(":")[1] or options[0] == "--port"


def test_port_0_serves_on_a_free_port_printed_and_in_the_qr_code(club: Path) -> None:
    with serving(club, "en", 0) as serve:
        port = urlsplit(serve.url).port
        assert port and port != 0
        assert serve.printed[2:] == qr_lines(serve.url, border=4)
        assert served_address() == serve.url
        import urllib.request

        with urllib.request.urlopen(serve.url, timeout=30) as page:
            assert page.status == 200
