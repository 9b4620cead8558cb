"""A Morbleu turn entered from a player's phone (``marquoir.rules.phone``): the line the
Captain types (``2 1 s``: the duel with seat 2, won by seat 1 with a Score; ``3 0`` a draw;
``n`` a new hand; once the pot is empty, the Treasure escudos in seating order), what it says
in words, and a pad of the seats and the challenge letters."""

from __future__ import annotations

from typing import Any

from marquoir.games.morbleu.line import LETTERS, parse_line
from marquoir.games.morbleu.rules import REWARDS, NewHandTurn, TreasureTurn
from marquoir.i18n import translate, translate_plural
from marquoir.rules import RulesError
from marquoir.rules.phone import Pad, PadButton, PadGroup, Preview


def read(state: Any, player: str, line: str, flags: frozenset[str]) -> Any:
    """The turn ``line`` types for ``player`` (see the module), or a RulesError."""
    if not line.strip():
        raise RulesError("phone.line_empty", "line")
    return parse_line(line, state, player)


def preview(state: Any, player: str, line: str, flags: frozenset[str], lang: str) -> Preview:
    """What the line says, in words, in ``lang``."""
    try:
        turn = read(state, player, line, flags)
    except RulesError as error:
        return Preview(player, refusal=error.text(lang))
    if isinstance(turn, NewHandTurn):
        return Preview(translate(lang, "morbleuui.new_hand", name=player))
    if isinstance(turn, TreasureTurn):
        return Preview(translate(lang, "morbleuui.treasure_typed"))
    if turn.winner is None:
        return Preview(translate(lang, "morbleuui.draw", name=player, other=turn.against))
    cards, escudos = REWARDS[turn.challenge]
    taken = min(escudos, state.pot)
    words = translate(
        lang,
        "morbleuui.won",
        name=player,
        other=turn.against,
        winner=turn.winner,
        challenge=translate(lang, f"morbleu.challenge.{turn.challenge}"),
        cards=lambda lang: translate_plural(lang, "morbleu.cards", cards),
        escudos=lambda lang: translate_plural(lang, "morbleu.escudos", taken),
    )
    return Preview(words)


def pad(state: Any, line: str, lang: str) -> Pad:
    """The seats (for the opponent, then the winner), the draw, the challenge letters and a
    new hand; once the pot is empty, the digits of the Treasure escudos."""
    edits = (
        PadButton(translate(lang, "phone.space"), "add", " "),
        PadButton(translate(lang, "phone.back"), "back"),
        PadButton(translate(lang, "phone.clear"), "clear"),
    )
    if state.phase == "treasure":
        digits = tuple(PadButton(str(n), "add", str(n)) for n in range(10))
        return Pad(
            translate(lang, "morbleuui.treasure_help"),
            (PadGroup(translate(lang, "morbleuui.phone_escudos"), digits), PadGroup("", edits)),
        )
    players = state.setup.players
    seats = tuple(
        PadButton(f"{n} {name}", "add", f"{n} ") for n, name in enumerate(players, start=1)
    )
    letters = tuple(
        PadButton(translate(lang, f"morbleu.challenge.{word}"), "add", letter)
        for letter, word in LETTERS.items()
    )
    others = (
        PadButton(translate(lang, "morbleuui.phone_draw"), "add", "0"),
        PadButton(translate(lang, "morbleuui.phone_new_hand"), "set", "n"),
    )
    return Pad(
        translate(lang, "morbleuui.phone_morbleu_hint"),
        (
            PadGroup(translate(lang, "morbleuui.phone_seats"), seats),
            PadGroup(translate(lang, "morbleuui.phone_challenge"), letters),
            PadGroup("", others + edits),
        ),
    )
