"""A Mille Sabords turn's arithmetic and the game's phase as sentences, in French or English."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.mille_sabords.rules.clauses import Line
from marquoir.games.mille_sabords.rules.dice import FACES, Dice
from marquoir.games.mille_sabords.rules.turns import DiceTurn
from marquoir.i18n import translate, translate_plural, visible
from marquoir.rules.explain import format_points, last_round_needs, winners_text

if TYPE_CHECKING:
    from typing import Any

    from marquoir.games.mille_sabords.rules.game import GameState
    from marquoir.games.mille_sabords.rules.profile import RuleProfile


def count_of(face: str, n: int, lang: str) -> str:
    """``1 sabre``, ``3 sabres``: a number of one face, singular or plural."""
    return translate_plural(lang, f"count.{face}", n)


def line_label(line: Line, lang: str = "en") -> str:
    """The sentence for one breakdown line (its figure is shown beside it, not in it)."""
    key = "line." + line.kind
    if line.kind == "set" and line.extra:
        key = "line.set_card"
    params: dict[str, object] = {
        "count": line.n,
        "extra": line.extra,
        "sabres": count_of("s", line.n, lang),
    }
    if line.face:
        params["face"] = line.face
    return translate(lang, key, **params)


def line_figure(line: Line) -> int:
    """The figure shown beside a line: its points, but for a trip to Skull Island what each
    opponent loses (the player's own points are 0)."""
    if line.kind == "skull_island":
        return -line.n * line.extra
    return line.points


def phase_text(state: GameState, lang: str) -> str:
    """The phase in words: ``Last round — Bruno, then Chloé``."""
    players = state.setup.players
    target = format_points(state.setup.profile.target, lang)
    if state.phase == "over":
        key = "phase.over_magic" if state.ended_by == "pirate_magic" else "phase.over"
        return translate(lang, key, result=winners_text(state.winners, lang))
    if state.phase == "last_round":
        names = translate(lang, "phase.then").join(players[i] for i in state.last_round_left)
        return translate(lang, "phase.last_round", names=names, by=state.triggered_by)
    if state.phase == "sudden_death":
        return translate(lang, "phase.sudden_death", target=target, name=state.next_player)
    return translate(
        lang, "phase.playing", name=state.next_player, round=state.round, target=target
    )


def dice_words(dice: Dice, lang: str) -> str:
    """Dice in words, the way a player says them: ``2 monkeys, 1 parrot`` / ``2 singes,
    1 perroquet``."""
    parts = []
    for face, n in zip(FACES, dice, strict=True):
        if n:
            parts.append(translate_plural(lang, f"count.{face}", n))
    return ", ".join(parts)


def option_label(action: str, reroll: Dice, skull: bool, bust: float, lang: str) -> str:
    """An odds option in words: ``stop``, ``reroll 2 monkeys`` (with a skull for the
    sorceress), ``end the turn (three skulls)``. English names the dice by their letters
    (``reroll mm``), as typed; French by their names."""
    if action == "stop":
        return translate(lang, "odds.stop" if bust < 1 else "odds.turn_ends")
    if skull and not reroll.total:
        return translate(lang, "odds.skull_alone")
    dice = str(reroll) if lang == "en" else dice_words(reroll, lang)
    label = translate(lang, "odds.reroll", dice=dice)
    return label + translate(lang, "odds.with_skull") if skull else label


def deck_warning_text(card: str, lang: str) -> str:
    """``No Pirate left before the reshuffle — typo?``"""
    return translate(lang, "deck.none_left", card=card)  # the id: translate names it


def state_json(state: GameState, lang: str) -> dict[str, object]:
    """What ``replay --json`` adds for Mille Sabords: the pile and the warnings."""
    return {
        "deck": {
            "size": state.deck.size,
            "left": dict(state.deck.left),
            "drawn": state.deck.drawn,
        },
        "warnings": [
            {"turn": w.turn, "card": w.card, "message": deck_warning_text(w.card, lang)}
            for w in state.warnings
        ],
    }


def state_notes(state: GameState, lang: str) -> list[str]:
    """The lines under a printed sheet: each turn whose card was not left in the pile."""
    return [
        translate(
            lang,
            "deck.warning_line",
            n=w.turn + 1,
            name=visible(state.outcomes[w.turn].player),
            message=deck_warning_text(w.card, lang),
        )
        for w in state.warnings
    ]


#: a dice turn's facts in a row per turn
TURN_FACT_FIELDS = ("card", "dice", "saved", "skull_island")


def profile_facts(profile: RuleProfile, lang: str) -> list[tuple[str, int | bool | str]]:
    """The rules in a sheet's header: edition (in words), target, the two switches."""
    return [
        ("edition", translate(lang, f"edition.{profile.edition}")),
        ("target", profile.target),
        ("negative_scores", profile.negative_scores),
        ("cards_2025", profile.cards_2025),
    ]


def turn_facts(turn: Any, lang: str) -> tuple[int | bool | str, ...]:
    """A turn's card (its printed name), dice, saved dice and Skull Island; blank for manual
    points."""
    if not isinstance(turn, DiceTurn):
        return ("", "", "", False)
    saved = str(turn.saved) if turn.saved.total else ""
    return (translate(lang, f"card.{turn.card}"), str(turn.dice), saved, turn.skull_island)


def target(profile: RuleProfile) -> int:
    """The total the game is played to."""
    return profile.target


def turn_words(turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
    """A dice turn on a board: its card, and its points — or, for a trip to Skull Island
    (not a bust), what it took from every opponent."""
    what = translate(lang, f"card.{turn.card}")
    result = outcome.result
    if result is not None and result.skull_island:
        took = format_points(result.opponents, lang, sign=True)
        return what, translate(lang, "board.island", points=took)
    return what, format_points(outcome.points, lang, sign=True)


def to_win(state: GameState, seat: int) -> int | None:
    """In the last round, the fewest points the seat's turn must score to win outright:
    strictly more than the leader (the leader's very total shares the win)."""
    if state.phase != "last_round":
        return None
    return last_round_needs(state.totals, seat, state.last_round_left, 100)
