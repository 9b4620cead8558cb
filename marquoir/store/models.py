"""The database tables (schema 8), for every game Marquoir keeps: the one description of the
schema, as SQLAlchemy Core tables (the read-only paths query them with Core alone; the ORM
classes of :mod:`marquoir.store.rows` are mapped onto these same tables for the writes).

Facts (players, seasons, games with their rule profile, seats, turns) are stored as entered;
``game_result`` and ``turn_points`` are caches rebuilt from a replay in the same transaction as
every change of a game, and ``rating`` the ratings after each finished game, recomputed from
the changed game on in that same transaction; none is ever edited by hand.

A ``default`` here is filled in by SQLAlchemy when a row is inserted without the column (it is
not part of the table's DDL).
"""

from datetime import UTC, datetime

from sqlalchemy import (
    Boolean,
    Column,
    Date,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
    text,
)

from marquoir.rules.games import DEFAULT_GAME
from marquoir.store.plain_sql import moment

#: how many game-specific standings figures a result row holds (``stat1`` …)
from marquoir.store.replaying import STAT_SLOTS as STAT_SLOTS
from marquoir.store.schema_version import META_TABLE

metadata = MetaData()


class UTCDateTime(TypeDecorator[datetime]):
    """A moment, stored in UTC and read back in UTC, on every database: PostgreSQL keeps the
    offset, SQLite stores the UTC time without it (and it is put back on reading). A moment
    without a time zone is refused: which moment it is would depend on the machine."""

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
        return moment(value)  # SQLite: stored in UTC, without the offset


STAMP = UTCDateTime()

#: Key/value facts about the database itself: ``app``, ``schema_version``, settings.
meta = Table(
    META_TABLE,
    metadata,
    Column("key", String(64), primary_key=True),
    Column("value", String(255), nullable=False),
)

#: The roster, kept across games. ``name_key`` (the name lower-cased, ``rules.name_key``) is
#: unique. A game keeps its own spelling of each name (``seat.name``): the roster links the
#: games' players, it never respells them.
player = Table(
    "player",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(80), nullable=False),
    Column("name_key", String(80), unique=True, nullable=False),
    Column("archived", Boolean, nullable=False, default=False),
    Column("created_at", STAMP, nullable=False),
)

season = Table(
    "season",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(80), unique=True, nullable=False),
    Column("starts_on", Date),
    Column("ends_on", Date),
)

#: The partial unique index of the games' fingerprints. Its condition is given to SQLite
#: here and to PostgreSQL only when a PostgreSQL database is created
#: (:func:`postgresql_options`): naming a dialect's option loads that dialect, and an SQLite
#: process has no use for PostgreSQL's.
FINGERPRINT_INDEX = Index(
    "ux_game_fingerprint",
    "fingerprint",
    "fingerprint_copy",
    unique=True,
    sqlite_where=text("deleted_at IS NULL"),
)

#: A game: which game it is, its rule profile (JSON, as the game's rules write it) and its
#: status. ``status`` is derived (``playing``/``over``) and kept in step with the replay in the
#: same transaction as every change of the game's turns.
game = Table(
    "game",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("season_id", Integer, ForeignKey("season.id"), nullable=False, index=True),
    Column("game", String(32), nullable=False, index=True, default=DEFAULT_GAME),
    Column("rules", Text, nullable=False),
    Column("created_at", STAMP, nullable=False),
    Column("finished_at", STAMP),
    Column("status", String(16), nullable=False, index=True, default="playing"),
    # when the Captain deleted the game (schema 4): it has left the lists and the standings
    # and can be restored until the deleted games are emptied
    Column("deleted_at", STAMP),
    # derived (schema 5): the digest of the game's document as it stands, so that importing
    # the same game twice is noticed
    Column("fingerprint", String(64)),
    # derived (schema 7): which copy of that document the game is (0, or 1, 2 … for a game
    # stored once more on purpose); (fingerprint, copy) is unique among the games that are
    # not deleted
    Column("fingerprint_copy", Integer, nullable=False, default=0),
    # derived (schema 7): the version of the game's rules its derived rows (status,
    # fingerprint, ``game_result``, ``turn_points``) were built with; NULL: to be rebuilt.
    # Opening the database rebuilds the rows built by other rules
    Column("rules_version", Integer),
    FINGERPRINT_INDEX,
    # schema 8: the order the ratings take the games in (start, then id), for each game;
    # and the finished games of a game (and season) read from the index alone
    Index("ix_game_order", "game", "created_at", "id"),
    Index("ix_game_finished", "game", "status", "deleted_at", "season_id"),
)

seat = Table(
    "seat",
    metadata,
    Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("player_id", Integer, ForeignKey("player.id"), nullable=False, index=True),
    # the name as the game was given it (schema 7; trimmed, NFC), whatever the roster's
    # spelling; NULL only in a row written by another tool: then the roster's name
    Column("name", String(80)),
    UniqueConstraint("game_id", "player_id"),
)

#: One turn as entered: who played it and its facts, the JSON object the game's rules write
#: (a dice turn ``{"card", "dice", …}``, manual points ``{"manual"}``), with the players it
#: names written as seats.
turn = Table(
    "turn",
    metadata,
    Column("id", Integer, primary_key=True),
    Column("game_id", Integer, ForeignKey("game.id"), nullable=False, index=True),
    Column("seq", Integer, nullable=False),
    Column("player_id", Integer, ForeignKey("player.id"), nullable=False),
    Column("facts", Text, nullable=False),
    Column("created_at", STAMP, nullable=False),
    Column("edited_at", STAMP),
    UniqueConstraint("game_id", "seq"),
)

#: Cache, one row per game and player: the final (or current) total, rank and win, and what
#: the standings count (turns, their points, the best one, and the game's own sums in
#: ``stat1`` … ``stat8``, in the order of the game's ``player_stats``).
game_result = Table(
    "game_result",
    metadata,
    Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True, index=True),
    Column("position", Integer, nullable=False),
    Column("total", Integer, nullable=False),
    Column("rank", Integer, nullable=False),
    Column("winner", Boolean, nullable=False),
    Column("turns", Integer, nullable=False, default=0),
    Column("points", Integer, nullable=False, default=0),
    Column("best_turn", Integer),
    *(Column(f"stat{i + 1}", Integer, nullable=False, default=0) for i in range(STAT_SLOTS)),
)

#: Cache: what each turn scored for its player (a player's best turns), the turn's kind (a
#: card, in a game that has them) and how far above its par it scored, in hundredths of a
#: point (a player's best and worst card); kind and par are NULL when the game has none.
turn_points = Table(
    "turn_points",
    metadata,
    Column("turn_id", Integer, ForeignKey("turn.id"), primary_key=True),
    Column("game_id", Integer, ForeignKey("game.id"), nullable=False, index=True),
    Column("player_id", Integer, ForeignKey("player.id"), nullable=False),
    Column("points", Integer, nullable=False),
    Column("kind", String(16)),
    Column("par", Integer),
    # schema 8: a player's best turns and card form read from the index alone
    Index("ix_turn_points_player", "player_id", "points", "game_id", "kind", "par"),
)

#: Derived (schema 8): a player's rating after a finished game, in one chain of games rated
#: in turn: ``scope`` 0 every season's games of ``game``, else the season of that id's.
#: ``place`` numbers the chain's games from 1 in the order played (start, then id, as
#: ``started`` and ``game_id`` say); ``played`` counts the player's games in the chain so far.
#: Recomputed from a changed game on, in the transaction that changed it.
rating = Table(
    "rating",
    metadata,
    Column("game_id", Integer, ForeignKey("game.id"), primary_key=True),
    Column("player_id", Integer, ForeignKey("player.id"), primary_key=True),
    Column("scope", Integer, primary_key=True),
    Column("game", String(32), nullable=False),
    Column("place", Integer, nullable=False),
    Column("started", STAMP, nullable=False),
    Column("played", Integer, nullable=False),
    Column("mu", Float, nullable=False),
    Column("sigma", Float, nullable=False),
    Index("ix_rating_player", "game", "scope", "player_id", "place"),
    Index("ix_rating_order", "game", "scope", "started", "game_id"),
    Index("ix_rating_place", "game", "scope", "place"),
)

#: One chain of ratings (schema 8): its row is locked while the chain is recomputed, so that
#: two writers never interleave their recomputations; ``stale_started`` and ``stale_game``
#: (both NULL when the chain is up to date) say from which game on the stored ratings are
#: still to be recomputed (after a schema upgrade or a rebuild of the results, done in
#: bounded steps).
rating_chain = Table(
    "rating_chain",
    metadata,
    Column("game", String(32), primary_key=True),
    Column("scope", Integer, primary_key=True),
    Column("stale_started", STAMP),
    Column("stale_game", Integer),
)

#: the tables of the current schema, created in this order
TABLES = (meta, player, season, game, seat, turn, game_result, turn_points, rating, rating_chain)


def postgresql_options() -> None:
    """Give PostgreSQL the options only it reads (the fingerprints' partial index), before a
    PostgreSQL database is created; once is enough."""
    FINGERPRINT_INDEX.dialect_kwargs["postgresql_where"] = text("deleted_at IS NULL")
