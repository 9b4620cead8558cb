"""Ranks, the one way Marquoir ranks anything: 1 is best, equal values share a rank and the
next rank skips (1, 1, 3) — a game's final table and the standings alike."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any


def ranks(values: Sequence[Any]) -> list[int]:
    """The rank of each value, higher values ranking first: ``ranks([5, 9, 5]) == [2, 1, 2]``."""
    return [1 + sum(1 for other in values if other > value) for value in values]


def finish_ranks(totals: Sequence[int], winners: Sequence[bool]) -> list[int]:
    """A finished game's ranks: the winners share rank 1 (even a Pirate magic win with a lower
    total), then the others by total, equal totals sharing a rank:
    ``finish_ranks([900, 4000, 4000], [True, False, False]) == [1, 2, 2]``."""
    won = sum(1 for w in winners if w)
    others = [t for t, w in zip(totals, winners, strict=True) if not w]
    return [
        1 if w else 1 + won + sum(1 for other in others if other > total)
        for total, w in zip(totals, winners, strict=True)
    ]


def ranked(items: Sequence[Any], key: Callable[[Any], Any]) -> list[tuple[int, Any]]:
    """``items`` best first by ``key`` (higher is better), each with its shared rank."""
    order = sorted(items, key=key, reverse=True)
    out: list[tuple[int, Any]] = []
    for i, item in enumerate(order):
        same = out and key(out[-1][1]) == key(item)
        out.append((out[-1][0] if same else i + 1, item))
    return out
