"""The Marquoir app: the Captain's language, the open table, navigation, the command palette,
exports."""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, cast

from textual import events, work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen

from marquoir.i18n import translate, visible
from marquoir.rules import Refusal
from marquoir.tui.compat import on_screen_updates
from marquoir.tui.keys import KeyGate, paste_keys
from marquoir.tui.palette import (
    SCREENSHOT,
    MarquoirPalette,
    ScreenCommands,
    app_commands,
    textual_commands,
)
from marquoir.tui.screens.home import FINISHED_LISTED, FirstLook, HomeScreen
from marquoir.tui.writer import Writer
from marquoir.win_live import WinWorker

if TYPE_CHECKING:
    from marquoir.table import Look, Table


#: keys that never wait in the queue of keys typed ahead
AT_ONCE = frozenset({"ctrl+q"})


#: told (games done, games to do) by a rebuild while the database opens
Progress = Callable[[int, int], None]


class RebuildStopped(Exception):
    """The app is closing while the database it opens is being rebuilt: the rebuild stops
    after the batch under way (the next opening goes on from there)."""


class _RebuildTold:
    """What the rebuild tells the app: the games replayed, then (``ratings``) the ratings
    computed after them (``marquoir.store.rating_rows.catch_up`` tells those apart)."""

    def __init__(self, app: MarquoirApp) -> None:
        self.app = app

    def __call__(self, done: int, total: int) -> None:
        self.app.rebuild_progress(done, total)

    def ratings(self, done: int, total: int) -> None:
        self.app.rebuild_progress(done, total, ratings=True)


#: the app's actions that lead to a change of a game (none of them on a read-only board)
CHANGING_ACTIONS = frozenset({"new_game", "players", "standings", "deleted_games", "home"})


class MarquoirApp(App[None]):
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
    #: Textual's system commands (in the Captain's language, see get_system_commands), and the
    #: commands of the screen the palette is opened over
    COMMANDS = App.COMMANDS | {ScreenCommands}

    class DatabaseReady(Message):
        """The database is open: screens waiting for it may draw their data."""

    def __init__(
        self,
        table: Table | None = None,
        lang: str = "en",
        export_dir: Path | None = None,
        opener: Callable[[], Table] | None = None,
        first: Callable[[], Screen[None]] | None = None,
        read_only: bool = False,
        keymap: Path | None = None,
        win: WinWorker | None = None,
        progress_opener: Callable[[Progress], Table] | None = None,
        first_look: Callable[[], Look] | None = None,
    ) -> None:
        """Either an open ``table``, or an ``opener`` that the app calls in a thread after its
        first screen is up (opening the database imports SQLAlchemy: a third of a second).
        ``first`` makes the first screen (home, unless told otherwise); ``read_only`` (the
        board alone, served to browsers): no key or command opens a screen that changes a
        game; ``keymap``: the Captain's keymap file (marquoir.tui.keymap), read as the app
        starts; ``progress_opener``: an opener told how a rebuild of the stored games goes,
        shown meanwhile on a progress screen (``RebuildScreen``); ``first_look``: starts the
        first look at the stored games (``marquoir.table.first_look``: a process of its own
        reads them from a file that can be read as it is, beside Textual's start): the home
        screen lists the games from it while the database opens."""
        super().__init__()
        self._first = first
        self.read_only = read_only
        self._table = table
        self._opener = opener
        self._progress_opener = progress_opener
        #: the home screen's list from the first look at the file (None: no look)
        self._first_look = first_look() if first_look is not None else None
        #: the app is closing: a rebuild under way stops after its batch
        self.closing = False
        #: the Captain's language, for every screen (held here only)
        self.lang = lang
        self.export_dir = export_dir
        self.error: str | None = None
        #: wall-clock time (time.time()) when the home screen was first drawn
        self.first_paint: float | None = None
        #: whether :func:`settled` froze the heap for this app (it unfreezes it as it closes)
        self._froze = False
        #: the keys typed ahead, released one at a time (marquoir.tui.keys)
        self.keys = KeyGate(self)
        self.keys.words = self.t("keys.typed_ahead")
        self.keys.dropped_words = self.t("keys.dropped")
        on_screen_updates(self, self.keys.painted)  # a question is drawn when its words are
        #: the changes of games, written in order in a thread (marquoir.tui.writer)
        self.writer = Writer(lambda: self.table, self.refused)
        self._keymap_path = keymap
        #: each player's chance to win, worked out in a worker process (marquoir.win_live)
        self.win = win if win is not None else WinWorker()
        #: whether the sheet and the board show the chances (f7; ``marquoir --no-chances``)
        self.show_chances = True

    async def on_event(self, event: events.Event) -> None:
        """Keys and pastes from the terminal go through the queue of keys typed ahead."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if not KeyGate.released(event) and event.key not in AT_ONCE:
                self.keys.take(event)
                return
        elif isinstance(event, events.Paste) and not event.is_forwarded:
            for key in paste_keys(event.text):
                self.keys.take(key, event.time)
            return
        await super().on_event(event)

    async def on_unmount(self) -> None:
        """Nothing typed is lost: the last changes are written before the app closes."""
        self.closing = True
        if self._first_look is not None:
            self._first_look.stop()
        self.keys.close()
        self.win.close()
        await asyncio.to_thread(self.writer.close)
        if self._froze:
            import gc

            gc.unfreeze()  # what settled() froze may go now (tests run many apps in one process)

    @property
    def ready(self) -> bool:
        return self._table is not None

    @property
    def table(self) -> Table:
        if self._table is None:
            raise RuntimeError("the database is not open yet")
        return self._table

    def t(self, key: str, **params: object) -> str:
        return translate(self.lang, key, **params)

    def on_mount(self) -> None:
        self.writer.attach(lambda callback, value: self.call_later(callback, value))
        problems = self.use_keymap(self._keymap_path) if self._keymap_path else []
        self.push_screen(self._first() if self._first is not None else HomeScreen())
        if problems:
            text = "\n".join(problem.text(self.lang) for problem in problems)
            self.notify(text, severity="warning", timeout=20)

    def use_keymap(self, path: Path) -> list[Refusal]:
        """Take the Captain's keys from the keymap file ``path``; what is wrong with it (then
        the default keys hold)."""
        from marquoir.tui.keymap import read_keymap

        keymap, problems = read_keymap(path)
        self.set_keymap(keymap)
        if "palette" in keymap:  # the footer shows the palette's key by this name
            # Textual reads it on the app: this app's palette key, not every app's
            self.COMMAND_PALETTE_BINDING = keymap["palette"].split(",")[0]  # type: ignore[misc]
        return problems

    def first_screen_drawn(self) -> None:
        """The first screen is on the terminal: now open the database (importing SQLAlchemy
        takes about a third of a second, which the Captain spends looking at the app)."""
        if self.first_paint is None:
            import time

            self.first_paint = time.time()
            if self._first_look is not None:
                self.run_worker(self._show_first_look(), group="first-look")
            if self._table is None and (self._opener or self._progress_opener) is not None:
                self.open_database()
            else:
                self.call_later(self._settle)

    @work(thread=True, exit_on_error=False)
    def open_database(self) -> None:
        try:
            if self._progress_opener is not None:
                table = self._progress_opener(_RebuildTold(self))
            else:
                assert self._opener is not None
                table = self._opener()
        except Refusal as error:
            self.call_from_thread(self._failed, error.text(self.lang))
            return
        except RebuildStopped:
            return
        except Exception as error:  # a bug: said, and the app ends (else it waits for good)
            from marquoir.i18n import visible

            described = visible(f"{type(error).__name__}: {error}"[:200])
            message = self.t("app.open_internal", error=described)
            # 70: the command line's status for an internal error (EXIT_INTERNAL)
            self.call_from_thread(self._failed, message, 70)
            return
        self.call_from_thread(self._opened, table)

    def rebuild_progress(self, done: int, total: int, ratings: bool = False) -> None:
        """Told by the rebuild (in the opening thread) how far it is (``ratings``: the
        ratings computed after the replay): the progress screen shows it; once the app is
        closing, the rebuild stops here (between two batches)."""
        if self.closing:
            raise RebuildStopped
        self.call_from_thread(self._rebuilding, done, total, ratings)

    def _rebuilding(self, done: int, total: int, ratings: bool = False) -> None:
        from marquoir.tui.screens.rebuilding import RebuildScreen

        screen = next((s for s in self.screen_stack if isinstance(s, RebuildScreen)), None)
        if screen is None:
            screen = RebuildScreen()
            self.push_screen(screen)
        screen.advance(done, total, ratings)

    async def _show_first_look(self) -> None:
        assert self._first_look is not None
        games = await asyncio.wrap_future(self._first_look)
        if games is not None and self._table is None:
            for screen in self.screen_stack:
                screen.post_message(FirstLook(games))

    def _opened(self, table: Table) -> None:
        from marquoir.tui.screens.rebuilding import RebuildScreen

        if self._first_look is not None:
            self._first_look.stop()  # the database's own list comes now
        if isinstance(self.screen, RebuildScreen):
            self.pop_screen()
        self._table = table
        for screen in self.screen_stack:
            screen.post_message(self.DatabaseReady())
        # the collector's full pass (tens of ms) once the screens have read and drawn their
        # data: run at once, it held up the list of games the Captain waits for
        self.set_timer(SETTLE_AFTER_S, self._settle)

    def _settle(self) -> None:
        self._froze = settled() or self._froze

    def _failed(self, message: str, status: int = 2) -> None:
        self.error = message
        self.exit(return_code=status)

    def waiting(self) -> bool:
        """True (and says so) while the database is still opening."""
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
        """A notification, shown as written: its names are never read as markup."""
        super().notify(
            visible(message), title=title, severity=severity, timeout=timeout, markup=False
        )

    def refused(self, error: Refusal) -> None:
        """A refusal from the table: the sentence, in the Captain's language, and a bell."""
        self.notify(error.text(self.lang), severity="error", timeout=8)
        self.bell()

    # --- navigation ------------------------------------------------------------------------

    def open_game(self, game_id: int, replace: bool = False, undo: bool = False) -> None:
        """The game on its sheet, above home (``undo``: its last turn taken back at once)."""
        from marquoir.tui.screens.game import GameScreen

        if replace:
            self.pop_screen()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.push_screen(GameScreen(game_id, undo=undo))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if self.read_only and action in CHANGING_ACTIONS:
            return False
        return super().check_action(action, parameters)

    def reopen_game(self, game_id: int) -> None:
        """From game over: its last turn taken back, the game open again on its sheet (the
        sheet below when it is that game's, else a new one)."""
        from marquoir.tui.screens.game import GameScreen

        stack = self.screen_stack
        below = stack[-2] if len(stack) > 1 else None
        if isinstance(below, GameScreen) and below.game_id == game_id:
            self.pop_screen()
            below.action_undo()
            return
        self.open_game(game_id, replace=True, undo=True)

    def go_home(self) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()

    def action_new_game(self) -> None:
        from marquoir.tui.screens.new_game import NewGameScreen

        if self.waiting():
            return
        self.push_screen(NewGameScreen())

    def action_players(self) -> None:
        from marquoir.tui.screens.players import PlayersScreen

        if self.waiting():
            return
        self.push_screen(PlayersScreen())

    def action_standings(self) -> None:
        from marquoir.tui.screens.standings import StandingsScreen

        if self.waiting():
            return
        self.push_screen(StandingsScreen())

    def action_deleted_games(self) -> None:
        from marquoir.tui.screens.deleted import DeletedGamesScreen

        if self.waiting():
            return
        self.push_screen(DeletedGamesScreen())

    def action_help(self) -> None:
        from marquoir.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    def action_home(self) -> None:
        self.go_home()

    # --- the command palette, Textual's own words in the Captain's language ------------------

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Textual's commands (theme, quit, keys, screenshot) and the app's; the screen's own
        come from :class:`marquoir.tui.palette.ScreenCommands`."""
        yield from textual_commands(self, screen)
        yield from app_commands(self)

    def action_command_palette(self) -> None:
        if self.use_command_palette and not MarquoirPalette.is_open(cast("App[object]", self)):
            placeholder = self.t("palette.search_commands")
            self.push_screen(MarquoirPalette(id="--command-palette", placeholder=placeholder))

    def search_themes(self) -> None:
        from textual.theme import ThemeProvider

        placeholder = self.t("palette.search_themes")
        self.push_screen(MarquoirPalette(providers=[ThemeProvider], placeholder=placeholder))

    def action_help_quit(self) -> None:
        """ctrl+c does not quit: say which key does."""
        for active in self.active_bindings.values():
            if active.binding.action in ("quit", "app.quit"):
                shortcut = self.get_key_display(active.binding)
                self.notify(self.t("app.how_to_quit", shortcut=shortcut))
                return

    def screenshot_to_file(self) -> None:
        """The screen as an SVG file (the palette's Screenshot), said in the Captain's words."""
        import io

        name = f"marquoir-{datetime.now():%Y-%m-%dT%H_%M_%S}.svg"
        text = io.StringIO(self.export_screenshot())
        self.deliver_text(text, save_filename=name, mime_type="image/svg+xml", name=SCREENSHOT)

    def on_delivery_complete(self, event: events.DeliveryComplete) -> None:
        if event.name == SCREENSHOT:
            self.notify(self.t("app.screenshot_saved", path=str(event.path or "")))

    def on_delivery_failed(self, event: events.DeliveryFailed) -> None:
        if event.name == SCREENSHOT:
            self.notify(self.t("app.screenshot_failed"), severity="error")

    # --- helpers ---------------------------------------------------------------------------

    @staticmethod
    def local_time(moment: datetime) -> str:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    def export_path(self, game_id: int, form: str, excel: bool = False) -> Path:
        """Where an export goes, in the documents folder: ``marquoir-game-<id>.json``, or
        ``-sheet.csv``, ``-turns.csv``, ``-sheet-excel.csv``."""
        import platformdirs

        folder = self.export_dir or platformdirs.user_documents_path()
        suffix = {"json": ".json", "csv": "-sheet.csv", "csv-long": "-turns.csv"}[form]
        if excel:
            suffix = suffix.replace(".csv", "-excel.csv")
        return folder / f"marquoir-game-{game_id}{suffix}"

    @work
    async def ask_export(self, game_id: int) -> None:
        """Ask which form, then export."""
        from marquoir.tui.screens.export import ExportScreen

        chosen = await self.push_screen_wait(ExportScreen())
        if chosen:
            form, _, excel = chosen.partition("+")
            self.export_game(game_id, form, bool(excel))

    @work(thread=True, group="export")
    def export_game(self, game_id: int, form: str = "json", excel: bool = False) -> None:
        """Write the game (``json``) or its sheet (``csv``, ``csv-long``) in the documents
        folder, and say where."""
        path = self.export_path(game_id, form, excel)
        try:
            text = self.table.export(game_id, form, excel=excel, lang=self.lang)
        except Refusal as error:
            self.call_from_thread(self.refused, error)
            return
        part = path.with_name(path.name + ".part")
        try:  # written beside, then renamed: never a half-written file under the name
            path.parent.mkdir(parents=True, exist_ok=True)
            part.write_text(text, "utf-8", newline="")
            os.replace(part, path)
        except OSError as error:
            part.unlink(missing_ok=True)
            message = f"{path}: {error.strerror}"
            self.call_from_thread(self.notify, message, severity="error")
            return
        message = self.t("game.exported", path=str(path))
        self.call_from_thread(self.notify, message, timeout=8)


#: how long after the database opens the app freezes what it holds (:func:`settled`)
SETTLE_AFTER_S = 0.5


def settled() -> bool:
    """The app is up and its database open: what is in memory now (the modules, Textual's
    and SQLAlchemy's objects) stays for the session, so the collector's full passes leave it
    out (``gc.freeze``). Without it a full pass over them paused a key for 50–100 ms, now and
    then, while names were typed on the new-game form. True: frozen (the app unfreezes it as
    it closes)."""
    import gc

    gc.collect()
    gc.freeze()
    return True


def run_app(
    db: str | None,
    db_url: str | None,
    lang: str,
    board: int | None | bool = False,
    chances: bool = True,
) -> tuple[int, str | None]:
    """Run the app on the database ``db_url`` or ``db`` names (or the default one), opened once
    the first screen is up; ``board`` (a game's id, or None for the game in progress): the
    board alone, read-only; ``chances``: each player's chance to win shown (f7 toggles it).
    The exit status, and the sentence when the database could not be used."""
    from marquoir.table import Table, first_look

    def opener(progress: Progress) -> Table:
        return Table.open(db, db_url, progress)

    first = None
    if board is not False:
        from marquoir.tui.screens.board import BoardScreen

        game = board if isinstance(board, int) and not isinstance(board, bool) else None

        def first() -> Screen[None]:
            return BoardScreen(game, closable=False)

    from marquoir.tui.keymap import keymap_path

    app = MarquoirApp(
        lang=lang,
        progress_opener=opener,
        first_look=(lambda: first_look(db, db_url, FINISHED_LISTED)) if first is None else None,
        first=first,
        read_only=first is not None,
        keymap=keymap_path(),
    )
    app.show_chances = chances
    try:
        app.run()
    finally:
        if app.ready:
            app.table.close()
    return app.return_code or 0, app.error


if TYPE_CHECKING:
    from marquoir.tui.screens.base import TheApp

    def _the_screens_app(app: MarquoirApp) -> TheApp:
        """The type checker's proof that the app is what the screens ask for."""
        return app
