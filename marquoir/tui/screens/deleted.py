"""The deleted games: restore one, or remove them all for good (a second deliberate step)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Header, Static

from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from marquoir.records import GameSummary


class DeletedGamesScreen(MarquoirScreen):
    CSS_PATH = "home.tcss"
    BINDINGS = [
        Binding("r", "restore", "key.restore", id="restore"),
        Binding("ctrl+e", "empty", "key.empty", id="empty-deleted"),
        Binding("escape", "app.pop_screen", "key.back", id="deleted-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games: list[GameSummary] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static(self.t("deleted.hint"), id="hint")
            yield Static(self.t("deleted.none"), id="empty")
            yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("deleted.title")
        self.refresh_games()

    def refresh_games(self) -> None:
        self.with_use_cases(lambda cases: cases.games(deleted=True, turns=True), self.show_games)

    def show_games(self, games: list[GameSummary]) -> None:
        self.games = games
        table = self.query_one("#games", DataTable)
        table.clear(columns=True)
        for key in ("game", "started", "players", "turns"):
            table.add_column(self.t(f"home.col.{key}"), key=key)
        table.add_column(self.t("deleted.col.deleted"), key="deleted")
        for game in games:
            deleted = self.marquoir.local_time(game.deleted_at) if game.deleted_at else ""
            table.add_row(
                str(game.id),
                self.marquoir.local_time(game.created_at),
                plain(", ".join(game.players)),
                str(game.turns),
                deleted,
                key=str(game.id),
            )
        table.display = bool(games)
        self.query_one("#empty").display = not games
        if games:
            table.focus()

    def action_restore(self) -> None:
        if not self.games:
            return
        table = self.query_one("#games", DataTable)
        game = self.games[min(table.cursor_row, len(self.games) - 1)]
        self.marquoir.writer.write(
            lambda t: t.restore_game(game.id),
            lambda _: self._changed(self.t("game.restored", id=game.id)),
        )

    @work
    async def action_empty(self) -> None:
        if not self.games:
            return
        question = self.t("confirm.empty", n=len(self.games))
        yes, no = self.t("confirm.empty_yes"), self.t("confirm.no")
        if not await self.app.push_screen_wait(ConfirmScreen(question, yes, no)):
            return
        self.marquoir.writer.write(
            lambda t: t.empty_deleted(),
            lambda n: self._changed(self.t("game.emptied", n=n)),
        )

    def _changed(self, message: str) -> None:
        self.notify(message)
        if self.is_attached:
            self.refresh_games()
