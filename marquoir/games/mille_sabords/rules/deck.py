"""The Pirate card pile, derived from the cards typed (RULES.md's decks).

A game's deck is RULES.md's for its profile: 35 cards, 38 with the 2025 cards. Every dice turn
whose card is not ``none`` draws that card from the pile; the moment the pile is drawn out, the
discards are reshuffled into a full pile (so the pile is never empty, and "drawn" counts the
cards drawn since the last reshuffle). A card the pile no longer holds (a fifth Pirate before
the reshuffle) is a warning, never a refusal — a table may have lost a card, or the Captain
typed the wrong key: the pile stays as it was and the card does not count as drawn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.mille_sabords.rules.cards import CLASSIC_DECK, DECK_2025

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.rules.profile import RuleProfile

NO_CARD = "none"


def deck_of(profile: RuleProfile) -> dict[str, int]:
    """How many of each card the game's pile holds when full."""
    return dict(DECK_2025 if profile.cards_2025 else CLASSIC_DECK)


class DeckState(NamedTuple):
    """The pile after the turns so far."""

    #: the full pile's size (35 or 38)
    size: int
    #: each card of the deck and how many are left in the pile, in the deck's order
    left: tuple[tuple[str, int], ...]
    #: cards drawn since the last reshuffle
    drawn: int
    #: each card of the deck and how many the full pile holds
    full: tuple[tuple[str, int], ...] = ()

    def full_of(self, card: str) -> int:
        return dict(self.full).get(card, 0)

    def left_of(self, card: str) -> int:
        return dict(self.left).get(card, 0)

    @property
    def cards_left(self) -> int:
        return self.size - self.drawn

    def chance(self, card: str) -> float:
        """The chance that the next card drawn is ``card``."""
        return self.left_of(card) / self.cards_left

    def missing(self, card: str) -> bool:
        """Whether drawing ``card`` now would be a warning (it is not in the pile)."""
        return card != NO_CARD and self.left_of(card) == 0


class DeckWarning(NamedTuple):
    """A turn whose card was not left in the pile."""

    #: the turn's position in the game (from 0)
    turn: int
    card: str


class Pile:
    """The pile during a replay (``game.Replay`` draws each dice turn's card in order)."""

    def __init__(self, profile: RuleProfile) -> None:
        self.full = deck_of(profile)
        self.left = dict(self.full)
        self.size = sum(self.full.values())
        self.drawn = 0

    def draw(self, card: str) -> bool:
        """Draw ``card``; False (and nothing drawn) when the pile holds none of it."""
        if card == NO_CARD:
            return True
        if self.left.get(card, 0) == 0:
            return False
        self.left[card] -= 1
        self.drawn += 1
        if self.drawn == self.size:  # drawn out: the discards become a full pile again
            self.left = dict(self.full)
            self.drawn = 0
        return True

    def state(self) -> DeckState:
        return DeckState(self.size, tuple(self.left.items()), self.drawn, tuple(self.full.items()))
