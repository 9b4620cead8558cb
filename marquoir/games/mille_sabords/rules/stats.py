"""What the standings count of a Mille Sabords game beyond totals and turn points: per player,
busts, Skull Island trips and what they took, ships won and lost, and luck with the cards
(``card_luck``, ``above_par``: see ``luck.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.mille_sabords.rules.deck import NO_CARD
from marquoir.games.mille_sabords.rules.luck import turn_luck

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.rules.game import GameState

#: the standings' columns this game adds, in order (``marquoir standings --csv``)
STAT_FIELDS = (
    "busts",
    "skull_islands",
    "skull_island_points",
    "ships_won",
    "ships_lost",
    "card_luck",
    "above_par",
)
#: the sums kept per game and player: the first five columns, then the dice turns and the
#: sums of card_luck and above_par in hundredths of a point
SUMS = (*STAT_FIELDS[:5], "dice_turns", "card_luck_sum", "above_par_sum")


def player_stats(state: GameState) -> list[tuple[int, ...]]:
    """For each seat, :data:`SUMS` over the player's turns. A bust (a lost turn) is a turn
    ended by three skulls that scored nothing (ship and Peace penalties included; Treasure
    Island's dice saved on the card, when they score, keep the turn from being lost); a
    trip's points are what it took from all opponents together, as scored, before any floor
    at 0."""
    seats = len(state.setup.players)
    profile = state.setup.profile
    counts = [[0] * len(SUMS) for _ in range(seats)]
    luck = [0.0] * seats
    for outcome in state.outcomes:
        result = outcome.result
        if result is None:
            continue
        row = counts[outcome.seat]
        row[0] += result.busted and result.points <= 0
        if result.skull_island:
            row[1] += 1
            row[2] += -result.opponents * (seats - 1)
        row[3] += result.ship == "won"
        row[4] += result.ship == "lost"
        row[5] += 1
        card_luck, above_par = turn_luck(result.card, result.points, profile)
        luck[outcome.seat] += card_luck
        row[7] += above_par
    for seat, row in enumerate(counts):
        row[6] = round(luck[seat])
    return [tuple(row) for row in counts]


def stat_values(sums: tuple[int, ...]) -> tuple[int | float, ...]:
    """The standings' figures from the sums over a player's games: the counts as they are,
    card_luck and above_par as averages per dice turn, in points, to one decimal."""
    turns = sums[5]

    def per_turn(hundredths: int) -> float:
        return round(hundredths / 100 / turns, 1) if turns else 0.0

    return (*sums[:5], per_turn(sums[6]), per_turn(sums[7]))


def turn_kinds(state: GameState) -> list[tuple[str | None, int | None]]:
    """For each turn, its card and how far above the card's worth it scored (hundredths of a
    point); (None, None) for manual points and turns without a card."""
    profile = state.setup.profile
    kinds: list[tuple[str | None, int | None]] = []
    for outcome in state.outcomes:
        result = outcome.result
        if result is None or result.card == NO_CARD:
            kinds.append((None, None))
        else:
            kinds.append((result.card, turn_luck(result.card, result.points, profile)[1]))
    return kinds
