"""The line a Mille Sabords turn is typed on: one key per Pirate card, the dice letters, and
the line read into its parts. Shared by the app's entry and the players' phones (no screen
here)."""

from __future__ import annotations

from marquoir.games.mille_sabords.rules import CARDS, RuleProfile

#: the key for each card (the first character of a turn's line)
CARD_KEYS: dict[str, str] = {
    "n": "none",
    "g": "gold",
    "d": "diamond",
    "p": "pirate",
    "2": "ship2",
    "3": "ship3",
    "4": "ship4",
    "x": "skull1",
    "y": "skull2",
    "a": "animals",
    "s": "sorceress",
    "i": "treasure",
    "e": "peace",
    "z": "zombie",
    "w": "shipwreck",
}


#: the dice faces' letters, in the order a refused line lists them
FACES = "xdgmps"


def cards_for(profile: RuleProfile) -> dict[str, str]:
    """The card keys a game with this profile may use."""
    return {
        k: c for k, c in CARD_KEYS.items() if profile.cards_2025 or CARDS[c].edition == "classic"
    }


def read_line(text: str, keys: dict[str, str]) -> tuple[str | None, str | None, str, str | None]:
    """(the card key typed, its card id or None, the dice, the saved dice or None)."""
    stripped = text.lstrip()
    if not stripped:
        return None, None, "", None
    key = stripped[0].lower()
    dice, slash, saved = stripped[1:].partition("/")
    return key, keys.get(key), dice, saved if slash else None
