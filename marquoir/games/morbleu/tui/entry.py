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

from marquoir.games.morbleu.rules import REWARDS, DuelTurn, NewHandTurn, TreasureTurn
from marquoir.i18n import translate, translate_plural, visible
from marquoir.rules import RulesError
from marquoir.tui.widgets.line_entry import LineEntry

#: the challenge letters (the same in French: Franche, Double, Triple, Score)
LETTERS = {"f": "franche", "d": "double", "t": "triple", "s": "score"}


def parse_line(text: str, state: Any, player: str) -> Any:
    """The turn a line types, for ``player`` in ``state``; a RulesError says why not."""
    players = state.setup.players
    compact = "".join(text.split()).lower()
    if state.phase == "treasure":
        amounts = text.split()
        if len(amounts) != len(players) or not all(a.isdigit() for a in amounts):
            raise RulesError("morbleuui.treasure_line", "treasure", n=len(players))
        return TreasureTurn(player, tuple(zip(players, map(int, amounts), strict=True)))
    if compact == "n":  # refused here, as Enter would be: the preview never promises it
        if state.escudos[state.setup.seat_of(player)] < 1:
            raise RulesError("morbleu.no_escudo", "", name=player)
        return NewHandTurn(player)
    if len(compact) < 2 or not compact[:2].isdigit():
        raise RulesError("morbleuui.duel_line", "duel")
    opponent, winner = int(compact[0]), int(compact[1])
    if not 1 <= opponent <= len(players):
        raise RulesError("morbleuui.no_seat", "duel", n=opponent, count=len(players))
    if players[opponent - 1] == player:
        raise RulesError("morbleu.self_duel", "duel", name=player)
    against = players[opponent - 1]
    if winner == 0:
        if compact[2:]:
            raise RulesError("morbleuui.draw_no_letter", "duel")
        return DuelTurn(player, against, None)
    if winner > len(players) or players[winner - 1] not in (player, against):
        name = players[winner - 1] if winner <= len(players) else str(winner)
        raise RulesError("morbleu.not_in_duel", "duel", name=name)
    letter = compact[2:]
    if letter not in LETTERS:
        raise RulesError("morbleuui.letter", "duel", given=letter)
    return DuelTurn(player, against, players[winner - 1], LETTERS[letter])


def turn_line(turn: Any, players: tuple[str, ...]) -> str:
    """A stored turn as the line that types it (empty for what the line does not type)."""
    if isinstance(turn, NewHandTurn):
        return "n"
    if isinstance(turn, DuelTurn):
        opponent = players.index(turn.against) + 1
        if turn.winner is None:
            return f"{opponent} 0"
        letter = next(k for k, v in LETTERS.items() if v == turn.challenge)
        return f"{opponent} {players.index(turn.winner) + 1} {letter}"
    if isinstance(turn, TreasureTurn):
        amounts = dict(turn.treasure)
        return " ".join(str(amounts.get(p, 0)) for p in players)
    return ""


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
