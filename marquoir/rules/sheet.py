"""The paper score sheet derived from a replayed game (any game played in rounds): a row per
round, a cell per player."""

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
        current[outcome.seat] = SheetCell(outcome.points, 0, outcome.position)
        totals = outcome.totals
    if current:
        rows.append(_close(round_no, current, totals))
    return rows


def _close(round_no: int, cells: list[SheetCell], totals: tuple[int, ...]) -> SheetRow:
    return SheetRow(
        round_no, tuple(c._replace(total=t) for c, t in zip(cells, totals, strict=True))
    )
