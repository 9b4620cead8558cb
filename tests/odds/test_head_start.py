"""The seat advantage and the fair head start (issue 23, deliver 4): exactly for two-player
Dix mille (the solved table's own figures), and by the generic search through a game's
``win_chances`` of a game seated with a head start, which must find the same."""

from __future__ import annotations

import pytest

from marquoir.games.dix_mille.odds import advice as odds
from marquoir.games.dix_mille.odds import win
from marquoir.games.dix_mille.rules import STEP, DixMilleProfile
from marquoir.odds.head_start import fair_start, smallest_fair
from marquoir.rules import RulesError, game_rules

#: small targets keep the suite fast (the solver takes any target)
SMALL = DixMilleProfile(target=1000)
ENTRY = DixMilleProfile(target=1000, entry=500)
RULES = game_rules("dix-mille")


@pytest.mark.parametrize("profile", [SMALL, ENTRY])
def test_the_exact_head_start_is_the_smallest_that_makes_it_fair(
    profile: DixMilleProfile,
) -> None:
    found = fair_start(RULES, odds, profile, 2)
    w = win.solve(profile).w
    assert found.exact and found.head_start is not None and found.head_start > 0
    h = found.head_start // STEP
    assert w[0, h - 1] > 0.5 >= w[0, h]
    assert found.seats == (pytest.approx(w[0, 0]), pytest.approx(1 - w[0, 0]))
    assert found.fair[0] == pytest.approx(w[0, h])


@pytest.mark.parametrize("profile", [SMALL, ENTRY])
def test_the_generic_search_finds_the_exact_head_start(
    profile: DixMilleProfile, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the game's exact hook, the search asks ``win_chances`` of games seated with
    each head start (the second player starting with it, entered): the same answer."""
    exact = fair_start(RULES, odds, profile, 2)
    monkeypatch.delattr(odds, "fair_head_start")
    searched = fair_start(RULES, odds, profile, 2)
    assert not searched.exact
    assert searched.head_start == exact.head_start
    assert searched.fair == pytest.approx(exact.fair)


def test_the_search_halves_to_the_smallest_fair_step() -> None:
    asked: list[int] = []

    def chances(h: int) -> tuple[float, float]:
        asked.append(h)
        first = 0.56 - h / 10_000  # fair from 600 on
        return first, 1 - first

    assert smallest_fair(chances, 50, 1950, 2)[0] == 600
    assert len(asked) <= 8  # 0, the top, then halving 39 steps
    assert smallest_fair(lambda h: (0.4, 0.6), 50, 1950, 2) == (0, (0.4, 0.6))
    assert smallest_fair(lambda h: (0.9, 0.1), 50, 1950, 2)[0] is None


def test_three_players_are_searched_through_the_simulated_chances() -> None:
    """Three players: no exact table, so the head start is searched through the simulated
    chance to win (seeded by the state: the same figures every run)."""
    found = fair_start(RULES, odds, SMALL, 3)
    assert found.head_start is not None and found.head_start > 0
    assert found.head_start % 50 == 0
    assert sum(found.seats) == pytest.approx(1, abs=1e-9)
    assert found.seats[0] > 1 / 3  # the first seat is ahead at the start
    assert found.fair[0] <= 1 / 3  # and no longer with the head start


def test_a_game_without_a_head_start_says_so() -> None:
    with pytest.raises(RulesError, match="Morbleu takes no head start"):
        fair_start(game_rules("morbleu"), object(), None, 2)
