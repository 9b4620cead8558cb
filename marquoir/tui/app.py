"""The Marquoir app: it holds the Captain's language, the use cases on the open database, the
key gate and the writer, and moves between screens. Its start (:mod:`marquoir.tui.startup`), its
command palette (:mod:`marquoir.tui.palette`) and its exports (:mod:`marquoir.tui.game_export`)
are parts of their own."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen

from marquoir.i18n import translate, visible
from marquoir.rules import Refusal
from marquoir.tui.compat import on_screen_updates
from marquoir.tui.game_export import GameExport
from marquoir.tui.keymap import use_keymap
from marquoir.tui.keys import KeyGate
from marquoir.tui.palette import PaletteApp
from marquoir.tui.screens.deleted import DeletedGamesScreen
from marquoir.tui.screens.home import HomeScreen
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.tui.screens.players import PlayersScreen
from marquoir.tui.served import ServedBoard
from marquoir.tui.startup import ChancesWarmUp, Progress, Startup
from marquoir.tui.writer import Writer
from marquoir.win_live import WinWorker

if TYPE_CHECKING:
    from marquoir.use_cases import UseCases


#: the app's actions that lead to a change of a game (none of them on a read-only board)
CHANGING_ACTIONS = frozenset({"new_game", "players", "standings", "deleted_games", "home"})


class MarquoirApp(PaletteApp):
    """The Captain's app: home, the games' sheets, the roster, the standings."""

    TITLE = "Marquoir"
    BINDINGS = [
        Binding("f1", "help", "key.help", id="help"),
        Binding("ctrl+q", "quit", "key.quit", show=False, priority=True, id="quit"),
        Binding(
            "ctrl+p",
            "command_palette",
            "key.palette",
            show=False,
            priority=True,
            tooltip="key.open_palette",
            id="palette",
        ),
    ]

    class DatabaseReady(Message):
        """The database is open: screens waiting for it may draw their data."""

    def __init__(
        self,
        use_cases: UseCases | None = None,
        lang: str = "en",
        export_dir: Path | None = None,
        opener: Callable[[], UseCases] | None = None,
        first: Callable[[], Screen[None]] | None = None,
        read_only: bool = False,
        keymap: Path | None = None,
        win: WinWorker | None = None,
        progress_opener: Callable[[Progress], UseCases] | None = None,
        warm_up: bool = False,
    ) -> None:
        """Make the app: either open ``use_cases``, or an ``opener`` that the app calls in a
        thread once its first screen is up.

        ``first`` makes the first screen (home, unless told otherwise); ``read_only`` (the
        board alone, served to browsers): no key or command opens a screen that changes a
        game; ``keymap``: the Captain's keymap file (marquoir.tui.keymap), read as the app
        starts; ``progress_opener``: an opener told how a rebuild of the stored games goes,
        shown meanwhile on a progress screen; ``warm_up``: the chances to win of the game the
        Captain is most likely to open first are worked out from the start, in the background
        (:meth:`warm_up`)."""
        super().__init__()
        self._first = first
        self.read_only = read_only
        self._use_cases = use_cases
        #: the database opened in a thread, the rebuild's progress shown meanwhile
        self.startup = Startup(
            self,
            self._opened,
            self._failed,
            lang,
            opener=opener if use_cases is None else None,
            progress_opener=progress_opener if use_cases is None else None,
        )
        #: the Captain's language, for every screen (held here only)
        self.lang = lang
        self.export_dir = export_dir
        self.error: str | None = None
        #: wall-clock time (time.time()) when the home screen was first drawn
        self.first_paint: float | None = None
        #: the keys typed ahead, released one at a time (marquoir.tui.keys)
        self.keys = KeyGate(self)
        self.keys.words = self.t("keys.typed_ahead")
        self.keys.dropped_words = self.t("keys.dropped")
        on_screen_updates(self, self.keys.painted)  # a question is drawn when its words are
        #: the changes of games, written in order in a thread (marquoir.tui.writer)
        self.writer = Writer(lambda: self.use_cases, self.refused)
        self._keymap_path = keymap
        #: each player's chance to win, worked out in a worker process (marquoir.win_live)
        self.win = win if win is not None else WinWorker()
        #: whether the sheet and the board show the chances (f7; ``marquoir --no-chances``)
        self.show_chances = True
        #: the board the app serves for the seats (the board's p), ended with the app
        self.served = ServedBoard()
        self._warm_up = warm_up

    async def on_event(self, event: events.Event) -> None:
        """Send keys and pastes from the terminal through the queue of keys typed ahead."""
        if not self.keys.takes(event):
            await super().on_event(event)

    async def on_unmount(self) -> None:
        """Stop the parts of the app; the last changes are written before it closes."""
        self.startup.stop()
        self.keys.close()
        self.win.close()
        await asyncio.gather(
            asyncio.to_thread(self.writer.close), asyncio.to_thread(self.served.stop)
        )

    @property
    def ready(self) -> bool:
        """Whether the database is open."""
        return self._use_cases is not None

    @property
    def use_cases(self) -> UseCases:
        """Return the use cases on the open database (RuntimeError while it is still opening)."""
        if self._use_cases is None:
            raise RuntimeError("the database is not open yet")
        return self._use_cases

    def t(self, key: str, **params: object) -> str:
        """Return the text of ``key`` in the Captain's language."""
        return translate(self.lang, key, **params)

    def on_mount(self) -> None:
        """Take the keymap, then show the first screen."""
        self.writer.attach(lambda callback, value: self.call_later(callback, value))
        problems: list[Refusal] = []
        if self._keymap_path is not None:
            problems = use_keymap(self, self._keymap_path)
        self.push_screen(self._first() if self._first is not None else HomeScreen())
        if self.ready and self._warm_up and self.show_chances:  # a table given open
            self.warm_up()
        if problems:
            text = "\n".join(problem.text(self.lang) for problem in problems)
            self.notify(text, severity="warning", timeout=20)

    def first_screen_drawn(self) -> None:
        """Start opening the database, once the first screen is on the terminal (the Captain
        looks at it meanwhile)."""
        if self.first_paint is None:
            self.first_paint = time.time()
            self.startup.first_screen_drawn()

    def _opened(self, use_cases: UseCases) -> None:
        self._use_cases = use_cases
        for screen in self.screen_stack:
            screen.post_message(self.DatabaseReady())
        if self._warm_up and self.show_chances:
            self.warm_up()

    def warm_up(self) -> None:
        """Work out the chances of the game likely opened first (:class:`ChancesWarmUp`)."""
        ChancesWarmUp(self, self.win).start(self.use_cases)

    def _failed(self, message: str, status: int) -> None:
        self.error = message
        self.exit(return_code=status)

    def waiting(self) -> bool:
        """Return True, and say so, while the database is still opening."""
        if self.ready:
            return False
        self.notify(self.t("app.opening"), timeout=2)
        return True

    def notify(
        self,
        message: str,
        *,
        title: str = "",
        severity: SeverityLevel = "information",
        timeout: float | None = None,
        markup: bool = True,
    ) -> None:
        """Show a notification as written: its names are never read as markup."""
        super().notify(
            visible(message), title=title, severity=severity, timeout=timeout, markup=False
        )

    def refused(self, error: Refusal) -> None:
        """Tell the Captain of a refusal of the use cases: its sentence, and a bell."""
        self.notify(error.text(self.lang), severity="error", timeout=8)
        self.bell()

    # --- navigation ------------------------------------------------------------------------
    # each screen but home is imported when first shown, not at the start (bench/tui_bench.py)

    def open_game(self, game_id: int, replace: bool = False, undo: bool = False) -> None:
        """Open the game on its sheet, above home (``undo``: its last turn taken back)."""
        # the game's screen: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.tui.screens.game import GameScreen

        if replace:
            self.pop_screen()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.push_screen(GameScreen(game_id, undo=undo))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Refuse the actions that change a game on a read-only board."""
        if self.read_only and action in CHANGING_ACTIONS:
            return False
        return super().check_action(action, parameters)

    def reopen_game(self, game_id: int) -> None:
        """Open the game again from game over, its last turn taken back (on the sheet below
        when it is that game's, else on a new one)."""
        # the game's screen: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.tui.screens.game import GameScreen

        stack = self.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        if isinstance(below, GameScreen) and below.game_id == game_id:
            self.pop_screen()
            below.action_undo()
            return
        self.open_game(game_id, replace=True, undo=True)

    def go_home(self) -> None:
        """Close every screen above home."""
        while len(self.screen_stack) > 2:
            self.pop_screen()

    def _open_when_ready(self, screen: Callable[[], Screen[None]]) -> None:
        """Open the screen ``screen()`` makes, unless the database is still opening."""
        if not self.waiting():
            self.push_screen(screen())

    def action_new_game(self) -> None:
        """Open the new-game form, once the database is open."""
        self._open_when_ready(NewGameScreen)

    def action_players(self) -> None:
        """Open the roster, once the database is open."""
        self._open_when_ready(PlayersScreen)

    def action_standings(self) -> None:
        """Open the standings, once the database is open."""
        # the standings' screen: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.tui.screens.standings import StandingsScreen

        self._open_when_ready(StandingsScreen)

    def action_deleted_games(self) -> None:
        """Open the deleted games, once the database is open."""
        self._open_when_ready(DeletedGamesScreen)

    def action_help(self) -> None:
        """Open the help over the screen at hand: its keys, then the rules of its game (of
        every game where it shows none)."""
        # the help (Markdown): not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.tui.screens.help import HelpScreen, game_shown, screen_keys

        screen = self.screen
        if not isinstance(screen, HelpScreen):
            self.push_screen(HelpScreen(screen_keys(screen, self.lang), game_shown(screen)))

    def action_home(self) -> None:
        """Go back home."""
        self.go_home()

    def action_help_quit(self) -> None:
        """Say which key quits (ctrl+c does not)."""
        for active in self.active_bindings.values():
            if active.binding.action in ("quit", "app.quit"):
                shortcut = self.get_key_display(active.binding)
                self.notify(self.t("app.how_to_quit", shortcut=shortcut))
                return

    @staticmethod
    def local_time(moment: datetime) -> str:
        """Return ``moment`` in local time, as the screens show it."""
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    def ask_export(self, game_id: int) -> None:
        """Ask which form of export, then write it in the documents folder."""
        GameExport(self, lambda: self.use_cases, self.export_dir, self.lang, self.refused).ask(
            game_id
        )


if TYPE_CHECKING:
    from marquoir.tui.screens.base import TheApp

    def _the_screens_app(app: MarquoirApp) -> TheApp:
        """Return the app as the screens see it (the type checker's proof that it fits)."""
        return app
