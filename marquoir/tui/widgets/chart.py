"""Every player's total after each round, on one shared scale (Plotext): negative totals
below the zero line, the target as a line, each player in the seat's colour."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Static
from textual_plotext import PlotextPlot

from marquoir.i18n import visible
from marquoir.i18n.numbers import significant
from marquoir.rules import format_points, game_rules
from marquoir.rules.head_start import starting_totals
from marquoir.rules.sheet import START_ROUND, score_sheet
from marquoir.tui.colours import seat_colour, seat_style
from marquoir.tui.games import kit_of
from marquoir.tui.lang import Translated

if TYPE_CHECKING:
    from collections.abc import Sequence

    from marquoir.records import GameView, RatingPoint


def nice_step(span: int, most: int = 7) -> int:
    """A round step (100, 200, 500, 1,000, 2,000 …) giving at most ``most`` ticks."""
    step = 100
    while span / step > most:
        for factor in (2, 2.5, 2):
            step = int(step * factor)
            if span / step <= most:
                break
    return step


def ticks(lowest: int, highest: int, most: int = 7) -> list[int]:
    """The totals marked on the side of the chart: round numbers, zero among them, at most
    ``most`` of them."""
    step = nice_step(max(highest - lowest, 1), most)
    first = -(-lowest // step) * step  # the first round number above the lowest total
    return list(range(first, highest + 1, step))


def decimal_ticks(lowest: float, highest: float, most: int = 5) -> list[float]:
    """Round marks (a step of 1, 2 or 5 times a power of ten) between ``lowest`` and
    ``highest``, at most ``most`` of them; the one value itself when they are equal."""
    if highest <= lowest:
        return [round(lowest, 1)]
    base = 10.0 ** math.floor(math.log10((highest - lowest) / most))
    step = next(base * m for m in (1, 2, 5, 10) if (highest - lowest) / (base * m) < most)
    first = math.ceil(lowest / step)
    marks = [round(k * step, 6) for k in range(first, math.floor(highest / step) + 1)]
    return marks or [round(lowest, 1)]


def series(view: GameView) -> tuple[list[int], list[tuple[str, list[int]]], int, int]:
    """The rounds (0: the start), each player's total after each of them, and the one scale
    they share: from the lowest total (or 0) to the highest (or the target)."""
    rows = [row for row in score_sheet(view.state) if row.round != START_ROUND]
    start = starting_totals(view.state.setup)  # a head start: the later seats start ahead
    rounds = list(range(len(rows) + 1))
    lines = [
        (name, [start[seat]] + [row.cells[seat].total for row in rows])
        for seat, name in enumerate(view.players)
    ]
    everything = [total for _, totals in lines for total in totals]
    target = game_rules(view.game).target(view.profile) or 0  # a game without a target: 0
    return rounds, lines, min(0, *everything), max(target, *everything)


def label_rows(height: int) -> int:
    """The rows of the chart's scale: the widget's height less the title, the frame, the
    round numbers and their label (a chart not laid out yet: the 80×24 screen's)."""
    return (height or 20) - 5


def spaced(marks: list[int], target: int, span: int, most: int) -> list[int]:
    """``marks`` with the target among them (its label on its line), less the marks too
    close to it to sit on a row of their own."""
    gap = span / most / 2 if most else 0
    return sorted({target, *(m for m in marks if abs(m - target) > gap)})


def scale(lowest: int, highest: int, target: int | None, rows: int) -> tuple[int, int, list[int]]:
    """The totals chart's scale on ``rows`` rows: its bottom, its top and the totals marked
    on its side (a label every third row at most, so that no two sit on consecutive rows;
    the target among them). Below zero the bottom is a round number, marked: negative totals
    have a label of their own."""
    top = highest + max(highest // 20, 100 if target is not None else 1)
    most = max(2, rows // 3)
    if target is None:  # no target: small counts
        bottom = lowest
        return bottom, top, sorted({int(m) for m in decimal_ticks(lowest, top, most)})
    if lowest >= 0:
        return lowest, top, spaced(ticks(lowest, top, most), target, top - lowest, most)
    step = nice_step(top - lowest, max(most - 1, 1))  # one mark kept for below the lowest
    bottom = (lowest // step) * step  # a round number at or below the lowest total
    marks = list(range(bottom, top + 1, step))
    return bottom, top, spaced(marks, target, top - bottom, most)


class RatingChart(Translated, PlotextPlot):
    """A player's rating (the ordinal) after each of their games."""

    DEFAULT_CSS = """
    RatingChart { height: 10; }
    """

    def show(self, points: Sequence[RatingPoint]) -> None:
        plt = self.plt
        plt.clear_figure()
        games = [float(i) for i in range(1, len(points) + 1)]
        ordinals = [p.ordinal for p in points]
        plt.plot(games, ordinals, marker="braille", color=seat_colour(0))
        shown = games[:: max(1, len(games) // 6)]
        plt.xticks(shown, [str(int(g)) for g in shown])
        marks = decimal_ticks(min(ordinals), max(ordinals))
        plt.yticks(
            marks,
            [significant(m, self.lang) for m in marks],
        )
        plt.xlabel(self.t("record.rating_games"))
        plt.title(self.t("record.rating_title"))
        self.refresh()


class TotalsChart(Translated, PlotextPlot):
    """The totals by round of one game."""

    DEFAULT_CSS = """
    TotalsChart { height: 1fr; min-height: 10; }
    """

    view: GameView | None = None

    def on_resize(self) -> None:
        """The marks follow the height: drawn again when it changes."""
        if self.view is not None:
            self.show(self.view)

    def show(self, view: GameView) -> None:
        self.view = view
        plt = self.plt
        plt.clear_figure()
        rounds, lines, lowest, highest = series(view)
        for seat, (_name, totals) in enumerate(lines):  # named by the legend under the chart
            plt.plot(rounds, totals, color=seat_colour(seat), marker="braille")
        kit = kit_of(view.game)
        target = game_rules(view.game).target(view.profile)
        if target is not None:
            plt.hline(target, color="gray")
        if lowest < 0:
            plt.hline(0, color="gray")
        bottom, top, marks = scale(lowest, highest, target, label_rows(self.size.height))
        plt.ylim(bottom, top)
        plt.yticks([float(mark) for mark in marks], [format_points(m, self.lang) for m in marks])
        plt.xlim(0, max(rounds[-1], 1))
        shown = rounds[:: max(1, len(rounds) // 10)]
        plt.xticks([float(r) for r in shown], [str(r) for r in shown])
        plt.title(kit.chart_title(view.profile, self.lang))
        plt.xlabel(self.t("chart.rounds"))
        self.refresh()


class ChartLegend(Translated, Static):
    """Who is which line of the totals chart, under it: each player's name in the seat's
    colour (Plotext's own legend sat inside the plot, on the target's line)."""

    DEFAULT_CSS = """
    ChartLegend { height: auto; padding: 0 1; }
    """

    def show(self, view: GameView) -> None:
        legend = Text()
        for seat, name in enumerate(view.players):
            if seat:
                legend.append("   ")
            legend.append("━━ ", style=seat_style(seat))
            legend.append(visible(name), style=f"bold {seat_style(seat)}")
        self.update(legend)
