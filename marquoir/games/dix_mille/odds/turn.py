"""Dix mille's turn, solved exactly: the sensible keeps of a throw, and the expected points of
"about to throw n dice with t points set aside" under optimal play, for the most points banked
on average or the best chance to bank at least N (dix-mille.md, "The blank-roll risk").

The turn is a graph without cycles: every throw that scores adds at least 50 points, so the
value of a state depends only on states with more points. It is solved exactly level by level,
from the highest turn points down (value iteration that converges in one sweep), with numpy;
above :data:`CAP` points banking is optimal (checked when solving). :mod:`.dix_mille` (the
game's odds for the registry) reads these solutions, kept in the cache folder
(:mod:`.dix_mille_stored`); the chance to win (:mod:`.dix_mille_win`) reads the keeps.
"""

from __future__ import annotations

import _thread
from collections import Counter
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.dix_mille.rules import (
    SIX,
    STEP,
    DixMilleProfile,
    Reading,
    read_group,
    throws_of,
)
from marquoir.odds_records import Keep
from marquoir.rules import RulesError

if TYPE_CHECKING:
    import numpy as np

#: above this many turn points, banking is always best (``solve`` checks it)
CAP = 30_000


@lru_cache(maxsize=8192)
def keeps(throw: tuple[int, ...], profile: DixMilleProfile) -> tuple[Keep, ...]:
    """The sensible ways to set dice aside from ``throw``: for each number of dice kept, the
    most points (more points with the same dice left is never worse), best first."""
    best: dict[int, Keep] = {}
    counts = Counter(throw)
    faces = sorted(counts)

    def subsets(i: int, chosen: list[int]) -> None:
        if i == len(faces):
            if chosen:
                group = tuple(chosen)
                try:
                    reading: Reading = read_group(group, profile)
                except RulesError:
                    return
                if len(group) == SIX and len(throw) < SIX:
                    return
                k = len(group)
                following = len(throw) - k or SIX
                keep = Keep(reading.dice, reading.points, following)
                if k not in best or keep.points > best[k].points:
                    best[k] = keep
            return
        face = faces[i]
        for m in range(counts[face] + 1):
            subsets(i + 1, chosen + [face] * m)

    subsets(0, [])
    return tuple(sorted(best.values(), key=lambda k: (-k.points, len(k.dice))))


class Tables(NamedTuple):
    """For each number of dice, the throws' chances and their keeps, as index arrays."""

    probs: dict[int, np.ndarray]
    #: for each n: flat arrays over every keep of every throw
    points: dict[int, np.ndarray]
    nexts: dict[int, np.ndarray]
    #: for each n: where each throw's keeps start in the flat arrays (blank throws have none)
    starts: dict[int, np.ndarray]


@lru_cache(maxsize=8)
def tables(profile: DixMilleProfile) -> Tables:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    probs, points, nexts, starts = {}, {}, {}, {}
    for n in range(1, SIX + 1):
        ps: list[float] = []
        pts: list[int] = []
        nx: list[int] = []
        st: list[int] = []
        for throw, p in throws_of(n):
            options = keeps(throw, profile)
            if not options:
                continue
            ps.append(float(p))
            st.append(len(pts))
            pts += [k.points // STEP for k in options]
            nx += [k.next_dice for k in options]
        probs[n] = np.array(ps)
        points[n] = np.array(pts, dtype=np.int64)
        nexts[n] = np.array(nx, dtype=np.int64)
        starts[n] = np.array(st, dtype=np.int64)
    return Tables(probs, points, nexts, starts)


class Solution(NamedTuple):
    """``roll[n][i]``: the value of throwing ``n`` dice with ``i`` fifties set aside (before
    deciding); ``value[n][i]`` = the better of banking and throwing."""

    roll: np.ndarray
    value: np.ndarray


#: more fifties than one throw can ever score (six 1s, doubling: 8,000)
BEYOND = 8000 // STEP + 1


def _sweep(profile: DixMilleProfile, levels: int, banked: np.ndarray) -> Solution:
    """Solve from the highest level down. ``banked[i]``: what stopping with ``i`` fifties is
    worth (points, or 1/0 for a goal), given up to ``levels + BEYOND``; above ``levels``
    stopping is taken."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    t = tables(profile)
    roll = np.zeros((SIX + 1, levels + 1))
    value = np.zeros((SIX + 1, levels + 1))
    extended = banked
    for i in range(levels, -1, -1):
        for n in range(1, SIX + 1):
            target = i + t.points[n]
            inside = target <= levels
            after = np.where(
                inside, value[t.nexts[n], np.minimum(target, levels)], extended[target]
            )
            best = np.maximum.reduceat(after, t.starts[n]) if len(after) else after
            roll[n, i] = float(np.dot(t.probs[n], best))
            value[n, i] = max(banked[i], roll[n, i]) if i else roll[n, i]
    return Solution(roll, value)


#: one solve at a time: threads asking at once (the odds panel, keystroke by keystroke)
#: wait for the first one's answer instead of solving the same profile side by side
_SOLVING = _thread.allocate_lock()  # threading.Lock, without importing threading


def solve_points(profile: DixMilleProfile) -> Solution:
    """The most points banked on average, from every state (solved once per profile)."""
    with _SOLVING:
        return _solve_points(profile)


def solve_need(profile: DixMilleProfile, need: int) -> Solution:
    """The best chance to bank at least ``need`` points this turn, from every state."""
    with _SOLVING:
        return _solve_need(profile, need)


@lru_cache(maxsize=8)
def _solve_points(profile: DixMilleProfile) -> Solution:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    levels = CAP // STEP
    banked = np.arange(levels + 1 + BEYOND, dtype=float) * STEP
    solution = _sweep(profile, levels, banked)
    near = levels - BEYOND
    if np.any(solution.roll[1:, near] > banked[near]):
        raise AssertionError("CAP too low: throwing still pays near the cap")
    return solution


@lru_cache(maxsize=64)
def _solve_need(profile: DixMilleProfile, need: int) -> Solution:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    levels = -(-need // STEP)
    banked = np.zeros(levels + 1 + BEYOND)
    banked[levels:] = 1.0
    return _sweep(profile, levels, banked)
