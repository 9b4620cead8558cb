"""The games Marquoir keeps: one registry of them, and the interface every game's rules
offer (:class:`GameRules`).

A game is registered once (:func:`register`, the three built-in ones below) by an
:class:`GameEntry`: its id, its names in both languages, and where its parts live — its rules
(a module whose ``RULES`` is a :class:`GameRules`), its part of the app (a module whose
``KIT`` is a ``marquoir.tui.games.GameKit``), its part of the command line (a module whose
``COMMANDS`` maps a command's name to its function) — as module paths, so that the registry
imports nothing: ``marquoir score`` loads only the game it is asked for. The store, the game
file, the standings, ``marquoir.table``, the commands and the app's shell reach a game only
through its entry, so a new game is its own folders and one :func:`register` (the Pig game of
``tests/pig`` is the worked example), not a change of theirs.
"""

from __future__ import annotations

import os

from marquoir.rules.errors import RulesError
from marquoir.rules.lazy import import_module
from marquoir.rules.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any, Generic, Protocol, TypeVar

    from marquoir.rules.setup import GameSetup
    from marquoir.rules.turns import TurnOutcome

    class GameState(Protocol):
        """What every game's replayed state offers the shell (its own offer more)."""

        @property
        def setup(self) -> GameSetup: ...
        @property
        def outcomes(self) -> tuple[TurnOutcome, ...]: ...
        @property
        def totals(self) -> tuple[int, ...]: ...
        #: ``"over"`` once the game is played out (each game names its other phases)
        @property
        def phase(self) -> str: ...
        #: the seat to play, -1 once the game is over
        @property
        def next_seat(self) -> int: ...
        @property
        def winners(self) -> tuple[str, ...]: ...
        #: what ended the game (the game's own word: ``"target"``, ``"pirate_magic"`` …), or
        #: None while it goes on
        @property
        def ended_by(self) -> str | None: ...
        @property
        def next_player(self) -> str | None: ...

    P = TypeVar("P")
    T = TypeVar("T")
    S = TypeVar("S", bound=GameState)
else:
    # at run time the record ignores its bases (see ``record.py``): the type parameters are
    # the type checker's, and importing the rules never imports ``typing``
    class _Generic:
        def __getitem__(self, _):
            return object

    P = T = S = None
    Generic = _Generic()

#: the game of a file that names none (files written before there were other games)
DEFAULT_GAME = "mille-sabords"


class GameEntry(Record):
    """One game in the registry: what it is called and where its parts live (module paths,
    imported only when the part is needed)."""

    #: the game's id in files, in the store and on the command line (``"mille-sabords"``)
    id: str
    #: its name in each language, as printed on its box: ((``"en"``, …), (``"fr"``, …))
    names: tuple[tuple[str, str], ...]
    #: the module whose ``RULES`` are its rules
    rules: str
    #: the module whose ``KIT`` is its part of the app
    kit: str
    #: the module whose ``COMMANDS`` are its part of the command line, or None
    commands: str | None = None
    #: the commands it answers (``score``, ``odds``), so the parser lists it without importing
    offers: tuple[str, ...] = ()
    #: the module of its odds (``odds_table(profile)``, ``advise_position(profile, …)``), or
    #: None
    odds: str | None = None
    #: the module of its advice that plays to win (``win_advice(state, **position)``: for the
    #: dice on the table, each move's chance to win), or None
    win_odds: str | None = None
    #: its strings: the folder of its gettext catalogs (``<lang>/LC_MESSAGES/<domain>.mo``)
    #: and their domain, or None
    catalogs: tuple[str, str] | None = None

    def name(self, lang: str) -> str:
        """The game's name in ``lang`` (English where it has none in it)."""
        names = dict(self.names)
        return names.get(lang) or names["en"]


_REGISTRY: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> None:
    """Make a game known to Marquoir (a second registration of the same id replaces the first,
    so a test can register its game in each process)."""
    _REGISTRY[entry.id] = entry
    if entry.catalogs is not None:
        from marquoir.i18n import register_catalogs

        register_catalogs(*entry.catalogs)


def unregister(game_id: str) -> None:
    """Forget a game registered by :func:`register` (a test's plug-in, once it is done), and
    its strings."""
    entry = _REGISTRY.pop(game_id, None)
    if entry is not None and entry.catalogs is not None:
        from marquoir.i18n import unregister_catalogs

        unregister_catalogs(*entry.catalogs)


def game_entries() -> tuple[GameEntry, ...]:
    """Every registered game, in the order they were registered (the built-in ones first)."""
    return tuple(_REGISTRY.values())


def game_ids() -> tuple[str, ...]:
    return tuple(_REGISTRY)


def game_entry(game_id: str) -> GameEntry:
    """The entry of ``game_id``, or a RulesError naming the games Marquoir keeps."""
    entry = _REGISTRY.get(game_id)
    if entry is None:
        raise RulesError("game.unknown_game", "game", given=game_id, known=", ".join(_REGISTRY))
    return entry


def _builtin(
    game_id: str,
    package: str,
    en: str,
    fr: str,
    offers: tuple[str, ...],
    odds: str,
    win_odds: str | None = None,
) -> None:
    register(
        GameEntry(
            id=game_id,
            names=(("en", en), ("fr", fr)),
            rules=f"marquoir.rules.{package}",
            kit=f"marquoir.tui.games.{package}",
            commands=f"marquoir.calculator.{package}",
            offers=offers,
            odds=f"marquoir.odds.{package}.{odds}",
            win_odds=win_odds and f"marquoir.odds.{package}.{win_odds}",
            catalogs=(os.path.join(os.path.dirname(__file__), package, "locale"), package),
        )
    )


_builtin(
    DEFAULT_GAME,
    "mille_sabords",
    "Mille Sabords",
    "Mille Sabords",
    ("score", "odds"),
    "advice",
    "win",
)
_builtin(
    "dix-mille",
    "dix_mille",
    "Dix mille",
    "Dix mille",
    ("score", "odds"),
    "advice",
    "win",
)
_builtin("morbleu", "morbleu", "Morbleu", "Morbleu", ("odds",), "advice")


class GameRules(Record, Generic[P, T, S]):
    """One game's rules, as the rest of Marquoir sees them: generic in the game's rule
    profile ``P``, its turns ``T`` and its replayed state ``S``, so the type checker checks each
    game's functions against the others'."""

    #: the game's id in files and in the store (``"mille-sabords"``)
    id: str
    #: the fields of its rule profile, in order
    profile_fields: tuple[str, ...]
    #: a profile from its JSON fields (defaults for what is missing), or a GameFileError
    #: placed under the given place (``rules.target``)
    profile_from_json: Callable[[Any, str], P]
    profile_to_json: Callable[[P], dict[str, Any]]
    #: a turn from its facts: (player, facts, place, deref) -> turn. The player goes into the
    #: turn's first field and nowhere else: the same facts give the same turn for any player,
    #: but through ``deref`` (the store reads each facts text once, ``store.replaying``)
    turn_from_json: Callable[[str, Any, str, Callable[[Any, str], str]], T]
    #: a turn's facts: (turn, ref) -> JSON object without the player
    turn_to_json: Callable[[T, Callable[[str], Any]], dict[str, Any]]
    #: the game replayed from its turns (a ReplayError names the first refused turn)
    replay: Callable[[GameSetup, Sequence[T]], S]
    #: the standings' columns beyond the common ones
    stat_fields: tuple[str, ...]
    #: for each seat, the sums the store keeps (at most eight integers)
    player_stats: Callable[[S], list[tuple[int, ...]]]
    #: the standings' figures (``stat_fields``) from those sums added over games
    stat_values: Callable[[tuple[int, ...]], tuple[int | float, ...]]
    #: for each turn, its kind (a card) and how far above par it scored (hundredths), or
    #: (None, None)
    turn_kinds: Callable[[S], list[tuple[str | None, int | None]]]
    #: where the replayed game stands, in words, in a language
    phase_text: Callable[[S, str], str]
    #: what ``replay --json`` adds for this game (``deck`` …), in a language
    state_json: Callable[[S, str], dict[str, object]]
    #: the lines shown under a printed sheet (warnings, who has not entered …)
    state_notes: Callable[[S, str], list[str]]
    #: the profile as named values for a sheet's header (``target``: 6000 …); a value is a
    #: number, a flag, or words in the language
    profile_facts: Callable[[P, str], list[tuple[str, int | bool | str]]]
    #: the names of a dice turn's facts in a row per turn (``card``, ``dice`` …)
    turn_fact_fields: tuple[str, ...]
    #: a turn's facts under those names (empty text for manual points), in the language
    turn_facts: Callable[[T, str], tuple[int | bool | str, ...]]
    #: a field of the document written once the game is played out (Morbleu's
    #: ``"treasure"``), kept as the game's last turn; None for none
    closing: str | None = None
    #: whether the standings have the turn columns (``best_turn``, ``avg_turn``)
    turn_figures: bool = True
    #: what a row per turn adds after the totals: the columns' words for a table's players
    #: (Morbleu: each pirate's cards, the pot), and their values after a replayed turn
    after_columns: Callable[[Sequence[str], str], list[str]] | None = None
    after_facts: Callable[[S], tuple[int, ...]] | None = None
    #: the total the game is played to, or None (a game without one)
    target: Callable[[P], int | None] = lambda profile: None
    #: one of the game's own turns in a few words and what it did, for a board's last turn
    #: (``("Pirate", "+1,400")``); None: its facts and its points
    turn_words: Callable[[T, TurnOutcome, str], tuple[str, str]] | None = None
    #: what a board says under a player's total when the game has no target (Morbleu: the
    #: cards in hand): (state, seat, language) -> words
    board_note: Callable[[S, int, str], str] | None = None
    #: the kinds of turn (:data:`marquoir.rules.sheet.COLUMN_KINDS`) whose points get a
    #: column of their own on the CSV sheet (``("island", "zombie")``)
    sheet_kinds: tuple[str, ...] = ()
    #: whether the profile holds a total at 0 (the sheet then shows what the floor gave back)
    floor_at_zero: Callable[[P], bool] = lambda profile: False
    #: the fewest players a game of it seats: 2, or 1 for a game that keeps solo games (a
    #: record attempt, played out when its player reaches the target). The standings count
    #: the solo games apart: each player's best solo record (the fewest turns taken, then the
    #: best turn's points), never a game or a win of the table of the others
    min_players: int = 2
    #: the step of a head start (``marquoir.rules.head_start``: seat ``k`` starts with ``k``
    #: times it), the game's smallest difference of points; 0: the game takes no head start
    head_start_step: int = 0
    #: the version of the game's rules: raise it with every change of a rule that changes
    #: what a stored game replays to (totals, ranks, winners, stats), so the store's derived
    #: rows built by the older rules are rebuilt
    version: int = 1


def game_rules(game_id: str) -> GameRules[Any, Any, GameState]:
    """The rules of the game ``game_id`` (imported the first time they are asked for), or a
    RulesError naming the games Marquoir keeps."""
    rules: GameRules[Any, Any, GameState] = import_module(game_entry(game_id).rules).RULES
    return rules


#: the game file's format
FORMAT = "marquoir-game/1"


#: the key of a head start in a game's ``rules`` object (``marquoir.rules.head_start``)
HEAD_START_FIELD = "head_start"


def rules_object(rules: GameRules[Any, Any, Any], setup: GameSetup) -> dict[str, Any]:
    """The ``rules`` object the game file and the store write: the game's profile, and the
    head start when there is one."""
    written = dict(rules.profile_to_json(setup.profile))
    if setup.head_start:
        written[HEAD_START_FIELD] = setup.head_start
    return written


def document(
    rules: GameRules[Any, Any, Any], setup: GameSetup, turns: Sequence[Any]
) -> dict[str, Any]:
    """The ``marquoir-game/1`` document of a game: the game file, and what its fingerprint is
    taken of (rules written in full; ``game`` only when it is not the default game, so files
    written before there were others read the same)."""
    written: dict[str, Any] = {"format": FORMAT}
    if rules.id != DEFAULT_GAME:
        written["game"] = rules.id
    written["rules"] = rules_object(rules, setup)
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


def fingerprint(rules: GameRules[Any, Any, Any], setup: GameSetup, turns: Sequence[Any]) -> str:
    """What tells one game from another: a digest of its document, written canonically (the
    same players, rules and turns give the same fingerprint however the file was written)."""
    import hashlib
    import json

    text = json.dumps(document(rules, setup, turns), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
