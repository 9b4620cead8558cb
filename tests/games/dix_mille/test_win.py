"""Two-player Dix mille's exact chance to win (issue 23, deliver 1), on small targets so the
suite stays fast (the rules' own targets start at 2,000; the solver takes any)."""

from __future__ import annotations

import math
import random
from collections import defaultdict

import numpy as np
import pytest

from marquoir.games.dix_mille.odds import win
from marquoir.games.dix_mille.odds import win_kernel as kernel
from marquoir.games.dix_mille.odds.advice import solve_need
from marquoir.games.dix_mille.rules import STEP, DixMilleProfile, make_profile
from marquoir.rules import RulesError
from tests.odds.win_play import PLAYERS, Policy, play_game

SMALL = DixMilleProfile(target=1000)
#: with an entry threshold (a player at 0 has not entered) and the other variants changed
ENTRY = DixMilleProfile(target=1000, entry=500, three_pairs=750, straight=2500, multiples="fixed")


@pytest.fixture(scope="module")
def small() -> win.WinTable:
    return win.solve(SMALL, use_disk=False)


@pytest.fixture(scope="module")
def entry() -> win.WinTable:
    return win.solve(ENTRY, use_disk=False)


def other_chance(policy: Policy, a: int, b: int) -> float:
    """The other player's chance at the start of the mover's turn, found forwards: the
    mover's turn played out by the policy, every way it can end (a bank at each total, a
    blank) weighed by its chance and worth the other's chance at their next turn start (or
    of passing in their last turn)."""
    table, f = policy.table, policy.flat
    target, entry = policy.target, policy.entry
    v, last, _ = policy.turn(a, b)

    def after_bank(u: int) -> float:
        if a == 0 and u < entry:
            return float(table.w[b, a])  # held at 0: the same totals
        if u < target:
            return float(table.w[b, u])
        return float(table.reach[6, u - b + 1])

    mass: dict[tuple[int, int], float] = defaultdict(float)
    mass[0, 6] = 1.0
    total = 0.0
    while mass:
        (t, n), m = min(mass.items())
        del mass[t, n]
        total += m * float(f.pblank[n]) * float(table.w[b, a])
        for j in range(int(f.lo[n]), int(f.hi[n])):
            ks = range(int(f.ts[j]), int(f.te[j]))
            k = max(ks, key=lambda k: v[t + f.kp[k], f.kn[k]])
            t2, n2 = t + int(f.kp[k]), int(f.kn[k])
            p = m * float(f.tp[j])
            if t2 >= last or policy.bank(a, b, a + t2) >= v[t2, n2]:
                total += p * after_bank(a + t2)
            else:
                mass[t2, n2] += p
    return total


@pytest.mark.parametrize("profile", [SMALL, ENTRY], ids=["small", "entry"])
@pytest.mark.parametrize("a,b", [(0, 0), (0, 12), (7, 3), (19, 19), (19, 0), (10, 18)])
def test_the_two_players_chances_sum_to_one(profile: DixMilleProfile, a: int, b: int) -> None:
    """The mover's chance (the table, solved backwards) and the other's (the turn played
    forwards under the same play) add up to 1: the table is the game's fixed point."""
    policy = Policy(win.solve(profile, use_disk=False))
    assert policy.table.w[a, b] + other_chance(policy, a, b) == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize(
    "mine,other,turn,dice",
    [
        (0, 1000, 0, 6),
        (950, 1000, 0, 6),
        (300, 1450, 400, 3),
        (0, 2600, 2000, 1),
        (50, 1000, 50, 5),
    ],
)
def test_a_last_turn_is_the_chance_to_bank_what_passes_the_leader(
    small: win.WinTable, mine: int, other: int, turn: int, dice: int
) -> None:
    """The other reached the target first, so a tie is theirs: the last turn must bank at
    least their total minus mine plus 50, exactly the turn odds' chance to bank that much."""
    need = other - mine + STEP
    expected = solve_need(SMALL, need)
    chance = win.win_chance(SMALL, mine, other, turn, dice, last_turn=True)
    assert chance.roll == pytest.approx(float(expected.roll[dice, turn // STEP]), abs=1e-12)
    assert chance.chance == pytest.approx(chance.roll, abs=1e-12)


def test_a_last_turn_past_the_leader_banks(small: win.WinTable) -> None:
    """300 against 1,000 with 800 aside: passed (750 was needed), bank it; throwing two dice
    on would risk a blank (4/9)."""
    chance = win.win_chance(SMALL, 300, 1000, 800, 2, last_turn=True)
    assert (chance.chance, chance.bank) == (1.0, 1.0)
    assert chance.roll == pytest.approx(5 / 9)


def test_banking_at_the_target_leaves_the_other_one_last_turn(small: win.WinTable) -> None:
    """At 900 with 400 aside against 600: banking 1,300 leaves the other a last turn to pass
    it (750 or more); the bank is worth exactly the rest of that chance."""
    chance = win.win_chance(SMALL, 900, 600, 400, 2)
    assert chance.bank == pytest.approx(1 - float(solve_need(SMALL, 750).roll[6, 0]), abs=1e-12)
    assert chance.chance == max(chance.bank, chance.roll)


@pytest.mark.parametrize("profile", [SMALL, ENTRY], ids=["small", "entry"])
def test_more_points_never_lower_the_chance(profile: DixMilleProfile) -> None:
    w = win.solve(profile, use_disk=False).w
    assert np.all(np.diff(w, axis=0) >= -1e-12), "more of my own points"
    assert np.all(np.diff(w, axis=1) <= 1e-12), "more of the other's points"
    assert np.all((w > 0) & (w < 1))


def test_playing_first_is_an_advantage(small: win.WinTable) -> None:
    first, second = win.seat_chances(SMALL)
    assert first + second == 1.0
    assert 0.5 < first < 0.7


def test_the_solution_does_not_hang_on_how_far_past_the_target_a_turn_is_followed() -> None:
    """Solved with turns followed 10,000 points past the target instead of 20,000, and with
    ten times the Newton tolerance: the same table to 10⁻⁹ (the exactness of 10⁻⁶ asked)."""
    f = win.flat(SMALL)
    target = SMALL.target // STEP
    reach = kernel.reach_table(target + win.HARD + kernel.BEYOND + 2, *f[:7])
    full, _ = kernel.solve_all(target, 0, win.HARD, reach[6], *f)
    half, _ = kernel.solve_all(target, 0, win.HARD // 2, reach[6], *f)
    assert np.max(np.abs(full - half)) < 1e-9
    assert np.max(np.abs(full - win.solve(SMALL, use_disk=False).w)) < 1e-9


@pytest.mark.parametrize(
    "profile,opening,games",
    [(SMALL, (), 6000), (ENTRY, (), 4000), (SMALL, (500, 800), 4000)],
    ids=["start", "entry", "500-800"],
)
def test_a_seeded_simulation_of_the_same_play_agrees(
    profile: DixMilleProfile, opening: tuple[int, ...], games: int
) -> None:
    """Games played out by dice and scored by the rules' replay: the first player's share of
    wins is the solved chance within three standard errors (and nobody shares a win)."""
    policy = Policy(win.solve(profile, use_disk=False))
    rng = random.Random(23)
    wins = 0
    for _ in range(games):
        winners = play_game(policy, rng, opening)
        assert len(winners) == 1
        wins += winners == (PLAYERS[len(opening) % 2],)
    a = opening[0] // STEP if opening else 0
    b = opening[1] // STEP if opening else 0
    expected = float(policy.table.w[a, b])
    error = math.sqrt(expected * (1 - expected) / games)
    assert abs(wins / games - expected) < 3 * error


def test_the_solution_is_cached_in_the_users_cache_folder() -> None:
    """Solved once, written to the (test's own) cache folder, read back by a fresh process's
    memory; a damaged file (foreign, or cut short) is solved again and replaced."""
    win._solve.cache_clear()  # solved in memory by the tests before: forget it
    path = win.cache_file(SMALL)
    assert "cache" in str(path) and not path.exists()
    first = win.solve(SMALL)
    assert path.exists()
    win._solve.cache_clear()
    again = win.solve(SMALL)
    assert np.array_equal(first.w, again.w) and np.array_equal(first.reach, again.reach)
    path.write_bytes(b"not a table")
    win._solve.cache_clear()
    assert np.array_equal(win.solve(SMALL).w, first.w)
    with np.load(path) as data:
        assert np.array_equal(data["w"], first.w)
    path.write_bytes(path.read_bytes()[:1000])  # cut short: numpy raises BadZipFile on it
    win._solve.cache_clear()
    assert np.array_equal(win.solve(SMALL).w, first.w)
    with np.load(path) as data:
        assert np.array_equal(data["w"], first.w)


def test_the_three_blanks_penalty_is_not_computed_yet() -> None:
    with pytest.raises(RulesError) as refused:
        win.solve(make_profile(three_blanks=500))
    assert refused.value.text("en") == (
        "The chance to win is not computed yet with the three-blanks penalty (500 points)"
    )
    assert refused.value.text("fr") == (
        "La chance de gagner n'est pas encore calculée avec la pénalité des trois blancs"
        " (500 points)"
    )


@pytest.mark.parametrize(
    "mine,other,turn,dice",
    [(-50, 0, 0, 6), (75, 0, 0, 6), (0, 0, 100, 7), (0, 0, 0, 3), (1000, 0, 0, 6)],
)
def test_a_position_outside_the_game_is_refused(
    small: win.WinTable, mine: int, other: int, turn: int, dice: int
) -> None:
    with pytest.raises(RulesError):
        win.win_chance(SMALL, mine, other, turn, dice)
