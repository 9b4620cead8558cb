"""The ORM classes of the write paths, each mapped onto its table of
:mod:`marquoir.store.tables` (the one description of the schema): a row read or written as an
object. Their annotations only type the attributes (``tests/store/test_rows.py`` checks that
they name exactly their table's columns); columns, types, keys and defaults are the table's.

Importing this module loads SQLAlchemy's ORM; the read-only paths query the tables with Core
and never need it.
"""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy.orm import DeclarativeBase, Mapped

from marquoir.store import models as tables


class Row(DeclarativeBase):
    metadata = tables.metadata


class MetaRow(Row):
    __table__ = tables.meta
    key: Mapped[str]
    value: Mapped[str]


class PlayerRow(Row):
    __table__ = tables.player
    id: Mapped[int]
    name: Mapped[str]
    name_key: Mapped[str]
    archived: Mapped[bool]
    created_at: Mapped[datetime]


class SeasonRow(Row):
    __table__ = tables.season
    id: Mapped[int]
    name: Mapped[str]
    starts_on: Mapped[date | None]
    ends_on: Mapped[date | None]


class GameRow(Row):
    __table__ = tables.game
    id: Mapped[int]
    season_id: Mapped[int]
    game: Mapped[str]
    rules: Mapped[str]
    created_at: Mapped[datetime]
    finished_at: Mapped[datetime | None]
    status: Mapped[str]
    deleted_at: Mapped[datetime | None]
    fingerprint: Mapped[str | None]
    fingerprint_copy: Mapped[int]
    rules_version: Mapped[int | None]


class SeatRow(Row):
    __table__ = tables.seat
    game_id: Mapped[int]
    position: Mapped[int]
    player_id: Mapped[int]
    name: Mapped[str | None]


class TurnRow(Row):
    __table__ = tables.turn
    id: Mapped[int]
    game_id: Mapped[int]
    seq: Mapped[int]
    player_id: Mapped[int]
    facts: Mapped[str]
    created_at: Mapped[datetime]
    edited_at: Mapped[datetime | None]


class GameResultRow(Row):
    __table__ = tables.game_result
    game_id: Mapped[int]
    player_id: Mapped[int]
    position: Mapped[int]
    total: Mapped[int]
    rank: Mapped[int]
    winner: Mapped[bool]
    turns: Mapped[int]
    points: Mapped[int]
    best_turn: Mapped[int | None]
    stat1: Mapped[int]
    stat2: Mapped[int]
    stat3: Mapped[int]
    stat4: Mapped[int]
    stat5: Mapped[int]
    stat6: Mapped[int]
    stat7: Mapped[int]
    stat8: Mapped[int]


class TurnPointsRow(Row):
    __table__ = tables.turn_points
    turn_id: Mapped[int]
    game_id: Mapped[int]
    player_id: Mapped[int]
    points: Mapped[int]
    kind: Mapped[str | None]
    par: Mapped[int | None]


class RatingRow(Row):
    __table__ = tables.rating
    game_id: Mapped[int]
    player_id: Mapped[int]
    scope: Mapped[int]
    game: Mapped[str]
    place: Mapped[int]
    started: Mapped[datetime]
    played: Mapped[int]
    mu: Mapped[float]
    sigma: Mapped[float]


class RatingChainRow(Row):
    __table__ = tables.rating_chain
    game: Mapped[str]
    scope: Mapped[int]
    stale_started: Mapped[datetime | None]
    stale_game: Mapped[int | None]
