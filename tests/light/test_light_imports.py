"""What the calculator commands do not load: ``score``, ``replay`` and a warm ``odds`` load
neither the app (Textual) nor the store (SQLAlchemy), and a warm ``odds`` reads its solved
table rather than solving it (no numpy). Each is run in a fresh process, and the modules it
loaded are read from ``sys.modules``."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from marquoir.games.dix_mille.rules import blank_chance, blank_odds, blank_ways

ROOT = Path(__file__).resolve().parent.parent.parent

#: what no calculator command loads: the app and the store
NOT_FOR_THE_CALCULATOR = {"textual", "rich", "sqlalchemy", "sqlmodel", "marquoir.store"}

#: what a warm odds query leaves alone: the solver and its arrays
NOT_FOR_ODDS = NOT_FOR_THE_CALCULATOR | {"numpy", "marquoir.games.mille_sabords.odds.solver"}

ODDS = [
    ("odds", "xxggggds", "--card", "pirate"),
    ("--lang", "fr", "odds", "xxxdgmmm", "--card", "sorceress", "--need", "500"),
    ("odds", "--game", "dix-mille", "--roll", "115236"),
    ("--lang", "fr", "odds", "--game", "dix-mille", "--roll", "1526", "--need", "1000"),
]


def loaded(*argv: str) -> tuple[str, set[str]]:
    """The command's output, and every module it loaded."""
    code = (
        "import contextlib, io, sys\n"
        "from marquoir.cli import main\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    status = main({list(argv)!r})\n"
        "print(status, ' '.join(sys.modules))\n"
        "print(out.getvalue(), end='')"
    )
    probe = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=os.environ,
    )
    head, _, output = probe.stdout.partition("\n")
    status, *modules = head.split()
    assert status == "0", probe.stdout + probe.stderr
    return output, set(modules)


@pytest.mark.parametrize("argv", ODDS, ids=" ".join)
def test_a_warm_odds_query_reads_its_table_and_loads_no_solver(
    argv: tuple[str, ...],
) -> None:
    cold, _ = loaded(*argv)  # solves, writes the tables in the test's cache folder
    warm, modules = loaded(*argv)
    assert warm == cold and "%" in warm
    assert "marquoir.odds.stored" in modules  # the probe sees the odds
    assert modules & NOT_FOR_ODDS == set()


@pytest.mark.parametrize(
    "argv",
    [
        ("score", "xxggggds", "--card", "pirate"),
        ("--lang", "fr", "score", "--game", "dix-mille", "155", "222"),
    ],
    ids=" ".join,
)
def test_score_loads_neither_the_app_nor_the_store(argv: tuple[str, ...]) -> None:
    output, modules = loaded(*argv)
    assert "total" in output.lower() and "marquoir.rules.games" in modules
    assert modules & NOT_FOR_THE_CALCULATOR == set()


def test_the_blank_odds_are_the_exact_chances_as_floats() -> None:
    # the advice reads the chance of a blank without importing fractions: the same floats
    expected = {1: (2, 3), 2: (4, 9), 3: (5, 18), 4: (17, 108), 5: (25, 324), 6: (5, 216)}
    for n, (top, bottom) in expected.items():
        chance = blank_chance(n)
        assert (chance.numerator, chance.denominator) == (top, bottom)
        assert blank_ways(n) * bottom == top * 6**n
        assert blank_odds(n) == float(chance) == top / bottom


@pytest.mark.parametrize(
    "argv",
    [
        ("replay", "examples/game.json"),
        ("--lang", "fr", "replay", "--json", "examples/dix-mille.json"),
    ],
    ids=" ".join,
)
def test_replay_loads_no_store_and_no_app(argv: tuple[str, ...]) -> None:
    # the UseCases on a store (marquoir.use_cases.on_store) and the store's package are the commands' that
    # keep games: a replay of a file reads it through the use cases and nothing more
    output, modules = loaded(*argv)
    assert "marquoir.use_cases" in modules and output.strip()  # the probe sees the use cases
    assert modules & (NOT_FOR_THE_CALCULATOR | {"marquoir.use_cases.on_store"}) == set()
