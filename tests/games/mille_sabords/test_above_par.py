"""``above_par`` (issue 13) means something: turns played with the optimal policy the odds
advise, with real random dice and scored by the rules, score on average what their card is
worth — the mean of above_par is 0 within three standard errors (seeded)."""

import math
import random

import pytest

from marquoir.games.mille_sabords.odds.advice import advise
from marquoir.games.mille_sabords.rules import (
    DECKS,
    Dice,
    RuleProfile,
    busts,
    island_possible,
    make_profile,
    score_turn,
)
from marquoir.games.mille_sabords.rules.luck import turn_luck

#: turns simulated per edition (seeded)
TURNS = 1500


def roll(n: int, rnd: random.Random) -> list[int]:
    """``n`` real dice: each face (skull first) one chance in six."""
    counts = [0] * 6
    for _ in range(n):
        counts[rnd.randrange(6)] += 1
    return counts


def play_turn(card: str, profile: RuleProfile, rnd: random.Random) -> int:
    """One whole turn with ``card``, every decision the odds' best, scored by the rules."""
    dice = roll(8, rnd)
    if busts(card, dice[0]) and island_possible(card, dice[0]):
        return 0  # four skulls or more on the first roll: Skull Island, 0 for the player
    sorceress_used, rolls_left = False, 1
    saved = [0] * 6  # Treasure Island: the dice kept on the chest at the last reroll
    while True:
        if busts(card, dice[0]):
            if card == "sorceress" and not sorceress_used and dice[0] == 3:
                advice = advise(card, Dice(*dice), profile, sorceress_used=False)
                if advice.best.action == "reroll":  # the third skull rerolled alone
                    sorceress_used = True
                    dice[0] -= 1
                    dice = [d + n for d, n in zip(dice, roll(1, rnd), strict=True)]
                    continue
            break
        advice = advise(
            card, Dice(*dice), profile, sorceress_used=sorceress_used, rolls_left=rolls_left
        )
        best = advice.best
        if best.action == "stop":
            break
        rerolled = list(best.reroll)
        kept = [d - r for d, r in zip(dice, rerolled, strict=True)]
        if best.skull:
            kept[0] -= 1
            rerolled[0] += 1
            sorceress_used = True
        saved = [0, *kept[1:]]
        rolls_left -= 1
        dice = [k + n for k, n in zip(kept, roll(sum(rerolled), rnd), strict=True)]
    chest = Dice(*saved) if card == "treasure" else Dice()
    return score_turn(card, Dice(*dice), chest, players=4, profile=profile).points


def deck_cards(profile: RuleProfile) -> list[str]:
    deck = DECKS["2025" if profile.cards_2025 else "classic"]
    return [card for card, n in deck.items() for _ in range(n)]


def mean_and_error(values: list[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(variance / n)


@pytest.mark.parametrize(
    ("edition", "seed"), [("classic", 11), ("2025", 12)], ids=["classic", "2025"]
)
def test_above_par_averages_zero_under_optimal_play(edition: str, seed: int) -> None:
    profile = make_profile(edition, cards_2025=True)
    rnd = random.Random(seed)
    cards = deck_cards(profile) + ["none"]
    pars = []
    for _ in range(TURNS):
        card = rnd.choice(cards)
        points = play_turn(card, profile, rnd)
        pars.append(turn_luck(card, points, profile)[1] / 100)
    mean, error = mean_and_error(pars)
    assert abs(mean) <= 3 * error, (mean, error)


def test_a_random_policy_is_below_par() -> None:
    """The check can fail: stopping at once, whatever the dice, scores below the cards' worth
    by far more than three standard errors."""
    profile = make_profile("classic")
    rnd = random.Random(5)

    def stop_at_once(card: str) -> int:
        return score_turn(card, Dice(*roll(8, rnd)), players=4, profile=profile).points

    pars = []
    for _ in range(600):
        card = rnd.choice(deck_cards(profile))
        points = 0 if busts(card, 0) else stop_at_once(card)
        pars.append(turn_luck(card, points, profile)[1] / 100)
    mean, error = mean_and_error(pars)
    assert mean < -3 * error
