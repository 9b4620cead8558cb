"""The seats' own addresses (``marquoir board --serve --seats``): each player enters their
own turn from their phone.

Each seat of the game served gets a token of its own (128 bits from :mod:`secrets`, found by
comparing it in constant time with every seat's), under the board's address:
``/<board token>/seat/<seat token>/``. Behind it:

- ``GET …/``: the seat's page (``marquoir.web.seat_page``): the board, and when it is that
  seat's turn, the entry; ``?line=…&tap=kind:text`` builds the line without JavaScript;
- ``GET …/preview?line=…``: the points the line scores and the pad, as JSON, nothing stored;
- ``POST …/turn``: the line (form field ``line``, or a JSON body ``{"line", "key",
  "flags"}``), recorded through the Captain's own use case (``Table.enter_from_seat``): 200
  and the new board; 409 when it is not that seat's turn or the game is over; 422 with the
  rules' sentence (nothing stored); 403 for a token that is no seat's, a foreign ``Origin``,
  another method, or the seats closed; 413 for a body too long; 429 past the seat's rate.

A post sent again with the same ``key`` stores its turn once and is answered as the first
time. The seats are the game's at the start of the serve (the board then shows that game,
not the next one started); they stay open until :meth:`Seats.close` (the serve is sent
``SIGUSR1``). A serve started without them opens them when asked (:meth:`Seats.open`: the
serve is sent ``SIGUSR2``, by the app's board), for the game asked, with new tokens.
"""

from __future__ import annotations

import hmac
import json
import secrets
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from marquoir.i18n import translate
from marquoir.rules import game_entry, name_key
from marquoir.rules.phone import MAX_LINE, NotYourTurn, Preview, phone_module, tapped
from marquoir.use_cases import Refusal
from marquoir.web.hub import page_lang
from marquoir.web.seat_page import (
    entry_html,
    pad_html,
    preview_html,
    seat_page_html,
    waiting_html,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from marquoir.records import GameView
    from marquoir.use_cases import UseCases
    from marquoir.web.hub import BoardHub

#: a seat's token: 128 bits, as the board's
SEAT_TOKEN_BYTES = 16
#: the longest body a turn's post may have
MAX_BODY = 1024
#: the longest key a phone may send with an entry, and its letters
MAX_KEY = 64
KEY_LETTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
#: a seat's posts: at most this many at once, then one more each ``POST_EVERY`` seconds
POST_BURST, POST_EVERY = 6.0, 2.0
#: a seat's previews (a keystroke each): at most this many at once, then ``PREVIEW_RATE`` a
#: second
PREVIEW_BURST, PREVIEW_RATE = 30.0, 10.0
#: what a seat's answers say: the board's, but its form posts to the same server, and its
#: posts say where they come from to this server alone (a browser sends ``Origin: null``
#: under ``no-referrer``), never to another
SEAT_HEADERS = {
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
        "img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    ),
    "Referrer-Policy": "same-origin",
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
}


@dataclass
class Bucket:
    """A rate: ``burst`` at once, then ``rate`` a second."""

    burst: float
    rate: float
    tokens: float = -1.0
    when: float = field(default_factory=time.monotonic)

    def take(self) -> bool:
        """Take one; False when none is left (the request is refused)."""
        now = time.monotonic()
        if self.tokens < 0:
            self.tokens = self.burst
        self.tokens = min(self.burst, self.tokens + (now - self.when) * self.rate)
        self.when = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


@dataclass
class Seat:
    """One seat: its place (from 0), its player's name, its token, its rates, and whether
    it was closed."""

    seat: int
    name: str
    token: str
    closed: bool = False
    posts: Bucket = field(default_factory=lambda: Bucket(POST_BURST, 1 / POST_EVERY))
    previews: Bucket = field(default_factory=lambda: Bucket(PREVIEW_BURST, PREVIEW_RATE))


class Seats:
    """The seats of the game the hub serves (see the module); :meth:`start` finds them once
    the hub has opened the database (``opened``: the serve was started with them; else they
    stay closed until :meth:`open`). ``open_writer``: the database opened to write, for a
    hub that opened it read-only (called on the hub's thread when the seats first open)."""

    def __init__(
        self,
        hub: BoardHub,
        tokens: list[str] | None = None,
        opened: bool = True,
        open_writer: Callable[[], UseCases] | None = None,
    ) -> None:
        self.hub = hub
        self.given = tokens
        self.opened = opened
        self.open_writer = open_writer
        self.writer: UseCases | None = None
        self.game_id: int | None = None
        self.seats: list[Seat] = []
        self.closed = not opened
        self._view: GameView | None = None
        self._version = -1

    async def start(self) -> None:
        """Seat the players of the game served (the game named, else the one in progress),
        when the serve was started with its seats."""
        if not self.opened:
            return
        hub = self.hub
        cases = hub.use_cases
        assert cases is not None
        game_id = hub.game if hub.game is not None else await hub._on_thread(cases.game_in_progress)
        if game_id is None:
            return
        await self.open(game_id)

    async def open(self, game_id: int) -> None:
        """Seat the players of ``game_id``, each with a new token (the seats closed before
        stay closed: their addresses never answer again), and show that game on the board (a
        :class:`~marquoir.use_cases.Refusal` when it is not there)."""
        hub = self.hub
        cases = hub.use_cases
        assert cases is not None
        view = await hub._on_thread(lambda: cases.game(game_id))
        if self.open_writer is not None and self.writer is None:
            self.writer = await hub._on_thread(self.open_writer)
        given, self.given = self.given, None  # the tokens given serve the first opening only
        tokens = given or [secrets.token_urlsafe(SEAT_TOKEN_BYTES) for _ in view.setup.players]
        named = zip(view.players, tokens, strict=False)
        self.seats = [Seat(n, name, token) for n, (name, token) in enumerate(named)]
        self.game_id, self._view, self.closed = game_id, None, False
        if hub.game != game_id:  # the board shows the game seated, not the next one started
            hub.game = game_id
            await hub.poll()

    async def stop(self) -> None:
        """The serve stops: the database opened to write is closed."""
        writer, self.writer = self.writer, None
        if writer is not None:
            await self.hub._on_thread(writer.close)

    @property
    def open_seats(self) -> list[Seat]:
        """The seats that still answer."""
        return [] if self.closed else [seat for seat in self.seats if not seat.closed]

    def close(self, names: list[str] | None = None) -> None:
        """The seats of ``names`` (every seat when None) stop answering (403) until the serve
        starts again; a name is compared as the roster compares them."""
        if names is None:
            self.closed = True
            return

        keys = {name_key(name) for name in names}
        for seat in self.seats:
            if name_key(seat.name) in keys:
                seat.closed = True

    def addresses(self, board_url: str, open_only: bool = False) -> list[tuple[str, str]]:
        """Each seat's player and address, in seating order (``board_url`` ends in ``/``;
        ``open_only``: only the seats that still answer)."""
        seats = self.open_seats if open_only else self.seats
        return [(seat.name, f"{board_url}seat/{seat.token}/") for seat in seats]

    def find(self, token: str) -> Seat | None:
        """The seat whose token is ``token``: every seat's compared in constant time."""
        found = None
        given = token.encode()
        for seat in self.seats:
            if hmac.compare_digest(seat.token.encode(), given):
                found = seat
        return found

    # --- the routes ----------------------------------------------------------------------

    def install(self, app: web.Application, prefix: str) -> None:
        """The seats' routes under the board's ``prefix`` (``/<board token>``)."""
        base = f"{prefix}/seat/{{seat}}"
        app.router.add_get(base, self._to_page)
        app.router.add_get(f"{base}/", self._page)
        app.router.add_get(f"{base}/preview", self._preview)
        app.router.add_route("*", f"{base}/turn", self._turn)

    def takes_body(self, request: web.Request) -> bool:
        """Whether ``request`` is a seat's post (the one request with a body)."""
        parts = request.rel_url.raw_path.split("/")
        return (
            request.method == "POST"
            and len(parts) == 5
            and parts[2] == "seat"
            and parts[4] == "turn"
        )

    def _seat(self, request: web.Request) -> Seat:
        """The seat the address names, or 403 (no such seat, or the seats closed)."""
        seat = self.find(request.match_info["seat"])
        if seat is None:
            raise web.HTTPForbidden(headers=SEAT_HEADERS)
        if self.closed or seat.closed:
            lang = page_lang(request.headers.get("Accept-Language"), self.hub.lang)
            text = translate(lang, "web.seats_closed")
            raise web.HTTPForbidden(text=text, headers=SEAT_HEADERS)
        return seat

    async def view(self) -> GameView:
        """The seats' game as it stands (read again whenever the board changed)."""
        hub, game_id = self.hub, self.game_id
        assert hub.use_cases is not None and game_id is not None
        if self._view is None or self._version != hub.version:
            version = hub.version
            cases = hub.use_cases
            self._view = await hub._on_thread(lambda: cases.game(game_id))
            self._version = version
        return self._view

    async def _to_page(self, request: web.Request) -> web.Response:
        self._seat(request)
        raise web.HTTPFound(f"{request.rel_url.path}/", headers=SEAT_HEADERS)

    async def _page(self, request: web.Request) -> web.Response:
        seat = self._seat(request)
        query = request.query
        line = query.get("line", "")[:MAX_LINE]
        tap = query.get("tap")
        if tap is not None:
            kind, _, text = tap.partition(":")
            line = tapped(line, kind, text)[:MAX_LINE]
        flags = frozenset(query.getall("flag", []))
        key = query.get("key", "")
        return await self._answer(request, seat, line, flags, key if _key_ok(key) else "")

    async def _answer(
        self,
        request: web.Request,
        seat: Seat,
        line: str,
        flags: frozenset[str],
        key: str,
        said: str = "",
        refused: bool = False,
        status: int = 200,
    ) -> web.Response:
        """The seat's page: ``said`` over its entry (the line kept as it was sent)."""
        await self.hub.ready.wait()
        lang = page_lang(request.headers.get("Accept-Language"), self.hub.lang)
        view = await self.view()
        yours, entry = self._entry(view, seat, line, flags, key or _new_key(), lang)
        html = seat_page_html(lang, seat.name, self.hub.board_in(lang), entry, yours, said, refused)
        return web.Response(
            status=status, text=html, content_type="text/html", headers=SEAT_HEADERS
        )

    def _entry(
        self, view: GameView, seat: Seat, line: str, flags: frozenset[str], key: str, lang: str
    ) -> tuple[bool, str]:
        state = view.state
        if state.phase == "over":
            return False, waiting_html(translate(lang, "web.seat_over"))
        if state.next_seat != seat.seat:
            sentence = translate(lang, "web.seat_waiting", next=state.next_player or "")
            return False, waiting_html(sentence)
        try:
            phone = phone_module(view.game)
        except Refusal as error:  # a game whose turns the Captain alone enters
            return False, waiting_html(error.text(lang))
        pad = phone.pad(state, line, lang)
        preview = phone.preview(state, seat.name, line, flags, lang) if line.strip() else None
        shown = preview if preview is not None else _nothing(pad.hint)
        return True, entry_html(lang, seat.name, line, key, pad, shown, flags)

    async def _preview(self, request: web.Request) -> web.Response:
        """The line's points and the pad, as JSON (``yours``: the seat is to play); the whole
        entry instead when the page says (``shown``) it shows the other one."""
        seat = self._seat(request)
        if not seat.previews.take():
            return _too_fast(request, self.hub.lang)
        lang = page_lang(request.headers.get("Accept-Language"), self.hub.lang)
        line = request.query.get("line", "")[:MAX_LINE]
        flags = frozenset(request.query.getall("flag", []))
        view = await self.view()
        state = view.state
        yours = state.phase != "over" and state.next_seat == seat.seat
        if yours and not _takes_phones(view.game):
            yours = False  # a game whose turns the Captain alone enters: no entry
        answer: dict[str, Any] = {"yours": yours}
        if request.query.get("shown") != ("yes" if yours else "no"):
            # the page shows the other entry (the turn came, or went): the whole of it
            answer["entry"] = self._entry(view, seat, line, flags, _new_key(), lang)[1]
        elif yours:
            phone = phone_module(view.game)
            pad = phone.pad(state, line, lang)
            preview = phone.preview(state, seat.name, line, flags, lang)
            shown = preview if line.strip() else _nothing(pad.hint)
            answer.update(preview=preview_html(shown), pad=pad_html(pad, flags))
        return web.json_response(answer, headers=SEAT_HEADERS)

    async def _turn(self, request: web.Request) -> web.Response:
        """A turn posted from the seat's phone (see the module)."""
        seat = self._seat(request)
        if request.method != "POST" or _foreign(request):
            raise web.HTTPForbidden(headers=SEAT_HEADERS)
        lang = page_lang(request.headers.get("Accept-Language"), self.hub.lang)
        as_json = request.content_type == "application/json"
        if (request.content_length or 0) > MAX_BODY:
            return _said(as_json, 413, translate(lang, "web.too_big", n=MAX_BODY))
        if not seat.posts.take():
            return _too_fast(request, lang)
        try:
            line, key, flags = await _read_post(request, as_json)
        except web.HTTPRequestEntityTooLarge:
            return _said(as_json, 413, translate(lang, "web.too_big", n=MAX_BODY))
        except ValueError:
            return _said(as_json, 400, translate(lang, "web.no_line"))
        if key and not _key_ok(key):
            return _said(as_json, 400, translate(lang, "web.bad_key", n=MAX_KEY))
        cases, game_id, hub = self.writer or self.hub.use_cases, self.game_id, self.hub
        assert cases is not None and game_id is not None
        try:
            await hub._on_thread(
                lambda: cases.enter_from_seat(game_id, seat.seat, line, flags, key or None)
            )
        except NotYourTurn as error:
            return await self._refused(request, as_json, seat, 409, error.text(lang), line, flags)
        except Refusal as error:
            return await self._refused(request, as_json, seat, 422, error.text(lang), line, flags)
        await hub.poll()  # every page sees it now, not at the next poll
        said = translate(lang, "web.seat_recorded", name=seat.name)
        if as_json:
            board = hub.board_in(lang)
            return web.json_response(
                {"recorded": True, "said": said, "board": board}, headers=SEAT_HEADERS
            )
        return await self._answer(request, seat, "", frozenset(), "", said)

    async def _refused(
        self,
        request: web.Request,
        as_json: bool,
        seat: Seat,
        status: int,
        sentence: str,
        line: str,
        flags: frozenset[str],
    ) -> web.Response:
        lang = page_lang(request.headers.get("Accept-Language"), self.hub.lang)
        said = translate(lang, "web.seat_refused", sentence=sentence)
        if as_json:
            return web.json_response(
                {"error": sentence, "said": said}, status=status, headers=SEAT_HEADERS
            )
        return await self._answer(request, seat, line, flags, "", said, True, status)


def _takes_phones(game: str) -> bool:
    """Whether ``game`` takes turns from the players' phones (its package has a phone
    module)."""
    return game_entry(game).phone is not None


def _nothing(hint: str) -> Any:
    """The preview of an empty line: nothing (the pad's hint says what to enter)."""
    return Preview("")


def _new_key() -> str:
    return secrets.token_urlsafe(12)


def _key_ok(key: str) -> bool:
    return 0 < len(key) <= MAX_KEY and set(key) <= KEY_LETTERS


def _foreign(request: web.Request) -> bool:
    """Whether the post comes from another site's page (its ``Origin`` is not this server,
    or the browser says it is cross-site)."""
    origin = request.headers.get("Origin")
    if origin is not None and origin != f"{request.scheme}://{request.host}":
        return True
    return request.headers.get("Sec-Fetch-Site", "same-origin") not in ("same-origin", "none")


async def _read_post(request: web.Request, as_json: bool) -> tuple[str, str, frozenset[str]]:
    """The line, the key and the flags of a post; a ValueError when it holds no line."""
    if as_json:
        body = json.loads(await request.read())
        if not isinstance(body, dict):
            raise ValueError("not an object")
        line, key, flags = body.get("line"), body.get("key") or "", body.get("flags") or []
        if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
            raise ValueError("flags")
    else:
        form = await request.post()
        line, key = form.get("line"), form.get("key") or ""
        flags = [f for f in form.getall("flag", []) if isinstance(f, str)]
    if not isinstance(line, str) or not isinstance(key, str) or len(line) > MAX_LINE:
        raise ValueError("line")
    return line, key, frozenset(flags)


def _said(as_json: bool, status: int, sentence: str) -> web.Response:
    if as_json:
        return web.json_response({"error": sentence}, status=status, headers=SEAT_HEADERS)
    return web.Response(status=status, text=sentence, headers=SEAT_HEADERS)


def _too_fast(request: web.Request, lang: str) -> web.Response:
    lang = page_lang(request.headers.get("Accept-Language"), lang)
    headers = {**SEAT_HEADERS, "Retry-After": str(int(POST_EVERY))}
    return web.Response(status=429, text=translate(lang, "web.too_fast"), headers=headers)
