"""Dix mille's solutions as tables in the cache folder, read with the standard library.

The value of throwing ``n`` dice with ``i`` fifties set aside (``Solution.roll[n, i]``) is
solved once by numpy (:mod:`.dix_mille`) for a profile (the most points, or a goal of N),
then kept as a table (:mod:`.stored`): the advice for a throw reads it without numpy, the same
doubles as the numpy solution's.
"""

from __future__ import annotations

import os
from contextlib import suppress
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.dix_mille.odds.turn import CAP
from marquoir.games.dix_mille.rules import SIX, STEP, DixMilleProfile
from marquoir.odds import stored

if TYPE_CHECKING:
    from collections.abc import Sequence

#: the tables' version: raise it with every change of what a solution holds
MODEL_VERSION = 1


class Grid(NamedTuple):
    """``roll[n, i]`` of a solution: throwing ``n`` dice (0 to 6) with ``i`` fifties aside."""

    #: the levels (0 to the last one kept) of each number of dice
    width: int
    cells: Sequence[float]

    def at(self, n: int, i: int) -> float:
        return self.cells[n * self.width + i]


def _path(profile: DixMilleProfile, need: int | None) -> str | None:
    """The table's file, named by the whole profile and the goal (None: not a plain profile,
    kept in memory only)."""
    words = [str(value) for value in profile]
    if not all(word.isalnum() for word in words):
        return None
    goal = "points" if need is None else f"need{need}"
    name = f"dix{MODEL_VERSION}-{'-'.join(words)}-{goal}.table"
    return os.path.join(stored.cache_dir(), name)


def _width(need: int | None) -> int:
    return (CAP if need is None else -(-need // STEP) * STEP) // STEP + 1


def _grid(profile: DixMilleProfile, need: int | None) -> Grid:
    width = _width(need)
    path = _path(profile, need)
    arrays = stored.read(path) if path is not None else None
    if arrays is not None and len(arrays) == 1 and len(arrays[0]) == (SIX + 1) * width:
        return Grid(width, arrays[0])  # else missing, damaged or foreign: solve again
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.turn import solve_need, solve_points

    solution = solve_points(profile) if need is None else solve_need(profile, need)
    data = stored.encode([solution.roll.astype("<f8").tobytes()])
    if path is not None:
        with suppress(OSError):  # no cache folder: still correct, only slower next time
            stored.write(path, data)
    table = stored.decode(data)
    assert table is not None and solution.roll.shape == (SIX + 1, width)
    return Grid(width, table[0])


@lru_cache(maxsize=8)
def points_grid(profile: DixMilleProfile) -> Grid:
    """The most points banked on average (``solve_points``), from every state."""
    return _grid(profile, None)


@lru_cache(maxsize=64)
def need_grid(profile: DixMilleProfile, need: int) -> Grid:
    """The best chance to bank at least ``need`` points this turn (``solve_need``)."""
    return _grid(profile, need)
