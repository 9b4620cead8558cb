"""A Dix mille turn typed on one line, then Enter: the dice set aside from each throw
(``155 222 1``; ``blank`` — or ``b`` — last when the turn ended on a blank), or the points
the Captain counted (``=850``), or a blank alone (``b``, ``0``).

The preview counts as the Captain types: each throw's reading, how many dice the next throw
has and its chance of a blank, what the turn banks (or why it is refused, naming the throw).
Like the Mille Sabords entry, Enter hands the turn on and empties the line in place: nothing
is rebuilt under the keyboard.
"""

from __future__ import annotations

from rich.console import RenderableType
from rich.markup import escape
from rich.table import Table as Grid
from rich.text import Text

from marquoir.games.dix_mille.rules import (
    BLANK,
    SIX,
    BlankTurn,
    PointsTurn,
    ThrowRefused,
    ThrowsTurn,
    TurnCount,
    blank_chance,
    count_turn,
    parse_turn_line,
    part_label,
)
from marquoir.i18n import translate
from marquoir.i18n.numbers import decimal
from marquoir.rules import RulesError, format_points
from marquoir.tui.widgets.line_entry import LineEntry

DixTurn = ThrowsTurn | PointsTurn | BlankTurn


def turn_line(turn: DixTurn) -> str:
    """A stored turn as the line that types it."""
    if isinstance(turn, ThrowsTurn):
        return " ".join(turn.throws) + (f" {BLANK}" if turn.blank else "")
    if isinstance(turn, PointsTurn):
        return f"={turn.points}"
    return BLANK


def dix_story(turn: DixTurn) -> str:
    """A turn in a cell: its line with ✗ for the blank (``155 222 1 ✗``, ``=850``, ``✗``)."""
    return turn_line(turn).replace(BLANK, "✗")


class DixEntry(LineEntry):
    """The turn on one line (see the module); ``Entered`` when Enter takes it."""

    PLACEHOLDER = "dixui.placeholder"

    def read(self, text: str) -> tuple[DixTurn, TurnCount]:
        """The turn and its count, for the player to play as the game stands (who has
        entered, the run of blanks)."""
        seat = self.state.next_seat if self.state.next_seat >= 0 else 0
        turn = parse_turn_line(self.player, text)
        count = count_turn(
            turn,
            self.state.setup.profile,
            self.state.entered[seat],
            self.state.blank_runs[seat],
        )
        return turn, count

    @property
    def turn_points(self) -> int:
        """The points set aside so far on the line (for the odds of the next throw)."""
        result = self.result
        if isinstance(result, TurnCount) and result.throws is not None and not result.blank:
            return result.throws.counted
        return 0

    @property
    def dice_left(self) -> int:
        """How many dice the next throw has, after the throws typed."""
        result = self.result
        if isinstance(result, TurnCount) and result.throws is not None and not result.blank:
            left = SIX
            for reading, before in zip(result.throws.readings, result.throws.left, strict=True):
                left = before - len(reading.dice) or SIX
            return left
        return SIX


def dix_preview(entry: DixEntry, lang: str) -> RenderableType:
    """What the line counts to, throw by throw, with the risk of the next throw."""
    result = entry.result
    if result is None:
        return Text(translate(lang, "dixui.preview_empty"), style="dim")
    if isinstance(result, RulesError):
        message = result.text(lang)
        if isinstance(result, ThrowRefused):
            where = translate(lang, "cli.throw_n", n=result.throw + 1)
            message = translate(lang, "dix.refused_at", where=where, message=message)
        return Text.from_markup(f"[b red]✗ {escape(message)}[/]")
    return count_renderable(result, entry.player, lang, entry.dice_left)


def count_renderable(
    count: TurnCount, player: str, lang: str, dice_left: int | None = None
) -> RenderableType:
    """A counted turn: the points, each throw's reading, the blank, the threshold, the
    penalty; with ``dice_left``, the risk of throwing on."""
    grid = Grid.grid(padding=(0, 2))
    grid.add_column()
    grid.add_column(justify="right")
    grid.add_row(
        Text(translate(lang, "game.preview_player", name=player, points=""), style="bold"),
        Text(format_points(count.points, lang, sign=True), style="bold"),
    )
    throws = count.throws
    if throws is not None:
        for n, (reading, left) in enumerate(zip(throws.readings, throws.left, strict=False), 1):
            label = translate(lang, "dix.throw", throw=n, n=left, dice=reading.dice)
            grid.add_row(Text(label, style="dim"), Text(format_points(reading.points, lang)))
            for part in reading.parts if len(reading.parts) > 1 else ():
                grid.add_row(
                    Text("    " + part_label(part, lang), style="dim"),
                    Text(format_points(part.points, lang), style="dim"),
                )
        if count.blank:
            n = len(throws.readings) + 1
            label = translate(lang, "dix.throw_blank", throw=n, n=throws.left[-1])
            grid.add_row(Text(label, style="yellow"), Text(""))
    elif count.blank:
        grid.add_row(Text(translate(lang, "dixui.blank"), style="yellow"), Text(""))
    if count.held:
        entry = format_points(count.made, lang)
        grid.add_row(Text(translate(lang, "dixui.held", made=entry), style="yellow"), Text(""))
    if count.penalty:
        penalty = format_points(-count.penalty, lang, sign=True)
        grid.add_row(Text(translate(lang, "dix.penalty", points=penalty), style="red"), Text(""))
    if dice_left is not None and not count.blank and throws is not None:
        risk = decimal(float(blank_chance(dice_left)) * 100, lang)
        line = translate(lang, "dixui.next_throw", n=dice_left, risk=risk)
        grid.add_row(Text(line, style="italic"), Text(""))
    return grid
