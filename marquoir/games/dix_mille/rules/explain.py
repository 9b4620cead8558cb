"""A Dix mille turn and game in words, in either language: each part of a throw's reading,
the phase, who has not entered yet."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.dix_mille.rules.profile import DixMilleProfile
from marquoir.games.dix_mille.rules.solo import solo_record, solo_text
from marquoir.games.dix_mille.rules.turns import BlankTurn, PointsTurn, ThrowsTurn
from marquoir.i18n import translate
from marquoir.rules.explain import format_points, last_round_needs, winners_text

if TYPE_CHECKING:
    from typing import Any

    from marquoir.games.dix_mille.rules.game import GameState
    from marquoir.games.dix_mille.rules.values import Part


def part_label(part: Part, lang: str) -> str:
    """``2 × 5`` / ``three 2s`` / ``four 1s`` / ``straight`` / ``three pairs``."""
    if part.kind == "single":
        return translate(lang, "dix.part.single", n=part.size, die=part.face)
    if part.kind == "kind":
        return translate(lang, f"dix.part.kind{part.size}", die=part.face)
    return translate(lang, f"dix.part.{part.kind}")


def phase_text(state: GameState, lang: str) -> str:
    """The phase in words, as for every game played to a target."""
    players = state.setup.players
    target = format_points(state.setup.profile.target, lang)
    if state.phase == "over":
        result = solo_text(state, lang) or winners_text(state.winners, lang)
        return translate(lang, "phase.over", result=result)
    if state.phase == "last_round":
        names = translate(lang, "phase.then").join(players[i] for i in state.last_round_left)
        return translate(lang, "phase.last_round", names=names, by=state.triggered_by)
    return translate(
        lang, "phase.playing", name=state.next_player, round=state.round, target=target
    )


def not_entered_text(state: GameState, lang: str) -> str:
    """Who has not yet banked the entry threshold (empty without the variant)."""
    entry = state.setup.profile.entry
    waiting = [p for p, done in zip(state.setup.players, state.entered, strict=True) if not done]
    if not entry or not waiting:
        return ""
    return translate(
        lang, "dix.not_entered", names=", ".join(waiting), entry=format_points(entry, lang)
    )


def state_json(state: GameState, lang: str) -> dict[str, object]:
    """What ``replay --json`` adds for Dix mille: who has entered, each run of blanks, and a
    played-out solo game's record."""
    players = state.setup.players
    written: dict[str, object] = {
        "entered": dict(zip(players, state.entered, strict=True)),
        "blank_runs": dict(zip(players, state.blank_runs, strict=True)),
    }
    record = solo_record(state)
    if record is not None:  # a solo game played out: its record
        written["solo_record"] = {"turns": record[0], "best_turn": record[1]}
    return written


def state_notes(state: GameState, lang: str) -> list[str]:
    """The lines under a printed sheet: who has not entered yet."""
    text = not_entered_text(state, lang)
    return [text] if text else []


#: a turn's facts in a row per turn
TURN_FACT_FIELDS = ("throws", "blank")


def profile_facts(profile: DixMilleProfile, lang: str) -> list[tuple[str, int | bool | str]]:
    """The variants in a sheet's header (``multiples`` in words)."""
    return [
        (name, translate(lang, f"dix.multiples.{value}") if name == "multiples" else value)
        for name, value in profile.as_dict().items()
    ]


def turn_facts(turn: Any, lang: str) -> tuple[int | bool | str, ...]:
    """A turn's throws (``155 222 1``; ``1,150 pts`` for points banked as counted by the
    Captain) and whether it ended on a blank; blank text for manual points."""
    if isinstance(turn, ThrowsTurn):
        return (" ".join(turn.throws), turn.blank)
    if isinstance(turn, PointsTurn):
        points = format_points(turn.points, lang)  # written as every other number (1,150)
        return (translate(lang, "dix.banked", points=points), False)
    if isinstance(turn, BlankTurn):
        return ("", True)
    return ("", False)


def target(profile: DixMilleProfile) -> int:
    """The total the game is played to."""
    return profile.target


def turn_words(turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
    """A turn on a board: its throws (or the points banked), ✗ for a blank, and its points."""
    throws, blank = turn_facts(turn, lang)
    what = " ".join(part for part in (str(throws), "✗" if blank else "") if part)
    return what, format_points(outcome.points, lang, sign=True)


def to_win(state: GameState, seat: int) -> int | None:
    """In the last round, the fewest points the seat's turn must score to win: strictly more
    than the leader (equal totals go to the one who reached the target first, never to a
    player of the last round), and the entry threshold for a player not entered yet."""
    if state.phase != "last_round":
        return None
    entry = 0 if state.entered[seat] else state.setup.profile.entry
    return last_round_needs(state.totals, seat, state.last_round_left, 50, entry)
