"""The game file, ``marquoir-game/1``: a versioned JSON form of a game's facts, for any game.

Reading is strict: a missing rules field takes the game's default, but an unknown field, a
wrong type or a turn the rules refuse is a :class:`GameFileError` that names its place
(``turns[3].dice: 9 dice, a turn has 8``). The game's own rules read and write its profile
and its turns; this module reads the envelope and replays the game.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from marquoir.rules import (
    MILLE_SABORDS,
    GameFileError,
    GameRules,
    GameSetup,
    ReplayError,
    RulesError,
    game_rules,
    new_setup,
)
from marquoir.rules.facts import fields, refused_at, typed

FORMAT = "marquoir-game/1"
GAME_FIELDS = ("format", "game", "rules", "players", "turns")


class GameDocument(NamedTuple):
    """A game file, read and replayed."""

    rules: GameRules
    setup: GameSetup
    turns: list[Any]
    state: Any


def _name(value: Any, place: str) -> str:
    return str(typed(value, place, str, "a name"))


def _setup(rules: GameRules, data: dict[str, Any]) -> GameSetup:
    profile = rules.profile_from_json(data.get("rules", {}), "rules")
    players = typed(data["players"], "players", list, "a list of names")
    for i, name in enumerate(players):
        _name(name, f"players[{i}]")
    try:
        return new_setup(players, profile)
    except RulesError as error:
        raise refused_at("players", error) from None


def _turn(rules: GameRules, obj: Any, place: str) -> Any:
    if not isinstance(obj, dict):
        raise GameFileError(place, "expected an object {…}")
    if "player" not in obj:
        raise GameFileError(place, "missing field 'player'")
    player = _name(obj["player"], f"{place}.player")
    facts = {key: value for key, value in obj.items() if key != "player"}
    return rules.turn_from_json(player, facts, place, _name)


def read_game(data: Any) -> GameDocument:
    """The rules, the table, the turns and the replayed game of a parsed document."""
    data = fields(data, "", GAME_FIELDS, ("format", "players"))
    if data["format"] != FORMAT:
        raise GameFileError("format", f"expected {FORMAT!r}, not {data['format']!r}")
    game = typed(data.get("game", MILLE_SABORDS), "game", str, "a game id")
    try:
        rules = game_rules(game)
    except RulesError as error:
        raise refused_at("game", error) from None
    setup = _setup(rules, data)
    raw_turns = typed(data.get("turns", []), "turns", list, "a list of turns")
    turns = [_turn(rules, obj, f"turns[{i}]") for i, obj in enumerate(raw_turns)]
    try:
        state = rules.replay(setup, turns)
    except ReplayError as error:
        where = f"turns[{error.index}]"
        field = {"opponents": "manual.opponents", "player": ""}.get(error.field, error.field)
        if field:
            where += f".{field}"
        raise refused_at(where, error) from None
    return GameDocument(rules, setup, turns, state)


def write_game(rules: GameRules, setup: GameSetup, turns: list[Any]) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game (rules written in full; ``game`` only when
    it is not Mille Sabords, so files written before it existed read the same)."""
    document: dict[str, Any] = {"format": FORMAT}
    if rules.id != MILLE_SABORDS:
        document["game"] = rules.id
    document["rules"] = rules.profile_to_json(setup.profile)
    document["players"] = list(setup.players)
    document["turns"] = [
        {"player": turn.player, **rules.turn_to_json(turn, lambda name: name)} for turn in turns
    ]
    return document
