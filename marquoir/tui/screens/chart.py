"""The chart of a game in progress (f4): every total after each round, on one scale."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Header

from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.chart import ChartLegend, TotalsChart
from marquoir.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from marquoir.records import GameView


class ChartScreen(MarquoirScreen):
    BINDINGS = [
        Binding("escape", "app.pop_screen", "key.back", id="chart-back"),
        Binding("f4", "app.pop_screen", "key.back", id="chart-close", show=False),
    ]

    def __init__(self, view: GameView) -> None:
        super().__init__()
        self.view = view

    def compose(self) -> ComposeResult:
        yield Header()
        yield TotalsChart(id="chart")
        yield ChartLegend(id="chart-legend")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("game.title", id=self.view.id)
        self.query_one(TotalsChart).show(self.view)
        self.query_one(ChartLegend).show(self.view)
