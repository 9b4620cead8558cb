"""The Pirate cards of RULES.md: ids, what each does to a turn, and the decks."""

from typing import NamedTuple

from marquoir.games.mille_sabords.rules.dice import DIAMOND, GOLD
from marquoir.rules.errors import RulesError

CLASSIC = "classic"
EDITION_2025 = "2025"
EDITIONS = (CLASSIC, EDITION_2025)


class Card(NamedTuple):
    """One card id and its effect on scoring. Names live in ``marquoir.i18n`` (``card.<id>``)."""

    id: str
    edition: str = CLASSIC
    #: the face this card adds as one extra symbol (gold coin or diamond), or -1
    extra_face: int = -1
    #: skulls the turn starts with
    skulls: int = 0
    #: sabres a pirate ship needs (0: not a ship)
    ship_sabres: int = 0
    #: the ship's bonus, and penalty when lost
    ship_bonus: int = 0


CARDS: dict[str, Card] = {
    card.id: card
    for card in (
        Card("none"),
        Card("gold", extra_face=GOLD),
        Card("diamond", extra_face=DIAMOND),
        Card("pirate"),
        Card("ship2", ship_sabres=2, ship_bonus=300),
        Card("ship3", ship_sabres=3, ship_bonus=500),
        Card("ship4", ship_sabres=4, ship_bonus=1000),
        Card("skull1", skulls=1),
        Card("skull2", skulls=2),
        Card("animals"),
        Card("sorceress"),
        Card("treasure"),
        Card("peace", EDITION_2025),
        Card("zombie", EDITION_2025),
        Card("shipwreck", EDITION_2025),
    )
}
CARD_IDS: tuple[str, ...] = tuple(CARDS)

#: How many of each card a box holds. ``none`` is not a card of the deck.
CLASSIC_DECK: dict[str, int] = {
    "gold": 4,
    "diamond": 4,
    "pirate": 4,
    "treasure": 4,
    "animals": 4,
    "sorceress": 4,
    "skull1": 3,
    "skull2": 2,
    "ship2": 2,
    "ship3": 2,
    "ship4": 2,
}
DECK_2025: dict[str, int] = {**CLASSIC_DECK, "peace": 1, "zombie": 1, "shipwreck": 1}
DECKS: dict[str, dict[str, int]] = {CLASSIC: CLASSIC_DECK, EDITION_2025: DECK_2025}


def get_card(card_id: str) -> Card:
    """The card with this id (case and surrounding spaces ignored), or a clear error."""
    card = CARDS.get(card_id.strip().lower())
    if card is None:
        raise RulesError("card.unknown", "card", given=card_id, known=" ".join(CARD_IDS))
    return card
