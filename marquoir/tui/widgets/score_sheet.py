"""The paper score sheet: a row per round, a column per player, every player on screen.

The current totals are pinned at the top (whatever the sheet scrolls to), the player to play
marked. Columns share the width: wide enough, a cell shows the turn's points and the total;
narrower, the total only (f5 asks for the points, then the details). The details show each
turn's story in the game's words (its kit's ``detail``) with the game's marks (its kit's
``cell_mark`` and ``own_mark``), manual points (✎, their note on the row), what another
player's turn gave or took; ⚠ a turn the game warns of (in every reading). The sheet
follows the game: the current round and the player to play stay in
view. Enter on a cell corrects that turn; the cell under the cursor tells its whole story.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.widgets import DataTable

from marquoir.i18n import visible
from marquoir.rules import format_points
from marquoir.rules.manual import ManualTurn
from marquoir.rules.sheet import (
    FLOOR,
    SheetCell,
    abbreviate,
    figures,
    floor_last,
    score_sheet,
)
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import TurnAt, TurnPicked
from marquoir.use_cases import chance_texts

if TYPE_CHECKING:
    from marquoir.tui.games.kit import GameKit

#: how the cells read, in the order f5 goes through them
MODES = ("points", "detail", "totals")
#: a column's width under which a cell shows the total only (``+1,400 12,300``)
POINTS_WIDTH = 14
ROUND_WIDTH = 3
#: the narrowest detail cell (``Bat. 2 xxggggds``; four players on 80 columns): narrower
#: screens scroll sideways, the cursor's column kept in view
DETAIL_WIDTH = 16
NOTES_WIDTH = 16


def fitted(shown: list[str], total: str, width: int) -> str:
    """A points cell in ``width``: the figures in the order they happened, then the total
    (``+1,400 −500☠ 900``; after ``→`` where the floor at 0 stopped it last: ``−500☠ → 0``).
    What does not fit one line goes on more, the figures packed whole and the total on a line
    of its own (``+1,700`` / ``−1,400☠`` / ``1,500``): a figure is never cut (``−5`` would
    read as minus five) nor summed with another (a sum is no figure the table saw)."""
    figs, floored = floor_last(shown, total)
    sep = f" {FLOOR} " if floored else " "
    line = " ".join(figs) or "·"
    for text in (f"{line:>7}{sep}{total:>6}", f"{line}{sep}{total}"):
        if len(text) <= width:
            return text
    return stacked(line, width) + "\n" + (sep.lstrip() + total)


def stacked(figures: str, width: int) -> str:
    """Figures (``+700 −500☠``) on as few lines of ``width`` as hold them whole."""
    lines: list[str] = []
    for figure in figures.split(" "):
        if lines and len(lines[-1]) + 1 + len(figure) <= width:
            lines[-1] += " " + figure
        else:
            lines.append(figure)
    return "\n".join(lines)


def marks_in(shown: list[str]) -> str:
    """The marks the figures carry (``☠``, ``Z``, ``✎``, a game's own), each once, in order."""
    found = ""
    for char in "".join(shown):
        if char not in NOT_MARKS and char not in found:
            found += char
    return found


#: what a figure is written with besides its marks: digits, signs, the floor's arrow, the
#: separators of thousands and decimals of every language
NOT_MARKS = frozenset("0123456789+-−→,. \u00a0\u202f")


class ScoreSheet(Translated, DataTable[Text]):
    """The sheet (see the module). ``position_at`` tells which turn a cell shows."""

    DEFAULT_CSS = """
    ScoreSheet { height: 1fr; }
    """

    class TurnShown(TurnAt):
        """The cursor is on a turn (its position in the game), or on no turn (None)."""

    def __init__(self, kit: GameKit, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes, cursor_type="cell", zebra_stripes=True)
        #: the game's say on its cells (marks, the detail reading)
        self.kit = kit
        self.fixed_columns = 1
        self.state: Any = None  # the game's own replayed state
        self.turns: tuple[Any, ...] = ()
        #: the reading asked for with f5; None: the best the columns' width allows
        self.mode: str | None = None
        #: the reading on screen
        self.shown_mode = "points"
        self._positions: dict[tuple[int, int], int] = {}
        self._warned: frozenset[int] = frozenset()
        self._width = 0
        #: the columns are wide enough for the turn's points and the total side by side
        self.wide = True
        #: each player's chance to win as the totals row shows it (``41%``, ``…``, ``—``), or
        #: None: not shown (see :meth:`show_chances`)
        self.chances: list[str] | None = None
        #: the chances are under the totals (the columns too narrow for both on one line)
        self._chances_below = False

    def show(self, state: Any, turns: tuple[Any, ...] | list[Any]) -> None:
        """Redraw the sheet from a replayed game and its turns."""
        self.state, self.turns = state, tuple(turns)
        self.redraw(follow=True)

    def show_chances(self, win: tuple[float, ...] | str | None) -> None:
        """Each player's chance to win on the totals row (``marquoir.use_cases.chance_texts``):
        beside each total where the column has room, under it otherwise; None: none."""
        state = self.state
        players = len(state.setup.players) if state is not None else 0
        texts = None if win is None else chance_texts(win, players, self.lang)
        was = self.chances
        self.chances = texts
        if state is None or texts == was:
            return
        if was is None or texts is None or "totals" not in self.rows:
            self.redraw(follow=False)  # the totals row takes its new shape
            return
        for seat, cell in enumerate(self._totals_cells()):
            self.update_cell("totals", f"seat{seat}", cell)

    def _totals_cells(self) -> list[Text]:
        """Each player's total (reversed for the player to play), with their chance."""
        state = self.state
        assert state is not None
        cells = []
        for seat, total in enumerate(state.totals):
            style = "bold reverse" if seat == state.next_seat else "bold"
            cell = Text(format_points(total, self.lang), style=style, justify="right")
            if self.chances is not None:
                chance = self.chances[seat]
                if not self._chances_below:
                    cell.justify = "left"  # the chance beside its total, not across the column
                cell.append("\n" if self._chances_below else " ")
                cell.append(chance, style="italic" if chance[:1].isdigit() else "dim")
            cells.append(cell)
        return cells

    def cycle_mode(self) -> str:
        """f5: the next reading (points, details, totals); which one is on screen."""
        self.mode = MODES[(MODES.index(self.shown_mode) + 1) % len(MODES)]
        self.redraw(follow=False)
        return self.shown_mode

    def on_resize(self) -> None:
        if self.size.width != self._width and self.state is not None:
            self.redraw(follow=True)

    # --- drawing ---------------------------------------------------------------------------

    def _notes_fit(self) -> bool:
        """Whether the detail's notes column fits beside the players' (else each manual
        cell carries its note's beginning, and the cursor on it the whole note)."""
        players = len(self.state.setup.players) if self.state else 1
        width = self.size.width or 80
        return width - (ROUND_WIDTH + 2) - 2 - players * (DETAIL_WIDTH + 2) >= NOTES_WIDTH + 2

    def _column_width(self, mode: str) -> int:
        state = self.state
        players = len(state.setup.players) if state else 1
        width = self.size.width or 80
        notes = NOTES_WIDTH + 2 if mode == "detail" and self._notes_fit() else 0
        # every column has a cell padding of 1 on each side; keep 2 for the scrollbar
        free = width - (ROUND_WIDTH + 2) - 2 - notes
        fair = free // players - 2
        return max(DETAIL_WIDTH, fair) if mode == "detail" else max(5, fair)

    def redraw(self, follow: bool) -> None:
        state = self.state
        if state is None:
            return
        self._width = self.size.width
        wide = self._column_width("points") >= POINTS_WIDTH
        mode = self.mode or ("points" if wide else "totals")
        self.shown_mode = mode
        self._warned = self.kit.warned(state)
        self.wide = self._column_width(mode) >= POINTS_WIDTH
        lang = self.lang
        width = self._column_width(mode)
        players = state.setup.players
        cursor = self.cursor_coordinate
        self.fixed_rows = 0  # pinned again once the totals are back (an empty table has none)
        self.clear(columns=True)
        self._positions.clear()
        self.add_column(Text(self.t("game.round_short")), key="round", width=ROUND_WIDTH)
        names = abbreviate([visible(name) for name in players], width - 2)
        for seat, name in enumerate(names):
            playing = seat == state.next_seat
            label = Text(("▶ " if playing else "") + name, style="bold" if playing else "")
            self.add_column(label, key=f"seat{seat}", width=width)
        notes_column = mode == "detail" and self._notes_fit()
        if notes_column:
            self.add_column(Text(self.t("game.notes")), key="notes", width=NOTES_WIDTH)
        longest = max(len(format_points(total, lang)) for total in state.totals)
        self._chances_below = self.chances is not None and width < longest + 1 + 5
        below = self._chances_below
        totals = [Text("Σ\n%" if below else "Σ", style="bold"), *self._totals_cells()]
        if notes_column:
            totals.append(Text(""))
        self.add_row(*totals, key="totals", height=2 if below else 1)
        self.fixed_rows = 1
        rows = score_sheet(state)
        last = len(state.outcomes) - 1
        for r, row in enumerate(rows, start=1):
            cells = [Text(str(row.round), justify="right")]
            notes = []
            for seat, cell in enumerate(row.cells):
                cells.append(self._cell(cell, mode, last))
                if cell.position >= 0:
                    self._positions[(r, seat + 1)] = cell.position
                    note = getattr(self.turns[cell.position], "note", "")
                    if note:
                        notes.append(f"{visible(players[seat])}: {visible(note)}")
            if notes_column:
                cells.append(Text(" · ".join(notes), style="italic"))
            # a cell whose figures do not fit on one line takes more (``fitted``)
            height = max(c.plain.count("\n") + 1 for c in cells)
            self.add_row(*cells, key=f"round{row.round}", height=height)
        self.tooltip = " · ".join(visible(name) for name in players)
        if follow and rows:
            column = state.next_seat + 1 if state.next_seat >= 0 else 1
            self.move_cursor(row=len(rows), column=column, animate=False)
        elif rows:
            self.move_cursor(row=cursor.row, column=cursor.column, animate=False)

    def _cell(self, cell: SheetCell, mode: str, last: int) -> Text:
        lang = self.lang
        state = self.state
        assert state is not None
        if cell.position < 0 and cell.points is not None:  # the starting totals' row
            start = format_points(cell.points, lang, sign=True)
            total = format_points(cell.total, lang)
            text = total if mode == "totals" else f"{start} {total}"
            return Text(text, style="dim", justify="right")
        style = "bold" if cell.position == last and cell.position >= 0 else ""
        if cell.points is not None and cell.points < 0:
            style += " red"
        # ⚠ a turn the game warns of (a card not left in the pile: a typo?)
        warn = "⚠" if cell.points is not None and cell.position in self._warned else ""
        # the figures that add up to the total, in the order they happened (rules.sheet)
        shown = figures(cell, state, lang, self.kit.own_mark, self._other_mark)
        total = format_points(cell.total, lang)
        dim = "dim" if cell.points is None else style.strip()
        if mode == "totals":
            return Text(warn + total + marks_in(shown), style=dim, justify="right")
        if warn and shown:
            shown[0] = warn + shown[0]
        if mode == "points":
            return Text(fitted(shown, total, self._column_width(mode)), style=dim, justify="right")
        # detail: the turn's story in the game's words (✎ and its note: points by hand), then
        # the figures and the total as the points reading has them
        story = ""
        if cell.points is not None:
            turn = self.turns[cell.position]
            if isinstance(turn, ManualTurn):
                story = "✎ " + visible(turn.note)
            else:
                story = warn + self.kit.detail(turn, state.outcomes[cell.position], lang)[0]
        width = self._column_width("detail")
        story_cell = Text(style=style.strip())
        story_cell.append(story[: width - 1] + "…" if len(story) > width else story or "·")
        lines = fitted(shown, total, width).split("\n")
        story_cell.append("".join("\n" + line.rjust(width) for line in lines))
        if not story and not shown:
            story_cell.stylize("dim")
        return story_cell

    def _other_mark(self, outcome: Any) -> str:
        """What another player's turn that changed a total was: ✎ manual points, or the
        game's own mark (its kit's ``cell_mark``)."""
        turn = self.turns[outcome.position]
        if isinstance(turn, ManualTurn):
            return "✎"
        return self.kit.cell_mark(turn, outcome)

    # --- which turn --------------------------------------------------------------------------

    def position_at(self, row: int, column: int) -> int | None:
        """The turn (from 0) shown in a cell, or None."""
        return self._positions.get((row, column))

    def on_data_table_cell_selected(self, event: DataTable.CellSelected) -> None:
        """Enter on a cell: its turn, to correct (None: no turn there)."""
        event.stop()
        row, column = event.coordinate.row, event.coordinate.column
        self.post_message(TurnPicked(self, self.position_at(row, column)))

    def on_data_table_cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        row, column = event.coordinate.row, event.coordinate.column
        self.post_message(self.TurnShown(self, self.position_at(row, column)))
