"""A Morbleu game's facts as JSON (``"game": "morbleu"``, ``"rules": {"pot": 30}``): turns
``{"duel": {"against", "winner", "challenge"}}``, ``{"new_hand": true}``,
``{"adjust": {"escudos": {NAME | "pot": delta}, "hands": {NAME: n}, "note": text}}``; the
Treasure escudos declared at the end are the document's ``"treasure": {NAME: n}``."""

from __future__ import annotations

from marquoir.rules.errors import GameFileError, RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.limits import check_note
from marquoir.rules.manual import points_at
from marquoir.rules.morbleu.profile import PROFILE_FIELDS, MorbleuProfile, make_profile
from marquoir.rules.morbleu.turns import (
    CHALLENGES,
    POT,
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
    Turn,
)

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

TURN_FIELDS = ("player", "duel", "new_hand", "adjust")
#: the document's own field for the Treasure escudos
CLOSING = "treasure"


def profile_from_json(rules: Any, place: str = "rules") -> MorbleuProfile:
    rules = fields(rules, place, PROFILE_FIELDS, ())
    if "pot" not in rules:
        raise GameFileError(f"{place}.pot", "the pot must be given (the escudos on the table)")
    pot = typed(rules["pot"], f"{place}.pot", int, "a number of escudos")
    try:
        return make_profile(pot)
    except RulesError as error:
        raise refused_at(f"{place}.pot", error) from None


def profile_to_json(profile: MorbleuProfile) -> dict[str, Any]:
    return profile.as_dict()


def _count(value: Any, place: str) -> int:
    count: int = points_at(value, place)
    return count


def turn_from_json(player: str, obj: Any, place: str, deref: Callable[[Any, str], str]) -> Turn:
    if isinstance(obj, dict) and CLOSING in obj:
        amounts = typed(obj[CLOSING], CLOSING, dict, "an object {name: escudos}")
        pairs = []
        for key, value in amounts.items():
            name = deref(key, f"{CLOSING}.{key}")
            pairs.append((name, _count(value, f"{CLOSING}.{key}")))
        return TreasureTurn(player, tuple(pairs))
    facts = fields(obj, place, TURN_FIELDS, ())
    given = [key for key in ("duel", "new_hand", "adjust") if key in facts]
    if len(given) != 1:
        raise GameFileError(place, "a turn has exactly one of duel, new_hand, adjust")
    if "new_hand" in facts:
        if typed(facts["new_hand"], f"{place}.new_hand", bool, "true") is not True:
            raise GameFileError(f"{place}.new_hand", "expected true")
        return NewHandTurn(player)
    if "duel" in facts:
        where = f"{place}.duel"
        duel = fields(facts["duel"], where, ("against", "winner", "challenge"), ("against",))
        against = deref(duel["against"], f"{where}.against")
        winner = duel.get("winner")
        if winner is not None:
            winner = deref(winner, f"{where}.winner")
        challenge = duel.get("challenge")
        if challenge is not None:
            challenge = typed(challenge, f"{where}.challenge", str, " / ".join(CHALLENGES))
            if challenge not in CHALLENGES:
                raise GameFileError(
                    f"{where}.challenge", f"{challenge!r} is not one of {', '.join(CHALLENGES)}"
                )
        elif winner is not None:
            raise GameFileError(f"{where}.challenge", "the winner's challenge is missing")
        return DuelTurn(player, against, winner, challenge)
    where = f"{place}.adjust"
    adjust = fields(facts["adjust"], where, ("escudos", "hands", "note"), ())
    escudos = []
    for key, value in typed(
        adjust.get("escudos", {}), f"{where}.escudos", dict, "an object"
    ).items():
        name = POT if key == POT else deref(key, f"{where}.escudos.{key}")
        escudos.append((name, _count(value, f"{where}.escudos.{key}")))
    hands = []
    for key, value in typed(adjust.get("hands", {}), f"{where}.hands", dict, "an object").items():
        hands.append((deref(key, f"{where}.hands.{key}"), _count(value, f"{where}.hands.{key}")))
    note = typed(adjust.get("note", ""), f"{where}.note", str, "a string")
    try:
        note = check_note(note)
    except RulesError as error:
        raise refused_at(f"{where}.note", error) from None
    return AdjustTurn(player, tuple(escudos), tuple(hands), note)


def turn_to_json(turn: Turn, ref: Callable[[str], Any]) -> dict[str, Any]:
    if isinstance(turn, TreasureTurn):
        return {CLOSING: {str(ref(name)): n for name, n in turn.treasure}}
    if isinstance(turn, NewHandTurn):
        return {"new_hand": True}
    if isinstance(turn, DuelTurn):
        duel: dict[str, Any] = {
            "against": ref(turn.against),
            "winner": None if turn.winner is None else ref(turn.winner),
        }
        if turn.challenge is not None:
            duel["challenge"] = turn.challenge
        return {"duel": duel}
    adjust: dict[str, Any] = {}
    if turn.escudos:
        adjust["escudos"] = {
            (POT if name == POT else str(ref(name))): delta for name, delta in turn.escudos
        }
    if turn.hands:
        adjust["hands"] = {str(ref(name)): n for name, n in turn.hands}
    if turn.note:
        adjust["note"] = turn.note
    return {"adjust": adjust}
