"""Dix mille's odds: the exact solution agrees with a seeded simulation of its own policy,
the chance to bank at least N falls as N rises, the seed's tips come out as advice."""

import json
import math
import random

import pytest

from marquoir.games.dix_mille.odds.advice import (
    STEP,
    advise,
    keeps,
    solve_need,
    solve_points,
    turn_ev,
)
from marquoir.games.dix_mille.rules import SIX, make_profile
from tests.helpers import run_cli_here

PROFILES = [make_profile(), make_profile(multiples="fixed", straight=2500, three_pairs=750)]


def play_turn(profile: object, rnd: random.Random) -> int:
    """One whole turn played with the solution's policy: keep what it says, bank or throw."""
    solved = solve_points(profile)  # type: ignore[arg-type]
    points, dice = 0, SIX
    while True:
        throw = tuple(sorted(rnd.randint(1, 6) for _ in range(dice)))
        options = keeps(throw, profile)  # type: ignore[arg-type]
        if not options:
            return 0

        def worth(keep: object, points: int = points) -> float:
            after = points + keep.points  # type: ignore[attr-defined]
            return max(after, solved.roll[keep.next_dice, after // STEP])  # type: ignore[attr-defined]

        best = max(options, key=worth)
        points += best.points
        if solved.roll[best.next_dice, points // STEP] <= points:
            return points
        dice = best.next_dice


@pytest.mark.parametrize("profile", PROFILES)
def test_the_optimal_policy_scores_what_the_solution_says(profile: object) -> None:
    rnd = random.Random(2026)
    turns = [play_turn(profile, rnd) for _ in range(20_000)]
    mean = sum(turns) / len(turns)
    sd = math.sqrt(sum((t - mean) ** 2 for t in turns) / (len(turns) - 1))
    error = sd / math.sqrt(len(turns))
    assert abs(mean - turn_ev(profile)) < 3 * error, (mean, turn_ev(profile), error)  # type: ignore[arg-type]


def test_the_chance_to_bank_at_least_n_falls_as_n_rises() -> None:
    profile = make_profile()
    chances = [float(solve_need(profile, n).roll[SIX, 0]) for n in range(50, 5001, 250)]
    assert all(a >= b for a, b in zip(chances, chances[1:], strict=False))
    assert chances[0] == pytest.approx(1 - 5 / 216)  # at least 50: anything but a blank
    assert 0 < chances[-1] < 0.01


def test_the_seeds_tip_keep_only_the_1_and_throw_five() -> None:
    advice = advise("115236", 0, make_profile())
    best = advice.options[0]
    assert (best.keep.dice, best.keep.next_dice, best.action) == ("1", 5, "roll")
    assert [o.keep.dice for o in advice.options] == ["1", "11", "115"]


def test_a_main_pleine_throws_six_again() -> None:
    advice = advise("15", 600, make_profile())
    assert advice.options[0].keep == advice.options[0].keep.__class__("15", 150, 6)
    assert advice.options[0].action == "roll"


def test_need_changes_the_advice_in_the_last_round() -> None:
    # 1,000 set aside, a throw of 5 dice: to pass a leader 2,000 ahead, only throwing counts
    plain = advise("15234", 1000, make_profile())
    chasing = advise("15234", 1000, make_profile(), need=2000)
    assert plain.options[0].action == "bank"
    assert chasing.options[0].action == "roll" and 0 < chasing.options[0].need < 1


def test_a_blank_throw_has_no_option() -> None:
    assert advise("2346", 300, make_profile()).blank


def test_the_table_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    done = run_cli_here(capsys, "odds", "--game", "dix-mille", "--table", "--json")
    data = json.loads(done.stdout)
    assert data["blank"]["6"] == {"fraction": "5/216", "chance": 5 / 216}
    assert data["blank"]["1"]["fraction"] == "2/3"
    assert data["turn_ev"] == round(turn_ev(make_profile()), 2)
    roll = json.loads(
        run_cli_here(
            capsys, "odds", "--game", "dix-mille", "--roll", "115236", "--need", "1000", "--json"
        ).stdout
    )
    assert roll["options"][0]["keep"] == "1" and roll["options"][0]["need"] > 0
    refused = run_cli_here(capsys, "--lang", "en", "odds", "--game", "dix-mille", "--roll", "1157")
    assert refused.returncode == 2
    assert (
        refused.stderr.strip()
        == "marquoir: --roll: '7' (character 4) is not a face: dice are digits 1 to 6"
    )
