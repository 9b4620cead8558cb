"""The Marquoir app: the Captain's language, the open table, navigation, the command palette,
exports."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from textual import events, work
from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.message import Message
from textual.notifications import SeverityLevel
from textual.screen import Screen

from marquoir.i18n import translate, visible
from marquoir.rules import Refusal
from marquoir.tui.bindings import translate_bindings
from marquoir.tui.keys import KeyGate, paste_keys
from marquoir.tui.screens.home import HomeScreen
from marquoir.tui.writer import Writer

if TYPE_CHECKING:
    from marquoir.table import Table


#: keys that never wait in the queue of keys typed ahead
AT_ONCE = frozenset({"ctrl+q"})


class MarquoirApp(App[None]):
    TITLE = "Marquoir"
    BINDINGS = [
        Binding("f1", "help", "key.help", id="help"),
        Binding("ctrl+q", "quit", "key.quit", show=False, priority=True, id="quit"),
    ]

    class DatabaseReady(Message):
        """The database is open: screens waiting for it may draw their data."""

    def __init__(
        self,
        table: Table | None = None,
        lang: str = "en",
        export_dir: Path | None = None,
        opener: Callable[[], Table] | None = None,
    ) -> None:
        """Either an open ``table``, or an ``opener`` that the app calls in a thread after its
        first screen is up (opening the database imports SQLAlchemy: a third of a second)."""
        super().__init__()
        self._table = table
        self._opener = opener
        #: the Captain's language, for every screen (held here only)
        self.lang = lang
        self.export_dir = export_dir
        self.error: str | None = None
        #: wall-clock time (time.time()) when the home screen was first drawn
        self.first_paint: float | None = None
        #: the keys typed ahead, released one at a time (marquoir.tui.keys)
        self.keys = KeyGate(self)
        #: the changes of games, written in order in a thread (marquoir.tui.writer)
        self.writer = Writer(lambda: self.table, self.refused)
        translate_bindings(self, lang)

    async def on_event(self, event: events.Event) -> None:
        """Keys and pastes from the terminal go through the queue of keys typed ahead."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if not KeyGate.released(event) and event.key not in AT_ONCE:
                self.keys.take(event)
                return
        elif isinstance(event, events.Paste) and not event.is_forwarded:
            for key in paste_keys(event.text):
                self.keys.take(key)
            return
        await super().on_event(event)

    async def on_unmount(self) -> None:
        """Nothing typed is lost: the last changes are written before the app closes."""
        self.keys.close()
        await asyncio.to_thread(self.writer.close)

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
        self.push_screen(HomeScreen())

    def home_drawn(self) -> None:
        """The home screen is on the terminal: now open the database (importing SQLAlchemy
        takes about a third of a second, which the Captain spends looking at the app)."""
        if self.first_paint is None:
            import time

            self.first_paint = time.time()
            if self._table is None and self._opener is not None:
                self.open_database()

    @work(thread=True, exit_on_error=False)
    def open_database(self) -> None:
        assert self._opener is not None
        try:
            table = self._opener()
        except Refusal as error:
            self.call_from_thread(self._failed, error.text(self.lang))
            return
        self.call_from_thread(self._opened, table)

    def _opened(self, table: Table) -> None:
        self._table = table
        for screen in self.screen_stack:
            screen.post_message(self.DatabaseReady())

    def _failed(self, message: str) -> None:
        self.error = message
        self.exit(return_code=2)

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

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand(self.t("key.new_game"), self.t("cmd.new_game"), self.action_new_game)
        yield SystemCommand(self.t("key.help"), self.t("cmd.help"), self.action_help)
        yield SystemCommand(self.t("key.players"), self.t("cmd.players"), self.action_players)
        yield SystemCommand(self.t("key.standings"), self.t("cmd.standings"), self.action_standings)
        yield SystemCommand(self.t("over.home"), self.t("cmd.home"), self.action_home)
        yield SystemCommand(
            self.t("key.deleted_games"), self.t("cmd.deleted_games"), self.action_deleted_games
        )
        from marquoir.tui.screens.game import GameScreen
        from marquoir.tui.screens.game_over import GameOverScreen

        if isinstance(screen, GameScreen):
            yield SystemCommand(self.t("key.undo"), self.t("cmd.undo"), screen.action_undo)
            yield SystemCommand(self.t("key.redo"), self.t("cmd.redo"), screen.action_redo)
            yield SystemCommand(self.t("key.manual"), self.t("cmd.manual"), screen.action_manual)
            yield SystemCommand(
                self.t("key.delete_game"), self.t("cmd.delete_game"), screen.action_delete_game
            )
        if isinstance(screen, GameOverScreen):
            yield SystemCommand(self.t("key.correct"), self.t("cmd.correct"), screen.action_correct)
        if isinstance(screen, GameScreen | GameOverScreen):
            game_id = screen.game_id
            yield SystemCommand(
                self.t("over.export"), self.t("cmd.export"), lambda: self.export_game(game_id)
            )

    # --- helpers ---------------------------------------------------------------------------

    @staticmethod
    def local_time(moment: datetime) -> str:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    def export_path(self, game_id: int, form: str) -> Path:
        """Where an export goes: ``marquoir-game-<id>.json`` (or ``.csv``) in the documents
        folder."""
        import platformdirs

        folder = self.export_dir or platformdirs.user_documents_path()
        suffix = "json" if form == "json" else "csv"
        return folder / f"marquoir-game-{game_id}.{suffix}"

    @work(thread=True, group="export")
    def export_game(self, game_id: int, form: str = "json") -> None:
        """Write the game (``json``) or its sheet (``csv``) in the documents folder, and say
        where."""
        path = self.export_path(game_id, form)
        try:
            text = self.table.export(game_id, form)
        except Refusal as error:
            self.call_from_thread(self.refused, error)
            return
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, "utf-8", newline="")
        except OSError as error:
            message = f"{path}: {error.strerror}"
            self.call_from_thread(self.notify, message, severity="error")
            return
        message = self.t("game.exported", path=str(path))
        self.call_from_thread(self.notify, message, timeout=8)


def run_app(db: str | None, db_url: str | None, lang: str) -> tuple[int, str | None]:
    """Run the app on the database ``db_url`` or ``db`` names (or the default one), opened once
    the first screen is up. The exit status, and the sentence when the database could not be
    used."""
    from marquoir.table import Table

    def opener() -> Table:
        return Table.open(db, db_url)

    app = MarquoirApp(lang=lang, opener=opener)
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
