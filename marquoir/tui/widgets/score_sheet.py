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
from marquoir.rules.sheet import SheetCell, abbreviate, figures, score_sheet
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import TurnAt, TurnPicked

if TYPE_CHECKING:
    from marquoir.tui.games.kit import GameKit

#: how the cells read, in the order f5 goes through them
MODES = ("points", "detail", "totals")
#: a column's width under which a cell shows the total only (``+1,400 12,300``)
POINTS_WIDTH = 14
ROUND_WIDTH = 3
#: the narrowest detail cell (``Bat. 2 xxggggds``): narrower screens scroll sideways, the
#: cursor's column kept in view
DETAIL_WIDTH = 18
NOTES_WIDTH = 16


def fitted(shown: str, summed: str, total: str, held: int, width: int, wide: bool) -> str:
    """A points cell in ``width``: the figures then the total (``+1,400 −500☠ 900``; not
    ``wide``: the figures alone); too long, their sum (``+900☠ 900``), which adds up as well,
    or where the floor held the total (the sum would not add up) the figures closer and the
    total after ``→`` (the floor at work), and if they still do not fit, one figure a line
    (``+700`` over ``−500☠ →700``): a figure is never cut (``−5`` would read as minus five)."""
    if not wide:
        if not held:
            return shown if len(shown) <= width else summed
        return stacked(f"{shown} →{total}", width)  # the floor said: ``−500☠ →0``
    sep = " → " if held else " "
    tries = [f"{shown:>7}{sep}{total:>6}", f"{shown}{sep}{total}"]
    tries += [f"{shown}→{total}"] if held else [f"{summed:>7} {total:>6}", f"{summed} {total}"]
    found = next((text for text in tries if len(text) <= width), None)
    if found is not None:
        return found
    return stacked(f"{shown} →{total}", width) if held else tries[-1]


def stacked(figures: str, width: int) -> str:
    """Figures (``+700 −500☠``) on as few lines of ``width`` as hold them whole."""
    lines: list[str] = []
    for figure in figures.split(" "):
        if lines and len(lines[-1]) + 1 + len(figure) <= width:
            lines[-1] += " " + figure
        else:
            lines.append(figure)
    return "\n".join(lines)


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
        """Each player's chance to win on the totals row (``marquoir.table.chance_texts``):
        beside each total where the column has room, under it otherwise; None: none."""
        from marquoir.table import chance_texts

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
            # a points cell whose figures do not fit on one line takes more (``stacked``)
            height = 2 if mode == "detail" else max(c.plain.count("\n") + 1 for c in cells)
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
        marks = "".join(self.mark_of(p) for p in cell.by if p < len(self.turns))
        style = "bold" if cell.position == last and cell.position >= 0 else ""
        if cell.points is not None and cell.points < 0:
            style += " red"
        # ⚠ a turn the game warns of (a card not left in the pile: a typo?)
        warn = "⚠" if cell.points is not None and cell.position in self._warned else ""
        own = self.kit.own_mark(state.outcomes[cell.position]) if cell.points is not None else ""
        total = format_points(cell.total, lang)
        if mode == "totals":
            text = warn + total + own + ("☠" if cell.own_island else marks[:1])
            return Text(
                text, style=style.strip() if cell.points is not None else "dim", justify="right"
            )
        if mode == "points":  # the figures that add up to the total (rules.sheet)
            parts = figures(cell, state, lang, own)
            trip = "☠" if cell.own_island else ""
            summed = warn + format_points(cell.scored, lang, sign=True) + trip + marks[:1]
            text = fitted(
                warn + " ".join(parts) if parts else "·",
                summed,
                total,
                cell.held,
                self._column_width(mode),
                self.wide,
            )
            dim = cell.points is None
            return Text(text, style="dim" if dim else style.strip(), justify="right")
        # detail, on two lines: the turn's story in the game's words; its points (with the
        # game's mark, ✎ manual points), what the others' turns gave or took, and the total
        story, points = "", ""
        if cell.points is not None:
            turn = self.turns[cell.position]
            if isinstance(turn, ManualTurn):
                story = "✎ " + visible(turn.note)
                points = format_points(cell.points, lang, sign=True) + "✎"
            else:
                told, marked = self.kit.detail(turn, state.outcomes[cell.position], lang)
                story = warn + told
                points = format_points(cell.points, lang, sign=True) + marked
        if cell.gained:
            points += (" " if points else "") + format_points(cell.gained, lang, sign=True)
            points += marks[:1]
        width = self._column_width("detail")
        second = f"{points} {total:>{max(width - len(points) - 1, 0)}}"
        story_cell = Text(no_wrap=True, overflow="ellipsis", style=style.strip())
        if not story and not cell.gained:
            story_cell.append(f"·\n{second}", style="dim")
        else:
            story_cell.append(f"{story}\n{second}")
        return story_cell

    def mark_of(self, position: int) -> str:
        """What a turn that changed another player's total was: ✎ manual points, or the
        game's own mark (its kit's ``cell_mark``)."""
        turn = self.turns[position]
        if isinstance(turn, ManualTurn):
            return "✎"
        assert self.state is not None
        return self.kit.cell_mark(turn, self.state.outcomes[position])

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
