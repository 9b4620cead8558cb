"""What ``marquoir check`` reads: SQLite's own check of the file, and every game's stored
facts read and replayed; the games set apart as damaged (a rebuild found their facts
unreadable, ``game.status`` ``damaged``) with what cannot be read; a game's rows as stored,
for a repair. Nothing here writes."""

from __future__ import annotations

from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, select

from marquoir.records import DamagedGame
from marquoir.rules import Refusal
from marquoir.store.errors import StoreError
from marquoir.store.game_read import read_facts
from marquoir.store.models import GameRow, SeasonRow, SeatRow, TurnRow, table
from marquoir.store.replaying import DAMAGE

if TYPE_CHECKING:
    from sqlmodel import Session

#: how many games are read at once
BATCH = 500


def damage(connection: Connection, game_id: int) -> Refusal | None:
    """Why the game's stored facts cannot be read or replayed, or None."""
    try:
        facts = read_facts(connection, game_id)
        facts.rules.replay(facts.setup, facts.turns)
    except StoreError as error:
        if error.key == "store.no_game":
            raise
        return error
    except DAMAGE as error:
        if isinstance(error, Refusal):
            return error
        return StoreError("store.bad_cell", table="game", row=game_id, value=str(error))
    return None


def _games(connection: Connection, where: Any = None) -> list[tuple[int, str, str, str]]:
    game, season = table(GameRow).c, table(SeasonRow).c
    query = (
        select(game.id, game.game, season.name, game.status)
        .join_from(table(GameRow), table(SeasonRow), season.id == game.season_id)
        .order_by(game.id)
    )
    if where is not None:
        query = query.where(where)
    return [(int(gid), kind, name, status) for gid, kind, name, status in connection.execute(query)]


def damaged_games(
    connection: Connection, season: str | None = None, kind: str | None = None
) -> list[DamagedGame]:
    """The games set apart as damaged (not deleted), of ``season`` and ``kind`` when given,
    each with what cannot be read."""
    game, season_c = table(GameRow).c, table(SeasonRow).c
    where = (game.status == "damaged") & game.deleted_at.is_(None)
    if season is not None:
        where &= season_c.name == season
    if kind is not None:
        where &= game.game == kind
    found = []
    for gid, game_kind, season_name, _ in _games(connection, where):
        reason = damage(connection, gid) or StoreError("store.damaged_then", id=gid)
        found.append(DamagedGame(gid, game_kind, season_name, True, reason))
    return found


def check_games(connection: Connection) -> tuple[int, list[DamagedGame]]:
    """Every game (the deleted ones too) read and replayed: how many, and the damaged ones."""
    games = _games(connection)
    found = []
    for gid, kind, season_name, status in games:
        reason = damage(connection, gid)
        if reason is not None:
            found.append(DamagedGame(gid, kind, season_name, status == "damaged", reason))
    return len(games), found


def _plain(value: Any) -> Any:
    if isinstance(value, datetime | date):
        return value.isoformat()
    return value


def raw_rows(session: Session, game_id: int) -> dict[str, Any]:
    """The game's rows as stored, each column as it is (a turn's facts as their text), for
    a repair by hand: ``marquoir export GAME --raw``."""
    connection = session.connection()
    game = table(GameRow)
    row = connection.execute(select(game).where(game.c.id == game_id)).mappings().first()
    if row is None:
        raise StoreError("store.no_game", id=game_id)
    rows: dict[str, Any] = {
        "format": "marquoir-raw/1",
        "note": "the game's rows as stored, for a repair: not a game file",
        "game": {k: _plain(v) for k, v in row.items()},
    }
    for name, model, order in (("seats", SeatRow, "position"), ("turns", TurnRow, "seq")):
        rows_table = table(model)
        rows[name] = [
            {k: _plain(v) for k, v in found.items()}
            for found in connection.execute(
                select(rows_table)
                .where(rows_table.c.game_id == game_id)
                .order_by(rows_table.c[order])
            ).mappings()
        ]
    return rows
