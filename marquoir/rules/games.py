"""The games Marquoir keeps, each behind one small interface: :class:`GameRules`.

A game is a package of ``marquoir.rules`` whose ``RULES`` says how its rule profile is read
and written, how a turn's facts are read and written, how its turns replay (totals, phase,
winners) and what its standings count. The store, ``marquoir.table``, the standings and the
app's shell only ever go through this interface, so a new game is a new package here (and its
entry widget and strings), not a change of theirs.
"""

from __future__ import annotations

import importlib

from marquoir.rules.errors import RulesError
from marquoir.rules.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from marquoir.rules.setup import GameSetup

MILLE_SABORDS = "mille-sabords"
DIX_MILLE = "dix-mille"
MORBLEU = "morbleu"
#: every game's id, and its package under ``marquoir.rules``
PACKAGES = {MILLE_SABORDS: "mille_sabords", DIX_MILLE: "dix_mille", MORBLEU: "morbleu"}
GAME_IDS = tuple(PACKAGES)


class GameRules(Record):
    """One game's rules, as the rest of Marquoir sees them."""

    #: the game's id in files and in the store (``"mille-sabords"``)
    id: str
    #: the fields of its rule profile, in order
    profile_fields: tuple[str, ...]
    #: a profile from its JSON fields (defaults for what is missing), or a GameFileError
    #: placed under the given place (``rules.target``)
    profile_from_json: Callable[[Any, str], Any]
    profile_to_json: Callable[[Any], dict[str, Any]]
    #: a turn from its facts: (player, facts, place, deref) -> turn
    turn_from_json: Callable[[str, Any, str, Callable[[Any, str], str]], Any]
    #: a turn's facts: (turn, ref) -> JSON object without the player
    turn_to_json: Callable[[Any, Callable[[str], Any]], dict[str, Any]]
    #: the game replayed from its turns (a ReplayError names the first refused turn)
    replay: Callable[[GameSetup, Sequence[Any]], Any]
    #: the standings' columns beyond the common ones
    stat_fields: tuple[str, ...]
    #: for each seat, the sums the store keeps (at most eight integers)
    player_stats: Callable[[Any], list[tuple[int, ...]]]
    #: the standings' figures (``stat_fields``) from those sums added over games
    stat_values: Callable[[tuple[int, ...]], tuple[int | float, ...]]
    #: for each turn, its kind (a card) and how far above par it scored (hundredths), or
    #: (None, None)
    turn_kinds: Callable[[Any], list[tuple[str | None, int | None]]]
    #: where the replayed game stands, in words, in a language
    phase_text: Callable[[Any, str], str]
    #: what ``replay --json`` adds for this game (``deck`` …), in a language
    state_json: Callable[[Any, str], dict[str, object]]
    #: the lines shown under a printed sheet (warnings, who has not entered …)
    state_notes: Callable[[Any, str], list[str]]
    #: the profile as named values for a sheet's header (``target``: 6000 …); a value is a
    #: number, a flag, or words in the language
    profile_facts: Callable[[Any, str], list[tuple[str, int | bool | str]]]
    #: the names of a dice turn's facts in a row per turn (``card``, ``dice`` …)
    turn_fact_fields: tuple[str, ...]
    #: a turn's facts under those names (empty text for manual points), in the language
    turn_facts: Callable[[Any, str], tuple[int | bool | str, ...]]
    #: a field of the document written once the game is played out (Morbleu's
    #: ``"treasure"``), kept as the game's last turn; None for none
    closing: str | None = None
    #: whether the standings have the turn columns (``best_turn``, ``avg_turn``)
    turn_figures: bool = True
    #: what a row per turn adds after the totals: the columns' words for a table's players
    #: (Morbleu: each pirate's cards, the pot), and their values after a replayed turn
    after_columns: Callable[[Sequence[str], str], list[str]] | None = None
    after_facts: Callable[[Any], tuple[int, ...]] | None = None
    #: the version of the game's rules: raise it with every change of a rule that changes
    #: what a stored game replays to (totals, ranks, winners, stats), so the store's derived
    #: rows built by the older rules are rebuilt
    version: int = 1


def game_rules(game_id: str) -> GameRules:
    """The rules of the game ``game_id``, or a RulesError naming the games Marquoir keeps."""
    package = PACKAGES.get(game_id)
    if package is None:
        raise RulesError("game.unknown_game", "game", given=game_id, known=", ".join(GAME_IDS))
    rules: GameRules = importlib.import_module(f"marquoir.rules.{package}").RULES
    return rules


#: the game file's format
FORMAT = "marquoir-game/1"


def document(rules: GameRules, setup: GameSetup, turns: Sequence[Any]) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game: the game file, and what its fingerprint is
    taken of (rules written in full; ``game`` only when it is not Mille Sabords, so files
    written before it existed read the same)."""
    written: dict[str, Any] = {"format": FORMAT}
    if rules.id != MILLE_SABORDS:
        written["game"] = rules.id
    written["rules"] = rules.profile_to_json(setup.profile)
    written["players"] = list(setup.players)
    facts = [rules.turn_to_json(turn, lambda name: name) for turn in turns]
    if rules.closing is not None and facts and rules.closing in facts[-1]:
        closing = facts.pop()[rules.closing]
        turns = turns[:-1]
    else:
        closing = None
    written["turns"] = [
        {"player": turn.player, **fact} for turn, fact in zip(turns, facts, strict=True)
    ]
    if closing is not None:
        written[rules.closing] = closing  # type: ignore[index]
    return written


def fingerprint(rules: GameRules, setup: GameSetup, turns: Sequence[Any]) -> str:
    """What tells one game from another: a digest of its document, written canonically (the
    same players, rules and turns give the same fingerprint however the file was written)."""
    import hashlib
    import json

    text = json.dumps(document(rules, setup, turns), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
