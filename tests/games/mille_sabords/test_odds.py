"""The odds model: hand-checkable states, a Monte Carlo check of the optimal policy, and
properties of both objectives."""

import math
import random
from fractions import Fraction

import numpy as np
import pytest

from marquoir.games.mille_sabords.odds.advice import advise, odds_table, solved
from marquoir.games.mille_sabords.odds.model import build, roll_outcomes
from marquoir.games.mille_sabords.odds.solver import reward, solve, transitions
from marquoir.games.mille_sabords.rules import (
    CLASSIC_PROFILE,
    PROFILE_2025,
    Dice,
    make_profile,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import NO_DICE
from marquoir.rules import RulesError


@pytest.fixture(autouse=True, scope="module")
def fresh_cache() -> None:
    """The models these tests check are solved here (each worker's first test of the module
    forgets those another module solved), then shared by the module's tests: solved again
    for each test, the editions' tables took some 12 s of the suite."""
    solved.cache_clear()


def test_two_skulls_reroll_two_dice_busts_11_in_36() -> None:
    advice = advise("none", "xxmmmmgd", CLASSIC_PROFILE)
    by_reroll = {str(o.reroll): o for o in advice.rerolls}
    assert math.isclose(by_reroll["dg"].bust, 11 / 36, rel_tol=1e-12)
    assert math.isclose(by_reroll["dgm"].bust, 1 - (5 / 6) ** 3, rel_tol=1e-12)
    assert float(Fraction(11, 36)) == pytest.approx(by_reroll["mm"].bust)


def test_outcome_probabilities_sum_to_one() -> None:
    for k in range(1, 9):
        assert math.isclose(sum(p for _, p in roll_outcomes(k)), 1.0, rel_tol=1e-12)


def test_first_roll_bust_chances() -> None:
    table = {row.card: row for row in odds_table(PROFILE_2025)}
    p0 = sum(math.comb(8, k) * (1 / 6) ** k * (5 / 6) ** (8 - k) for k in range(3))
    assert table["none"].first_roll_bust == pytest.approx(1 - p0, rel=1e-12)
    assert table["skull2"].first_roll_bust == pytest.approx(1 - (5 / 6) ** 8, rel=1e-12)
    assert table["zombie"].first_roll_bust == 0 and table["shipwreck"].first_roll_bust == 0
    assert len(odds_table(CLASSIC_PROFILE)) == 12 and len(table) == 15


def test_pirate_is_twice_no_card() -> None:
    table = {row.card: row for row in odds_table(CLASSIC_PROFILE)}
    assert table["pirate"].ev == pytest.approx(2 * table["none"].ev, rel=1e-9)


def test_the_2025_rule_never_does_worse_than_classic() -> None:
    classic = {row.card: row.ev for row in odds_table(CLASSIC_PROFILE)}
    modern = {row.card: row.ev for row in odds_table(PROFILE_2025)}
    for card, value in classic.items():
        assert modern[card] >= value - 1e-9


def test_the_advice_names_problems() -> None:
    with pytest.raises(RulesError, match="the turn is over: 3 skulls"):
        advise("skull1", "xxmmmmgd", CLASSIC_PROFILE)
    with pytest.raises(RulesError, match="Peace is a 2025 card"):
        advise("peace", "mmmmmmgd", CLASSIC_PROFILE)
    with pytest.raises(RulesError, match="9 dice"):
        advise("none", "mmmmmmgdd", CLASSIC_PROFILE)


def test_zombie_cannot_stop_before_only_sabres_and_skulls() -> None:
    advice = advise("zombie", "xxsssssm", PROFILE_2025)
    assert math.isnan(advice.stop.ev) and advice.best.action == "reroll"
    assert advise("zombie", "xxxssss" + "s", PROFILE_2025).best.action == "stop"


def test_shipwreck_has_one_reroll() -> None:
    assert advise("shipwreck", "xxxxmmmm", PROFILE_2025, rolls_left=0).rerolls == ()
    best = advise("shipwreck", "xxxxmmmm", PROFILE_2025).best
    assert best.action == "reroll" and best.ev == pytest.approx(4 * 2 / 6 * 200)


@pytest.mark.parametrize("card", ["none", "treasure", "ship2", "peace"])
def test_need_probabilities_stay_in_0_1_and_fall_as_n_rises(card: str) -> None:
    edition = "2025" if card == "peace" else "classic"
    model = build(card, edition)
    t = transitions(model)
    previous = 1.0
    for need in (100, 300, 600, 1000, 2000, 4000, 9000):
        sol = solve(model, t, need)
        assert np.all(sol.value <= 1 + 1e-12) and np.all(sol.value >= -1e-12)
        assert 0 <= sol.turn_value <= previous + 1e-12
        previous = sol.turn_value


@pytest.mark.parametrize(
    "card",
    [
        "none",
        "gold",
        "treasure",
        "ship3",
        "animals",
        "skull1",
        "sorceress",
        "peace",
        "zombie",
        "shipwreck",
    ],
)
def test_optimal_play_beats_always_stop_and_reroll_everything(card: str) -> None:
    edition = "2025" if card in ("peace", "zombie", "shipwreck") else "classic"
    model = build(card, edition)
    t = transitions(model)
    sol = solve(model, t)
    stop = np.nan_to_num(reward(np.nan_to_num(t.stop_points, nan=0), None))
    bust_part = np.bincount(
        t.bust_rows, weights=t.bust_probs * t.bust_points, minlength=len(model.rolls)
    )
    after_one = (
        np.bincount(t.rows, weights=t.probs * stop[t.cols], minlength=len(model.rolls)) + bust_part
    )
    always_stop = reroll_all = 0.0
    for outcome, p in roll_outcomes(8):
        skulls, other = outcome[0], outcome[1:]
        if model.busts(skulls):
            island = skulls + model.card_skulls >= 4 and card not in ("ship2", "ship3", "ship4")
            points = 0 if island else model.points(Dice(skulls, *other))
            always_stop += p * points
            reroll_all += p * points
            continue
        always_stop += p * stop[model.index[(skulls, other)]]
        keep = (0,) * 5
        if model.keeps_one():  # classic: keep one die, the first in the canonical order
            first = next(i for i, c in enumerate(other) if c)
            keep = tuple(1 if i == first else 0 for i in range(5))
        r = model.roll_index.get((keep, skulls))
        reroll_all += p * (after_one[r] if r is not None else stop[model.index[(skulls, other)]])
    assert sol.turn_value >= always_stop - 1e-9
    assert sol.turn_value >= reroll_all - 1e-9


def simulate(card: str, edition: str, turns: int, seed: int) -> tuple[float, float]:
    """Play ``turns`` turns with the advice's recommended actions and real random dice."""
    rnd = random.Random(seed)
    s = solved(card, edition, None)
    model = s.model
    totals = []
    for _ in range(turns):
        dice = [rnd.randrange(6) for _ in range(8)]
        counts = [dice.count(f) for f in range(6)]
        sorceress_used = False
        kept = (0,) * 5
        first = True
        rolls_left = 1
        while True:
            skulls = counts[0]
            if model.busts(skulls):
                if (
                    first
                    and skulls + model.card_skulls >= 4
                    and card not in ("ship2", "ship3", "ship4")
                ):
                    totals.append(0.0)  # Skull Island
                    break
                if card == "sorceress" and not sorceress_used and skulls + model.card_skulls == 3:
                    sorceress_used = True
                    counts[0] -= 1
                    counts[rnd.randrange(6)] += 1
                    continue
                saved = Dice(0, *kept) if card == "treasure" else NO_DICE
                totals.append(
                    float(score_turn(card, Dice(*counts), saved, profile=model.profile).points)
                )
                break
            first = False
            advice = advise(
                card,
                Dice(*counts),
                make_profile(edition),
                sorceress_used=sorceress_used,
                rolls_left=rolls_left,
            )
            best = advice.best
            if best.action == "stop":
                totals.append(best.ev)
                break
            rolled = list(best.reroll)
            if best.skull:
                sorceress_used = True
                counts[0] -= 1
            kept = tuple(c - r for c, r in zip(counts[1:], rolled[1:], strict=True))
            counts = [counts[0], *kept]
            for _ in range(sum(rolled) + (1 if best.skull else 0)):
                counts[rnd.randrange(6)] += 1
            if card == "shipwreck":
                rolls_left -= 1
    mean = sum(totals) / len(totals)
    var = sum((x - mean) ** 2 for x in totals) / (len(totals) - 1)
    return mean, math.sqrt(var / len(totals))


@pytest.mark.parametrize(
    ("card", "edition"),
    [
        ("none", "classic"),
        ("treasure", "classic"),
        ("ship3", "classic"),
        ("sorceress", "classic"),
        ("peace", "2025"),
    ],
)
def test_monte_carlo_of_the_optimal_policy_agrees_with_the_computed_value(
    card: str, edition: str
) -> None:
    expected = solved(card, edition, None).solution.turn_value
    mean, stderr = simulate(card, edition, 4000, seed=2026)
    assert abs(mean - expected) <= 3 * stderr, (mean, expected, stderr)


def test_sorceress_third_skull_rerolled_alone() -> None:
    advice = advise("sorceress", "xxxdgmmm", CLASSIC_PROFILE)
    assert advice.best.action == "reroll" and advice.best.skull and advice.best.reroll.total == 0
    assert advice.best.bust == pytest.approx(1 / 6)
    # rerolling the skull: 1/6 skull again (0), else two skulls and the best play from there
    with_face = [
        advise("sorceress", dice, CLASSIC_PROFILE, sorceress_used=True)
        for dice in ("xxdgmmmd", "xxdgmmmg", "xxdgmmmm", "xxdgmmmp", "xxdgmmms")
    ]
    expected = sum(max(a.stop.ev, *(o.ev for o in a.rerolls)) for a in with_face) / 6
    assert advice.best.ev == pytest.approx(expected, rel=1e-9)
    with pytest.raises(RulesError, match="the turn is over: 3 skulls"):
        advise("sorceress", "xxxdgmmm", CLASSIC_PROFILE, sorceress_used=True)


def test_equal_chances_of_n_put_the_more_expected_points_first() -> None:
    for dice in ("xxggmmsd", "xmmppssd", "xxmmmppd"):
        advice = advise("pirate", dice, CLASSIC_PROFILE, need=200)
        ranked = [advice.stop, *advice.rerolls]
        for a, b in zip(advice.rerolls, advice.rerolls[1:], strict=False):
            assert (a.need or 0) >= (b.need or 0) - 1e-12
            if abs((a.need or 0) - (b.need or 0)) < 1e-12:
                assert a.ev >= b.ev - 1e-9, (dice, a, b)
        # the recommendation is the best chance, then the most points
        best = max(ranked, key=lambda o: (round(o.need or 0, 12), o.ev))
        assert (round(advice.best.need or 0, 12), advice.best.ev) == (
            round(best.need or 0, 12),
            best.ev,
        )
