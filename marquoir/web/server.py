"""The served board's routes, behind the table's token.

Every address starts with the token (``/<token>/``); anything else gets 403 and an empty body.
Behind it, three routes, all GET (and HEAD): the page (``/<token>/``), its event stream
(``/<token>/events``) and its two static files (``/<token>/static/board.css``, ``board.js``),
read once at start and served by name: no path from a request ever reaches the file system.
Nothing takes a body (413), headers are short (the parser refuses longer lines and fields),
at most :data:`~marquoir.web.hub.MAX_PAGES` pages follow the game at once, and at most
:data:`MAX_CONNECTIONS` connections that showed the token are open (a request on one more is
answered 503 with a sentence, and its connection closed). The token is checked before a
connection counts: connections that have not shown it are held short by the door
(:mod:`marquoir.web.door`: a time to show it, a number per address), never counted against
the phones that have it.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import web

from marquoir.i18n import translate
from marquoir.web.door import LET_IN_MAX, Door
from marquoir.web.hub import BoardHub, Full, page_lang
from marquoir.web.page import page_html

if TYPE_CHECKING:
    from marquoir.web.seats import Seats

#: the static files, by name, and their type
STATIC_FOLDER = Path(__file__).parent / "static"
STATIC_TYPES = {".css": "text/css", ".js": "text/javascript"}
#: a page is told every so often that the stream is alive (proxies and phones close quiet ones)
KEEP_ALIVE_SECONDS = 15.0
#: how long a page waits before reconnecting by itself after a drop
RETRY_MS = 2000
#: the request parser's limits: a request line or a header field longer is refused (400/431)
HANDLER_LIMITS: dict[str, Any] = {
    "max_line_size": 2048,
    "max_field_size": 4096,
    "max_headers": 40,
    "keepalive_timeout": 20,  # an idle connection (not a page's stream) is closed soon
}
#: the most connections that showed the token open at once (a page's stream holds one; its
#: page and files another for a moment)
MAX_CONNECTIONS = LET_IN_MAX
#: a page's stream that takes nothing for this long (a phone gone without a word) is dropped
SEND_SECONDS = 30.0
#: a token's least length and its letters (``secrets.token_urlsafe``'s)
TOKEN_LENGTH = 16
TOKEN_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
#: what every answer says: nothing from elsewhere, the address (with its token) never sent on
SECURITY_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        "img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}

EVENT_HEADERS = {"Content-Type": "text/event-stream; charset=utf-8", "X-Accel-Buffering": "no"}

HUB = web.AppKey("hub", BoardHub)
#: who is let in (set by :func:`board_runner`; an app served otherwise has no door)
DOOR = web.AppKey("door", Door)


def new_token() -> str:
    """An unguessable token: 128 bits from :mod:`secrets`."""
    return secrets.token_urlsafe(TOKEN_LENGTH)


def token_refusal(token: str, lang: str) -> str | None:
    """Why ``token`` (given with ``--token``) cannot be one, in a sentence; None when it can."""
    if len(token) >= TOKEN_LENGTH and set(token) <= TOKEN_LETTERS:
        return None
    return translate(lang, "web.token_bad", n=TOKEN_LENGTH, token=token)


def closing(response: web.Response) -> web.Response:
    """``response``, its connection closed once it is sent (a refused one is not kept)."""
    response.force_close()
    return response


def board_app(hub: BoardHub, token: str, seats: Seats | None = None) -> web.Application:
    """The served board's application (the hub starts and stops with it); ``seats``: the
    seats' own addresses too (``marquoir.web.seats``)."""
    assert token_refusal(token, "en") is None
    prefix = f"/{token}"
    statics = {
        path.name: (path.read_bytes(), STATIC_TYPES[path.suffix])
        for path in STATIC_FOLDER.iterdir()
        if path.suffix in STATIC_TYPES
    }

    @web.middleware
    async def guard(request: web.Request, handler: Any) -> web.StreamResponse:
        """403 without the token, 413 with a body; the security headers on every answer."""
        first = request.rel_url.raw_path.split("/", 2)[1]
        if not secrets.compare_digest(first.encode(), token.encode()):
            return closing(web.Response(status=403))
        door = request.app.get(DOOR)
        if door is not None and not door.admit(request.protocol):
            sentence = translate(hub.lang, "web.too_many", n=door.let_in_max)
            return closing(web.Response(status=503, text=sentence, headers=SECURITY_HEADERS))
        if request.body_exists and not (seats is not None and seats.takes_body(request)):
            return web.Response(status=413, headers=SECURITY_HEADERS)
        try:
            response: web.StreamResponse = await handler(request)
        except web.HTTPException as error:
            error.headers.update(SECURITY_HEADERS)
            raise
        return response

    async def page(request: web.Request) -> web.Response:
        await hub.ready.wait()
        lang = page_lang(request.headers.get("Accept-Language"), hub.lang)
        html = page_html(hub.board_in(lang), lang)
        return web.Response(text=html, content_type="text/html", headers=SECURITY_HEADERS)

    async def to_page(request: web.Request) -> web.Response:
        raise web.HTTPFound(f"{prefix}/")

    async def static(request: web.Request) -> web.Response:
        found = statics.get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        body, kind = found
        return web.Response(body=body, content_type=kind, headers=SECURITY_HEADERS)

    async def events(request: web.Request) -> web.StreamResponse:
        """The board now, then at every change, as server-sent events (``event: board``)."""
        if request.method == "HEAD":
            return web.Response(headers={**SECURITY_HEADERS, **EVENT_HEADERS})
        try:
            waiting = hub.follow()
        except Full:
            sentence = translate(hub.lang, "web.full", n=hub.max_pages)
            return web.Response(status=503, text=sentence, headers=SECURITY_HEADERS)
        try:
            await hub.ready.wait()
            lang = page_lang(request.headers.get("Accept-Language"), hub.lang)
            stream = web.StreamResponse(headers={**SECURITY_HEADERS, **EVENT_HEADERS})
            await stream.prepare(request)
            await send(stream, f"retry: {RETRY_MS}\n\n".encode())
            sent = -1
            while not hub.closing.is_set():
                if hub.version != sent:
                    sent = hub.version
                    await send(stream, board_event(hub.board_in(lang), sent))
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(KEEP_ALIVE_SECONDS):
                        await waiting.get()
                        continue
                await send(stream, b": alive\n\n")
            return stream
        finally:
            hub.leave(waiting)

    async def starting(app: web.Application) -> None:
        await hub.start()
        if seats is not None:
            await seats.start()

    async def stopping(app: web.Application) -> None:
        if seats is not None:
            await seats.stop()
        await hub.stop()

    app = web.Application(middlewares=[guard], client_max_size=1024)
    app[HUB] = hub
    app.router.add_get(prefix, to_page)
    app.router.add_get(f"{prefix}/", page)
    app.router.add_get(f"{prefix}/events", events)
    app.router.add_get(prefix + "/static/{name}", static)
    if seats is not None:
        seats.install(app, prefix)
    app.on_startup.append(starting)
    app.on_shutdown.append(stopping)
    return app


async def send(stream: web.StreamResponse, data: bytes) -> None:
    """Write to a page's stream; a page that takes nothing for :data:`SEND_SECONDS` is
    dropped (TimeoutError ends its handler, which closes the connection)."""
    async with asyncio.timeout(SEND_SECONDS):
        await stream.write(data)


def board_event(board: str, version: int) -> bytes:
    """One server-sent event carrying the board (a ``data:`` line a line of HTML)."""
    lines = "".join(f"data: {line}\n" for line in board.splitlines())
    return f"event: board\nid: {version}\n{lines}\n".encode()


class BoardRunner(web.AppRunner):
    """The board's application runner: its server's connections go through the door."""

    def __init__(self, app: web.Application, door: Door, **kwargs: Any) -> None:
        super().__init__(app, **kwargs)
        self.door = door

    async def setup(self) -> None:
        await super().setup()
        assert self.server is not None
        self.door.watch(self.server)


def board_runner(
    hub: BoardHub, token: str, door: Door | None = None, seats: Seats | None = None
) -> BoardRunner:
    """The application ready to be set up and served, with the request parser's limits and
    its door (:mod:`marquoir.web.door`); no access log, and a malformed request (a header too
    long …) refused with its status, not a traceback on the Captain's terminal."""
    import logging

    logging.getLogger("aiohttp.server").setLevel(logging.CRITICAL)
    app = board_app(hub, token, seats)
    door = door or Door()
    app[DOOR] = door
    return BoardRunner(
        app,
        door,
        access_log=None,
        shutdown_timeout=1.0,
        handler_cancellation=True,  # a page gone frees its place at once
        **HANDLER_LIMITS,
    )
