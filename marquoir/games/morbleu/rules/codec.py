"""A Morbleu game's facts as JSON (``"game": "morbleu"``, ``"rules": {"pot": 30}``): turns
``{"duel": {"against", "winner", "challenge"}}``, ``{"new_hand": true}``,
``{"adjust": {"escudos": {NAME: delta}, "pot": delta, "hands": {NAME: n}, "note": text}}``;
the Treasure escudos declared at the end are the document's ``"treasure": {NAME: n}`` (the
store keeps them as the game's last turn). Every map keyed by a pirate follows
:mod:`marquoir.rules.player_maps`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.morbleu.rules.profile import PROFILE_FIELDS, MorbleuProfile, make_profile
from marquoir.games.morbleu.rules.turns import (
    CHALLENGES,
    POT,
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
    Turn,
)
from marquoir.rules.errors import GameFileError, Refusal, RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.limits import check_note
from marquoir.rules.manual import points_at
from marquoir.rules.player_maps import player_map

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

TURN_FIELDS = ("player", "duel", "new_hand", "adjust")
ADJUST_FIELDS = ("escudos", POT, "hands", "note")
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


def _names_a_pirate(key: str, place: str, deref: Callable[[Any, str], str]) -> bool:
    """Whether the table reads ``key`` as one of its pirates."""
    try:
        deref(key, place)
    except Refusal:
        return False
    return True


def _adjust(player: str, obj: Any, where: str, deref: Callable[[Any, str], str]) -> AdjustTurn:
    """An adjustment: the pirates' escudos (a map keyed by pirates only), the pot's, the hands
    and a note. A file written before the pot had its own field kept the pot's escudos under
    the key ``"pot"`` among the pirates': read so when no pirate at the table is named so."""
    adjust = fields(obj, where, ADJUST_FIELDS, ())
    moved = adjust.get("escudos", {})
    older = (
        POT not in adjust
        and isinstance(moved, dict)
        and POT in moved
        and not _names_a_pirate(POT, f"{where}.escudos.{POT}", deref)
    )
    if older:
        pot = _count(moved[POT], f"{where}.escudos.{POT}")
    else:
        pot = _count(adjust.get(POT, 0), f"{where}.{POT}")
    escudos = player_map(
        moved, f"{where}.escudos", deref, _count, skip=lambda key: older and key == POT
    )
    hands = player_map(adjust.get("hands", {}), f"{where}.hands", deref, _count)
    note = typed(adjust.get("note", ""), f"{where}.note", str, "a string")
    try:
        note = check_note(note)
    except RulesError as error:
        raise refused_at(f"{where}.note", error) from None
    return AdjustTurn(player, escudos, hands, note, pot)


def turn_from_json(player: str, obj: Any, place: str, deref: Callable[[Any, str], str]) -> Turn:
    if isinstance(obj, dict) and CLOSING in obj:
        # the Treasure declaration: the document's closing field (``place`` empty), or the
        # store's last turn; nothing else beside it
        where = f"{place}.{CLOSING}" if place else CLOSING
        fields(obj, place, (CLOSING,), (CLOSING,))
        treasure = player_map(obj[CLOSING], where, deref, _count)
        return TreasureTurn(player, treasure)
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
    return _adjust(player, facts["adjust"], f"{place}.adjust", deref)


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
        adjust["escudos"] = {str(ref(name)): delta for name, delta in turn.escudos}
    if turn.pot:
        adjust[POT] = turn.pot
    if turn.hands:
        adjust["hands"] = {str(ref(name)): n for name, n in turn.hands}
    if turn.note:
        adjust["note"] = turn.note
    return {"adjust": adjust}
