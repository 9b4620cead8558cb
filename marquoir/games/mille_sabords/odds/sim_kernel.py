"""The compiled loop of Mille Sabords' simulated chance to win (``mille_sabords_sim``), with
numba.

Why compiled: an update plays 20,000 endings of some sixty turns each, and in the last round
each turn is rolled roll by roll (stop as soon as the leader is passed). numpy plays them all
at once, a turn at a time, but every turn is some thirty array operations over the endings,
and the last round's rolls a loop of searches in the whole pack of chains (780,000 numbers):
about 300 ms an update, over the issue's 200. Compiled, each ending is played on its own, a
turn and a roll at a time, with no array built on the way.

The chains are :class:`~marquoir.games.mille_sabords.odds.draws.Pack`'s, passed field by field: a
card's whole turn under the advice is an outcome drawn from ``turn`` (cumulated chances plus
the card's index) between ``outcomes[card]`` and ``outcomes[card + 1]``; a turn rolled roll by
roll (for a need in the last round, or played on from a move) starts at the card's ``first``
move, or the move given, and follows ``cumulated``/``dest`` and ``stop_value`` or ``ev_move``.
The random numbers are numba's own generator, seeded from the caller's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, cast

import numba
import numpy as np

from marquoir.games.mille_sabords.odds.draws import ISLAND, MAGIC, ZOMBIE_LOST

if TYPE_CHECKING:
    from collections.abc import Callable

F = TypeVar("F", bound="Callable[..., Any]")

#: the phases' codes: playing, the last round, sudden death
PLAYING_CODE, LAST_CODE, SUDDEN_CODE = 0, 1, 2
#: how the endings went: all over; one took more turns than allowed; a turn never ended
DONE, TOO_LONG, ROLLS_ENDLESS = 0, 1, 2


def _compiled(function: F) -> F:
    return cast("F", numba.njit(cache=True, nogil=True)(function))


@_compiled
def _search(values: np.ndarray, key: float, lo: int, hi: int) -> int:
    """The first index in ``lo``..``hi - 1`` whose value exceeds ``key`` (numpy's
    ``searchsorted(side="right")``), kept within the range."""
    first, last = lo, hi
    while first < last:
        mid = (first + last) // 2
        if values[mid] <= key:
            first = mid + 1
        else:
            last = mid
    return min(max(first, lo), hi - 1)


@_compiled
def _rolled_from(
    move: int,
    need: float,
    chains: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    ev_move: np.ndarray,
    max_rolls: int,
) -> int:
    """A turn rolled roll by roll from ``move`` on: for the most points (``ev_move``) when
    ``need`` is NaN, else stop as soon as the points reach ``need`` (the best reroll until
    then); its outcome (-1: it did not end)."""
    cumulated, starts, dest, stop_value, stop_outcome, reroll_move = chains
    for _ in range(max_rolls):
        at = _search(cumulated, move + np.random.random(), starts[move], starts[move + 1])
        to = dest[at]
        if to < 0:
            return int(-to - 1)
        if np.isnan(need):
            move = ev_move[to]
            if move < 0:
                return int(stop_outcome[to])
            continue
        reroll = reroll_move[to]
        if stop_value[to] >= need or reroll < 0:
            return int(stop_outcome[to])
        move = reroll
    return -1


@_compiled
def play_out(
    pile0: np.ndarray,
    totals0: np.ndarray,
    phase0: np.ndarray,
    seat0: np.ndarray,
    to_play0: np.ndarray,
    opening0: np.ndarray,
    endings: int,
    full_counts: np.ndarray,
    turn: np.ndarray,
    outcomes: np.ndarray,
    points: np.ndarray,
    kind: np.ndarray,
    skulls: np.ndarray,
    chains: tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray],
    first: np.ndarray,
    ev_move: np.ndarray,
    max_rolls: int,
    target: int,
    floor: bool,
    pirate: int,
    island_cost: int,
    share: int,
    max_turns: int,
    seed: int,
) -> tuple[np.ndarray, int]:
    """``endings`` endings from each start (row ``i`` of the ``…0`` arrays), one after the
    other: who wins each (a boolean per player), and :data:`DONE`, or why not
    (:data:`TOO_LONG`, :data:`ROLLS_ENDLESS`). A start whose ``opening0`` row is ``(card,
    move)`` with ``card >= 0`` is in the middle of a turn: the player to play holds that card
    (already taken from the pile) and plays on from ``move`` (a move of the pack, rolled, then
    the turn played on; or ``-(outcome + 1)``, the turn ended so)."""
    np.random.seed(seed)
    count, players = totals0.shape
    cards = pile0.shape[1]
    won = np.zeros((count * endings, players), dtype=np.bool_)
    pile = np.empty(cards, dtype=np.int64)
    totals = np.empty(players, dtype=np.int64)
    waiting = np.empty(players, dtype=np.bool_)
    for row in range(count * endings):
        start = row // endings
        pile[:] = pile0[start]
        totals[:] = totals0[start]
        waiting[:] = to_play0[start]
        phase, seat = phase0[start], seat0[start]
        ended = False
        opening = opening0[start, 0] >= 0
        for _ in range(max_turns):
            s = seat
            move = first[0]
            if opening:
                pick, move = opening0[start, 0], opening0[start, 1]
            else:
                # the card: drawn from the pile as it stands, the discards reshuffled when out
                left = 0
                for c in range(cards):
                    left += pile[c]
                x = np.random.random() * left
                pick, cum = 0, 0
                for c in range(cards):
                    cum += pile[c]
                    if cum <= x:
                        pick = c + 1
                pile[pick] -= 1
                if left == 1:
                    pile[:] = full_counts
                move = first[pick]
            # the turn: the card's outcomes
            need = np.nan
            if phase == LAST_CODE:
                best = -(2**62)
                for p in range(players):
                    if p != s and totals[p] > best:
                        best = totals[p]
                need = float(best - totals[s] + 1)
            if opening and move < 0:
                o = -move - 1
            elif opening or phase == LAST_CODE:
                o = _rolled_from(move, need, chains, ev_move, max_rolls)
                if o < 0:
                    return won, ROLLS_ENDLESS
            else:
                o = _search(turn, pick + np.random.random(), outcomes[pick], outcomes[pick + 1])
            opening = False
            k = kind[o]
            gain = 0
            if k == ISLAND:
                cost = 2 * island_cost if pick == pirate else island_cost
                gain = -cost * skulls[o]
            elif k == ZOMBIE_LOST:
                gain = share
            any_at = False
            for p in range(players):
                totals[p] += points[o] if p == s else gain
                if floor and totals[p] < 0:
                    totals[p] = 0
                if totals[p] >= target:
                    any_at = True
            # the end of the game (RULES.md), after the turn of ``s``
            if k == MAGIC:
                won[row, s] = True
                ended = True
                break
            now = phase
            if phase == PLAYING_CODE and any_at:
                now = LAST_CODE
                for p in range(players):
                    waiting[p] = totals[p] < target
            if phase == LAST_CODE:
                waiting[s] = False
            if phase == SUDDEN_CODE and any_at:
                _highest(totals, target, won, row)
                ended = True
                break
            if now == LAST_CODE:
                still = False
                for p in range(players):
                    still = still or waiting[p]
                if not still:
                    if any_at:
                        _highest(totals, -(2**62), won, row)
                        ended = True
                        break
                    now = SUDDEN_CODE
            phase = now
            # who plays next: in the last round the next seat it still waits for
            seat = (s + 1) % players
            if now == LAST_CODE:
                for step in range(1, players + 1):
                    if waiting[(s + step) % players]:
                        seat = (s + step) % players
                        break
        if not ended:
            return won, TOO_LONG
    return won, DONE


@_compiled
def _highest(totals: np.ndarray, floor: int, won: np.ndarray, row: int) -> None:
    """The players at ``floor`` or more with the highest total win ``row``."""
    best = -(2**62)
    for p in range(totals.shape[0]):
        if totals[p] >= floor and totals[p] > best:
            best = totals[p]
    for p in range(totals.shape[0]):
        won[row, p] = totals[p] >= floor and totals[p] == best
