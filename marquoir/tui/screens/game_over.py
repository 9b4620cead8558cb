"""The end of a game: winners, the final table, every total by round, export and rematch.

The focus is on the final table, where Enter does nothing: a rematch is its own key (``r``),
never an Enter pressed too many. ctrl+z takes the last turn back and reopens the game (a typo
in the last turn, a win the turn did not give): the standings follow, since they are derived.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, DataTable, Header, Static

from marquoir.rules import format_points, ranks
from marquoir.tui.games import kit_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.chart import ChartLegend, TotalsChart
from marquoir.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from marquoir.records import GameView
    from marquoir.rules import Refusal


class GameOverScreen(MarquoirScreen):
    CSS_PATH = "game_over.tcss"
    BINDINGS = [
        Binding("r", "rematch", "key.rematch", id="rematch"),
        Binding("ctrl+z", "correct", "key.correct", id="correct"),
        Binding("e", "export", "key.export", id="export"),
        Binding("escape", "home", "key.back", id="over-back"),
    ]

    def __init__(self, game_id: int, view: GameView | None = None) -> None:
        super().__init__()
        self.game_id = game_id
        self.view = view
        #: a rematch is being started: the keys typed meanwhile are for its screen
        self.starting = False

    @property
    def accepts_keys(self) -> bool:
        return not self.starting

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static(id="winners")
            yield DataTable(cursor_type="row", id="final")
            yield TotalsChart(id="chart")
            yield ChartLegend(id="chart-legend")
            with Horizontal(id="actions"):
                yield Button(self.t("over.export"), id="export")
                yield Button(self.t("over.rematch"), id="rematch-button")
                yield Button(self.t("over.home"), id="home")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("over.title")
        self.query_one("#final", DataTable).focus()
        if self.view is not None:
            self.show(self.view)
        else:
            self.with_use_cases(lambda cases: cases.game(self.game_id), self.show, group="read")

    def show(self, view: GameView) -> None:
        self.view = view
        state, lang = view.state, self.lang
        self.query_one("#winners", Static).update(
            plain("🏆 " + kit_of(view.game).winners_text(state, lang))
        )
        table = self.query_one("#final", DataTable)
        table.clear(columns=True)
        table.add_columns(self.t("over.rank"), self.t("over.player"), self.t("over.total"))
        places = ranks(state.totals)
        for seat in sorted(range(len(state.totals)), key=lambda s: places[s]):
            table.add_row(
                str(places[seat]),
                plain(view.players[seat]),
                format_points(state.totals[seat], lang),
            )
        self.query_one(TotalsChart).show(view)
        self.query_one(ChartLegend).show(view)

    def action_home(self) -> None:
        self.marquoir.go_home()

    def action_correct(self) -> None:
        """Take the last turn back: the game is open again, on its sheet."""
        self.marquoir.reopen_game(self.game_id)

    @on(Button.Pressed, "#home")
    def _home(self) -> None:
        self.marquoir.go_home()

    @on(Button.Pressed, "#export")
    def _export(self) -> None:
        self.action_export()

    def action_export(self) -> None:
        """Ask which file, write it, say where."""
        self.marquoir.ask_export(self.game_id)

    @on(Button.Pressed, "#rematch-button")
    def _rematch_button(self) -> None:
        self.action_rematch()

    def action_rematch(self) -> None:
        """The same table, the same seating and rules: a new game."""
        view = self.view
        if view is None or self.starting:
            return
        self.starting = True

        def refused(error: Refusal) -> None:
            self.starting = False
            self.marquoir.refused(error)

        self.marquoir.writer.write(
            lambda cases: cases.start_game(list(view.players), view.profile, game=view.game),
            lambda new: self.marquoir.open_game(new.id),
            refused,
        )
