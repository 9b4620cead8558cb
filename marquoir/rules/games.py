"""The games Marquoir keeps: the installed games, found by entry point, and the class every
game's rules implement (:class:`GameRules`; its app's part implements
``marquoir.tui.games.kit.GameKit``).

A game is a package whose distribution declares an entry point of the group
``marquoir.games``; the entry point's object is a :class:`GameEntry`. Marquoir's own three
games are declared in its ``pyproject.toml`` exactly as a third party's would be::

    [project.entry-points."marquoir.games"]
    pig = "marquoir_pig:GAME"

The entry names the game and where its parts live (module paths), so that finding the games
imports none of their rules: ``marquoir score`` loads only the game it is asked for. The
store, the game file, the standings, the commands and the app's shell reach a game only
through its entry.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import os
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from importlib.metadata import entry_points
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar

from marquoir.i18n import register_catalogs, unregister_catalogs
from marquoir.rules.errors import RulesError

if TYPE_CHECKING:
    from marquoir.rules.setup import GameSetup
    from marquoir.rules.turns import TurnOutcome

#: the entry-point group every game declares itself in
ENTRY_POINT_GROUP = "marquoir.games"

#: the game of a file that names none (files written before there were other games): a rule
#: of the file format, the one place outside the games that names one
DEFAULT_GAME = "mille-sabords"


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


class GameDefinitionError(Exception):
    """A game that cannot be registered: the sentence names the game and the missing part."""


class GameEntry(NamedTuple):
    """One installed game: what it is called and where its parts live (module paths,
    imported only when the part is needed)."""

    #: the game's id in files, in the store and on the command line (``"pig"``)
    id: str
    #: its name in each language, as printed on its box (``{"en": …, "fr": …}``)
    names: Mapping[str, str]
    #: its package, which holds its rules text for the help and the manual
    #: (``help.<lang>.md``)
    package: str
    #: the module whose ``RULES`` is its :class:`GameRules`
    rules: str
    #: the module whose ``KIT`` is its part of the app (a ``GameKit``)
    kit: str
    #: the package of its part of the command line (a module per command it offers, each
    #: with ``run(args)``, and ``options`` with ``add(command, parser)``), or None
    commands: str | None = None
    #: the commands it answers (``score``, ``odds``), so the parser lists it without importing
    offers: tuple[str, ...] = ()
    #: the module of its odds (``odds_table(profile)``, ``advise_position(profile, …)``), or
    #: None
    odds: str | None = None
    #: the module of its advice that plays to win (``win_advice(state, **position)``), or None
    win_odds: str | None = None
    #: the folder of its gettext catalogs (``<lang>/LC_MESSAGES/<domain>.mo``), or None
    locale: str | None = None
    #: the domain of its catalogs (its package's name)
    domain: str = ""
    #: where it comes in the lists of games (the lowest first, then by id)
    menu_order: int = 100
    #: the module that reads a turn entered from a player's phone (``marquoir.rules.phone``),
    #: or None: the game's turns are entered by the Captain only
    phone: str | None = None

    def name(self, lang: str) -> str:
        """Return the game's name in ``lang`` (English where it has none in it)."""
        return self.names.get(lang) or self.names["en"]


def package_entry(
    package: str,
    game_id: str,
    names: Mapping[str, str],
    *,
    offers: tuple[str, ...] = (),
    odds: str | None = None,
    win_odds: str | None = None,
    menu_order: int = 100,
) -> GameEntry:
    """Return the entry of a game laid out as Marquoir's own are: ``<package>/rules``,
    ``<package>/tui``, ``<package>/cli``, ``<package>/locale`` (whose catalogs it makes
    known), and ``<package>/phone`` where the game takes turns from the players' phones;
    ``odds`` and ``win_odds`` are module names inside the package (``"odds.advice"``)."""
    folder = os.path.dirname(importlib.import_module(package).__file__ or "")
    locale = os.path.join(folder, "locale")
    domain = package.rsplit(".", 1)[-1]
    if os.path.isdir(locale):
        # known as soon as any module of the game is imported, registry or not
        register_catalogs(locale, domain)
    return GameEntry(
        id=game_id,
        names=dict(names),
        package=package,
        rules=f"{package}.rules",
        kit=f"{package}.tui",
        commands=f"{package}.cli" if offers else None,
        offers=offers,
        odds=odds and f"{package}.{odds}",
        win_odds=win_odds and f"{package}.{win_odds}",
        locale=locale if os.path.isdir(locale) else None,
        domain=domain,
        menu_order=menu_order,
        phone=f"{package}.phone" if find_spec(f"{package}.phone") is not None else None,
    )


_FOUND: dict[str, GameEntry] | None = None


def _check_entry(name: str, entry: object) -> GameEntry:
    """Return ``entry`` if it is a whole game, else raise a GameDefinitionError naming what
    it lacks."""
    if not isinstance(entry, GameEntry):
        raise GameDefinitionError(
            f"The game '{name}' declares {entry!r} as its entry point, not a GameEntry."
        )
    if entry.id != name:
        raise GameDefinitionError(
            f"The game '{name}' declares an entry whose id is '{entry.id}': they must match."
        )
    for part in ("rules", "kit"):
        module = getattr(entry, part)
        try:
            found = find_spec(module) is not None
        except ModuleNotFoundError:
            found = False
        if not found:
            raise GameDefinitionError(
                f"The game '{name}' names its {part} module '{module}', which does not exist."
            )
    if "en" not in entry.names:
        raise GameDefinitionError(f"The game '{name}' has no English name.")
    return entry


def _discover() -> dict[str, GameEntry]:
    """Return the installed games by id, in their menu order; each game's catalogs made
    known."""
    found: dict[str, GameEntry] = {}
    for point in entry_points(group=ENTRY_POINT_GROUP):
        if point.name not in found:  # the same distribution seen twice on the path
            found[point.name] = _check_entry(point.name, point.load())
    entries = sorted(found.values(), key=lambda entry: (entry.menu_order, entry.id))
    for entry in entries:
        if entry.locale is not None:
            register_catalogs(entry.locale, entry.domain)
    return {entry.id: entry for entry in entries}


#: the games found before :func:`rediscover`, whose catalogs the next search puts away if
#: they are gone
_FORMER: dict[str, GameEntry] = {}


def _installed() -> dict[str, GameEntry]:
    global _FOUND, _FORMER
    if _FOUND is None:
        _FOUND = _discover()
        for gone in _FORMER.keys() - _FOUND.keys():
            entry = _FORMER[gone]
            if entry.locale is not None:
                unregister_catalogs(entry.locale, entry.domain)
        _FORMER = {}
    return _FOUND


def rediscover() -> None:
    """Forget the games found so far: the next question finds the installed games anew (a
    package installed or removed in the running process is then seen, and the catalogs of a
    game gone are put away)."""
    global _FOUND, _FORMER
    if _FOUND is not None:
        _FORMER = _FOUND
    _FOUND = None
    importlib.invalidate_caches()


def game_entries() -> tuple[GameEntry, ...]:
    """Return every installed game, Marquoir's own first."""
    return tuple(_installed().values())


def game_ids() -> tuple[str, ...]:
    """Return the ids of every installed game, Marquoir's own first."""
    return tuple(_installed())


def game_entry(game_id: str) -> GameEntry:
    """Return the entry of ``game_id``, or raise a RulesError saying it is not installed."""
    entry = _installed().get(game_id)
    if entry is None:
        raise RulesError("game.unknown_game", "game", given=game_id, known=", ".join(_installed()))
    return entry


class GameRules(ABC, Generic[P, T, S]):
    """One game's rules, as the rest of Marquoir sees them: generic in the game's rule
    profile ``P``, its turns ``T`` and its replayed state ``S``.

    A game subclasses it once and its rules module sets ``RULES`` to an instance. The class
    attributes without a default and the abstract methods are required: a subclass that
    lacks one is refused when it is defined, with a sentence that names what it lacks.
    """

    #: the game's id in files and in the store (``"pig"``)
    id: ClassVar[str]
    #: the fields of its rule profile, in order
    profile_fields: ClassVar[tuple[str, ...]]
    #: the standings' columns beyond the common ones
    stat_fields: ClassVar[tuple[str, ...]]
    #: the names of a turn's facts in a row per turn (``card``, ``dice`` …)
    turn_fact_fields: ClassVar[tuple[str, ...]]
    #: a field of the document written once the game is played out (a closing count of
    #: each player's hidden points), kept as the game's last turn; None for none
    closing: ClassVar[str | None] = None
    #: whether the standings have the turn columns (``best_turn``, ``avg_turn``)
    turn_figures: ClassVar[bool] = True
    #: the kinds of turn (``marquoir.rules.sheet.COLUMN_KINDS``) whose points get a column of
    #: their own on the CSV sheet
    sheet_kinds: ClassVar[tuple[str, ...]] = ()
    #: the fewest players a game of it seats: 2, or 1 for a game that keeps solo games (a
    #: record attempt, played out when its player reaches the target)
    min_players: ClassVar[int] = 2
    #: the step of a head start (seat ``k`` starts with ``k`` times it), the game's smallest
    #: difference of points; 0: the game takes no head start
    head_start_step: ClassVar[int] = 0
    #: the version of the game's rules: raise it with every change of a rule that changes
    #: what a stored game replays to, so the store's derived rows are rebuilt
    version: ClassVar[int] = 1

    _REQUIRED_ATTRIBUTES: ClassVar[tuple[str, ...]] = (
        "id",
        "profile_fields",
        "stat_fields",
        "turn_fact_fields",
    )

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        refuse_incomplete(cls, GameRules, cls._REQUIRED_ATTRIBUTES, "rules")

    # --- the game file -------------------------------------------------------------------

    @abstractmethod
    def profile_from_json(self, obj: Any, place: str) -> P:
        """Return the profile of the file's ``rules`` object (defaults for what is missing),
        or raise a GameFileError placed under ``place``."""

    @abstractmethod
    def profile_to_json(self, profile: P) -> dict[str, Any]:
        """Return the profile as the file's ``rules`` object."""

    @abstractmethod
    def turn_from_json(
        self, player: str, obj: Any, place: str, deref: Callable[[Any, str], str]
    ) -> T:
        """Return the turn of ``player`` from its facts; the player goes into the turn's first
        field only, and seats named in the facts are read through ``deref``."""

    @abstractmethod
    def turn_to_json(self, turn: T, ref: Callable[[str], Any]) -> dict[str, Any]:
        """Return a turn's facts without its player (other players written through ``ref``)."""

    # --- the game ------------------------------------------------------------------------

    @abstractmethod
    def replay(self, setup: GameSetup, turns: Sequence[T]) -> S:
        """Return the game replayed from its turns, or raise a ReplayError naming the first
        refused turn."""

    @abstractmethod
    def phase_text(self, state: S, lang: str) -> str:
        """Return where the replayed game stands, in words."""

    def target(self, profile: P) -> int | None:
        """Return the total the game is played to, or None for a game without one."""
        return None

    def floor_at_zero(self, profile: P) -> bool:
        """Return whether a total is held at 0 (the sheet then shows what the floor gave)."""
        return False

    def state_json(self, state: S, lang: str) -> dict[str, object]:
        """Return what ``replay --json`` adds for this game (``deck`` …)."""
        return {}

    def state_notes(self, state: S, lang: str) -> list[str]:
        """Return the lines shown under a printed sheet (warnings, who has not entered …)."""
        return []

    # --- the standings -------------------------------------------------------------------

    @abstractmethod
    def player_stats(self, state: S) -> list[tuple[int, ...]]:
        """Return, for each seat, the sums the store keeps (at most eight integers)."""

    @abstractmethod
    def stat_values(self, sums: tuple[int, ...]) -> tuple[int | float, ...]:
        """Return the standings' figures (``stat_fields``) from the sums added over games."""

    @abstractmethod
    def turn_kinds(self, state: S) -> list[tuple[str | None, int | None]]:
        """Return, for each turn, its kind (a card) and how far above par it scored
        (hundredths), or (None, None)."""

    # --- sheets and boards ---------------------------------------------------------------

    @abstractmethod
    def profile_facts(self, profile: P, lang: str) -> list[tuple[str, int | bool | str]]:
        """Return the profile as named values for a sheet's header (``target``: 6000 …)."""

    @abstractmethod
    def turn_facts(self, turn: T, lang: str) -> tuple[int | bool | str, ...]:
        """Return a turn's facts under ``turn_fact_fields`` (empty text for manual points)."""

    def turn_words(self, turn: T, outcome: TurnOutcome, lang: str) -> tuple[str, str] | None:
        """Return one of the game's turns in a few words and what it did, for a board's last
        turn (``("Pirate", "+1,400")``; a duel: ``("challenged Bruno", "Bruno won …")``), or
        None: its facts and its points."""
        return None

    def to_win(self, state: S, seat: int) -> int | None:
        """Return the fewest points the seat's own turn must score to win, while it has a turn
        left in the last round (strictly more than the leader, or what the game's rule for
        equal totals asks); 0 once its last turn is played below the leader; None otherwise:
        a board then says the distance to the target."""
        return None

    def table_turn(self, turn: T) -> bool:
        """Return whether the turn is the whole table's rather than its player's (a closing
        count every player declares at once): a board's last turn then names no player."""
        return False

    def board_note(self, state: S, seat: int, lang: str) -> str:
        """Return what a board says under a player's total when the game has no target."""
        return ""

    def after_columns(self, players: Sequence[str], lang: str) -> list[str]:
        """Return the words of the columns a row per turn adds after the totals."""
        return []

    def after_facts(self, outcome: Any) -> tuple[int, ...]:
        """Return the values of those columns after a replayed turn."""
        return ()


def refuse_incomplete(cls: type, base: type, attributes: tuple[str, ...], part: str) -> None:
    """Raise a GameDefinitionError if the game's class ``cls`` lacks a required attribute or
    abstract method of ``base`` (its rules' or its kit's)."""
    missing = [name for name in attributes if not hasattr(cls, name)]
    missing += sorted(
        name
        for name in getattr(base, "__abstractmethods__", ())
        if getattr(getattr(cls, name, None), "__isabstractmethod__", False)
    )
    if missing:
        raise GameDefinitionError(
            f"The game's {part} {cls.__module__}.{cls.__qualname__} lacks "
            + ", ".join(missing)
            + f": every game's {part} define {'it' if len(missing) == 1 else 'them'}."
        )


def game_rules(game_id: str) -> GameRules[Any, Any, GameState]:
    """Return the rules of the game ``game_id`` (imported the first time they are asked
    for), or raise a RulesError saying it is not installed."""
    rules: GameRules[Any, Any, GameState] = importlib.import_module(game_entry(game_id).rules).RULES
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
    text = json.dumps(document(rules, setup, turns), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()
