"""The paper score sheet derived from a replayed game (any game played in rounds): a row per
round, a cell per player — what the player scored in their own turns, what the other players'
turns of the round gave or took (a trip to Skull Island, a Zombie Attack shared, manual
points, a duel won in another's turn, an adjustment, the Treasure), what the classic floor at 0
held back, and the total at the end of the round.

One home for every reader (the app's sheet, the chart, ``replay``, both CSV files): a cell
always adds up, ``previous + points + gained + held == total`` (a property test checks it for
every game), and so does every turn (:func:`turn_changes`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.rules.explain import format_points
from marquoir.rules.head_start import starting_totals

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

#: what a turn was, for the mark it leaves on a cell (a game's replay gives each of its
#: outcomes its ``kind``; a game without such turns never uses the first two)
ISLAND = "island"  # a trip that takes points from the others (☠): the player's own cell too
ZOMBIE = "zombie"  # points shared among the others (Z)
MANUAL = "manual"  # manual points (✎)
TREASURE = "treasure"  # every player's hidden points declared at once, at the end
OTHER = "other"  # anything else: a duel won in another's turn, an adjustment
#: the kinds a game may give a column of their own on the CSV sheet (``island_of`` …)
COLUMN_KINDS = (ISLAND, ZOMBIE, TREASURE)
#: of those, the kinds whose turn is no one's own play: its column holds what it gave every
#: player, the seat that entered it included (the others count the player's own turns apart)
EVERY_SEAT_KINDS = (TREASURE,)


class Step(NamedTuple):
    """One turn that touched a player's total, on their cell."""

    #: the turn's position in the game (from 0)
    position: int
    #: what it gave the player, as scored (before the floor)
    scored: int
    #: what the classic floor at 0 gave back after it (never negative)
    held: int
    #: the player's total after it
    after: int
    #: the turn was the player's own
    own: bool


class SheetCell(NamedTuple):
    #: the player's points for their own turns in this round (as scored, before any floor),
    #: or None when they did not play in it
    points: int | None
    #: the player's total at the end of the round (Skull Island losses included)
    total: int
    #: the player's (last) turn of the round, its position in the game (from 0), or -1
    position: int = -1
    #: what the other players' turns of the round gave (or took: negative) the player
    gained: int = 0
    #: the positions of those turns that changed the player's total
    by: tuple[int, ...] = ()
    #: the total at the end of the previous round
    previous: int = 0
    #: of ``gained``: lost to the others' trips to Skull Island
    island: int = 0
    #: of ``gained``: a Zombie Attack's shared points
    zombie: int = 0
    #: what the classic floor at 0 gave back in the round (never negative): a loss larger than
    #: the total stops at 0
    held: int = 0
    #: the player's own turn was a trip to Skull Island
    own_island: bool = False
    #: every turn of the round that touched the player, in the order played (:func:`figures`)
    steps: tuple[Step, ...] = ()

    @property
    def change(self) -> int:
        """What the round changed: ``total - previous``."""
        return self.total - self.previous

    @property
    def scored(self) -> int:
        """Everything the round's turns gave the player, as scored (before the floor)."""
        return (self.points or 0) + self.gained

    @property
    def others(self) -> int:
        """Of ``gained``: neither a trip nor a Zombie Attack (manual points, duels …)."""
        return self.gained - self.island - self.zombie


class SheetRow(NamedTuple):
    round: int
    cells: tuple[SheetCell, ...]


class TurnChange(NamedTuple):
    """One turn, for every seat: what it gave as scored, and what it changed."""

    #: what the turn gave each seat, as scored (the turn's player: the turn's points)
    scored: tuple[int, ...]
    #: each seat's total before and after the turn
    before: tuple[int, ...]
    after: tuple[int, ...]

    @property
    def gains(self) -> tuple[int, ...]:
        """What the turn changed of each total (``after - before``): they add up."""
        return tuple(a - b for a, b in zip(self.after, self.before, strict=True))

    @property
    def held(self) -> tuple[int, ...]:
        """What the floor at 0 gave back to each seat (``gains - scored``)."""
        return tuple(g - s for g, s in zip(self.gains, self.scored, strict=True))


def kind_of(outcome: Any) -> str:
    """What a turn is to the other players whose totals it changed (manual points: a turn
    without the game's own account)."""
    if outcome.result is None:
        return MANUAL
    kind: str = outcome.kind
    return kind


def own_trip(outcome: Any) -> bool:
    """The turn's player made a trip that took points from the others (☠ on their cell)."""
    return bool(outcome.result is not None and outcome.kind == ISLAND)


MARKS = {ISLAND: "☠", ZOMBIE: "Z", MANUAL: "✎", OTHER: ""}


def figures(
    cell: SheetCell,
    state: Any,
    lang: str,
    own: Callable[[Any], str] | None = None,
    other: Callable[[Any], str] | None = None,
) -> list[str]:
    """A cell's figures as a pencil adds them, each whole and in the order it happened: the
    player's own points (☠ their own trip to Skull Island, ✎ points by hand, then ``own``'s
    mark of the outcome), what each of the others' turns took or gave (``−500☠`` a trip,
    ``+200Z`` a Zombie Attack shared, ``+100✎`` by hand; ``other`` the mark of such an
    outcome, when given), and ``→0`` where the classic floor stopped the total (``−800☠ →0
    +400``). Nothing for a round that did not touch the player; the total follows them."""
    out = []
    for step in cell.steps:
        outcome = state.outcomes[step.position]
        if step.own:
            trip = "☠" if own_trip(outcome) else ""
            manual = MARKS[MANUAL] if outcome.result is None else ""
            mark = trip + manual + (own(outcome) if own is not None else "")
            out.append(format_points(step.scored, lang, sign=True) + mark)
        elif step.scored:
            mark = other(outcome) if other is not None else MARKS.get(kind_of(outcome), "")
            out.append(format_points(step.scored, lang, sign=True) + mark)
        if step.held:
            out.append(FLOOR + format_points(step.after, lang))
    return out


#: what begins the figure of the classic floor at work (``→0``: the total stopped there)
FLOOR = "→"


def floor_last(shown: list[str], total: str) -> tuple[list[str], bool]:
    """A cell's figures without the last one when it is the floor stopping the total where
    the cell ends (the total is written after ``→`` instead), and whether it was."""
    if len(shown) > 1 and shown[-1] == FLOOR + total:
        return shown[:-1], True
    return shown, False


def turn_changes(state: Any) -> list[TurnChange]:
    """Every turn's :class:`TurnChange`, in order (the first from the starting totals)."""
    totals: tuple[int, ...] = starting_totals(state.setup)
    changes = []
    for outcome in state.outcomes:
        changes.append(TurnChange(tuple(outcome.deltas), totals, tuple(outcome.totals)))
        totals = tuple(outcome.totals)
    return changes


#: the round of the sheet's first row when the game has a head start: the starting totals
START_ROUND = 0


def start_row(state: Any) -> SheetRow | None:
    """The row of the starting totals (round :data:`START_ROUND`), when a head start gives
    some seats points before the first turn: each such seat's cell shows them as its points,
    so the row adds up like the others."""
    start = starting_totals(state.setup)
    if not any(start):
        return None
    return SheetRow(START_ROUND, tuple(SheetCell(total or None, total) for total in start))


def score_sheet(state: Any) -> list[SheetRow]:
    """One row per round that has a turn, in order; first the starting totals' row when the
    game has a head start."""
    first = start_row(state)
    rows: list[SheetRow] = [] if first is None else [first]
    current: list[SheetCell] = []
    round_no = 0
    totals: tuple[int, ...] = starting_totals(state.setup)
    for outcome, change in zip(state.outcomes, turn_changes(state), strict=True):
        if outcome.round != round_no:
            if current:
                rows.append(_close(round_no, current, totals))
            round_no = outcome.round
            current = [SheetCell(None, 0, previous=total) for total in totals]
        kind = kind_of(outcome)
        for seat, (scored, held) in enumerate(zip(change.scored, change.held, strict=True)):
            cell = current[seat]
            own = seat == outcome.seat
            if own or scored or held:
                step = Step(outcome.position, scored, held, outcome.totals[seat], own)
                cell = cell._replace(steps=(*cell.steps, step))
            if held:
                cell = cell._replace(held=cell.held + held)
            if seat == outcome.seat:
                cell = cell._replace(
                    points=(cell.points or 0) + scored,
                    position=outcome.position,
                    own_island=cell.own_island or own_trip(outcome),
                )
            elif scored:
                cell = cell._replace(
                    gained=cell.gained + scored,
                    by=(*cell.by, outcome.position),
                    island=cell.island + (scored if kind == ISLAND else 0),
                    zombie=cell.zombie + (scored if kind == ZOMBIE else 0),
                )
            current[seat] = cell
        totals = outcome.totals
    if current:
        rows.append(_close(round_no, current, totals))
    return rows


def _close(round_no: int, cells: list[SheetCell], totals: tuple[int, ...]) -> SheetRow:
    return SheetRow(
        round_no, tuple(c._replace(total=t) for c, t in zip(cells, totals, strict=True))
    )


def abbreviate(names: tuple[str, ...] | list[str], width: int) -> list[str]:
    """Names cut to ``width`` characters (``…`` where cut), still telling each from the others:
    names that would read the same keep their last letter (``Anne-Mar…e``)."""
    if width < 2:
        width = 2
    short = [name if len(name) <= width else name[: width - 1] + "…" for name in names]
    for i, name in enumerate(names):
        if short.count(short[i]) > 1 and len(name) > width:
            short[i] = name[: max(width - 2, 1)] + "…" + name[-1]
    return short
