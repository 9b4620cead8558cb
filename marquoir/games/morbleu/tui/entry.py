"""A Morbleu turn typed on one line, then Enter (morbleu.md; Marquoir does not judge duels):

- a duel: the opponent's seat number, the winner's seat number (``0`` for a draw) and the
  winner's challenge letter — ``2 1 s`` (or ``21s``): the player challenged seat 2, seat 1
  won with a Score; ``3 0``: a draw with seat 3. Letters: **f** Franche, **d** Double,
  **t** Triple, **s** Score;
- **n**: a new hand (1 escudo back to the pot, 3 cards);
- once the pot is empty, the escudos on each pirate's Treasure cards, in seating order:
  ``2 0 1``.

Adjustments have their own key (ctrl+o). Like the other games' entries, Enter hands the turn
on and empties the line in place.
"""

from __future__ import annotations

from typing import Any

from rich.console import RenderableType
from rich.markup import escape
from rich.text import Text

from marquoir.games.morbleu.line import LETTERS as LETTERS
from marquoir.games.morbleu.line import parse_line as parse_line
from marquoir.games.morbleu.line import turn_line as turn_line
from marquoir.games.morbleu.rules import REWARDS, NewHandTurn, TreasureTurn
from marquoir.i18n import translate, translate_plural, visible
from marquoir.rules import RulesError
from marquoir.tui.widgets.line_entry import LineEntry


class MorbleuEntry(LineEntry):
    """The turn on one line (see the module); ``Entered`` when Enter takes it."""

    def placeholder_text(self) -> str:
        treasure = self.state is not None and self.state.phase == "treasure"
        return self.t("morbleuui.treasure_placeholder" if treasure else "morbleuui.placeholder")

    def read(self, text: str) -> tuple[Any, Any]:
        turn = parse_line(text, self.state, self.player)
        return turn, turn


def morbleu_preview(entry: MorbleuEntry, lang: str) -> RenderableType:
    """What the line says, in words: the duel and its reward, a new hand, the Treasure."""
    result = entry.result
    state = entry.state
    if result is None:
        key = (
            "morbleuui.treasure_help"
            if state is not None and state.phase == "treasure"
            else "morbleuui.help"
        )
        players = state.setup.players if state is not None else ()
        seats = "  ".join(f"{i} {visible(p)}" for i, p in enumerate(players, start=1))
        return Text(translate(lang, key) + "\n" + seats, style="dim")
    if isinstance(result, RulesError):
        return Text.from_markup(f"[b red]✗ {escape(result.text(lang))}[/]")
    if isinstance(result, NewHandTurn):
        return Text(translate(lang, "morbleuui.new_hand", name=visible(entry.player)), style="bold")
    if isinstance(result, TreasureTurn):
        return Text(translate(lang, "morbleuui.treasure_typed"), style="bold")
    if result.winner is None:
        return Text(
            translate(
                lang, "morbleuui.draw", name=visible(entry.player), other=visible(result.against)
            ),
            style="bold",
        )
    cards, escudos = REWARDS[result.challenge]
    taken = min(escudos, state.pot)
    return Text(
        translate(
            lang,
            "morbleuui.won",
            name=visible(entry.player),
            other=visible(result.against),
            winner=visible(result.winner),
            challenge=translate(lang, f"morbleu.challenge.{result.challenge}"),
            cards=lambda lang: translate_plural(lang, "morbleu.cards", cards),
            escudos=lambda lang: translate_plural(lang, "morbleu.escudos", taken),
        ),
        style="bold",
    )
