"""A Morbleu game in words, in either language: the phase, the pot, the ledger's facts."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.morbleu.rules.game import OVER, TREASURE, GameState
from marquoir.games.morbleu.rules.profile import MorbleuProfile
from marquoir.games.morbleu.rules.turns import AdjustTurn, DuelTurn, NewHandTurn, TreasureTurn
from marquoir.i18n import translate, translate_plural, visible
from marquoir.rules.explain import format_points, winners_text

if TYPE_CHECKING:
    from typing import Any


def phase_text(state: GameState, lang: str) -> str:
    if state.phase == OVER:
        return translate(lang, "morbleu.over", result=winners_text(state.winners, lang))
    if state.phase == TREASURE:
        return translate(lang, "morbleu.treasure_now")
    return translate(
        lang, "morbleu.playing", name=state.next_player, round=state.round, pot=state.pot
    )


def state_json(state: GameState, lang: str) -> dict[str, object]:
    """What ``replay --json`` adds for Morbleu: escudos, hands, the pot."""
    players = state.setup.players
    return {
        "escudos": dict(zip(players, state.escudos, strict=True)),
        "hands": dict(zip(players, state.hands, strict=True)),
        "pot": state.pot,
    }


def state_notes(state: GameState, lang: str) -> list[str]:
    """Under a printed sheet: each pirate's escudos and hand, the pot."""

    def counted(key: str, n: int) -> str:
        return translate_plural(lang, key, n)

    pirates = " · ".join(
        f"{visible(p)} {counted('morbleu.escudos', e)}, {counted('morbleu.cards', h)}"
        for p, e, h in zip(state.setup.players, state.escudos, state.hands, strict=True)
    )
    return [translate(lang, "morbleu.pot", pot=state.pot), pirates]


def profile_facts(profile: MorbleuProfile, lang: str) -> list[tuple[str, int | bool | str]]:
    return [("pot", profile.pot)]


#: a turn's facts in a row per turn of the ledger
TURN_FACT_FIELDS = ("action", "against", "winner", "challenge")


def turn_facts(turn: Any, lang: str) -> tuple[int | bool | str, ...]:
    if isinstance(turn, DuelTurn):
        winner = turn.winner if turn.winner is not None else translate(lang, "morbleu.draw")
        challenge = translate(lang, f"morbleu.challenge.{turn.challenge}") if turn.challenge else ""
        return (translate(lang, "morbleu.kind.duel"), turn.against, winner, challenge)
    if isinstance(turn, NewHandTurn):
        return (translate(lang, "morbleu.kind.new_hand"), "", "", "")
    if isinstance(turn, AdjustTurn):
        return (translate(lang, "morbleu.kind.adjust"), "", "", "")
    if isinstance(turn, TreasureTurn):
        return (translate(lang, "morbleu.kind.treasure"), "", "", "")
    return ("", "", "", "")


def after_columns(players: Any, lang: str) -> list[str]:
    """A row per turn ends with each pirate's cards and the pot after the turn."""
    return [translate(lang, "csv.cards_of", name=name) for name in players] + [
        translate(lang, "csv.pot")
    ]


def after_facts(outcome: Any) -> tuple[int, ...]:
    return (*outcome.result.hands, outcome.result.pot)


def board_note(state: GameState, seat: int, lang: str) -> str:
    """Under a pirate's escudos on a board: the cards in their hand."""
    return translate(lang, "board.hand", n=state.hands[seat])


def turn_words(turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
    """A turn on a board, as the table says it: ``challenged Bruno`` · ``Bruno won (Double):
    +1 escudo, +1 card``; ``new hand`` · ``1 escudo to the pot``; an adjustment and the
    Treasure declared with what each pirate's escudos did."""
    result = outcome.result
    if isinstance(turn, DuelTurn):
        what = translate(lang, "morbleu.words.duel", against=visible(turn.against))
        if result.winner is None:
            return what, translate(lang, "morbleu.draw")
        challenge = translate(lang, f"morbleu.challenge.{result.challenge}")
        gains = ", ".join(
            "+" + translate_plural(lang, key, n)
            for key, n in (("morbleu.escudos", result.escudos), ("morbleu.cards", result.cards))
            if n
        )
        winner = visible(result.winner)
        won = translate(
            lang,
            "morbleu.words.won_gains" if gains else "morbleu.words.won",
            winner=winner,
            challenge=challenge,
            gains=gains,
        )
        return what, won
    if isinstance(turn, NewHandTurn):
        return translate(lang, "morbleu.kind.new_hand"), translate(lang, "morbleu.words.paid")
    if isinstance(turn, TreasureTurn):
        declared = ", ".join(f"{visible(name)} {n}" for name, n in turn.treasure)
        return translate(lang, "morbleu.words.treasure"), declared
    what = translate(lang, "morbleu.kind.adjust")
    if not isinstance(turn, AdjustTurn):
        return what, ""
    if turn.note:
        what += f" ({visible(turn.note)})"
    moved = [(visible(name), delta) for name, delta in turn.escudos if delta]
    if turn.pot:
        moved.append((translate(lang, "csv.pot"), turn.pot))
    said = ", ".join(f"{name} {format_points(delta, lang, sign=True)}" for name, delta in moved)
    return what, said or translate(lang, "morbleu.words.hands")
