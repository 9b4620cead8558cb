"""The game file, ``marquoir-game/1``: a versioned JSON form of a game's facts.

Reading is strict: a missing rules field takes the edition's default, but an unknown field, a
wrong type or a turn the rules refuse is a :class:`GameFileError` that names its place
(``turns[3].dice: 9 dice, a turn has 8``).
"""

from __future__ import annotations

from marquoir.rules import (
    DiceTurn,
    GameSetup,
    GameState,
    ManualTurn,
    ReplayError,
    RulesError,
    Turn,
    make_profile,
    make_setup,
    parse_dice,
    parse_roll,
    replay,
)
from marquoir.rules.cards import get_card

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any

FORMAT = "marquoir-game/1"
GAME_FIELDS = ("format", "rules", "players", "turns")
RULES_FIELDS = ("edition", "target", "negative_scores", "cards_2025")
DICE_TURN_FIELDS = ("player", "card", "dice", "saved", "skull_island", "note")
MANUAL_TURN_FIELDS = ("player", "manual", "note")
MANUAL_FIELDS = ("points", "opponents")


class GameFileError(ValueError):
    """A game file Marquoir will not take; ``str()`` is ``place: sentence``."""

    def __init__(self, place: str, message: str) -> None:
        super().__init__(f"{place}: {message}" if place else message)
        self.place = place
        self.message = message


def _fields(
    obj: Any, place: str, allowed: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise GameFileError(place, "expected an object {…}")
    for key in obj:
        if key not in allowed:
            where = f"{place}.{key}" if place else key
            raise GameFileError(where, f"unknown field (expected one of {', '.join(allowed)})")
    for key in required:
        if key not in obj:
            raise GameFileError(place or key, f"missing field {key!r}" if place else "missing")
    return obj


def _typed(value: Any, place: str, kind: type | tuple[type, ...], what: str) -> Any:
    if isinstance(value, bool) and kind is not bool:
        raise GameFileError(place, f"expected {what}, not {json_name(value)}")
    if not isinstance(value, kind):
        raise GameFileError(place, f"expected {what}, not {json_name(value)}")
    return value


def json_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        int: "a number",
        float: "a number",
    }.get(type(value), type(value).__name__)


def _setup(data: dict[str, Any]) -> GameSetup:
    rules = _fields(data.get("rules", {}), "rules", RULES_FIELDS, ())
    edition = _typed(rules.get("edition", "classic"), "rules.edition", str, '"classic" or "2025"')
    options: dict[str, Any] = {}
    if "target" in rules:
        options["target"] = _typed(rules["target"], "rules.target", int, "a number of points")
    for flag in ("negative_scores", "cards_2025"):
        if flag in rules:
            options[flag] = _typed(rules[flag], f"rules.{flag}", bool, "true or false")
    try:
        profile = make_profile(edition, **options)
    except RulesError as error:
        raise GameFileError(f"rules.{error.field}", str(error)) from None
    players = _typed(data["players"], "players", list, "a list of names")
    for i, name in enumerate(players):
        _typed(name, f"players[{i}]", str, "a name")
    try:
        return make_setup(players, profile)
    except RulesError as error:
        raise GameFileError("players", str(error)) from None


def _turn(obj: Any, place: str) -> Turn:
    if isinstance(obj, dict) and "manual" in obj:
        fields = _fields(obj, place, MANUAL_TURN_FIELDS, ("player", "manual"))
        manual = _fields(fields["manual"], f"{place}.manual", MANUAL_FIELDS, ("points",))
        points = _typed(manual["points"], f"{place}.manual.points", int, "a number of points")
        opponents: Any = manual.get("opponents", 0)
        if isinstance(opponents, dict):
            for name, gain in opponents.items():
                _typed(gain, f"{place}.manual.opponents.{name}", int, "a number of points")
            opponents = tuple(opponents.items())
        else:
            _typed(
                opponents, f"{place}.manual.opponents", int, "a number or an object {name: points}"
            )
        return ManualTurn(
            _typed(fields["player"], f"{place}.player", str, "a name"),
            points,
            opponents,
            _typed(fields.get("note", ""), f"{place}.note", str, "a string"),
        )
    fields = _fields(obj, place, DICE_TURN_FIELDS, ("player", "dice"))
    card = _typed(fields.get("card", "none"), f"{place}.card", str, "a card id")
    try:
        card = get_card(card).id
    except RulesError as error:
        raise GameFileError(f"{place}.card", str(error)) from None
    texts = {}
    for key in ("dice", "saved"):
        texts[key] = _typed(fields.get(key, ""), f"{place}.{key}", str, "dice such as 2x4gds")
    try:
        dice = parse_roll(texts["dice"])
    except RulesError as error:
        raise GameFileError(f"{place}.dice", str(error)) from None
    try:
        saved = parse_dice(texts["saved"])
    except RulesError as error:
        raise GameFileError(f"{place}.saved", str(error)) from None
    return DiceTurn(
        _typed(fields["player"], f"{place}.player", str, "a name"),
        card,
        dice,
        saved,
        _typed(fields.get("skull_island", False), f"{place}.skull_island", bool, "true or false"),
        _typed(fields.get("note", ""), f"{place}.note", str, "a string"),
    )


def read_game(data: Any) -> tuple[GameSetup, list[Turn], GameState]:
    """The table, the turns and the replayed game of a parsed ``marquoir-game/1`` document."""
    data = _fields(data, "", GAME_FIELDS, ("format", "players"))
    if data["format"] != FORMAT:
        raise GameFileError("format", f"expected {FORMAT!r}, not {data['format']!r}")
    setup = _setup(data)
    raw_turns = _typed(data.get("turns", []), "turns", list, "a list of turns")
    turns = [_turn(obj, f"turns[{i}]") for i, obj in enumerate(raw_turns)]
    try:
        state = replay(setup, turns)
    except ReplayError as error:
        where = f"turns[{error.index}]"
        field = {"opponents": "manual.opponents", "player": ""}.get(error.field, error.field)
        if field:
            where += f".{field}"
        raise GameFileError(where, str(error)) from None
    return setup, turns, state


def turn_to_json(turn: Turn) -> dict[str, Any]:
    """One turn as the file writes it: only what differs from the defaults."""
    if isinstance(turn, ManualTurn):
        manual: dict[str, Any] = {"points": turn.points}
        opponents = turn.opponents
        manual["opponents"] = opponents if isinstance(opponents, int) else dict(opponents)
        out: dict[str, Any] = {"player": turn.player, "manual": manual}
    else:
        out = {"player": turn.player, "card": turn.card, "dice": str(turn.dice)}
        if turn.saved.total:
            out["saved"] = str(turn.saved)
        if turn.skull_island:
            out["skull_island"] = True
    if turn.note:
        out["note"] = turn.note
    return out


def write_game(setup: GameSetup, turns: list[Turn]) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game (rules written in full)."""
    return {
        "format": FORMAT,
        "rules": setup.profile.as_dict(),
        "players": list(setup.players),
        "turns": [turn_to_json(turn) for turn in turns],
    }
