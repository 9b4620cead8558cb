"""A Mille Sabords game's facts as JSON: the rule profile and each turn, as the game file
(``marquoir-game/1``) and the store write them.

A turn's facts are written without its player (the file and the store each say who played);
the players a turn names (a manual turn's opponents) are written through ``ref`` and read back
through ``deref``: names in the file, seats in the store.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.mille_sabords.rules.cards import get_card
from marquoir.games.mille_sabords.rules.dice import parse_dice, parse_roll
from marquoir.games.mille_sabords.rules.profile import PROFILE_FIELDS, RuleProfile, make_profile
from marquoir.games.mille_sabords.rules.turns import DiceTurn, ManualTurn, Turn
from marquoir.rules.errors import GameFileError, RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.manual import is_manual, manual_from_json, manual_to_json, note_at

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

#: a turn's fields in the file (the player is read by the file, not here)
DICE_TURN_FIELDS = ("player", "card", "dice", "saved", "skull_island", "note")


def profile_from_json(rules: Any, place: str = "rules") -> RuleProfile:
    """A profile from its fields; each missing one takes the edition's default."""
    rules = fields(rules, place, PROFILE_FIELDS, ())
    edition = typed(rules.get("edition", "classic"), f"{place}.edition", str, '"classic" or "2025"')
    options: dict[str, Any] = {}
    if "target" in rules:
        options["target"] = typed(rules["target"], f"{place}.target", int, "a number of points")
    for flag in ("negative_scores", "cards_2025"):
        if flag in rules:
            options[flag] = typed(rules[flag], f"{place}.{flag}", bool, "true or false")
    try:
        return make_profile(edition, **options)
    except RulesError as error:
        raise refused_at(f"{place}.{error.field}", error) from None


def profile_to_json(profile: RuleProfile) -> dict[str, Any]:
    """Every field of the profile (written in full, so a change of default never changes an
    old game)."""
    return profile.as_dict()


def turn_from_json(player: str, obj: Any, place: str, deref: Callable[[Any, str], str]) -> Turn:
    """``player``'s turn from its facts (the object without its ``player`` field)."""
    if is_manual(obj):
        return manual_from_json(player, obj, place, deref)
    facts = fields(obj, place, DICE_TURN_FIELDS, ("dice",))
    card = typed(facts.get("card", "none"), f"{place}.card", str, "a card id")
    try:
        card = get_card(card).id
    except RulesError as error:
        raise refused_at(f"{place}.card", error) from None
    texts = {}
    for key in ("dice", "saved"):
        texts[key] = typed(facts.get(key, ""), f"{place}.{key}", str, "dice such as 2x4gds")
    try:
        dice = parse_roll(texts["dice"])
    except RulesError as error:
        raise refused_at(f"{place}.dice", error) from None
    try:
        saved = parse_dice(texts["saved"])
    except RulesError as error:
        raise refused_at(f"{place}.saved", error) from None
    island = typed(facts.get("skull_island", False), f"{place}.skull_island", bool, "true or false")
    return DiceTurn(player, card, dice, saved, island, note_at(facts, place))


def turn_to_json(turn: Turn, ref: Callable[[str], Any]) -> dict[str, Any]:
    """One turn's facts, only what differs from the defaults (without its player)."""
    if isinstance(turn, ManualTurn):
        return manual_to_json(turn, ref)
    out: dict[str, Any] = {"card": turn.card, "dice": str(turn.dice)}
    if turn.saved.total:
        out["saved"] = str(turn.saved)
    if turn.skull_island:
        out["skull_island"] = True
    if turn.note:
        out["note"] = turn.note
    return out


__all__ = [
    "GameFileError",
    "profile_from_json",
    "profile_to_json",
    "turn_from_json",
    "turn_to_json",
]
