"""The database tables. Facts (players, seasons, games, seats, turns) are stored as entered;
``game_result`` and ``turn_result`` are caches rebuilt from a replay, never edited by hand."""

from datetime import date, datetime

from sqlalchemy import Column, Index, String, UniqueConstraint
from sqlmodel import Field, SQLModel


class Meta(SQLModel, table=True):
    """Key/value facts about the database itself: ``app`` and ``schema_version``."""

    __tablename__ = "marquoir_meta"
    key: str = Field(primary_key=True, max_length=64)
    value: str = Field(max_length=255)


class Player(SQLModel, table=True):
    """The roster, kept across games. ``name_key`` (the casefolded name) is unique."""

    __tablename__ = "player"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(max_length=80)
    name_key: str = Field(sa_column=Column(String(80), unique=True, nullable=False))
    archived: bool = Field(default=False)
    created_at: datetime


class Season(SQLModel, table=True):
    __tablename__ = "season"
    id: int | None = Field(default=None, primary_key=True)
    name: str = Field(sa_column=Column(String(80), unique=True, nullable=False))
    starts_on: date | None = None
    ends_on: date | None = None


class Game(SQLModel, table=True):
    """A game's rule profile and status. ``status`` is derived (``playing``/``over``) and kept
    in step with the replay in the same transaction as every change of the game's turns."""

    __tablename__ = "game"
    id: int | None = Field(default=None, primary_key=True)
    season_id: int = Field(foreign_key="season.id", index=True)
    edition: str = Field(max_length=16)
    target: int
    negative_scores: bool
    cards_2025: bool
    created_at: datetime
    finished_at: datetime | None = None
    status: str = Field(default="playing", max_length=16, index=True)


class Seat(SQLModel, table=True):
    __tablename__ = "seat"
    __table_args__ = (UniqueConstraint("game_id", "player_id"),)
    game_id: int = Field(foreign_key="game.id", primary_key=True)
    position: int = Field(primary_key=True)
    player_id: int = Field(foreign_key="player.id", index=True)


class Turn(SQLModel, table=True):
    """One turn as entered: a dice turn (card, dice, saved, skull island) or manual points
    (``manual_points`` set, ``manual_opponents`` a JSON number or ``{name: points}``)."""

    __tablename__ = "turn"
    __table_args__ = (UniqueConstraint("game_id", "seq"),)
    id: int | None = Field(default=None, primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    seq: int
    player_id: int = Field(foreign_key="player.id")
    card: str = Field(default="none", max_length=16)
    dice: str = Field(default="", max_length=16)
    saved: str = Field(default="", max_length=16)
    skull_island: bool = False
    manual_points: int | None = None
    manual_opponents: str | None = Field(default=None, max_length=2000)
    note: str = Field(default="", max_length=500)
    created_at: datetime
    edited_at: datetime | None = None


class GameResult(SQLModel, table=True):
    """Cache: each seat's final (or current) total, rank and whether they won."""

    __tablename__ = "game_result"
    game_id: int = Field(foreign_key="game.id", primary_key=True)
    player_id: int = Field(foreign_key="player.id", primary_key=True)
    position: int
    total: int
    rank: int
    winner: bool


class TurnResult(SQLModel, table=True):
    """Cache (schema 2): what each turn scored, for the standings' SQL aggregates."""

    __tablename__ = "turn_result"
    __table_args__ = (Index("ix_turn_result_player", "player_id", "game_id"),)
    turn_id: int = Field(foreign_key="turn.id", primary_key=True)
    game_id: int = Field(foreign_key="game.id", index=True)
    player_id: int = Field(foreign_key="player.id")
    points: int
    busted: bool
    skull_island: bool
    #: on Skull Island, the points taken from all opponents together (as scored, before floors)
    island_points: int
    ship_won: bool
    ship_lost: bool


SCHEMA_1_TABLES = (Meta, Player, Season, Game, Seat, Turn, GameResult)
SCHEMA_2_TABLES = (TurnResult,)
