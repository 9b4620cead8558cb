"""The end of a game: winners, the final table, every total by round, export and rematch."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Footer, Header, Label, Sparkline, Static

from marquoir.i18n import translate
from marquoir.rules import format_points, winners_text
from marquoir.rules.sheet import score_sheet
from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    pass


class GameOverScreen(MarquoirScreen):
    DEFAULT_CSS = """
    GameOverScreen > Vertical { padding: 1 2; }
    GameOverScreen #winners { text-style: bold; color: $success; height: auto; margin-bottom: 1; }
    GameOverScreen DataTable { margin-bottom: 1; }
    GameOverScreen .chart-row { height: 1; }
    GameOverScreen .chart-row Label { width: 16; }
    GameOverScreen .chart-row Sparkline { width: 1fr; }
    GameOverScreen #actions { height: auto; margin-top: 1; }
    GameOverScreen #actions Button { margin-right: 2; }
    """
    BINDINGS = [Binding("escape", "home", "key.back")]

    def __init__(self, game_id: int, lang: str) -> None:
        super().__init__(lang)
        self.game_id = game_id

    def compose(self) -> ComposeResult:
        lang = self.lang
        stored = self.marquoir.table.load(self.game_id)
        state = stored.state
        yield Header()
        with Vertical():
            magic = translate(lang, "over.magic") + " " if state.ended_by == "pirate_magic" else ""
            yield Static("🏆 " + magic + winners_text(state.winners, lang), id="winners")
            table: DataTable[str] = DataTable(cursor_type="none")
            table.styles.height = len(state.totals) + 1
            table.add_columns(
                translate(lang, "over.rank"),
                translate(lang, "over.player"),
                translate(lang, "over.total"),
            )
            order = sorted(range(len(state.totals)), key=lambda seat: -state.totals[seat])
            for seat in order:
                rank = 1 + sum(1 for total in state.totals if total > state.totals[seat])
                table.add_row(
                    str(rank), stored.setup.players[seat], format_points(state.totals[seat], lang)
                )
            yield table
            yield Static(f"[b]{translate(lang, 'over.chart')}[/b]")
            rows = score_sheet(state)
            for seat, name in enumerate(stored.setup.players):
                with Horizontal(classes="chart-row"):
                    yield Label(name)
                    yield Sparkline([0.0] + [float(row.cells[seat].total) for row in rows])
            with Horizontal(id="actions"):
                yield Button(translate(lang, "over.export"), id="export")
                yield Button(translate(lang, "over.export_csv"), id="export-csv")
                yield Button(translate(lang, "over.rematch"), id="rematch", variant="primary")
                yield Button(translate(lang, "over.home"), id="home")
        yield Footer()

    def on_mount(self) -> None:
        self.title = translate(self.lang, "over.title")
        self.query_one("#rematch", Button).focus()

    def action_home(self) -> None:
        self.marquoir.go_home()

    @on(Button.Pressed, "#home")
    def _home(self) -> None:
        self.marquoir.go_home()

    @on(Button.Pressed, "#export")
    def _export(self) -> None:
        self.export("json")

    @on(Button.Pressed, "#export-csv")
    def _export_csv(self) -> None:
        self.export("csv")

    def export(self, kind: str) -> None:
        path = self.marquoir.export_game(self.game_id, kind)
        if path is not None:
            self.notify(translate(self.lang, "game.exported", path=str(path)), timeout=8)

    @on(Button.Pressed, "#rematch")
    def _rematch(self) -> None:
        stored = self.marquoir.table.load(self.game_id)
        game_id = self.marquoir.table.start_game(list(stored.setup.players), stored.setup.profile)
        self.marquoir.open_game(game_id)
