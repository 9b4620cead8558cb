"""What the standings count of a Morbleu game: duels won, lost and drawn."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from marquoir.games.morbleu.rules.game import GameState

STAT_FIELDS = ("duels_won", "duels_lost", "draws")


def player_stats(state: GameState) -> list[tuple[int, ...]]:
    return [tuple(duels) for duels in state.duels]


def stat_values(sums: tuple[int, ...]) -> tuple[int | float, ...]:
    return tuple(sums[:3])


def turn_kinds(state: GameState) -> list[tuple[str | None, int | None]]:
    return [(None, None)] * len(state.outcomes)
