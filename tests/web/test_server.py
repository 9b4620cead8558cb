"""The served board's routes: the page with every total, 403 and nothing else without the
token, read-only (every route, every method), no path out of the static folder, headers and
bodies refused past their limits."""

from __future__ import annotations

import asyncio
from pathlib import Path
from urllib.parse import urlsplit

import aiohttp
import pytest

from marquoir.rules import format_points
from marquoir.use_cases import UseCases
from marquoir.web.server import HUB, board_app, new_token, token_refusal
from tests.web.conftest import TOKEN, served

#: they hold a port: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

METHODS = ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE", "PROPFIND")


async def raw_request(url: str, request: bytes) -> tuple[int, bytes]:
    """Send ``request`` as it is (no client tidies its path) and read the answer: its status
    and body."""
    where = urlsplit(url)
    reader, writer = await asyncio.open_connection(where.hostname, where.port)
    try:
        writer.write(request)
        await writer.drain()
        async with asyncio.timeout(10):
            answer = await reader.read()
    finally:
        writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), body


async def raw_get(url: str, path: str) -> tuple[int, bytes]:
    return await raw_request(
        url, f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
    )


async def test_the_page_shows_every_total_and_needs_nothing_from_elsewhere(club: Path) -> None:
    with UseCases.open(db=str(club)) as cases:
        view = cases.game(1)
    async with served(club) as (url, _), aiohttp.ClientSession() as session:
        async with session.get(url) as page:
            assert page.status == 200
            assert page.content_type == "text/html"
            html = await page.text()
            assert page.headers["Referrer-Policy"] == "no-referrer"  # the token stays here
            assert "default-src 'none'" in page.headers["Content-Security-Policy"]
        for path in ("static/board.css", "static/board.js"):
            async with session.get(url + path) as static:
                assert static.status == 200, path
                assert "http" not in await static.text()  # no font, no script from elsewhere
    assert "http" not in html  # not one address: the links are relative
    assert '<html lang="en">' in html
    for name, total in zip(view.players, view.state.totals, strict=True):
        assert f'<span class="total">{format_points(total)}</span>' in html
        assert f"{format_points(6000 - total)} to go" in html
        assert name in html
    assert "Last turn: Anne-Sophie Delacroix" in html and "Round 4" in html
    assert 'class="player seat1 playing"' in html  # Anne-Marie plays next
    assert 'id="chances" hidden' in html  # the place kept for issue 23


async def test_the_page_is_in_the_captain_language(club: Path) -> None:
    async with served(club, "fr") as (url, _), aiohttp.ClientSession() as session:
        # a phone in a language Marquoir does not speak: the Captain's (issue 47: a phone in
        # English or French reads its own, ``tests/web/test_page_lang.py``)
        headers = {"Accept-Language": "de-DE,de;q=0.9"}
        async with session.get(url, headers=headers) as page:
            html = await page.text()
    assert '<html lang="fr">' in html
    assert "Dernier tour : Anne-Sophie Delacroix" in html and "encore 3\u202f400" in html
    assert "Tableau" in html and "Sans JavaScript" in html


async def test_no_game_yet_is_said(tmp_path: Path) -> None:
    async with served(tmp_path / "empty.db") as (url, _), aiohttp.ClientSession() as s:
        page = await s.get(url)
        assert "No game to show yet." in await page.text()


async def test_a_game_that_is_not_there_is_said(club: Path) -> None:
    async with served(club, game=99) as (url, _), aiohttp.ClientSession() as s:
        page = await s.get(url)
        html = await page.text()
    assert page.status == 200 and "99" in html and "player" not in html


NO_TOKEN = [
    "/",
    "/static/board.css",
    "/events",
    f"/{TOKEN[:-1]}/",
    f"/{TOKEN}x/",
    f"/{TOKEN.upper()}/",
    f"/x/{TOKEN}/",
    f"/%2F{TOKEN}/",
    "/favicon.ico",
    "/robots.txt",
]


async def test_without_the_token_403_and_nothing_else(club: Path) -> None:
    async with served(club) as (url, _):
        for path in NO_TOKEN:
            for method in METHODS:
                request = f"{method} {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
                status, body = await raw_request(url, request.encode())
                assert (status, body) == (403, b""), (method, path)


async def test_every_route_with_every_method_changes_nothing(club: Path) -> None:
    """The routes are these four (a new one must join this walk); each answers GET and
    HEAD only; the game is the same after every method on every route."""
    async with served(club) as (url, hub), aiohttp.ClientSession() as session:
        app = board_app(hub, TOKEN)
        routes = {(route.method, route.resource.canonical) for route in app.router.routes()}  # type: ignore[union-attr]
        paths = {"", "/", "/events", "/static/{name}"}
        assert routes == {(m, f"/{TOKEN}{p}") for p in paths for m in ("GET", "HEAD")}
        with UseCases.open(db=str(club)) as cases:
            before = cases.game_stamp(1), cases.games(turns=True)
            for path in ("", "events", "static/board.css", "static/board.js", "static/x"):
                for method in METHODS:
                    timeout = aiohttp.ClientTimeout(total=5)
                    async with session.request(
                        method, url + path, allow_redirects=False, timeout=timeout
                    ) as answer:
                        if method in ("GET", "HEAD"):
                            expected = 404 if path == "static/x" else 200
                            assert answer.status == expected, (method, path)
                        else:
                            assert answer.status == 405, (method, path)
            assert (cases.game_stamp(1), cases.games(turns=True)) == before
        async with session.get(url[:-1], allow_redirects=False) as bare:
            assert bare.status == 302 and bare.headers["Location"] == f"/{TOKEN}/"


TRAVERSALS = [
    "static/../server.py",
    "static/../../../pyproject.toml",
    "static/%2e%2e/server.py",
    "static/%2e%2e%2fserver.py",
    "static/..%2fserver.py",
    "static/..%2F..%2F..%2Fpyproject.toml",
    "static/%252e%252e%252fserver.py",
    "static/..%5cserver.py",
    "static/..\\server.py",
    "static/%c0%ae%c0%ae/server.py",
    "static//etc/passwd",
    "static/%2fetc%2fpasswd",
    "static/board.css/../../hub.py",
    "static/board.css%00.py",
    "static/.",
    "static/",
    "static/page.html",
    "static/__init__.py",
]


async def test_static_paths_cannot_leave_their_folder(club: Path) -> None:
    async with served(club) as (url, _):
        for path in TRAVERSALS:
            status, body = await raw_get(url, f"/{TOKEN}/{path}")
            assert status in (400, 403, 404), (path, status)
            assert b"import" not in body and b"root:" not in body and b"[project]" not in body
        status, body = await raw_get(url, f"/{TOKEN}/static/board.css")
        assert status == 200 and body.startswith(b"/* The board")


async def test_oversized_headers_and_bodies_are_refused(club: Path) -> None:
    async with served(club) as (url, _), aiohttp.ClientSession() as session:
        long_header = {"X-Long": "a" * 8000}
        async with session.get(url, headers=long_header) as answer:
            assert answer.status in (400, 431)
        long_path = url + "static/" + "a" * 5000
        async with session.get(long_path) as answer:
            assert answer.status in (400, 414)
        many = {f"X-H{i}": "1" for i in range(200)}
        async with session.get(url, headers=many) as answer:
            assert answer.status in (400, 431)
        async with session.get(url, data=b"x" * 10) as answer:
            assert answer.status == 413
        async with session.get(url) as answer:  # the server still serves
            assert answer.status == 200


def test_a_token_is_new_each_serve_and_a_given_one_must_be_unguessable() -> None:
    tokens = {new_token() for _ in range(100)}
    assert len(tokens) == 100 and all(token_refusal(t, "en") is None for t in tokens)
    assert token_refusal("short", "en") == (
        "--token: a token is at least 16 letters, digits, - or _ (“short” is not)."
    )
    assert token_refusal("with space in it, long enough", "fr") is not None
    assert token_refusal("a" * 15, "en") is not None and token_refusal("a" * 16, "en") is None


def test_the_app_holds_its_hub(club: Path) -> None:
    from marquoir.web.hub import BoardHub

    hub = BoardHub(lambda: UseCases.open(db=str(club)), "en")
    assert board_app(hub, TOKEN)[HUB] is hub
