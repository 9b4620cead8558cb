"""Dix mille's turns for the simulated chance to win: a whole turn's outcome drawn from its
exact distribution under a stated play, and the last round's turn thrown die by die.

Two plays (dix-mille.md's turn, :mod:`.dix_mille_turn`'s exact solutions):

- **the most points**: at each throw the keep worth the most on average, then bank or throw on
  as the points solution says (the f2 advice without a need); the exact distribution of what
  such a turn banks (or a blank) is carried forwards level by level (every keep adds points,
  so one pass from 0 points up is exact);
- **a need** of N points: the keep with the best chance to bank at least N this turn, bank as
  soon as N is reached (the f2 advice with a need): the entry threshold of a player who has
  not entered, and the last round's "pass the leader", where N differs from ending to ending,
  so the turn is thrown die by die (:func:`throw_for_need`) with the exact chances to reach
  each need (``reach``).
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import NamedTuple

import numpy as np

from marquoir.games.dix_mille.rules import SIX, STEP, DixMilleProfile, blank_chance

#: the most fifties a turn's chances are followed to (30,000 points: the points solution's cap)
LEVELS = 30_000 // STEP
#: more fifties than one throw can score (six 1s, doubling: 8,000)
BEYOND = 8000 // STEP + 1


class Throws(NamedTuple):
    """For ``n`` dice: each scoring throw's chance (cumulated, for drawing) and its sensible
    keeps, padded to six (``kp`` the fifties kept, ``kn`` the dice thrown next, ``ok`` real)."""

    probs: np.ndarray
    cumulated: np.ndarray
    kp: np.ndarray
    kn: np.ndarray
    ok: np.ndarray


class TurnDraw(NamedTuple):
    """A whole turn's outcomes and their chances: ``banked`` in fifties, -1 for a blank."""

    banked: np.ndarray
    cumulated: np.ndarray

    def draw(self, rng: np.random.Generator, count: int) -> np.ndarray:
        """``count`` turns' outcomes (fifties banked, -1 a blank)."""
        at = np.searchsorted(self.cumulated, rng.random(count), side="right")
        result: np.ndarray = self.banked[np.minimum(at, len(self.banked) - 1)]
        return result

    def chance(self, banked: int) -> float:
        """The chance of the outcome ``banked`` (fifties, -1 a blank)."""
        probs = np.diff(self.cumulated, prepend=0.0)
        return float(probs[self.banked == banked].sum())


class Turns(NamedTuple):
    """A profile's turns as the simulation reads them."""

    throws: tuple[Throws, ...]
    pblank: np.ndarray
    #: ``reach[n, r]``: the best chance, about to throw ``n`` dice, to set aside at least
    #: ``r`` more fifties this turn
    reach: np.ndarray
    points: TurnDraw
    #: the turn of a player who has not entered: played for the entry threshold
    entry: TurnDraw | None


def _throws(profile: DixMilleProfile) -> tuple[Throws, ...]:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.turn import tables

    t = tables(profile)
    none = np.zeros((0, SIX), dtype=np.int64)
    out = [Throws(np.zeros(0), np.zeros(0), none, none, np.zeros((0, SIX), dtype=bool))]
    for n in range(1, SIX + 1):
        count = len(t.probs[n])
        kp = np.zeros((count, SIX), dtype=np.int64)
        kn = np.full((count, SIX), SIX, dtype=np.int64)
        ok = np.zeros((count, SIX), dtype=bool)
        ends = np.append(t.starts[n][1:], len(t.points[n]))
        for j, (start, end) in enumerate(zip(t.starts[n], ends, strict=True)):
            width = end - start
            kp[j, :width] = t.points[n][start:end]
            kn[j, :width] = t.nexts[n][start:end]
            ok[j, :width] = True
        probs = np.asarray(t.probs[n], dtype=float)
        out.append(Throws(probs, np.cumsum(probs), kp, kn, ok))
    return tuple(out)


def _reach(throws: tuple[Throws, ...], top: int) -> np.ndarray:
    """``reach[n, r]`` for ``r`` up to ``top`` (the need played for: the best keep each time)."""
    g = np.zeros((SIX + 1, top + 1))
    g[:, 0] = 1.0
    for r in range(1, top + 1):
        for n in range(1, SIX + 1):
            th = throws[n]
            left = r - th.kp
            value = np.where(left <= 0, 1.0, g[th.kn, np.clip(left, 0, top)])
            best = np.where(th.ok, value, -1.0).max(axis=1)
            g[n, r] = float(np.dot(th.probs, best))
    return g


def _forward(
    throws: tuple[Throws, ...],
    pblank: np.ndarray,
    banks: np.ndarray,
    worth: np.ndarray,
) -> TurnDraw:
    """A turn's exact outcomes under a play: ``banks[n, i]`` whether to bank with ``i``
    fifties aside and ``n`` dice to throw; ``worth[n, i]`` what a keep leading there is worth
    (the best is kept). Chances are carried from 0 fifties up."""
    width = banks.shape[1]
    mass = np.zeros((SIX + 1, width + BEYOND + 1))
    mass[SIX, 0] = 1.0
    banked = np.zeros(width + BEYOND + 1)
    blank = 0.0
    for i in range(width + BEYOND + 1):
        column = mass[:, i]
        if i >= width:
            banked[i] += column.sum()
            continue
        if not column.any():
            if not mass[:, i:].any():
                break
            continue
        for n in range(1, SIX + 1):
            m = column[n]
            if m == 0.0:
                continue
            if i > 0 and banks[n, i]:
                banked[i] += m
                continue
            blank += m * pblank[n]
            th = throws[n]
            to = np.minimum(i + th.kp, width + BEYOND)
            value = np.where(th.ok, worth[th.kn, np.minimum(to, worth.shape[1] - 1)], -np.inf)
            pick = value.argmax(axis=1)
            rows = np.arange(len(pick))
            np.add.at(mass, (th.kn[rows, pick], to[rows, pick]), m * th.probs)
    outcomes = np.flatnonzero(banked > 0.0)
    values = np.concatenate(([-1], outcomes)).astype(np.int64)
    probs = np.concatenate(([blank], banked[outcomes]))
    cumulated = np.cumsum(probs / probs.sum())
    return TurnDraw(values, cumulated)


def _points_draw(
    profile: DixMilleProfile, throws: tuple[Throws, ...], pblank: np.ndarray
) -> TurnDraw:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.turn import solve_points

    solution = solve_points(profile)
    levels = solution.roll.shape[1]
    fifties = np.arange(levels) * STEP
    banks = fifties[None, :] >= solution.roll - 1e-9
    beyond = np.arange(levels, levels + BEYOND + 1) * float(STEP)
    worth = np.concatenate([solution.value, np.broadcast_to(beyond, (SIX + 1, BEYOND + 1))], axis=1)
    return _forward(throws, pblank, banks, worth)


def _need_draw(
    throws: tuple[Throws, ...], pblank: np.ndarray, reach: np.ndarray, need: int
) -> TurnDraw:
    """The turn played for ``need`` fifties, banked as soon as they are reached."""
    banks = np.zeros((SIX + 1, need + 1), dtype=bool)
    banks[:, need:] = True
    levels = np.arange(need + BEYOND + 2)
    left = need - levels
    worth = np.where(left[None, :] <= 0, 1.0, reach[:, np.clip(left, 0, reach.shape[1] - 1)])
    worth = worth + levels[None, :] * 1e-12  # the same chance: more points
    return _forward(throws, pblank, banks, worth)


_BUILDING = threading.Lock()


def turns(profile: DixMilleProfile) -> Turns:
    """The profile's turns (built once, then kept; one thread builds, the others wait)."""
    with _BUILDING:
        return _turns(profile)


@lru_cache(maxsize=8)
def _turns(profile: DixMilleProfile) -> Turns:
    throws = _throws(profile)
    pblank = np.array([1.0] + [float(blank_chance(n)) for n in range(1, SIX + 1)])
    reach = _reach(throws, LEVELS)
    points = _points_draw(profile, throws, pblank)
    entry = None
    if profile.entry:
        entry = _need_draw(throws, pblank, reach, profile.entry // STEP)
    return Turns(throws, pblank, reach, points, entry)


#: a turn thrown die by die ends long before this many throws (a chance below 10⁻³⁰)
MAX_THROWS = 200


def throw_for_need(turns: Turns, rng: np.random.Generator, need: np.ndarray) -> np.ndarray:
    """One turn for each ending, played for ``need`` fifties (at least 1) and banked as soon
    as they are reached: the fifties banked, or -1 for a blank."""
    count = len(need)
    top = turns.reach.shape[1] - 1
    points = np.zeros(count, dtype=np.int64)
    dice = np.full(count, SIX, dtype=np.int64)
    result = np.full(count, -1, dtype=np.int64)
    going = np.ones(count, dtype=bool)
    for _ in range(MAX_THROWS):
        if not going.any():
            return result
        for n in range(1, SIX + 1):
            who = np.flatnonzero(going & (dice == n))
            if not len(who):
                continue
            th = turns.throws[n]
            j = np.searchsorted(th.cumulated, rng.random(len(who)), side="right")
            blank = j >= len(th.probs)
            going[who[blank]] = False
            who, j = who[~blank], j[~blank]
            kp, kn, ok = th.kp[j], th.kn[j], th.ok[j]
            left = need[who, None] - points[who, None] - kp
            chance = np.where(
                left <= 0, 1.0, np.where(left > top, 0.0, turns.reach[kn, np.clip(left, 0, top)])
            )
            value = np.where(ok, chance + kp * 1e-12, -1.0)
            pick = value.argmax(axis=1)
            rows = np.arange(len(who))
            points[who] += kp[rows, pick]
            dice[who] = kn[rows, pick]
            done = points[who] >= need[who]
            result[who[done]] = points[who[done]]
            going[who[done]] = False
    raise AssertionError("a turn did not end")  # never seen: say so loudly
