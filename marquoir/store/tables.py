"""The database tables (schema 8), for every game Marquoir keeps.

Facts (players, seasons, games with their rule profile, seats, turns) are stored as entered;
``game_result`` and ``turn_points`` are caches rebuilt from a replay in the same transaction as
every change of a game, and ``rating`` the ratings after each finished game, recomputed from
the changed game on in that same transaction; none is ever edited by hand.
"""

from datetime import date, datetime

from sqlalchemy import Column, Index, String, Text, UniqueConstraint, text
from sqlmodel import Field, SQLModel

from marquoir.rules.games import DEFAULT_GAME

#: how many game-specific standings figures a result row holds (``stat1`` …)
from marquoir.store.replaying import STAT_SLOTS as STAT_SLOTS


class MetaRow(SQLModel, table=True):
    """Key/value facts about the database itself: ``app``, ``schema_version``, settings."""

    __tablename__ = "marquoir_meta"
    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(max_length=255)


class PlayerRow(SQLModel, table=True):
    """The roster, kept across games. ``name_key`` (the name lower-cased, ``rules.name_key``)
    is unique. A game keeps its own spelling of each name (``seat.name``): the roster links
    the games' players, it never respells them."""

    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=80)
    name_key: str = Field(sa_column=Column(String(80), unique=True, nullable=False))
    archived: bool = Field(default=False)
    created_at: datetime


class SeasonRow(SQLModel, table=True):
    __tablename__ = "season"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(sa_column=Column(String(80), unique=True, nullable=False))
    starts_on: date | None = None
    ends_on: date | None = None


class GameRow(SQLModel, table=True):
    """A game: which game it is, its rule profile (JSON, as the game's rules write it) and its
    status. ``status`` is derived (``playing``/``over``) and kept in step with the replay in
    the same transaction as every change of the game's turns."""

    __tablename__ = "game"
    __table_args__ = (
        Index(
            "ux_game_fingerprint",
            "fingerprint",
            "fingerprint_copy",
            unique=True,
            sqlite_where=text("deleted_at IS NULL"),
            postgresql_where=text("deleted_at IS NULL"),
        ),
        # schema 8: the order the ratings take the games in (start, then id), for each game;
        # and the finished games of a game (and season) read from the index alone
        Index("ix_game_order", "game", "created_at", "id"),
        Index("ix_game_finished", "game", "status", "deleted_at", "season_id"),
    )
    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", index=True)
    game: str = Field(default=DEFAULT_GAME, max_length=32, index=True)
    rules: str = Field(sa_column=Column(Text, nullable=False))
    created_at: datetime
    finished_at: datetime | None = None
    status: str = Field(default="playing", max_length=16, index=True)
    #: when the Captain deleted the game (schema 4): it has left the lists and the standings
    #: and can be restored until the deleted games are emptied
    deleted_at: datetime | None = None
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
    write (a dice turn ``{"card", "dice", …}``, manual points ``{"manual"}``),
    with the players it names written as seats."""

    __tablename__ = "turn"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    player_id: int = Field(foreign_key="player.id")
    facts: str = Field(sa_column=Column(Text, nullable=False))
    created_at: datetime
    edited_at: datetime | None = None


class GameResultRow(SQLModel, table=True):
    """Cache, one row per game and player: the final (or current) total, rank and win, and
    what the standings count (turns, their points, the best one, and the game's own sums in
    ``stat1`` … ``stat8``, in the order of the game's ``player_stats``)."""

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
    #: schema 8: a player's best turns and card form read from the index alone
    __table_args__ = (
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
    ``started`` and ``game_id`` say); ``played`` counts the player's games in the chain so far.
    Recomputed from a changed game on, in the transaction that changed it."""

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
    started: datetime
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
    stale_started: datetime | None = None
    stale_game: int | None = None


#: the tables of the current schema, created in this order
TABLES = (
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
