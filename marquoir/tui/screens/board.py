"""The board for across the table (f3 in a game, or ``marquoir board``): read-only, it follows
the game live, whoever enters the turns, in this app or another terminal. Its key p turns the
seats on: each player of the game gets an address of their own, to enter their turns from
their phone (:mod:`marquoir.tui.served`), and the board shows their codes one at a time."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import Header, Static

from marquoir.join import close_seats, served_seats
from marquoir.rules import game_entry
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.board import CARD_WIDTH, Board
from marquoir.tui.widgets.footer import Footer
from marquoir.tui.widgets.join_code import JoinCode

if TYPE_CHECKING:
    from marquoir.records import GameView
    from marquoir.rules.errors import Refusal
    from marquoir.use_cases import UseCases

#: how often the board asks whether the game changed (a read of one row)
POLL_SECONDS = 1.0
#: the cards side by side the board keeps beside the served board's code: narrower, the
#: code goes on a key (j) rather than squeeze the players out
CARDS_BESIDE_CODE = 2


class BoardScreen(MarquoirScreen):
    BINDINGS = [
        Binding("escape", "close", "key.back", id="board-back"),
        Binding("f3", "close", "key.back", id="board-close", show=False),
        Binding("f7", "chances", "key.win_chances", id="board-chances"),
        Binding("j", "join_code", "key.join_code", id="board-join-code"),
        Binding("p", "seats", "key.seats", id="board-seats"),
        Binding("s", "seat_code", "key.seat_code", id="board-seat-code", show=False),
        Binding("x", "close_seats", "key.close_seats", id="board-close-seats", show=False),
    ]
    DEFAULT_CSS = """
    BoardScreen #board-body { height: 1fr; }
    BoardScreen #join-hint { height: auto; padding: 0 1; color: $text-muted; }
    """

    def __init__(self, game_id: int | None = None, closable: bool = True) -> None:
        super().__init__()
        self.game_id = game_id
        #: no game named: the board follows the game in progress (the next one when the
        #: Captain starts it)
        self.follows = game_id is None
        self.closable = closable
        #: the game and its stamp when it was last drawn
        self.stamp: str | None = None
        self._view: GameView | None = None
        #: the served board's code shown alone, in place of the cards (j)
        self.code_open = False
        #: where the code is: ``none`` (nothing served), ``beside`` the cards, on a ``key``
        #: (a line says which), or ``open`` (alone)
        self.code_place = "none"
        #: the seats are being turned on (p pressed, the serve not answered yet)
        self.seats_opening = False

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="board-body"):
            yield Board(id="board")
            yield JoinCode(id="join-code")  # the served board's QR code, while it is served
        yield Static(id="join-hint")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("board.title")
        self.call_after_refresh(self.marquoir.first_screen_drawn)
        self.poll()
        self.set_interval(POLL_SECONDS, self.poll)

    def on_marquoir_app_database_ready(self) -> None:
        self.poll()

    def on_resize(self) -> None:
        super().on_resize()
        self.place_code()

    @on(JoinCode.Changed)
    def _code_changed(self) -> None:
        if self.query_one(JoinCode).url is None:
            self.code_open = False
        self.place_code()

    def place_code(self) -> None:
        """Place the served board's code: beside the cards where the screen is wide and high
        enough for it and two cards side by side; else on the key j (a line says so), the
        cards keeping the whole screen; alone when j opened it."""
        code = self.query_one(JoinCode)
        board = self.query_one(Board)
        hint = self.query_one("#join-hint", Static)
        width, height = code.size_needed()
        body = self.size.height - 2  # the header and the footer
        if code.url is None:
            place = "none"
        elif self.code_open:
            place = "open"
        elif self.size.width - width >= CARDS_BESIDE_CODE * CARD_WIDTH + 2 and body >= height:
            place = "beside"
        else:
            place = "key"
        self.code_place = place
        code.fit((self.size.width, body) if place == "open" else None)
        code.set_class(place in ("none", "key"), "-none")
        code.set_class(place == "open", "-full")
        board.display = place != "open"
        hint.display = place == "key"  # open: the code takes every row (the footer says j)
        if place == "key":
            hint.update(plain(self.t("web.join_key", shortcut=self.key_of("join_code"))))
        self.refresh_bindings()

    def key_of(self, action: str) -> str:
        """The key of ``action`` on this screen, as the footer names it (a keymap may move
        it): ``join_code`` (j), ``seat_code`` (s), ``seats`` (p), ``close_seats`` (x)."""
        for active in self.active_bindings.values():
            if active.binding.action == action:
                return self.app.get_key_display(active.binding)
        return {"join_code": "j", "seat_code": "s", "seats": "p", "close_seats": "x"}[action]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """j only while the board is served and its code is not beside the cards; p only in
        the Captain's app (the board alone, ``marquoir board``, changes no game)."""
        if action == "join_code":
            return self.code_place in ("key", "open")
        if action == "seats" and self.marquoir.read_only:
            return False
        return super().check_action(action, parameters)

    def action_join_code(self) -> None:
        """j: the served board's code alone, to scan; again, the cards."""
        self.code_open = not self.code_open
        self.place_code()

    def action_seat_code(self) -> None:
        """s: the next seat's QR code, one at a time (served with ``--seats``), shown alone
        where it does not fit beside the cards."""
        if not self.query_one(JoinCode).next_code():
            said = self.t("board.no_seat_codes", shortcut=self.key_of("seats"))
            self.notify(said, severity="warning", timeout=4)
        elif self.code_place == "key":
            self.action_join_code()

    def action_close_seats(self) -> None:
        """x: close every seat of the served board (its players' addresses stop answering)."""
        if close_seats():
            self.notify(self.t("board.seats_closed"), timeout=4)
            self.run_worker(self._seats_closed(), group="seats", exclusive=True)
        else:
            self.notify(self.t("board.no_seats"), severity="warning", timeout=4)

    async def _seats_closed(self) -> None:
        """The board's code again once the serve's note no longer lists the seats."""
        for _ in range(200):
            if not await asyncio.to_thread(served_seats):
                break
            await asyncio.sleep(0.05)
        self.query_one(JoinCode).look()

    def action_seats(self) -> None:
        """p: turn the seats on for the game on screen (each player's own address, their
        codes shown one at a time, s the next), or off when they are on."""
        if self.seats_opening:
            self.notify(self.t("board.seats_opening"), timeout=3)
            return
        if served_seats():
            self.action_close_seats()
            return
        view = self._view
        if view is None or not self.marquoir.ready:
            self.notify(self.t("board.no_game_to_seat"), severity="warning", timeout=6)
            return
        if view.state.phase == "over":
            self.notify(self.t("board.seats_game_over"), severity="warning", timeout=6)
            return
        if game_entry(view.game).phone is None:
            name = game_entry(view.game).name
            self.notify(self.t("phone.not_offered", game=name), severity="warning", timeout=6)
            return
        self.seats_opening = True
        self.notify(self.t("board.seats_opening"), timeout=3)
        self.run_worker(self._turn_seats_on(view.id), group="seats", exclusive=True)

    async def _turn_seats_on(self, game: int) -> None:
        app = self.marquoir
        url = app.use_cases.store.url
        try:
            opened = await asyncio.to_thread(
                app.served.turn_on, self.lang, game, url, app.show_chances
            )
        finally:
            self.seats_opening = False
        if not opened.seats:
            if opened.sentence:  # else the app is ending: nothing to say
                self.app.clear_notifications()  # "turning the seats on…" is over
                self.notify(opened.sentence, severity="error", timeout=10)
            return
        said = None
        if opened.key is not None:
            keys = {"next": "seat_code", "again": "seats", "close": "close_seats"}
            named = {name: self.key_of(action) for name, action in keys.items()}
            said = self.t(opened.key, **named, **opened.params)
        self.app.clear_notifications()  # nothing over the code: it is there to be scanned
        self.code_open = True
        self.query_one(JoinCode).first_seat(said)  # the sentence with it, not over it
        self.place_code()

    def poll(self) -> None:
        """Ask whether the game changed; read and draw it when it did."""
        if not self.marquoir.ready:
            return

        def changed(cases: UseCases) -> tuple[str, GameView | None] | None:
            game_id = cases.game_in_progress() if self.follows else self.game_id
            if game_id is None:
                stamp, view = "none", None
            else:
                stamp = f"{game_id}:{cases.game_stamp(game_id)}"
                view = None if stamp == self.stamp else cases.game(game_id)
            return None if stamp == self.stamp else (stamp, view)

        self.with_use_cases(
            changed, self._draw, group="board", exclusive=True, refused=self._refused
        )

    def _draw(self, answer: tuple[str, GameView | None] | None) -> None:
        if answer is None:
            return
        self.stamp, view = answer
        board = self.query_one(Board)
        if view is None:
            self.sub_title = ""
            board.say(self.t("board.none"))
            return
        self.game_id = view.id
        self.sub_title = self.t("game.title", id=view.id)
        self._view = view
        self.ask_chances(view.game, view.setup, view.turns, lambda win: board.show(view, win))

    def action_chances(self) -> None:
        """f7: the chances to win shown or hidden (for the whole app: the sheet's too)."""
        app = self.marquoir
        app.show_chances = not app.show_chances
        self.notify(self.t("win.shown" if app.show_chances else "win.hidden"), timeout=3)
        view = self._view
        if view is not None:
            board = self.query_one(Board)
            self.ask_chances(view.game, view.setup, view.turns, lambda win: board.show(view, win))

    def _refused(self, error: Refusal) -> None:
        """The game named is not (or no longer) there: say so on the board."""
        self.stamp = "refused"
        self.query_one(Board).say(error.text(self.lang))

    def action_close(self) -> None:
        if self.code_open:  # Escape leaves the code before the board
            self.action_join_code()
            return
        if self.closable:
            self.app.pop_screen()
        else:
            self.app.exit()
