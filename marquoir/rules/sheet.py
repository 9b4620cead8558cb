"""The paper score sheet derived from a replayed game (any game played in rounds): a row per
round, a cell per player — what the player scored in their turn, what the others' turns gave
or took from them in the round (a Zombie Attack shared, a trip to Skull Island), and the total
at the end of the round."""

from __future__ import annotations

from marquoir.rules.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class SheetCell(Record):
    #: the player's points for their turn in this round, or None when they did not play in it
    points: int | None
    #: the player's total at the end of the round (Skull Island losses included)
    total: int
    #: the turn's position in the game (from 0), or -1
    position: int = -1
    #: what the other players' turns of the round gave (or took: negative) the player
    gained: int = 0
    #: the positions of those turns that changed the player's total
    by: tuple[int, ...] = ()


class SheetRow(Record):
    round: int
    cells: tuple[SheetCell, ...]


def score_sheet(state: Any) -> list[SheetRow]:
    """One row per round that has a turn, in order."""
    n = len(state.setup.players)
    rows: list[SheetRow] = []
    current: list[SheetCell] = []
    round_no = 0
    totals: tuple[int, ...] = (0,) * n
    for outcome in state.outcomes:
        if outcome.round != round_no:
            if current:
                rows.append(_close(round_no, current, totals))
            round_no = outcome.round
            current = [SheetCell(None, 0)] * n
        cell = current[outcome.seat]
        current[outcome.seat] = cell._replace(points=outcome.points, position=outcome.position)
        for seat, delta in enumerate(outcome.deltas):
            if seat != outcome.seat and delta:
                other = current[seat]
                current[seat] = other._replace(
                    gained=other.gained + delta, by=(*other.by, outcome.position)
                )
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
