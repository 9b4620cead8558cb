"""One key per Pirate card, with the legend on screen."""

from __future__ import annotations

from rich.markup import escape
from textual import events
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from marquoir.i18n import translate
from marquoir.rules.mille_sabords import CARDS, RuleProfile
from marquoir.tui.lang import Translated

#: the key for each card; none of them is needed while the card has focus for anything else
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


class CardPicker(Translated, Widget, can_focus=True):
    """Shows the chosen card and the legend; a card key chooses, Enter keeps the card."""

    DEFAULT_CSS = """
    CardPicker { height: auto; padding: 0 1; border: round $primary 40%; }
    CardPicker:focus { border: round $accent; }
    """

    card: reactive[str] = reactive("none")

    class Chosen(Message):
        """A card was chosen (or kept, with Enter): the dice come next."""

        def __init__(self, picker: CardPicker, card: str) -> None:
            super().__init__()
            self.picker = picker
            self.card = card

        @property
        def control(self) -> CardPicker:
            return self.picker

    def __init__(self, profile: RuleProfile | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys = cards_for(profile) if profile is not None else {}

    def configure(self, profile: RuleProfile) -> None:
        """The cards a game with this profile plays."""
        self.keys = cards_for(profile)
        self.refresh(layout=True)

    def render(self) -> str:
        t = self.lang
        chosen = translate(t, "card." + self.card)
        items = [(key, translate(t, "card." + card)) for key, card in self.keys.items()]
        width = max((len(name) for _, name in items), default=0) + 3
        lines = []
        for start in range(0, len(items), 2):
            pair = items[start : start + 2]
            lines.append(
                "".join(f"[b]{key}[/b] {escape(name):<{width}}" for key, name in pair).rstrip()
            )
        legend = "\n".join(lines)
        return f"{translate(t, 'game.card')}: [b reverse] {escape(chosen)} [/]\n[dim]{legend}[/dim]"

    def on_key(self, event: events.Key) -> None:
        char = (event.character or "").lower()
        if char in self.keys:
            event.stop()
            event.prevent_default()
            self.card = self.keys[char]
            self.post_message(self.Chosen(self, self.card))
        elif event.key == "enter":
            event.stop()
            self.post_message(self.Chosen(self, self.card))
