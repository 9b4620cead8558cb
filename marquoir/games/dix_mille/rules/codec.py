"""A Dix mille game's facts as JSON (``"game": "dix-mille"``): the variants, and each turn as
its throws (``{"throws": ["155", "222", "1"]}``, ``"blank"`` last when it ended on a blank),
its banked points (``{"points": 850}``), a blank (``{"blank": true}``) or manual points."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.dix_mille.rules.profile import PROFILE_FIELDS, DixMilleProfile, make_profile
from marquoir.games.dix_mille.rules.throws import check_throws
from marquoir.games.dix_mille.rules.turns import BLANK, BlankTurn, PointsTurn, ThrowsTurn, Turn
from marquoir.rules.errors import GameFileError, RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.manual import (
    ManualTurn,
    is_manual,
    manual_from_json,
    manual_to_json,
    note_at,
    points_at,
)

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

TURN_FIELDS = ("player", "throws", "points", "blank", "note")


def profile_from_json(rules: Any, place: str = "rules") -> DixMilleProfile:
    """The variants; each missing one takes its default."""
    rules = fields(rules, place, PROFILE_FIELDS, ())
    variants: dict[str, Any] = {}
    for name, value in rules.items():
        kind = str if name == "multiples" else int
        variants[name] = typed(value, f"{place}.{name}", kind, "one of the variant's values")
    try:
        return make_profile(**variants)
    except RulesError as error:
        raise refused_at(f"{place}.{error.field}", error) from None


def profile_to_json(profile: DixMilleProfile) -> dict[str, Any]:
    return profile.as_dict()


def turn_from_json(player: str, obj: Any, place: str, deref: Callable[[Any, str], str]) -> Turn:
    if is_manual(obj):
        return manual_from_json(player, obj, place, deref)
    facts = fields(obj, place, TURN_FIELDS, ())
    note = note_at(facts, place)
    given = [key for key in ("throws", "points", "blank") if key in facts]
    if len(given) != 1:
        raise GameFileError(
            place, "a turn has exactly one of throws, points, blank (or manual points)"
        )
    if "blank" in facts:
        if typed(facts["blank"], f"{place}.blank", bool, "true") is not True:
            raise GameFileError(f"{place}.blank", "expected true (a turn that scored, say how)")
        return BlankTurn(player, note)
    if "points" in facts:
        return PointsTurn(player, points_at(facts["points"], f"{place}.points"), note)
    throws = typed(facts["throws"], f"{place}.throws", list, 'a list of throws such as "155"')
    try:  # before each throw is read: a list of 150,000 throws is refused at once
        check_throws(len(throws) - (1 if throws and throws[-1] == BLANK else 0))
    except RulesError as error:
        raise refused_at(f"{place}.throws", error) from None
    texts = []
    for i, throw in enumerate(throws):
        typed(throw, f"{place}.throws[{i}]", str, 'the dice set aside, such as "155"')
        if throw == BLANK and i != len(throws) - 1:
            raise GameFileError(f"{place}.throws[{i}]", "blank can only be the last throw")
        texts.append(throw)
    blank = bool(texts) and texts[-1] == BLANK
    return ThrowsTurn(player, tuple(texts[:-1] if blank else texts), blank, note)


def turn_to_json(turn: Turn, ref: Callable[[str], Any]) -> dict[str, Any]:
    out: dict[str, Any]
    if isinstance(turn, ManualTurn):
        return manual_to_json(turn, ref)
    if isinstance(turn, ThrowsTurn):
        out = {"throws": [*turn.throws, *([BLANK] if turn.blank else [])]}
    elif isinstance(turn, PointsTurn):
        out = {"points": turn.points}
    else:
        out = {"blank": True}
    if turn.note:
        out["note"] = turn.note
    return out
