"""What ``marquoir.use_cases`` hands out: plain frozen records, never database rows.

The app and the commands read these and nothing of the store; the store fills the ones that
are answered by a query (summaries, standings, records) and ``marquoir.use_cases`` the rest. The
odds' advice and figures are :mod:`marquoir.odds_records`'.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from marquoir.rules import GameSetup, game_rules

if TYPE_CHECKING:
    from marquoir.rules.games import GameState

#: the standings' columns every game has, before the game's own (``GameRules.stat_fields``)
BASE_STANDING_FIELDS = (
    "rank",
    "player",
    "games",
    "wins",
    "win_rate",
    "avg_final",
    "best_turn",
    "avg_turn",
)


#: the columns a game without points per turn leaves out (``GameRules.turn_figures``)
TURN_FIGURES = ("best_turn", "avg_turn")


def base_fields(turn_figures: bool) -> tuple[str, ...]:
    """The common columns, with or without the turn columns."""
    if turn_figures:
        return BASE_STANDING_FIELDS
    return tuple(f for f in BASE_STANDING_FIELDS if f not in TURN_FIGURES)


def standing_fields(game: str) -> tuple[str, ...]:
    """The standings' columns of a game, in order (``marquoir standings --csv``'s header)."""
    rules = game_rules(game)
    return base_fields(rules.turn_figures) + rules.stat_fields


@dataclass(frozen=True)
class GameSummary:
    """One line of a list of games."""

    id: int
    game: str
    created_at: datetime
    finished_at: datetime | None
    season: str
    players: tuple[str, ...]
    status: str
    winners: tuple[str, ...]
    #: how many turns, when the list was asked with its turns counted
    turns: int | None = None
    #: when the game was deleted (it is in the deleted games), or None
    deleted_at: datetime | None = None


@dataclass(frozen=True)
class DamagedGame:
    """A game whose stored facts cannot be read or replayed: what ``marquoir check`` names.
    ``set_apart``: already left out of the lists' statuses, the standings and the ratings
    (a rebuild found it so); ``reason``: the sentence saying what cannot be read (a
    :class:`marquoir.rules.Refusal`, in either language)."""

    id: int
    game: str
    season: str
    set_apart: bool
    reason: Any


@dataclass(frozen=True)
class CheckReport:
    """What ``marquoir check`` found: the file's own check (``integrity``: SQLite's
    ``integrity_check`` lines, ``("ok",)`` when whole; None on a database server, which checks
    its own pages), how many games were read, and the damaged ones."""

    integrity: tuple[str, ...] | None
    games: int
    damaged: tuple[DamagedGame, ...]

    @property
    def whole(self) -> bool:
        return self.integrity in (None, ("ok",)) and not self.damaged


@dataclass(frozen=True)
class GameView:
    """One game as it stands: its facts and their replay."""

    id: int
    game: str
    season: str
    created_at: datetime
    finished_at: datetime | None
    setup: GameSetup
    #: the turns as entered (the game's own turn records)
    turns: tuple[Any, ...]
    #: the replayed game: what every game's state offers (totals, phase, next player,
    #: winners, outcomes); a game's own code reads its own state's other fields
    state: GameState
    #: when the game was deleted, or None
    deleted_at: datetime | None = None

    @property
    def status(self) -> str:
        return "over" if self.state.phase == "over" else "playing"

    @property
    def players(self) -> tuple[str, ...]:
        return self.setup.players

    @property
    def profile(self) -> Any:
        return self.setup.profile


@dataclass(frozen=True)
class Standing:
    """One player's line of the standings (finished games only)."""

    rank: int
    player: str
    games: int
    wins: int
    win_rate: float
    avg_final: float
    best_turn: int
    avg_turn: float
    #: the game's own figures, named by ``stat_fields`` (counts, or averages to one decimal)
    stats: tuple[int | float, ...] = ()
    stat_fields: tuple[str, ...] = ()
    #: the game has points per turn (best_turn and avg_turn are columns)
    turn_figures: bool = True

    @property
    def fields(self) -> tuple[str, ...]:
        return base_fields(self.turn_figures) + self.stat_fields

    def value(self, field: str) -> Any:
        """A column's value by its name (``"busts"`` included)."""
        if field in self.stat_fields:
            return self.stats[self.stat_fields.index(field)]
        return getattr(self, field)


#: the solo records' columns (``marquoir standings --solo --csv``'s header)
SOLO_FIELDS = ("rank", "player", "games", "turns", "best_turn", "game", "date")


@dataclass(frozen=True)
class SoloRecord:
    """One player's best solo record (a game of one player, played out to the target): the
    turns it took (fewer is better) and its best turn's points."""

    rank: int
    player: str
    #: the player's solo games played out (the record is the best of them)
    games: int
    turns: int
    best_turn: int
    #: the game of the record, and its day
    game: int
    date: date

    def value(self, field: str) -> Any:
        """A column's value by its name (``SOLO_FIELDS``)."""
        return getattr(self, field)


@dataclass(frozen=True)
class Rival:
    name: str
    games: int
    #: games the player finished ahead of this rival (a higher total)
    ahead: int
    #: games this rival finished ahead
    behind: int


@dataclass(frozen=True)
class RecordGame:
    id: int
    day: date
    total: int
    rank: int
    won: bool


@dataclass(frozen=True)
class PlayerRecord:
    """A player's finished games, best turns and head-to-head against each rival."""

    player: str
    games: tuple[RecordGame, ...]
    #: (points, game id), best first
    best_turns: tuple[tuple[int, int], ...]
    rivals: tuple[Rival, ...]
    #: the game's own standings figures for the player (name, value): luck included
    figures: tuple[tuple[str, int | float], ...] = ()
    #: the player's rating after each of their games, in order
    ratings: tuple[RatingPoint, ...] = ()
    #: each card drawn at least ``CARD_FORM_TURNS`` times, best above par first
    cards: tuple[CardForm, ...] = ()


@dataclass(frozen=True)
class RatingLine:
    """One player's rating after the games of the season (or of all time)."""

    rank: int
    player: str
    games: int
    mu: float
    sigma: float
    #: mu − 3·sigma: the sort key
    ordinal: float


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating after one game."""

    game_id: int
    day: date
    ordinal: float


@dataclass(frozen=True)
class CardForm:
    """How a player does with one card: the turns with it and their average above its worth."""

    card: str
    turns: int
    above_par: float


@dataclass(frozen=True)
class RosterPlayer:
    name: str
    archived: bool


@dataclass(frozen=True)
class SeasonInfo:
    name: str
    starts_on: date | None
    ends_on: date | None
    games: int


@dataclass(frozen=True)
class WinChances:
    """A game's chance to win for each player now (in seating order), both playing to win,
    and each seat's chance at the start of a game under the same rules."""

    players: tuple[str, ...]
    #: each player's chance now (1 for a winner once the game is over, shared if they share)
    now: tuple[float, ...]
    #: the player to play, None once the game is over
    next_player: str | None
    #: each seat's chance when nothing is scored yet (first player first)
    seats: tuple[float, ...]
    #: the standard error of each figure of ``now`` when it was simulated (empty: exact)
    errors: tuple[float, ...] = ()
    #: the simulated endings behind ``now`` (0: exact)
    endings: int = 0
    #: the standard error of each figure of ``seats`` when simulated (empty: exact)
    seat_errors: tuple[float, ...] = ()
    #: the simulated endings behind ``seats`` (0: exact)
    seat_endings: int = 0
    #: the message key of the sentence that says how a simulation plays ("" when exact)
    model: str = ""

    @property
    def exact(self) -> bool:
        """Whether the chances now are exact (solved), not simulated."""
        return self.endings == 0
