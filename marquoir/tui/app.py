"""The Marquoir app: screens, global keys, the command palette, export."""

from __future__ import annotations

import json
from collections.abc import Iterable
from datetime import datetime
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from marquoir.i18n import translate
from marquoir.table import Table
from marquoir.tui.bindings import translate_bindings
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.home import HomeScreen


class MarquoirApp(App[None]):
    TITLE = "Marquoir"
    BINDINGS = [
        Binding("f1", "help", "key.help"),
        Binding("ctrl+q", "quit", "key.quit", show=False),
    ]

    def __init__(self, table: Table, lang: str = "en", export_dir: Path | None = None) -> None:
        super().__init__()
        self.table = table
        self.lang = lang
        self.export_dir = export_dir
        translate_bindings(self, lang)

    def t(self, key: str, **params: object) -> str:
        return translate(self.lang, key, **params)

    def on_mount(self) -> None:
        self.push_screen(HomeScreen(self.lang))

    # --- navigation ------------------------------------------------------------------------

    def open_game(self, game_id: int, replace: bool = False) -> None:
        if replace:
            self.pop_screen()
        while len(self.screen_stack) > 2:
            self.pop_screen()
        self.push_screen(GameScreen(game_id, self.lang))

    def go_home(self) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()

    def action_new_game(self) -> None:
        from marquoir.tui.screens.new_game import NewGameScreen

        self.push_screen(NewGameScreen(self.lang))

    def action_players(self) -> None:
        from marquoir.tui.screens.players import PlayersScreen

        self.push_screen(PlayersScreen(self.lang))

    def action_help(self) -> None:
        from marquoir.tui.screens.help import HelpScreen

        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen(self.lang))

    def action_home(self) -> None:
        self.go_home()

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield SystemCommand(self.t("key.new_game"), self.t("cmd.new_game"), self.action_new_game)
        yield SystemCommand(self.t("key.help"), self.t("cmd.help"), self.action_help)
        yield SystemCommand(self.t("key.players"), self.t("cmd.players"), self.action_players)
        yield SystemCommand(self.t("over.home"), self.t("cmd.home"), self.action_home)
        if isinstance(screen, GameScreen):
            yield SystemCommand(self.t("key.undo"), self.t("cmd.undo"), screen.action_undo)
            yield SystemCommand(self.t("key.manual"), self.t("cmd.manual"), screen.action_manual)
            game_id = screen.game_id
            yield SystemCommand(
                self.t("over.export"), self.t("cmd.export"), lambda: self._export_notify(game_id)
            )

    # --- helpers ---------------------------------------------------------------------------

    @staticmethod
    def local_time(moment: datetime) -> str:
        return moment.astimezone().strftime("%Y-%m-%d %H:%M")

    def export_game(self, game_id: int) -> Path | None:
        """Write the game as ``marquoir-game-<id>.json`` in the documents folder."""
        import platformdirs

        folder = self.export_dir or platformdirs.user_documents_path()
        path = folder / f"marquoir-game-{game_id}.json"
        try:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_text(
                json.dumps(self.table.export_game(game_id), ensure_ascii=False, indent=1) + "\n",
                "utf-8",
            )
        except OSError as error:
            self.notify(f"{path}: {error.strerror}", severity="error")
            return None
        return path

    def _export_notify(self, game_id: int) -> None:
        path = self.export_game(game_id)
        if path is not None:
            self.notify(self.t("game.exported", path=str(path)))


def run_app(url: str, lang: str) -> int:
    """Open the database and run the app; a database problem is one sentence and status 2."""
    from marquoir.cli import fail
    from marquoir.store import StoreError, open_store

    try:
        store = open_store(url)
    except StoreError as error:
        return fail(str(error))
    try:
        MarquoirApp(Table(store), lang).run()
    finally:
        store.close()
    return 0
