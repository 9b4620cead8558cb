"""Skulls: when a turn ends, and when it may be a trip to Skull Island (RULES.md "Scoring one
turn", clauses 1 and 2). The one home of these thresholds: scoring, the entry's question, the
odds model and the standings all ask here."""

from marquoir.games.mille_sabords.rules.cards import CARDS, Card
from marquoir.rules.errors import RulesError

#: skulls of the turn (dice and card) that end it
BUST_SKULLS = 3
#: skulls of the turn a trip to Skull Island needs
ISLAND_SKULLS = 4
#: the cards a turn never sails to Skull Island with
NO_ISLAND_CARDS = frozenset({"ship2", "ship3", "ship4", "zombie", "shipwreck"})
#: the cards whose turn skulls never end
NEVER_BUST_CARDS = frozenset({"zombie", "shipwreck"})


def _card(card: str | Card) -> Card:
    return CARDS[card] if isinstance(card, str) else card


def turn_skulls(card: str | Card, skull_dice: int) -> int:
    """Skulls of the turn: the skull dice and the card's skulls."""
    return skull_dice + _card(card).skulls


def busts(card: str | Card, skull_dice: int) -> bool:
    """Whether these skull dice end the turn under this card."""
    card = _card(card)
    return card.id not in NEVER_BUST_CARDS and turn_skulls(card, skull_dice) >= BUST_SKULLS


def island_card(card: str | Card) -> bool:
    """Whether a turn with this card may ever sail to Skull Island."""
    return _card(card).id not in NO_ISLAND_CARDS


def island_refusal(card: str | Card, skull_dice: int | None = None) -> RulesError | None:
    """Why a turn with this card (and these skull dice, when known) can not be a trip to
    Skull Island; None while it may be one."""
    card = _card(card)
    if not island_card(card):
        return RulesError("island.card", "skull_island", card=card.id)
    if skull_dice is not None and turn_skulls(card, skull_dice) < ISLAND_SKULLS:
        return RulesError("island.skulls", "skull_island", n=turn_skulls(card, skull_dice))
    return None


def island_possible(card: str | Card, skull_dice: int) -> bool:
    """Whether a turn with this card and these skull dice may be a trip to Skull Island (only
    the Captain knows whether it was: the app asks)."""
    return island_card(card) and turn_skulls(card, skull_dice) >= ISLAND_SKULLS
