"""The database's schema (version 10), for every game Marquoir keeps: one SQLModel table model
a table, with its keys, indexes and constraints, and ``SQLModel.metadata`` holding them all
(:mod:`marquoir.store.schema` creates a new database from it, and checks a database against
it). The same classes are the rows a write transaction loads and changes (a SQLModel
``Session``), and the columns every other statement is built from (``select(GameRow.id, …)``;
``GameRow.__table__`` for the bulk inserts).

Facts (players, seasons, games with their rule profile, seats, turns) are stored as entered;
``game_result`` and ``turn_points`` are caches rebuilt from a replay in the same transaction as
every change of a game, and ``rating`` the ratings after each finished game, recomputed from
the changed game on in that same transaction; none is ever edited by hand.

Every moment is a :class:`UTCDateTime`, whatever writes it. A field's default is the model's
and the column's: SQLAlchemy fills it in when a row is inserted without the column (it is not
part of the table's DDL).
"""

from __future__ import annotations

from datetime import UTC, date, datetime

from sqlalchemy import Dialect, Index, Table, Text, TypeDecorator, UniqueConstraint, text
from sqlalchemy.types import DateTime
from sqlmodel import Field, SQLModel

from marquoir.rules.games import DEFAULT_GAME

#: how many game-specific standings figures a result row holds (``stat1`` …)
from marquoir.store.replaying import STAT_SLOTS as STAT_SLOTS
from marquoir.store.schema_version import META_TABLE


class UTCDateTime(TypeDecorator[datetime]):
    """A moment, stored in UTC and read back in UTC, on every database: PostgreSQL keeps it
    with its zone (``TIMESTAMP WITH TIME ZONE``), SQLite as the UTC time without an offset
    (SQLAlchemy's text, ``2026-12-05 07:04:10.119352``: two moments compare as their texts
    do), put back in UTC on reading. A moment without a time zone is refused: which moment it
    is would depend on the machine."""

    impl = DateTime
    cache_ok = True
    python_type = datetime

    def __init__(self) -> None:
        super().__init__(timezone=True)

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.utcoffset() is None:
            raise ValueError(f"a moment without its time zone: {value!r}")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.utcoffset() is None:  # SQLite: stored in UTC, without the offset
            return value.replace(tzinfo=UTC)
        return value.astimezone(UTC)


#: a start before every game's: a chain of ratings marked stale from it is computed again from
#: its first game. The second day of year 1, not the first: west of UTC, the first day's
#: midnight is a moment of the year before year 1, which PostgreSQL writes (``… BC``) in a
#: session of such a zone and its driver cannot read back
FIRST_GAME = datetime(1, 1, 2, tzinfo=UTC)


class MetaRow(SQLModel, table=True):
    """Key/value facts about the database itself: ``app``, ``schema_version``, settings."""

    __tablename__ = META_TABLE
    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(max_length=255)


class PlayerRow(SQLModel, table=True):
    """The roster, kept across games. ``name_key`` (the name lower-cased, ``rules.name_key``)
    is unique. A game keeps its own spelling of each name (``SeatRow.name``): the roster
    links the games' players, it never respells them."""

    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=80)
    name_key: str = Field(max_length=80, unique=True)
    archived: bool = False
    created_at: datetime = Field(sa_type=UTCDateTime)


class SeasonRow(SQLModel, table=True):
    __tablename__ = "season"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=80, unique=True)
    starts_on: date | None = None
    ends_on: date | None = None


#: The partial unique index of the games' fingerprints. Its condition is given to SQLite here
#: and to PostgreSQL only when a PostgreSQL database is created (:func:`postgresql_options`):
#: naming a dialect's option loads that dialect, and an SQLite process has no use for
#: PostgreSQL's.
FINGERPRINT_INDEX = Index(
    "ux_game_fingerprint",
    "fingerprint",
    "fingerprint_copy",
    unique=True,
    sqlite_where=text("deleted_at IS NULL"),
)


class GameRow(SQLModel, table=True):
    """A game: which game it is, its rule profile (JSON, as the game's rules write it) and its
    status. ``status`` is derived (``playing``/``over``) and kept in step with the replay in
    the same transaction as every change of the game's turns."""

    __tablename__ = "game"
    __table_args__ = (
        FINGERPRINT_INDEX,
        # schema 8: the order the ratings take the games in (start, then id), for each game;
        # and the finished games of a game (and season) read from the index alone
        Index("ix_game_order", "game", "created_at", "id"),
        Index("ix_game_finished", "game", "status", "deleted_at", "season_id"),
    )
    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", index=True)
    game: str = Field(default=DEFAULT_GAME, max_length=32, index=True)
    rules: str = Field(sa_type=Text)
    created_at: datetime = Field(sa_type=UTCDateTime)
    finished_at: datetime | None = Field(default=None, sa_type=UTCDateTime)
    status: str = Field(default="playing", max_length=16, index=True)
    #: when the Captain deleted the game (schema 4): it has left the lists and the standings
    #: and can be restored until the deleted games are emptied
    deleted_at: datetime | None = Field(default=None, sa_type=UTCDateTime)
    #: derived (schema 5): the digest of the game's document as it stands, so that importing
    #: the same game twice is noticed
    fingerprint: str | None = Field(default=None, max_length=64)
    #: derived (schema 7): which copy of that document the game is (0, or 1, 2 … for a game
    #: stored once more on purpose); (fingerprint, copy) is unique among the games that are
    #: not deleted
    fingerprint_copy: int = 0
    #: derived (schema 7): the version of the game's rules its derived rows (status,
    #: fingerprint, ``game_result``, ``turn_points``) were built with; NULL: to be rebuilt.
    #: Opening the database rebuilds the rows built by other rules
    rules_version: int | None = None


class SeatRow(SQLModel, table=True):
    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("game_id", "player_id"),)
    game_id: int = Field(foreign_key="game.id", primary_key=True)
    position: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="player.id", index=True)
    #: the name as the game was given it (schema 7; trimmed, NFC), whatever the roster's
    #: spelling; NULL only in a row written by another tool: then the roster's name
    name: str | None = Field(default=None, max_length=80)


class TurnRow(SQLModel, table=True):
    """One turn as entered: who played it and its facts, the JSON object the game's rules
    write (a dice turn ``{"card", "dice", …}``, manual points ``{"manual"}``), with the
    players it names written as seats."""

    __tablename__ = "turn"
    __table_args__ = (
        UniqueConstraint("game_id", "seq"),
        Index("ux_turn_entry_key", "game_id", "entry_key", unique=True),
    )
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    player_id: int = Field(foreign_key="player.id")
    facts: str = Field(sa_type=Text)
    created_at: datetime = Field(sa_type=UTCDateTime)
    edited_at: datetime | None = Field(default=None, sa_type=UTCDateTime)
    #: who entered it: None the Captain, ``"phone"`` the player from their seat's address
    entered_by: str | None = Field(default=None, max_length=16)
    #: the key a phone sent with it: the same post sent again finds it (None: the Captain's)
    entry_key: str | None = Field(default=None, max_length=64)


class GameResultRow(SQLModel, table=True):
    """Cache, one row per game and player: the final (or current) total, rank and win, and
    what the standings count (turns, their points, the best one, and the game's own sums in
    ``stat1`` … ``stat8``, :data:`STAT_SLOTS` of them, in the order of the game's
    ``player_stats``)."""

    __tablename__ = "game_result"
    game_id: int = Field(foreign_key="game.id", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True, index=True)
    position: int
    total: int
    rank: int
    winner: bool
    turns: int = 0
    points: int = 0
    best_turn: int | None = None
    stat1: int = 0
    stat2: int = 0
    stat3: int = 0
    stat4: int = 0
    stat5: int = 0
    stat6: int = 0
    stat7: int = 0
    stat8: int = 0


class TurnPointsRow(SQLModel, table=True):
    """Cache: what each turn scored for its player (a player's best turns), the turn's kind
    (a card, in a game that has them) and how far above its par it scored, in hundredths of a
    point (a player's best and worst card); kind and par are NULL when the game has none."""

    __tablename__ = "turn_points"
    __table_args__ = (
        # schema 8: a player's best turns and card form read from the index alone
        Index("ix_turn_points_player", "player_id", "points", "game_id", "kind", "par"),
    )
    turn_id: int = Field(foreign_key="turn.id", primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    player_id: int = Field(foreign_key="player.id")
    points: int
    kind: str | None = Field(default=None, max_length=16)
    par: int | None = None


class RatingRow(SQLModel, table=True):
    """Derived (schema 8): a player's rating after a finished game, in one chain of games
    rated in turn: ``scope`` 0 every season's games of ``game``, else the season of that id's.
    ``place`` numbers the chain's games from 1 in the order played (start, then id, as
    ``started`` and ``game_id`` say); ``played`` counts the player's games in the chain so
    far. Recomputed from a changed game on, in the transaction that changed it."""

    __tablename__ = "rating"
    __table_args__ = (
        Index("ix_rating_player", "game", "scope", "player_id", "place"),
        Index("ix_rating_order", "game", "scope", "started", "game_id"),
        Index("ix_rating_place", "game", "scope", "place"),
    )
    game_id: int = Field(foreign_key="game.id", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True)
    scope: int = Field(primary_key=True)
    game: str = Field(max_length=32)
    place: int
    started: datetime = Field(sa_type=UTCDateTime)
    played: int
    mu: float
    sigma: float


class RatingChainRow(SQLModel, table=True):
    """One chain of ratings (schema 8): its row is locked while the chain is recomputed, so
    that two writers never interleave their recomputations; ``stale_started`` and
    ``stale_game`` (both NULL when the chain is up to date) say from which game on the stored
    ratings are still to be recomputed (after a schema upgrade or a rebuild of the results,
    done in bounded steps)."""

    __tablename__ = "rating_chain"
    game: str = Field(primary_key=True, max_length=32)
    scope: int = Field(primary_key=True)
    stale_started: datetime | None = Field(default=None, sa_type=UTCDateTime)
    stale_game: int | None = None


#: the models of the current schema, in the order their tables are created
MODELS = (
    MetaRow,
    PlayerRow,
    SeasonRow,
    GameRow,
    SeatRow,
    TurnRow,
    GameResultRow,
    TurnPointsRow,
    RatingRow,
    RatingChainRow,
)


def postgresql_options() -> None:
    """Give PostgreSQL the options only it reads (the fingerprints' partial index), before a
    PostgreSQL database is created; once is enough."""
    FINGERPRINT_INDEX.dialect_kwargs["postgresql_where"] = text("deleted_at IS NULL")


def table(model: type[SQLModel]) -> Table:
    """The model's table, as SQLAlchemy Core has it: for the statements that read or write
    whole rows of plain values (a game's row read back, the bulk inserts)."""
    found: Table = model.__table__  # type: ignore[attr-defined]
    return found
