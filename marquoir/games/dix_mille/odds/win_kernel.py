"""The compiled loops of two-player Dix mille's chance to win (``dix_mille_win``), with numba.

Why compiled: the solve visits every pair of totals (10,000 at 5,000 points), each pair's turn
level by level (about 80 levels of 50 points, 6 numbers of dice), and at each state every
throw's sensible keeps (2,357 for 1 to 6 dice): about 4·10⁹ small steps, each a look-up and a
comparison on ragged lists. numpy would need a call per level and number of dice (millions of
calls on small arrays) or temporaries of gigabytes; the compiled loops do it in seconds.

The throws come from ``advice.tables`` (the rules' own reading of every throw), flattened:
for ``n`` dice, throws ``lo[n]`` to ``hi[n]`` (the scoring ones), throw ``j`` has chance
``tp[j]`` and keeps ``ts[j]`` to ``te[j]``; keep ``k`` scores ``kp[k]`` fifties and leaves
``kn[k]`` dice to throw next. ``pblank[n]``: the chance of a blank.

Totals and turn points are counted in fifties. ``W[a, b]``: the chance that the player to
play, at ``a``, wins against the other at ``b``, at the start of the turn (both below the
target ``T``). ``q[r]``: the best chance to bank at least ``r`` fifties in one turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar, cast

import numba
import numpy as np

if TYPE_CHECKING:
    from collections.abc import Callable

F = TypeVar("F", bound="Callable[..., Any]")

#: a turn start's chance settles when one more pass changes it by less than this
TOLERANCE = 1e-10
#: more fifties than one throw can score (six 1s, doubling: 8,000)
BEYOND = 8000 // 50 + 1
#: Newton steps a pair may take before the solve says it did not settle
MAX_STEPS = 200


def _compiled(function: F) -> F:
    return cast("F", numba.njit(cache=True, nogil=True)(function))


@_compiled
def reach_table(
    top: int,
    tp: np.ndarray,
    ts: np.ndarray,
    te: np.ndarray,
    kp: np.ndarray,
    kn: np.ndarray,
    lo: np.ndarray,
    hi: np.ndarray,
) -> np.ndarray:
    """``G[n, r]``: the best chance, about to throw ``n`` dice, to set aside at least ``r``
    more fifties this turn (``G[n, 0] = 1``); ``G[6, r]`` is ``q[r]``."""
    g = np.zeros((7, top + 1))
    g[:, 0] = 1.0
    for r in range(1, top + 1):
        for n in range(1, 7):
            acc = 0.0
            for j in range(lo[n], hi[n]):
                best = 0.0
                for k in range(ts[j], te[j]):
                    left = r - kp[k]
                    v = 1.0 if left <= 0 else g[kn[k], left]
                    if v > best:
                        best = v
                acc += tp[j] * best
            g[n, r] = acc
    return g


@_compiled
def bank_value(
    u: int, a: int, b: int, x: float, target: int, entry: int, w: np.ndarray, q: np.ndarray
) -> tuple[float, float]:
    """What banking to a total of ``u`` is worth to the player who started the turn at ``a``
    (the other at ``b``, a blank worth ``x``), and how it moves with ``x``."""
    if a == 0 and u < entry:  # held at 0 by the entry threshold: as a blank for the totals
        return x, 1.0
    if u < target:
        return 1.0 - w[b, u], 0.0
    need = u - b + 1  # the other's last turn must pass u: the first at the target wins a tie
    if need >= q.shape[0]:
        return 1.0, 0.0
    return 1.0 - q[need], 0.0


@_compiled
def sweep(
    a: int,
    b: int,
    x: float,
    target: int,
    entry: int,
    hard: int,
    w: np.ndarray,
    q: np.ndarray,
    tp: np.ndarray,
    ts: np.ndarray,
    te: np.ndarray,
    kp: np.ndarray,
    kn: np.ndarray,
    lo: np.ndarray,
    hi: np.ndarray,
    pblank: np.ndarray,
    v: np.ndarray,
    s: np.ndarray,
) -> tuple[float, float, int]:
    """One turn of the player at ``a`` (the other at ``b``), a blank worth ``x``: fills
    ``v[t, n]`` (the chance to win about to decide with ``t`` fifties aside and ``n`` dice to
    throw: the better of banking and throwing) and ``s`` (its slope in ``x``), and returns the
    turn start's chance, its slope and the last level ``L`` (from ``L`` on, banking is best:
    ``v[t, n]`` is banking's worth there, up to ``L + BEYOND``).

    From a total ``u`` above the target, throwing is worth at most ``1 - pblank[6]·(1 - x)``,
    banking ``1 - q[u - b + 1]``: once that is more, banking is best at every level above, so
    the turn is solved exactly up to there (and to ``hard`` fifties past the target at most,
    where the other's chance is below 10⁻⁹)."""
    bar = pblank[6] * (1.0 - x)
    cap = target
    while cap < target + hard:
        need = cap - b + 1
        if need >= q.shape[0] or q[need] <= bar:
            break
        cap += 1
    last = cap - a
    for t in range(last, last + BEYOND):
        bank, bank_slope = bank_value(a + t, a, b, x, target, entry, w, q)
        for n in range(1, 7):
            v[t, n] = bank
            s[t, n] = bank_slope
    for t in range(last - 1, -1, -1):
        first = 6
        bank = 0.0
        bank_slope = 0.0
        if t > 0:
            first = 1
            bank, bank_slope = bank_value(a + t, a, b, x, target, entry, w, q)
        for n in range(first, 7):
            acc = 0.0
            slope = 0.0
            for j in range(lo[n], hi[n]):
                best = -1.0
                best_slope = 0.0
                for k in range(ts[j], te[j]):  # the best keep (branch-free: a select)
                    row = t + kp[k]
                    col = kn[k]
                    value = v[row, col]
                    better = value > best
                    best_slope = s[row, col] if better else best_slope
                    best = value if better else best
                acc += tp[j] * best
                slope += tp[j] * best_slope
            roll = acc + pblank[n] * x
            roll_slope = slope + pblank[n]
            if t > 0 and bank >= roll:
                v[t, n] = bank
                s[t, n] = bank_slope
            else:
                v[t, n] = roll
                s[t, n] = roll_slope
    return v[0, 6], s[0, 6], last


@_compiled
def guess(w: np.ndarray, a: int, b: int, target: int) -> float:
    """A first guess of ``w[a, b]`` from the layers above (solved): the plane through the
    three neighbours, or the one neighbour there is."""
    if a + 1 < target and b + 1 < target:
        return min(1.0, max(0.0, float(w[a + 1, b] + w[a, b + 1] - w[a + 1, b + 1])))
    if b + 1 < target:
        return float(w[a, b + 1])
    if a + 1 < target:
        return float(w[a + 1, b])
    return 0.5


@_compiled
def solve_all(
    target: int,
    entry: int,
    hard: int,
    q: np.ndarray,
    tp: np.ndarray,
    ts: np.ndarray,
    te: np.ndarray,
    kp: np.ndarray,
    kn: np.ndarray,
    lo: np.ndarray,
    hi: np.ndarray,
    pblank: np.ndarray,
) -> tuple[np.ndarray, int]:
    """``W`` for every pair of totals below the target, layer by layer from the highest sum
    of the two totals down (banking only raises the sum; a blank hands the same pair to the
    other player). In a layer, the two players' turn starts ``W[a, b]`` and ``W[b, a]`` hang
    on each other through the blank: each is a convex, piecewise linear function of the
    other's, solved by Newton's steps (exact once the best play stops changing) until a pass
    changes neither by more than ``TOLERANCE``. Returns ``W`` and the most steps a pair
    took (``MAX_STEPS + 1`` when one did not settle)."""
    w = np.zeros((target, target))
    v = np.zeros((target + hard + BEYOND + 2, 7))
    s = np.zeros_like(v)
    most = 0
    for total in range(2 * target - 2, -1, -1):
        for a in range(max(0, total - target + 1), total // 2 + 1):
            b = total - a
            wa = guess(w, a, b, target)
            wb = wa if a == b else guess(w, b, a, target)
            steps = 0
            while True:
                steps += 1
                if steps > MAX_STEPS:
                    return w, MAX_STEPS + 1
                xa = 1.0 - wb
                fa, sa, _ = sweep(a, b, xa, target, entry, hard, w, q, tp, ts, te, kp, kn, lo,
                                  hi, pblank, v, s)  # fmt: skip
                if a == b:
                    if abs(fa - wa) < TOLERANCE:
                        wa = fa
                        wb = fa
                        break
                    wa = (fa + sa * (1.0 - xa)) / (1.0 + sa)
                    wb = wa
                    continue
                xb = 1.0 - wa
                fb, sb, _ = sweep(b, a, xb, target, entry, hard, w, q, tp, ts, te, kp, kn, lo,
                                  hi, pblank, v, s)  # fmt: skip
                if abs(fa - wa) < TOLERANCE and abs(fb - wb) < TOLERANCE:
                    wa = fa
                    wb = fb
                    break
                ca = fa + sa * (1.0 - xa)
                cb = fb + sb * (1.0 - xb)
                wa = (ca - sa * cb) / (1.0 - sa * sb)
                wb = cb - sb * wa
            w[a, b] = wa
            w[b, a] = wb
            most = max(most, steps)
    return w, most
