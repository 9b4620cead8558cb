"""The solved models kept as tables (``marquoir.odds.stored``), read with the standard library
(issue 24): every figure a warm query reads is the numpy solution's own double, for Mille
Sabords and Dix mille; a warm ``marquoir odds`` imports no numpy; a damaged table is solved
again, never read. The cache folder is the test's own (``tests/conftest.py``)."""

from __future__ import annotations

import math
import os
import random
import struct
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from marquoir.games.dix_mille.odds import advice as dix_mille
from marquoir.games.dix_mille.odds import stored as dix_mille_stored
from marquoir.games.dix_mille.rules import make_profile as dix_profile
from marquoir.games.mille_sabords.odds.advice import advise, odds_table, solved
from marquoir.games.mille_sabords.odds.card_solutions import _cache_file
from marquoir.games.mille_sabords.odds.model import build
from marquoir.games.mille_sabords.odds.solver import solve, transitions
from marquoir.games.mille_sabords.rules import CARDS, make_profile
from marquoir.odds import stored
from marquoir.rules import RulesError


def bits(values: Sequence[float]) -> list[bytes]:
    """Each double's bytes (NaN equal to NaN, -0.0 apart from 0.0)."""
    return [struct.pack("<d", float(v)) for v in values]


def fresh() -> None:
    solved.cache_clear()
    dix_mille_stored.points_grid.cache_clear()
    dix_mille_stored.need_grid.cache_clear()


def test_a_table_reads_back_the_same_doubles() -> None:
    arrays = [[0.0, -0.0, 1 / 3, math.nan, math.inf, 1e-300], [], [2.5]]
    back = stored.decode(stored.encode(arrays))
    assert back is not None and [bits(a) for a in back] == [bits(a) for a in arrays]


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[:-1],  # cut short
        lambda data: data + b"\x00",  # longer than its header says
        lambda data: b"MQODDS\x00\x02" + data[8:],  # another version of the format
        lambda data: b"",
        lambda data: b"PK\x03\x04 an npz",
    ],
)
def test_a_damaged_table_reads_as_missing(damage: object) -> None:
    data = stored.encode([[1.0, 2.0], [3.0]])
    assert stored.decode(damage(data)) is None  # type: ignore[operator]


MILLE = [
    ("none", "classic", None),
    ("sorceress", "classic", None),
    ("sorceress", "classic", 1000),
    ("treasure", "2025", None),
    ("zombie", "2025", None),
    ("shipwreck", "2025", 800),
    ("pirate", "classic", 2000),
]


@pytest.mark.parametrize(("card", "edition", "need"), MILLE)
def test_every_figure_of_the_table_is_the_numpy_solutions(
    card: str, edition: str, need: int | None
) -> None:
    model = build(card, edition)
    t = transitions(model)
    numpy_solution = solve(model, t, need)
    fresh()
    solved(card, edition, need)  # cold: solved by numpy, the table written
    assert os.path.exists(_cache_file(card, edition, need))
    fresh()
    warm = solved(card, edition, need)  # read back, no numpy
    assert isinstance(warm.bust_chance, memoryview)
    sol = warm.solution
    for ours, theirs in (
        (sol.value, numpy_solution.value),
        (sol.roll_value, numpy_solution.roll_value),
        (sol.value_spent, numpy_solution.value_spent),
        (sol.roll_value_spent, numpy_solution.roll_value_spent),
        (warm.bust_chance, t.bust_chance),
    ):
        assert bits(ours) == bits(theirs)
    assert bits([sol.turn_value, sol.first_roll_bust]) == bits(
        [numpy_solution.turn_value, numpy_solution.first_roll_bust]
    )


def answers(seed: int) -> list[object]:
    rnd = random.Random(seed)
    out: list[object] = []
    for edition in ("classic", "2025"):
        profile = make_profile(edition)
        out.append([(r.card, repr(r.ev), repr(r.first_roll_bust)) for r in odds_table(profile)])
        for card in ("none", "sorceress", "treasure", "zombie", "shipwreck", "skull2"):
            if CARDS[card].edition != "classic" and edition == "classic":
                continue
            for _ in range(60):
                dice = "".join(rnd.choice("xdgmps") for _ in range(8))
                need = rnd.choice((None, 1000))
                try:
                    a = advise(card, dice, profile, need, rnd.random() < 0.3, rnd.choice((0, 1)))
                except RulesError as error:
                    out.append(str(error))
                    continue
                out.append(repr(a))  # every figure, NaN included, to its last digit
    return out


def test_the_advice_read_from_the_tables_is_the_advice_just_solved() -> None:
    fresh()
    cold = answers(2026)  # each model solved by numpy in this process, its table written
    fresh()
    warm = answers(2026)  # every table read back
    assert cold == warm and len(cold) > 500


def test_dix_mille_tables_hold_the_numpy_solutions() -> None:
    for variants in ({}, {"three_pairs": 750, "multiples": "fixed"}):
        profile = dix_profile(**variants)
        for need in (None, 350, 2000):
            fresh()
            theirs = (
                dix_mille.solve_points(profile)
                if need is None
                else dix_mille.solve_need(profile, need)
            )
            cold = dix_mille_stored._grid(profile, need)
            fresh()
            warm = dix_mille_stored._grid(profile, need)
            assert isinstance(warm.cells, memoryview)
            flat = [theirs.roll[n, i] for n in range(7) for i in range(theirs.roll.shape[1])]
            assert bits(warm.cells) == bits(flat) == bits(cold.cells)


def test_dix_mille_advice_warm_is_the_advice_cold() -> None:
    def advices() -> list[str]:
        rnd = random.Random(11)
        out = []
        profile = dix_profile(straight=2500)
        for _ in range(300):
            roll = "".join(rnd.choice("123456") for _ in range(rnd.randint(1, 6)))
            points = rnd.choice((0, 50, 1000, 29950, 30000, 45000))
            out.append(repr(dix_mille.advise(roll, points, profile, rnd.choice((None, 1500)))))
        return out + [repr(dix_mille.turn_ev(profile))]

    fresh()
    cold = advices()
    fresh()
    assert advices() == cold


def run(*args: str) -> subprocess.CompletedProcess[str]:
    code = (
        "import sys\n"
        "from marquoir.cli import main\n"
        f"status = main({list(args)!r})\n"
        "print('numpy' in sys.modules, 'marquoir.games.mille_sabords.odds.solver' in sys.modules)\n"
        "sys.exit(status)"
    )
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=os.environ
    )


@pytest.mark.parametrize(
    "args",
    [
        ("odds", "xxggggds", "--card", "pirate"),
        ("--lang", "fr", "odds", "xxxdgmmm", "--card", "sorceress", "--need", "500"),
        ("odds", "--game", "dix-mille", "--roll", "115236", "--need", "1000"),
        ("odds", "--game", "dix-mille", "--table", "--json"),
    ],
)
def test_a_warm_odds_query_imports_no_numpy(args: tuple[str, ...]) -> None:
    cold = run(*args)  # solves, writes the tables in the test's cache folder
    assert cold.stdout.rsplit("\n", 2)[1].startswith("True")  # numpy solved them
    warm = run(*args)
    assert warm.stdout.endswith("False False\n")
    assert warm.stdout.rsplit("\n", 2)[0] == cold.stdout.rsplit("\n", 2)[0]  # the same answer


def test_a_damaged_table_is_solved_again_and_rewritten() -> None:
    fresh()
    first = solved("none", "classic", None)
    path = Path(_cache_file("none", "classic", None))
    path.write_bytes(path.read_bytes()[:100])
    fresh()
    again = solved("none", "classic", None)
    assert bits(again.solution.roll_value) == bits(first.solution.roll_value)
    assert stored.read(os.fspath(path)) is not None  # whole again
