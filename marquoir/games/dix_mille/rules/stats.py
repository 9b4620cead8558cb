"""What the standings count of a Dix mille game beyond totals and turn points: blank turns."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from marquoir.games.dix_mille.rules.game import GameState

STAT_FIELDS = ("blanks",)


def player_stats(state: GameState) -> list[tuple[int, ...]]:
    """For each seat, its blank turns."""
    counts = [0] * len(state.setup.players)
    for outcome in state.outcomes:
        if outcome.result is not None and outcome.result.blank:
            counts[outcome.seat] += 1
    return [(n,) for n in counts]


def stat_values(sums: tuple[int, ...]) -> tuple[int | float, ...]:
    return (sums[0],)


def turn_kinds(state: GameState) -> list[tuple[str | None, int | None]]:
    """Dix mille turns have no card: no kind, no par."""
    return [(None, None)] * len(state.outcomes)
