"""One key per Pirate card, and the legend that shows them."""

from __future__ import annotations

from rich.markup import escape
from textual.widgets import Static

from marquoir.rules.mille_sabords import CARDS, RuleProfile
from marquoir.tui.lang import Translated

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


def cards_for(profile: RuleProfile) -> dict[str, str]:
    """The card keys a game with this profile may use."""
    return {
        k: c for k, c in CARD_KEYS.items() if profile.cards_2025 or CARDS[c].edition == "classic"
    }


class CardLegend(Translated, Static):
    """The card keys of the game, two to a line."""

    DEFAULT_CSS = """
    CardLegend { height: auto; padding: 0 1; color: $text-muted; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys: dict[str, str] = {}

    def configure(self, profile: RuleProfile) -> None:
        self.keys = cards_for(profile)
        items = [(key, self.t("card." + card)) for key, card in self.keys.items()]
        width = max((len(name) for _, name in items), default=0) + 3
        lines = []
        for start in range(0, len(items), 2):
            pair = items[start : start + 2]
            lines.append(
                "".join(f"[b]{key}[/b] {escape(name):<{width}}" for key, name in pair).rstrip()
            )
        self.update("\n".join(lines))
