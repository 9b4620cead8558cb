"""What the standings count of a Mille Sabords game beyond totals and turn points: per player,
busts, Skull Island trips and what they took, ships won and lost."""

from __future__ import annotations

TYPE_CHECKING = False
if TYPE_CHECKING:
    from marquoir.rules.mille_sabords.game import GameState

#: the standings' columns this game adds, in order (``marquoir standings --csv``)
STAT_FIELDS = ("busts", "skull_islands", "skull_island_points", "ships_won", "ships_lost")


def player_stats(state: GameState) -> list[tuple[int, ...]]:
    """For each seat, :data:`STAT_FIELDS` over the player's turns. A bust is a turn ended by
    three skulls (ship and Peace penalties included); a trip's points are what it took from
    all opponents together, as scored, before any floor at 0."""
    seats = len(state.setup.players)
    counts = [[0] * len(STAT_FIELDS) for _ in range(seats)]
    for outcome in state.outcomes:
        result = outcome.result
        if result is None:
            continue
        row = counts[outcome.seat]
        row[0] += result.busted
        if result.skull_island:
            row[1] += 1
            row[2] += -result.opponents * (seats - 1)
        row[3] += result.ship == "won"
        row[4] += result.ship == "lost"
    return [tuple(row) for row in counts]
