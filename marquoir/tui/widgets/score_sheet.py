"""The paper score sheet: a row per round, a column per player, turn points and totals."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import DataTable

from marquoir.i18n import visible
from marquoir.rules import format_points
from marquoir.rules.mille_sabords import GameState
from marquoir.rules.sheet import score_sheet
from marquoir.tui.lang import Translated


class ScoreSheet(Translated, DataTable[Text]):
    """Each cell shows the turn's points and the total at the end of the round; Enter on a
    cell asks to correct that turn (``position_at`` tells which)."""

    DEFAULT_CSS = """
    ScoreSheet { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, cursor_type="cell", zebra_stripes=True)
        self._positions: dict[tuple[int, int], int] = {}

    def show(self, state: GameState) -> None:
        """Redraw the sheet from a replayed game."""
        lang = self.lang
        players = state.setup.players
        self.clear(columns=True)
        self._positions.clear()
        self.add_column(self.t("game.round"), key="round")
        for seat, name in enumerate(players):
            label = Text(
                ("▶ " if seat == state.next_seat else "") + visible(name),
                style="bold" if seat == state.next_seat else "",
            )
            self.add_column(label, key=f"seat{seat}")
        rows = score_sheet(state)
        last = len(state.outcomes) - 1
        for r, row in enumerate(rows):
            cells = [Text(str(row.round), justify="right")]
            for seat, cell in enumerate(row.cells):
                total = format_points(cell.total, lang)
                if cell.points is None:
                    cells.append(Text(f"{'·':>7} {total:>7}", style="dim"))
                    continue
                points = format_points(cell.points, lang, sign=True)
                style = "bold" if cell.position == last else ""
                if cell.points < 0:
                    style += " red"
                cells.append(Text(f"{points:>7} {total:>7}", style=style.strip()))
                self._positions[(r, seat + 1)] = cell.position
            self.add_row(*cells, key=f"round{row.round}")
        if rows:
            self.move_cursor(row=len(rows) - 1, column=max(1, self.cursor_column))

    def position_at(self, row: int, column: int) -> int | None:
        """The turn (from 0) shown in a cell, or None."""
        return self._positions.get((row, column))
