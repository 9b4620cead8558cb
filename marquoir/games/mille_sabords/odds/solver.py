"""Exact values of a turn model by dynamic programming (value iteration over its finite states).

Two objectives: ``ev`` maximises the expected points of the turn; ``need N`` maximises the
probability that the turn scores at least ``N``. Rerolls can come back to a state already seen
(reroll two monkeys, roll two monkeys), so the values are iterated to their fixed point
(change below 1e-12), which is exact to far more than the 4 significant digits shown.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from marquoir.games.mille_sabords.odds.model import TurnModel, roll_outcomes, sub_multisets
from marquoir.games.mille_sabords.rules.skulls import BUST_SKULLS

TOLERANCE = 1e-12
MAX_ITERATIONS = 10_000


@dataclass
class Transitions:
    """Where every roll of a model leads (objective-independent, built once per model)."""

    #: non-bust results: roll index, probability, next state index
    rows: np.ndarray
    probs: np.ndarray
    cols: np.ndarray
    #: bust results: roll index, probability, points of the bust, and (for the sorceress) the
    #: state the one-skull reroll starts from (-1 when it does not apply)
    bust_rows: np.ndarray
    bust_probs: np.ndarray
    bust_points: np.ndarray
    bust_rescue: np.ndarray
    #: the chance each roll ends the turn
    bust_chance: np.ndarray
    #: what stays on the table when a third skull is rerolled alone: (skull dice, other dice)
    rescue_starts: list[tuple[int, tuple[int, ...]]]
    #: (state, roll) pairs: the rerolls each state allows
    pair_states: np.ndarray
    pair_rolls: np.ndarray
    #: the sorceress's other reroll: (state, roll) pairs that put one skull back in the cup
    skull_states: np.ndarray
    skull_rolls: np.ndarray
    #: each state's points if the player stops there (NaN where stopping is not allowed)
    stop_points: np.ndarray


def transitions(model: TurnModel) -> Transitions:
    rows, probs, cols = [], [], []
    b_rows, b_probs, b_points, b_rescue = [], [], [], []
    starts: list[tuple[int, tuple[int, ...]]] = []
    chance = np.zeros(len(model.rolls))
    for r, (kept, skulls) in enumerate(model.rolls):
        rolled = 8 - skulls - sum(kept)
        for outcome, p in roll_outcomes(rolled):
            s2 = skulls + outcome[0]
            other = tuple(k + o for k, o in zip(kept, outcome[1:], strict=True))
            if model.busts(s2):
                chance[r] += p
                b_rows.append(r)
                b_probs.append(p)
                saved = model.dice(0, kept)
                b_points.append(model.points(model.dice(s2, other), saved))
                third = s2 + model.card_skulls == BUST_SKULLS
                b_rescue.append(len(starts) if third else -1)
                if third:
                    starts.append((s2 - 1, other))
            else:
                rows.append(r)
                probs.append(p)
                cols.append(model.index[(s2, other)])
    pair_states, pair_rolls, skull_states, skull_rolls = [], [], [], []
    least = model.min_reroll()
    stop = np.full(len(model.states), np.nan)
    for i, (skulls, other) in enumerate(model.states):
        dice = model.dice(skulls, other)
        if model.card != "zombie" or not (
            dice.diamonds or dice.gold or dice.monkeys or dice.parrots
        ):
            stop[i] = model.points(dice)
        for kept in sub_multisets(other):
            rerolled = sum(other) - sum(kept)
            roll = model.roll_index.get((kept, skulls))
            if roll is not None and rerolled >= least:
                pair_states.append(i)
                pair_rolls.append(roll)
            if model.card == "sorceress" and skulls >= 1 and rerolled >= 1:
                with_skull = model.roll_index.get((kept, skulls - 1))
                if with_skull is not None:
                    skull_states.append(i)
                    skull_rolls.append(with_skull)
    ints = np.int64
    return Transitions(
        np.array(rows, ints),
        np.array(probs),
        np.array(cols, ints),
        np.array(b_rows, ints),
        np.array(b_probs),
        np.array(b_points, dtype=float),
        np.array(b_rescue, ints),
        chance,
        starts,
        np.array(pair_states, ints),
        np.array(pair_rolls, ints),
        np.array(skull_states, ints),
        np.array(skull_rolls, ints),
        stop,
    )


@dataclass
class Solution:
    """The values of one objective: per state (before each decision) and per roll."""

    objective: str
    need: int | None
    #: sorceress unused (for other cards: the only layer)
    value: np.ndarray
    roll_value: np.ndarray
    #: sorceress spent (for other cards the same arrays as above)
    value_spent: np.ndarray
    roll_value_spent: np.ndarray
    #: the expected objective of a whole turn from the first roll, and the first roll's bust chance
    turn_value: float
    first_roll_bust: float


def reward(points: np.ndarray, need: int | None) -> np.ndarray:
    return points.astype(float) if need is None else (points >= need).astype(float)


def _iterate(
    model: TurnModel,
    t: Transitions,
    stop: np.ndarray,
    bust_value: np.ndarray,
    extra: tuple[np.ndarray, np.ndarray, np.ndarray] | None = None,
) -> tuple[np.ndarray, np.ndarray]:
    """Fixed point of V = max(stop, best roll); ``extra`` adds (states, rolls, values) choices
    whose values are already known (the sorceress's skull rerolls)."""
    n_rolls = len(model.rolls)
    bust_part = np.bincount(t.bust_rows, weights=t.bust_probs * bust_value, minlength=n_rolls)
    base = np.where(np.isnan(stop), -np.inf, stop)
    if extra is not None:
        np.maximum.at(base, extra[0], extra[2][extra[1]])
    value = np.where(np.isinf(base), 0.0, base)
    if model.card == "shipwreck":  # two rolls in all: after the first, one reroll, then stop
        rolls = np.bincount(t.rows, weights=t.probs * value[t.cols], minlength=n_rolls) + bust_part
        new = base.copy()
        np.maximum.at(new, t.pair_states, rolls[t.pair_rolls])
        return new, rolls
    for _ in range(MAX_ITERATIONS):
        rolls = np.bincount(t.rows, weights=t.probs * value[t.cols], minlength=n_rolls) + bust_part
        new = base.copy()
        np.maximum.at(new, t.pair_states, rolls[t.pair_rolls])
        if np.max(np.abs(new - value)) < TOLERANCE:
            value = new
            break
        value = new
    rolls = np.bincount(t.rows, weights=t.probs * value[t.cols], minlength=n_rolls) + bust_part
    return value, rolls


def solve(model: TurnModel, t: Transitions, need: int | None = None) -> Solution:
    stop = reward(np.nan_to_num(t.stop_points, nan=-1e18), need)
    stop[np.isnan(t.stop_points)] = np.nan
    bust = reward(t.bust_points, need)
    value_spent, rolls_spent = _iterate(model, t, stop, bust)
    value, rolls = value_spent, rolls_spent
    if model.card == "sorceress":
        # a third skull may be rerolled alone: a skull again ends the turn
        rescue = bust.copy()
        mask = t.bust_rescue >= 0
        if mask.any():
            starts = [t.rescue_starts[i] for i in t.bust_rescue[mask]]
            rescue[mask] = np.maximum(
                bust[mask], one_skull_reroll(model, starts, bust[mask], value_spent)
            )
        value, rolls = _iterate(
            model, t, stop, rescue, (t.skull_states, t.skull_rolls, rolls_spent)
        )
    turn, first_bust = _first_roll(model, t, value, value_spent, need)
    return Solution(
        "ev" if need is None else "need",
        need,
        value,
        rolls,
        value_spent,
        rolls_spent,
        turn,
        first_bust,
    )


def one_skull_reroll(
    model: TurnModel, starts: list[tuple[int, tuple[int, ...]]], bust: np.ndarray, spent: np.ndarray
) -> np.ndarray:
    """The value of rerolling one skull alone, from what stays on the table (``starts``):
    a skull again is the bust, any other face a state with the sorceress spent."""
    out = bust / 6
    for face in range(5):
        nexts = []
        for skulls, other in starts:
            grown = tuple(c + (1 if f == face else 0) for f, c in enumerate(other))
            nexts.append(model.index[(skulls, grown)])
        out = out + spent[np.array(nexts)] / 6
    return out


def _first_roll(
    model: TurnModel, t: Transitions, value: np.ndarray, spent: np.ndarray, need: int | None
) -> tuple[float, float]:
    """The turn's expected objective from the first roll of 8 dice, and its bust chance."""
    total = busted = 0.0
    for outcome, p in roll_outcomes(8):
        skulls, other = outcome[0], outcome[1:]
        if model.busts(skulls):
            busted += p
            if model.skull_island(skulls):
                total += p * float(reward(np.array([0]), need)[0])  # Skull Island
                continue
            points = model.points(model.dice(skulls, other))
            v = float(reward(np.array([points]), need)[0])
            if model.card == "sorceress" and skulls + model.card_skulls == BUST_SKULLS:
                rerolled = one_skull_reroll(model, [(skulls - 1, other)], np.array([v]), spent)
                v = max(v, float(rerolled[0]))
            total += p * v
        else:
            total += p * float(value[model.index[(skulls, other)]])
    return total, busted
