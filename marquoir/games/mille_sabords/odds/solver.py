"""Exact values of a turn model by dynamic programming (value iteration over its finite states).

Two objectives: ``ev`` maximises the expected points of the turn; ``need N`` maximises the
probability that the turn scores at least ``N``. Rerolls can come back to a state already seen
(reroll two monkeys, roll two monkeys), so the values are iterated to their fixed point
(change below 1e-12), which is exact to far more than the 4 significant digits shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product

import numpy as np

from marquoir.games.mille_sabords.odds.model import (
    OTHER_FACES,
    TurnModel,
    build,
    roll_outcomes,
)
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
    #: each bust's final dice (skulls first, as ``Dice``) and the dice it saved (the kept
    #: ones: Treasure Island's chest; none for another card)
    bust_dice: np.ndarray
    bust_saved: np.ndarray


def transitions(model: TurnModel) -> Transitions:
    """Where every roll of ``model`` leads, and the rerolls each state allows: every roll's
    results worked out at once as arrays, in the order of the rolls, then of each roll's
    :func:`roll_outcomes` (each set of final dice scored once)."""
    results = _roll_results(model)
    bust = results.bust
    bust_rows, bust_probs = results.rows[bust], results.probs[bust]
    # a third skull (the Sorceress may reroll it alone): what stays on the table
    third = results.skulls[bust] + model.card_skulls == BUST_SKULLS
    rescue = np.where(third, np.cumsum(third) - 1, -1)
    starts = [
        (skulls - 1, tuple(other))
        for skulls, other in zip(
            results.skulls[bust][third].tolist(), results.other[bust][third].tolist(), strict=True
        )
    ]
    pair_states, pair_rolls, skull_states, skull_rolls = _rerolls(model)
    return Transitions(
        results.rows[~bust],
        results.probs[~bust],
        results.states,
        bust_rows,
        bust_probs,
        _bust_points(model, results),
        rescue,
        np.bincount(bust_rows, weights=bust_probs, minlength=len(model.rolls)).astype(float),
        starts,
        pair_states,
        pair_rolls,
        skull_states,
        skull_rolls,
        _stop_points(model),
        np.column_stack((results.skulls[bust], results.other[bust])),
        _saved(model, results.kept[bust]),
    )


def _saved(model: TurnModel, kept: np.ndarray) -> np.ndarray:
    """The dice saved by results that kept ``kept`` (Treasure Island's chest: the dice
    kept, no skull; none for another card)."""
    saved = np.zeros((len(kept), OTHER_FACES + 1), dtype=np.int64)
    if model.card == "treasure":
        saved[:, 1:] = kept
    return saved


@lru_cache(maxsize=2)
def card_transitions(card: str, edition: str) -> Transitions:
    """:func:`transitions` of ``card``'s model under ``edition``'s reroll rule, kept for the
    next question (a card's solution, then its chain, ask one after the other); read-only."""
    found = transitions(build(card, edition))
    for value in vars(found).values():
        if isinstance(value, np.ndarray):
            value.setflags(write=False)
    return found


#: a set of dice (skulls first, then the other faces) as one number: each count is at most
#: 8, so its digits in base 9
_DIGITS = 9 ** np.arange(OTHER_FACES, -1, -1)


def _codes(skulls: np.ndarray, other: np.ndarray) -> np.ndarray:
    """Each set of dice's number (:data:`_DIGITS`)."""
    return np.asarray(skulls * _DIGITS[0] + other @ _DIGITS[1:], dtype=np.int64)


@dataclass
class _Results:
    """Every result of every roll, one after the other: its roll, its chance, the dice kept
    for it, the skull dice and the other dice it leaves, whether it ends the turn, and (for
    those that do not) the state it leads to."""

    rows: np.ndarray
    probs: np.ndarray
    kept: np.ndarray
    skulls: np.ndarray
    other: np.ndarray
    bust: np.ndarray
    states: np.ndarray


def _roll_results(model: TurnModel) -> _Results:
    """Every result of every roll of ``model`` (:class:`_Results`)."""
    count = len(model.rolls)
    kept = np.array([k for k, _ in model.rolls], dtype=np.int64).reshape(count, OTHER_FACES)
    skulls = np.array([s for _, s in model.rolls], dtype=np.int64)
    rolled = 8 - skulls - kept.sum(axis=1)
    # the results of rolling 0 to 8 dice, one table after the other
    tables = [roll_outcomes(dice) for dice in range(9)]
    faces = np.array([c for table in tables for c, _ in table], dtype=np.int64)
    chances = np.array([p for table in tables for _, p in table])
    sizes = np.array([len(table) for table in tables])
    table_start = np.cumsum(sizes) - sizes
    each = sizes[rolled]
    rows = np.repeat(np.arange(count), each)
    within = np.arange(int(each.sum())) - np.repeat(np.cumsum(each) - each, each)
    result = table_start[rolled][rows] + within
    kept_by_result = kept[rows]
    skulls_after = skulls[rows] + faces[result, 0]
    other = kept_by_result + faces[result, 1:]
    bust = np.array([model.busts(s) for s in range(9)])[skulls_after]
    state_of = np.full(9 ** (OTHER_FACES + 1), -1, dtype=np.int64)
    every_state = np.array([(s, *o) for s, o in model.states], dtype=np.int64)
    state_of[_codes(every_state[:, 0], every_state[:, 1:])] = np.arange(len(model.states))
    states = state_of[_codes(skulls_after[~bust], other[~bust])]
    if (states < 0).any():
        raise AssertionError("a roll leads to no state of the turn model")
    return _Results(rows, chances[result], kept_by_result, skulls_after, other, bust, states)


def _bust_points(model: TurnModel, results: _Results) -> np.ndarray:
    """The points of each result that ends the turn (the dice kept are Treasure Island's
    chest), each set of final dice and chest scored once."""
    bust = results.bust
    skulls, other, kept = results.skulls[bust], results.other[bust], results.kept[bust]
    chest = kept if model.card == "treasure" else np.zeros_like(kept)
    keys = np.column_stack((_codes(skulls, other), _codes(np.zeros_like(skulls), chest)))
    _, first, inverse = np.unique(keys, axis=0, return_index=True, return_inverse=True)
    points = [
        model.points(
            model.dice(int(skulls[i]), tuple(int(n) for n in other[i])),
            model.dice(0, tuple(int(n) for n in kept[i])),
        )
        for i in first
    ]
    return np.array(points, dtype=float)[inverse.reshape(-1)]


def _rerolls(model: TurnModel) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The (state, roll) pairs of the rerolls each state allows, and (the Sorceress) of
    those that put one skull back in the cup: each state's in the order of
    :func:`sub_multisets`."""
    # every set of kept dice, in sub_multisets' order (the first face slowest)
    every_kept = _kept_sets(8)
    kept = np.array(every_kept, dtype=np.int64)
    kept_at = {k: i for i, k in enumerate(every_kept)}
    roll_of = np.full((9, len(kept)), -1, dtype=np.int64)
    for r, (roll_kept, roll_skulls) in enumerate(model.rolls):
        roll_of[roll_skulls, kept_at[roll_kept]] = r
    skulls = np.array([s for s, _ in model.states], dtype=np.int64)
    other = np.array([o for _, o in model.states], dtype=np.int64).reshape(-1, OTHER_FACES)
    # the sets of kept dice each state holds: a state's row, in sub_multisets' order
    fits = kept[None, :, 0] <= other[:, 0, None]
    for face in range(1, OTHER_FACES):
        fits &= kept[None, :, face] <= other[:, face, None]
    state, which = np.nonzero(fits)
    state_skulls = skulls[state]
    rerolled = 8 - state_skulls - kept[which].sum(axis=1)
    roll = roll_of[state_skulls, which]
    allowed = (roll >= 0) & (rerolled >= model.min_reroll())
    pair_states, pair_rolls = state[allowed], roll[allowed]
    if model.card != "sorceress":
        none = np.zeros(0, dtype=np.int64)
        return pair_states, pair_rolls, none, none
    with_skull = np.where(state_skulls >= 1, roll_of[np.maximum(state_skulls - 1, 0), which], -1)
    back = (state_skulls >= 1) & (rerolled >= 1) & (with_skull >= 0)
    return pair_states, pair_rolls, state[back], with_skull[back]


@cache
def _kept_sets(dice: int) -> list[tuple[int, ...]]:
    """Every set of at most ``dice`` dice on the five other faces, first face slowest (the
    order :func:`sub_multisets` lists a set's own)."""
    return [k for k in product(range(dice + 1), repeat=OTHER_FACES) if sum(k) <= dice]


def _stop_points(model: TurnModel) -> np.ndarray:
    """Each state's points if the player stops there (NaN where stopping is not allowed:
    Zombie Attack with other faces than sabres on the table)."""
    stop = np.full(len(model.states), np.nan)
    for i, (skulls, other) in enumerate(model.states):
        dice = model.dice(skulls, other)
        if model.card != "zombie" or not (
            dice.diamonds or dice.gold or dice.monkeys or dice.parrots
        ):
            stop[i] = model.points(dice)
    return stop


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
