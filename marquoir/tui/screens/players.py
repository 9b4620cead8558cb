"""The roster: every player who ever sat at a game; rename or archive them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Header, Input, Static

from marquoir.i18n import translate
from marquoir.store import StoreError
from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    pass


class RenameScreen(ModalScreen[str | None]):
    DEFAULT_CSS = """
    RenameScreen { align: center middle; }
    RenameScreen > Vertical { width: 60; height: auto; border: thick $accent; background: $surface; padding: 1 2; }
    """
    BINDINGS = [Binding("escape", "dismiss(None)", show=False)]

    def __init__(self, question: str, value: str) -> None:
        super().__init__()
        self.question, self.value = question, value

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question)
            yield Input(self.value, id="new-name")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value)


class PlayersScreen(MarquoirScreen):
    DEFAULT_CSS = """
    PlayersScreen > Vertical { padding: 1 2; }
    PlayersScreen #none { color: $text-muted; }
    """
    BINDINGS = [
        Binding("r", "rename", "key.rename"),
        Binding("a", "archive", "key.archive"),
        Binding("escape", "app.pop_screen", "key.back"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield DataTable(id="players", cursor_type="row")
            yield Static(translate(self.lang, "players.none"), id="none")
        yield Footer()

    def on_mount(self) -> None:
        self.title = translate(self.lang, "players.title")
        self.refresh_players()

    def refresh_players(self) -> None:
        table = self.query_one("#players", DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        table.add_columns(
            translate(self.lang, "players.col.name"), translate(self.lang, "players.col.status")
        )
        players = self.marquoir.table.players(include_archived=True)
        for player in players:
            status = "players.archived" if player.archived else "players.active"
            table.add_row(player.name, translate(self.lang, status), key=player.name_key)
        table.display = bool(players)
        self.query_one("#none").display = not players
        if players:
            table.move_cursor(row=min(row, len(players) - 1))
            table.focus()

    def _current(self) -> tuple[str, bool] | None:
        players = self.marquoir.table.players(include_archived=True)
        table = self.query_one("#players", DataTable)
        if not players:
            return None
        player = players[min(table.cursor_row, len(players) - 1)]
        return player.name, player.archived

    @work
    async def action_rename(self) -> None:
        current = self._current()
        if current is None:
            return
        question = translate(self.lang, "players.rename_to", name=current[0])
        new = await self.app.push_screen_wait(RenameScreen(question, current[0]))
        if new:
            try:
                self.marquoir.table.rename_player(current[0], new)
            except StoreError as error:
                self.notify(str(error), severity="error")
            self.refresh_players()

    def action_archive(self) -> None:
        current = self._current()
        if current is not None:
            self.marquoir.table.archive_player(current[0], not current[1])
            self.refresh_players()
