"""The game file, ``marquoir-game/1``: a versioned JSON form of a game's facts, for any game.

Reading is strict: a missing rules field takes the game's default, but an unknown field, a
wrong type or a turn the rules refuse is a :class:`GameFileError` that names its place
(``turns[3].dice: 9 dice, a turn has 8``). The game's own rules read and write its profile
and its turns; this module reads the envelope and replays the game.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, NamedTuple

from marquoir.i18n import visible_json
from marquoir.rules import (
    DEFAULT_GAME,
    GameFileError,
    GameRules,
    GameSetup,
    ReplayError,
    RulesError,
    check_turns,
    game_rules,
    new_setup,
)
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.games import FORMAT, document
from marquoir.rules.head_start import read_head_start, split_rules

if TYPE_CHECKING:
    from typing import Any

GAME_FIELDS = ("format", "game", "rules", "players", "turns")


class GameDocument(NamedTuple):
    """A game file, read and replayed."""

    rules: GameRules[Any, Any, Any]
    setup: GameSetup
    turns: list[Any]
    state: Any


def _setup(rules: GameRules[Any, Any, Any], data: dict[str, Any]) -> GameSetup:
    own, head_start = split_rules(data.get("rules", {}))
    profile = rules.profile_from_json(own, "rules")
    players = typed(data["players"], "players", list, "a list of names")
    for i, name in enumerate(players):
        typed(name, f"players[{i}]", str, "a name")
    try:
        setup = new_setup(players, profile, rules.min_players)
    except RulesError as error:
        place = error.field if error.field.startswith("players") else "players"
        raise refused_at(place, error) from None
    return read_head_start(rules, setup, head_start)


def _seated(setup: GameSetup) -> Any:
    """How a name in a turn is read: the name of its seat, exactly as the table has it
    (compared ignoring case and surrounding spaces), or a refusal at its place."""

    def seated(value: Any, place: str) -> str:
        name = typed(value, place, str, "a name")
        try:
            return setup.players[setup.seat_of(name)]
        except RulesError as error:
            raise refused_at(place, error) from None

    return seated


def _turn(rules: GameRules[Any, Any, Any], setup: GameSetup, obj: Any, place: str) -> Any:
    if not isinstance(obj, dict):
        raise GameFileError(place, "expected an object {…}")
    if "player" not in obj:
        raise GameFileError(place, "missing field 'player'")
    if rules.closing is not None and rules.closing in obj:
        # the closing declaration has one place in the file: the document's own field
        closing = RulesError("file.closing_in_turn", rules.closing, closing=rules.closing)
        raise refused_at(f"{place}.{rules.closing}", closing)
    seated = _seated(setup)
    typed(obj["player"], f"{place}.player", str, "a name")
    player = seated(obj["player"], place)
    facts = {key: value for key, value in obj.items() if key != "player"}
    return rules.turn_from_json(player, facts, place, seated)


def read_game(data: Any) -> GameDocument:
    """The rules, the table, the turns and the replayed game of a parsed document."""
    game = data.get("game", DEFAULT_GAME) if isinstance(data, dict) else DEFAULT_GAME
    game = typed(game, "game", str, "a game id")
    try:
        rules = game_rules(game)
    except RulesError as error:
        raise refused_at("game", error) from None
    own = (rules.closing,) if rules.closing else ()
    data = fields(data, "", GAME_FIELDS + own, ("format", "players"))
    if data["format"] != FORMAT:
        raise GameFileError("format", f"expected {FORMAT!r}, not {data['format']!r}")
    setup = _setup(rules, data)
    raw_turns = typed(data.get("turns", []), "turns", list, "a list of turns")
    try:
        check_turns(len(raw_turns))
    except RulesError as error:
        raise refused_at("turns", error) from None
    turns = [_turn(rules, setup, obj, f"turns[{i}]") for i, obj in enumerate(raw_turns)]
    if rules.closing is not None and rules.closing in data:
        # the closing declaration (the game's ``closing`` field) is the game's last turn, the first
        # seat's; refused where it stands in the document when the game is not played out
        declared = {rules.closing: data[rules.closing]}
        turns.append(rules.turn_from_json(setup.players[0], declared, "", _seated(setup)))
    try:
        state = rules.replay(setup, turns)
    except ReplayError as error:
        where = f"turns[{error.index}]"
        field = {"opponents": "manual.opponents", "player": ""}.get(error.field, error.field)
        if rules.closing is not None and error.index == len(raw_turns):
            where, field = rules.closing, field.removeprefix(rules.closing).lstrip(".")
        if field:
            where += f".{field}"
        raise refused_at(where, error) from None
    return GameDocument(rules, setup, turns, state)


def write_game(
    rules: GameRules[Any, Any, Any], setup: GameSetup, turns: list[Any]
) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game."""
    return document(rules, setup, turns)


def game_text(written: dict[str, Any]) -> str:
    """A game file's text: the document as JSON (UTF-8 kept as is, every control character
    a ``\\u`` escape, so a name another tool stored with one never reaches a terminal raw)."""
    return visible_json(json.dumps(written, ensure_ascii=False, indent=1)) + "\n"
