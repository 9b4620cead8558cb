"""The roster: every player who ever sat at a game; rename or archive them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Header, Input, Static

from marquoir.rules import name_key
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, MarquoirScreen
from marquoir.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from marquoir.records import RosterPlayer


class RenameScreen(MarquoirDialog[str | None]):
    BINDINGS = [Binding("escape", "dismiss(None)", "key.back", show=False, id="rename-back")]

    TYPING_LINE = True

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
    CSS_PATH = "players.tcss"
    BINDINGS = [
        Binding("r", "rename", "key.rename", id="rename"),
        Binding("a", "archive", "key.archive", id="archive"),
        Binding("escape", "app.pop_screen", "key.back", id="players-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.roster: list[RosterPlayer] = []

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield DataTable(id="players", cursor_type="row")
            yield Static(self.t("players.none"), id="none")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("players.title")
        self.refresh_players()

    def refresh_players(self) -> None:
        self.with_use_cases(
            lambda cases: cases.players(include_archived=True), self.show, group="read"
        )

    def show(self, players: list[RosterPlayer]) -> None:
        self.roster = players
        table = self.query_one("#players", DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        table.add_columns(self.t("players.col.name"), self.t("players.col.status"))
        for player in players:
            status = "players.archived" if player.archived else "players.active"
            table.add_row(plain(player.name), self.t(status), key=name_key(player.name))
        table.display = bool(players)
        self.query_one("#none").display = not players
        if players:
            table.move_cursor(row=min(row, len(players) - 1))
            table.focus()

    def _current(self) -> RosterPlayer | None:
        if not self.roster:
            return None
        table = self.query_one("#players", DataTable)
        return self.roster[min(table.cursor_row, len(self.roster) - 1)]

    @work
    async def action_rename(self) -> None:
        current = self._current()
        if current is None:
            return
        question = self.t("players.rename_to", name=current.name)
        new = await self.app.push_screen_wait(RenameScreen(question, current.name))
        if new:
            self.with_use_cases(
                lambda cases: cases.rename_player(current.name, new),
                lambda _: self.refresh_players(),
                group="write",
            )

    def action_archive(self) -> None:
        current = self._current()
        if current is not None:
            self.with_use_cases(
                lambda cases: cases.archive_player(current.name, not current.archived),
                lambda _: self.refresh_players(),
                group="write",
            )
