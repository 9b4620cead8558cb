"""The card pile (f6 in a game): the cards left by kind, and the chance of each for the next
draw, derived from the cards typed (``marquoir.games.mille_sabords.rules.deck``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Static

from marquoir.games.mille_sabords.rules import deck_warning_text
from marquoir.i18n import numbers, translate_plural, visible
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog, keys_line

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.rules import GameState


def percent(chance: float, lang: str) -> str:
    return numbers.percent(chance, lang)


class DeckScreen(MarquoirDialog[None]):
    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]
    BINDINGS = [
        Binding("escape", "dismiss(None)", "key.back", show=False, id="deck-back"),
        Binding("f6", "dismiss(None)", "key.back", show=False, id="deck-close"),
    ]

    def __init__(self, state: GameState) -> None:
        super().__init__()
        self.state = state

    def compose(self) -> ComposeResult:
        deck = self.state.deck
        with Vertical():
            yield Static(
                plain(
                    self.t(
                        "deck.title",
                        left=lambda lang: translate_plural(lang, "deck.cards", deck.cards_left),
                        size=deck.size,
                        drawn=lambda lang: translate_plural(lang, "deck.drawn", deck.drawn),
                    ),
                    "bold",
                )
            )
            yield DataTable(id="pile", cursor_type="row", zebra_stripes=True)
            yield Static(id="deck-warnings")
            yield Static(keys_line(self.lang, ("keyname.escape", "key.back")))

    def on_mount(self) -> None:
        deck, lang = self.state.deck, self.lang
        table = self.query_one("#pile", DataTable)
        table.add_column(self.t("deck.card"), key="card")
        table.add_column(self.t("deck.left"), key="left")
        table.add_column(self.t("deck.chance"), key="chance")
        for card, left in deck.left:
            style = "dim" if left == 0 else ""
            table.add_row(
                Text(self.t(f"card.{card}"), style=style),
                Text(f"{left} / {deck.full_of(card)}", style=style, justify="right"),
                Text(percent(deck.chance(card), lang), style=style, justify="right"),
                key=card,
            )
        warned = [
            self.t(
                "deck.warning_line",
                n=w.turn + 1,
                name=visible(self.state.outcomes[w.turn].player),
                message=deck_warning_text(w.card, lang),
            )
            for w in self.state.warnings
        ]
        self.query_one("#deck-warnings", Static).update(plain("\n".join(warned), "yellow"))
        table.focus()
