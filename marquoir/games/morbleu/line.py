"""The line a Morbleu turn is typed on (see ``marquoir.games.morbleu.tui.entry``), read into
its turn: shared by the app's entry and the players' phones (no screen here)."""

from __future__ import annotations

from typing import Any

from marquoir.games.morbleu.rules import DuelTurn, NewHandTurn, TreasureTurn
from marquoir.rules import RulesError

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
