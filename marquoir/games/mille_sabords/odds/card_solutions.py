"""Each card's solved turn model (Mille Sabords), kept in memory and as a table in the user's
cache folder: the advice for the dice on the table reads it (:mod:`.advice`), and so does the
simulated chance to win (:mod:`.mille_sabords_draws`). numpy solves a model the first time
(:mod:`.solver`); a warm read uses the standard library only."""

from __future__ import annotations

import os
from contextlib import suppress
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.mille_sabords.odds.model import MODEL_VERSION, TurnModel, build
from marquoir.odds import stored

if TYPE_CHECKING:
    from collections.abc import Sequence


class Values(NamedTuple):
    """One objective's solution as the advice reads it (``solver.Solution``'s figures): per
    state (before each decision) and per roll, the sorceress unused and spent (for the other
    cards the same figures twice), and the whole turn's."""

    value: Sequence[float]
    roll_value: Sequence[float]
    value_spent: Sequence[float]
    roll_value_spent: Sequence[float]
    turn_value: float
    first_roll_bust: float


class Solved(NamedTuple):
    model: TurnModel
    bust_chance: Sequence[float]
    solution: Values


cache_dir = stored.cache_dir


def _cache_file(card: str, edition: str, need: int | None) -> str:
    goal = "ev" if need is None else f"need{need}"
    return os.path.join(cache_dir(), f"model{MODEL_VERSION}-{card}-{edition}-{goal}.table")


def _values(arrays: Sequence[Sequence[float]], model: TurnModel) -> Solved | None:
    """The solution of a table's arrays, if they are this model's (else None: solve again)."""
    if len(arrays) != 6:
        return None
    value, roll_value, value_spent, roll_value_spent, chance, whole = arrays
    states, rolls = len(model.states), len(model.rolls)
    if (len(value), len(value_spent), len(whole)) != (states, states, 2) or any(
        len(a) != rolls for a in (roll_value, roll_value_spent, chance)
    ):
        return None
    values = Values(value, roll_value, value_spent, roll_value_spent, whole[0], whole[1])
    return Solved(model, chance, values)


def _solve(model: TurnModel, need: int | None) -> bytes:
    """Solve the model with numpy (the cold path): the solution as a table's bytes."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.mille_sabords.odds.solver import card_transitions, solve

    t = card_transitions(model.card, model.profile.edition)
    solution = solve(model, t, need)
    whole = np.array([solution.turn_value, solution.first_roll_bust])
    arrays = (
        solution.value,
        solution.roll_value,
        solution.value_spent,
        solution.roll_value_spent,
        t.bust_chance,
        whole,
    )
    return stored.encode([np.asarray(a, dtype=float).astype("<f8").tobytes() for a in arrays])


@lru_cache(maxsize=64)
def solved(card: str, edition: str, need: int | None = None, use_disk: bool = True) -> Solved:
    """The solved model of ``card`` under ``edition``'s reroll rule for one objective. Once
    solved (numpy), the solution is kept as a table in the cache folder, and a query after
    that reads the table with the standard library: numpy is not imported."""
    model = build(card, edition)
    path = _cache_file(card, edition, need) if use_disk else None
    if path is not None:
        arrays = stored.read(path)
        found = _values(arrays, model) if arrays is not None else None
        if found is not None:
            return found  # a damaged or foreign file reads as missing: solve again
    data = _solve(model, need)
    if path is not None:
        with suppress(OSError):  # no cache folder: still correct, only slower next time
            stored.write(path, data)
    arrays = stored.decode(data)  # the answer is the table's, cold or warm
    assert arrays is not None
    found = _values(arrays, model)
    assert found is not None
    return found
