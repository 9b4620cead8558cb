"""A new version's first chance to win (issue 47) builds every card's turn model: where each
roll leads (``solver.transitions``), worked out with arrays at once, is what a roll-by-roll
walk gives, to the last bit (every roll's every result in the same order, the same chances,
points and states, the same rerolls allowed: the walk below is the one the solver ran
before); the chains another process builds meanwhile are those built here, and the loop
compiled meanwhile is the one the simulation runs."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from marquoir.games.mille_sabords.odds import draws, sim_kernel
from marquoir.games.mille_sabords.odds.draws import PLAIN, build_apart, chain
from marquoir.games.mille_sabords.odds.model import TurnModel, build, roll_outcomes, sub_multisets
from marquoir.games.mille_sabords.odds.sim import compile_loop, seat_chances
from marquoir.games.mille_sabords.odds.solver import transitions
from marquoir.games.mille_sabords.rules import PROFILE_2025
from marquoir.games.mille_sabords.rules.skulls import BUST_SKULLS
from marquoir.odds.stored_arrays import read_arrays

#: cards of each kind: plain, a skull card, the chest, Peace (busts of many points), the
#: Sorceress, the never-bust ones, and the 2025 edition's rerolls
CARDS = [
    ("none", "classic"),
    ("skull2", "classic"),
    ("treasure", "classic"),
    ("peace", "classic"),
    ("sorceress", "classic"),
    ("zombie", "2025"),
    ("shipwreck", "2025"),
    ("pirate", "2025"),
]


def walked(model: TurnModel) -> dict[str, Any]:
    """The transitions' fields as a walk over each roll, then each result, finds them."""
    rows, probs, cols = [], [], []
    b_rows, b_probs, b_points, b_rescue, b_dice, b_saved = [], [], [], [], [], []
    starts: list[tuple[int, tuple[int, ...]]] = []
    chance = np.zeros(len(model.rolls))
    for r, (kept, skulls) in enumerate(model.rolls):
        for outcome, p in roll_outcomes(8 - skulls - sum(kept)):
            s2 = skulls + outcome[0]
            other = tuple(k + o for k, o in zip(kept, outcome[1:], strict=True))
            if model.busts(s2):
                chance[r] += p
                b_rows.append(r)
                b_probs.append(p)
                b_points.append(model.points(model.dice(s2, other), model.dice(0, kept)))
                third = s2 + model.card_skulls == BUST_SKULLS
                b_rescue.append(len(starts) if third else -1)
                if third:
                    starts.append((s2 - 1, other))
                b_dice.append((s2, *other))
                b_saved.append((0, *kept) if model.card == "treasure" else (0,) * 6)
            else:
                rows.append(r)
                probs.append(p)
                cols.append(model.index[(s2, other)])
    pair_states, pair_rolls, skull_states, skull_rolls = [], [], [], []
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
            if roll is not None and rerolled >= model.min_reroll():
                pair_states.append(i)
                pair_rolls.append(roll)
            if model.card == "sorceress" and skulls >= 1 and rerolled >= 1:
                with_skull = model.roll_index.get((kept, skulls - 1))
                if with_skull is not None:
                    skull_states.append(i)
                    skull_rolls.append(with_skull)
    ints = np.int64
    return {
        "rows": np.array(rows, ints),
        "probs": np.array(probs),
        "cols": np.array(cols, ints),
        "bust_rows": np.array(b_rows, ints),
        "bust_probs": np.array(b_probs),
        "bust_points": np.array(b_points, dtype=float),
        "bust_rescue": np.array(b_rescue, ints),
        "bust_chance": chance,
        "rescue_starts": starts,
        "pair_states": np.array(pair_states, ints),
        "pair_rolls": np.array(pair_rolls, ints),
        "skull_states": np.array(skull_states, ints),
        "skull_rolls": np.array(skull_rolls, ints),
        "stop_points": stop,
        "bust_dice": np.array(b_dice, ints).reshape(-1, 6),
        "bust_saved": np.array(b_saved, ints).reshape(-1, 6),
    }


@pytest.mark.parametrize(("card", "edition"), CARDS)
def test_every_roll_leads_where_the_roll_by_roll_walk_finds(card: str, edition: str) -> None:
    model = build(card, edition)
    found = transitions(model)
    expected = walked(model)
    assert [f.name for f in dataclasses.fields(found)] == list(expected)
    for name, want in expected.items():
        got = getattr(found, name)
        if isinstance(want, list):
            assert got == want, name
            continue
        assert got.dtype == want.dtype, name
        assert got.shape == want.shape, name
        assert got.tobytes() == want.tobytes(), name  # the same doubles, NaN for NaN


@pytest.mark.parametrize(("card", "edition"), [c for c in CARDS if c[0] != "sorceress"])
def test_a_turn_s_ends_are_numbered_in_the_order_its_chain_first_meets_them(
    card: str, edition: str
) -> None:
    """A chain's outcomes: those of stopping on each state first, then each bust's in the
    order of the rolls and their results (the simulation draws a turn's end by that order)."""
    walk = walked(build(card, edition))
    turn = chain(card, edition)
    stopped = {int(o) for o in turn.stop_outcome if o >= 0}
    moves = np.repeat(np.arange(len(turn.starts) - 1), np.diff(turn.starts))
    busts = -turn.dest[(turn.dest < 0) & (moves < turn.first)] - 1
    assert len(busts) == len(walk["bust_points"])
    assert turn.points[busts].tolist() == walk["bust_points"].astype(int).tolist()
    assert (turn.kind[busts] == PLAIN).all()
    new = [int(o) for o in busts if int(o) not in stopped]
    first_met = list(dict.fromkeys(new))
    assert first_met == list(range(len(stopped), len(stopped) + len(first_met)))
    for o in first_met:  # each end's dice: those of the first bust that meets it
        k = int(np.flatnonzero(busts == o)[0])
        assert turn.dice[o].tolist() == walk["bust_dice"][k].tolist()
        assert turn.saved[o].tolist() == walk["bust_saved"][k].tolist()


def test_the_chains_another_process_builds_are_those_built_here() -> None:
    """A new version's first start: another process builds the chains the cache folder
    (the test's own) lacks, the last card first; each file it leaves holds the chain this
    process builds, to the last bit."""
    cards = ("skull1", "animals")
    process = build_apart(cards, "2025")
    assert process is not None
    assert build_apart(cards, "2025") is None  # one process for those cards, not two
    assert process.wait(timeout=300) == 0
    for card in cards:
        found = read_arrays(Path(draws._path(card, "2025")), draws.Chain._fields)
        assert found is not None, card
        built = draws._build(card, "2025")
        for field in draws.Chain._fields:
            assert found[field].dtype == built[field].dtype, (card, field)
            assert found[field].tobytes() == built[field].tobytes(), (card, field)


def test_the_loop_compiled_ahead_is_the_one_the_simulation_runs() -> None:
    """While the other process builds the chains, this one compiles the simulation's loop:
    for the very arrays the simulation then hands it (else it would compile twice)."""
    compile_loop(PROFILE_2025)
    seat_chances(PROFILE_2025, 3, endings=200, seed=1)
    assert len(sim_kernel.play_out.signatures) == 1


def test_without_another_process_this_one_builds_the_chains(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No process can be started (no interpreter at hand): the chains are built here, as
    before, and no error reaches the chances."""

    def refused(*args: object, **kwargs: object) -> None:
        raise OSError("no interpreter")

    monkeypatch.setattr(draws.subprocess, "Popen", refused)
    assert build_apart(("gold", "diamond"), "classic") is None
    assert Path(draws._path("gold", "classic")).exists() is False
    assert chain("gold", "classic").first >= 0
