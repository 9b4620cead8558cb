"""Dix mille, exactly: the chance of a blank with 1 to 6 dice, the expected points of a whole
turn under optimal play, and the advice for a throw just rolled (dix-mille.md, "The
blank-roll risk").

The turn is a graph without cycles: every throw that scores adds at least 50 points, so the
value of "about to throw n dice with t points set aside" depends only on states with more
points. It is solved exactly level by level, from the highest turn points down (value
iteration that converges in one sweep), with numpy; above :data:`CAP` points banking is
optimal (checked when solving). Two goals: the most points banked on average, and the best
chance to bank at least N this turn.
"""

from __future__ import annotations

import threading
from collections import Counter
from functools import lru_cache
from typing import NamedTuple

from marquoir.odds.dix_mille_stored import need_grid, points_grid
from marquoir.records import DixAdvice, DixOption, Keep
from marquoir.rules import RulesError
from marquoir.rules.dix_mille import (
    SIX,
    STEP,
    DixMilleProfile,
    GameState,
    Reading,
    ThrowRefused,
    blank_chance,
    count_throws,
    parse_group,
    throws_of,
)

TYPE_CHECKING = False  # numpy solves (the first time); the advice reads the tables
if TYPE_CHECKING:
    import numpy as np

#: above this many turn points, banking is always best (``solve`` checks it)
CAP = 30_000


@lru_cache(maxsize=8192)
def keeps(throw: tuple[int, ...], profile: DixMilleProfile) -> tuple[Keep, ...]:
    """The sensible ways to set dice aside from ``throw``: for each number of dice kept, the
    most points (more points with the same dice left is never worse), best first."""
    from marquoir.rules.dix_mille import read_group

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
_SOLVING = threading.Lock()


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
    import numpy as np

    levels = -(-need // STEP)
    banked = np.zeros(levels + 1 + BEYOND)
    banked[levels:] = 1.0
    return _sweep(profile, levels, banked)


def advise(
    roll: str, turn_points: int, profile: DixMilleProfile, need: int | None = None
) -> DixAdvice:
    """Every sensible way to play ``roll`` (the dice just thrown) with ``turn_points`` set
    aside before it: the dice to keep, bank or throw on, the blank risk of the next throw, the
    expected points and (with ``need``) the chance to bank at least N this turn."""
    try:
        faces = parse_group(roll)
    except RulesError as error:
        raise ThrowRefused(0, error) from None
    if turn_points < 0 or turn_points % STEP:
        raise RulesError("dix.points_step", "points", given=turn_points)
    if need is not None and need <= 0:
        raise RulesError("dix.points_step", "need", given=need)
    count_throws((), True, profile)  # the profile is whole
    throw = tuple(sorted(faces))
    options = []
    solved = points_grid(profile)  # the numpy solution's figures, read from its table
    levels = solved.width - 1
    goal = need_grid(profile, need) if need is not None else None
    for keep in keeps(throw, profile):
        after = turn_points + keep.points
        i = after // STEP
        bank_ev = float(after)
        roll_ev = float(solved.at(keep.next_dice, i)) if i <= levels else float(after)
        chance = None
        if goal is not None and need is not None:
            top = goal.width - 1
            chance = 1.0 if after >= need else float(goal.at(keep.next_dice, min(i, top)))
        action = "roll" if roll_ev > bank_ev + 1e-9 else "bank"
        if goal is not None and chance is not None and after < (need or 0):
            action = "roll"
        blank = float(blank_chance(keep.next_dice))
        options.append(DixOption(keep, action, blank, bank_ev, roll_ev, chance))

    def rank(o: DixOption) -> tuple[float, float]:
        best_ev = max(o.bank_ev, o.roll_ev)
        return (-(o.need if o.need is not None else 0.0), -best_ev)

    options.sort(key=rank)
    return DixAdvice(roll, turn_points, need, tuple(options), not options)


def turn_ev(profile: DixMilleProfile) -> float:
    """The expected points of a whole turn under optimal play (six dice, nothing aside)."""
    return float(points_grid(profile).at(SIX, 0))


def odds_table(profile: DixMilleProfile) -> dict[str, object]:
    """The game's odds (``marquoir.table.odds``): the exact chance of a blank with 1 to 6 dice
    (fractions) and the expected points of a whole turn under optimal play."""
    return {"blank": {n: blank_chance(n) for n in range(1, 7)}, "turn_ev": turn_ev(profile)}


def advise_position(
    profile: DixMilleProfile, roll: str, turn_points: int = 0, need: int | None = None
) -> DixAdvice:
    """The advice for a position (``marquoir.table.advise``): see :func:`advise`."""
    return advise(roll, turn_points, profile, need)


def win_chances(state: GameState) -> tuple[float, ...]:
    """Each player's chance to win now, both playing to win (``marquoir.table.win_chances``):
    two players only (``dix_mille_win``)."""
    from marquoir.odds.dix_mille_win import game_chances

    return game_chances(state)


def seat_chances(profile: DixMilleProfile, players: int) -> tuple[float, ...]:
    """Each seat's chance at the start of a game (``marquoir.table.win_chances``)."""
    from marquoir.odds.dix_mille_win import check_players, seat_chances

    check_players(players)
    return seat_chances(profile)
