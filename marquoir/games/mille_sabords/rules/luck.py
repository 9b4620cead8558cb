"""Luck with the cards, and play above it (issue 13).

A card's **worth** is the expected points of a whole turn with that card under optimal play:
the ``marquoir odds --table`` figure for the game's edition (``marquoir.odds`` computes it;
the figures below are that table frozen to the hundredth, so the rules need no solver, and
``tests/odds/test_worth.py`` checks them against the solver). For a dice turn:

- ``card_luck`` = the worth of the card drawn − the average worth of a card of the game's
  full deck (weighted by the counts of the box); a turn without a card (``none``) has 0 luck;
- ``above_par`` = the turn's points − the worth of the card drawn (``none`` included).

Figures are kept in hundredths of a point (integers), so sums over many games stay exact.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from marquoir.games.mille_sabords.rules.deck import NO_CARD, deck_of

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.rules.profile import RuleProfile

_CLASSIC = {
    "none": 57880,
    "gold": 78154,
    "diamond": 78154,
    "pirate": 115760,
    "ship2": 45575,
    "ship3": 24910,
    "ship4": -15560,
    "skull1": 36345,
    "skull2": 13922,
    "animals": 73511,
    "sorceress": 90555,
    "treasure": 67977,
    "peace": 102792,
    "zombie": 43594,
    "shipwreck": 79531,
}
#: each card's worth, in hundredths of a point, by edition (the rerolls' rule); a classic game
#: with the 2025 cards plays them with the classic rerolls, as ``marquoir odds --table`` does
#: (the 2025 rerolls change only Shipwreck's worth)
WORTH: dict[str, dict[str, int]] = {
    "classic": _CLASSIC,
    "2025": {**_CLASSIC, "shipwreck": 79792},
}


def worth(card: str, profile: RuleProfile) -> int:
    """The card's worth under the game's profile, in hundredths of a point."""
    return WORTH[profile.edition][card]


@lru_cache(maxsize=256)  # every turn of a replay asks for it
def average_worth(profile: RuleProfile) -> float:
    """The average worth of a card of the game's full deck, in hundredths of a point."""
    deck = deck_of(profile)
    return sum(n * worth(card, profile) for card, n in deck.items()) / sum(deck.values())


def turn_luck(card: str, points: int, profile: RuleProfile) -> tuple[float, int]:
    """(card_luck, above_par) of one dice turn, in hundredths of a point."""
    luck = 0.0 if card == NO_CARD else worth(card, profile) - average_worth(profile)
    return luck, points * 100 - worth(card, profile)
