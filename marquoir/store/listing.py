"""Lists of games: id, date, season, players, status, winners, in a few queries of plain
columns (no game is loaded or replayed), in plain SQL (``marquoir.store.plain_sql``): the
same queries run on a SQLAlchemy connection and, before SQLAlchemy is loaded, on the
standard library's ``sqlite3`` (the app's first list, ``marquoir.store.peek``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marquoir.records import GameSummary
from marquoir.store.errors import StoreError
from marquoir.store.plain_sql import in_list, moment, rows

if TYPE_CHECKING:
    import sqlite3

    from sqlalchemy import Connection

#: what a game's status may be
STATUSES = ("playing", "over")

_NEWEST_FIRST = "ORDER BY game.created_at DESC, game.id DESC"


def newest_game(
    connection: Connection | sqlite3.Connection, status: str | None = None
) -> int | None:
    """The newest game (not deleted), of one status if given: one indexed row."""
    sql = "SELECT game.id FROM game WHERE game.deleted_at IS NULL"
    params = {}
    if status is not None:
        sql += " AND game.status = :status"
        params["status"] = status
    found = next(iter(rows(connection, f"{sql} {_NEWEST_FIRST} LIMIT 1", params)), None)
    return None if found is None else int(found[0])


def _newest(
    connection: Connection | sqlite3.Connection,
    chosen: str,
    params: dict[str, Any],
    kind: str | None,
    limit: int,
) -> list[int]:
    """The ids of the newest ``limit`` games ``chosen`` selects: the newest of each game kind
    (each read backwards along the games' order index, ``ix_game_order``, stopping at
    ``limit``), then the newest of those. Sorting every game instead took 60 ms on a
    history of 20,000 games, and it was done once for each of the list's four queries."""
    kinds = (
        [kind]
        if kind is not None
        else [each for (each,) in rows(connection, "SELECT game FROM game GROUP BY game")]
    )
    newest: list[tuple[Any, int]] = []
    for each in kinds:
        of_kind = (
            f"SELECT game.id, game.created_at {chosen} AND game.game = :each "
            f"{_NEWEST_FIRST} LIMIT :limit"
        )
        found = rows(connection, of_kind, {**params, "each": each, "limit": limit})
        newest += [(moment(created_at), gid) for gid, created_at in found]
    newest.sort(reverse=True)
    return [gid for _, gid in newest[:limit]]


def list_games(
    connection: Connection | sqlite3.Connection,
    season_name: str | None = None,
    status: str | None = None,
    *,
    kind: str | None = None,
    turns: bool = False,
    deleted: bool = False,
    limit: int | None = None,
) -> list[GameSummary]:
    """Games, newest first, optionally of one season, status or game (``kind``); the deleted
    games instead when ``deleted``. ``turns`` also counts each game's turns (a scan of the
    turns: keep it for short lists, such as the unfinished games); ``limit`` keeps the
    newest."""
    chosen = "FROM game JOIN season ON season.id = game.season_id WHERE game.deleted_at IS "
    chosen += "NOT NULL" if deleted else "NULL"
    params: dict[str, Any] = {}
    if season_name is not None:
        chosen += " AND season.name = :season"
        params["season"] = season_name
    if status is not None:
        chosen += " AND game.status = :status"
        params["status"] = status
    if kind is not None:
        chosen += " AND game.game = :kind"
        params["kind"] = kind
    if limit is not None:
        ids, params = in_list("id", _newest(connection, chosen, params, kind, limit))
    else:
        ids = f"(SELECT game.id {chosen})"
    games = list(
        rows(
            connection,
            "SELECT game.id, game.game, game.created_at, game.finished_at, season.name, "
            "game.status, game.deleted_at FROM game JOIN season ON season.id = game.season_id "
            f"WHERE game.id IN {ids} {_NEWEST_FIRST}",
            params,
        )
    )
    seats: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, name in rows(
        connection,
        "SELECT seat.game_id, COALESCE(seat.name, player.name) FROM seat "
        f"JOIN player ON player.id = seat.player_id WHERE seat.game_id IN {ids} "
        "ORDER BY seat.game_id, seat.position",
        params,
    ):
        seats[gid].append(name)
    winners: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, position in rows(
        connection,
        "SELECT game_result.game_id, game_result.position FROM game_result "
        f"WHERE game_result.game_id IN {ids} AND game_result.winner "
        "ORDER BY game_result.game_id, game_result.position",
        params,
    ):
        winners[gid].append(seats[gid][position])  # the name as the game has it
    counts: dict[int, int] = {}
    if turns:
        counts = {
            gid: int(n)
            for gid, n in rows(
                connection,
                f"SELECT turn.game_id, COUNT(*) FROM turn WHERE turn.game_id IN {ids} "
                "GROUP BY turn.game_id",
                params,
            )
        }
    for gid, _, _, _, _, game_status, _ in games:
        if game_status not in STATUSES:
            raise StoreError(
                "store.bad_cell", table="game", row=gid, value=f"status {game_status!r}"
            )
    return [
        GameSummary(
            gid,
            kind_of,
            moment(created_at),  # type: ignore[arg-type]  # NOT NULL in the schema
            moment(finished_at),
            season_of,
            tuple(seats[gid]),
            game_status,
            tuple(winners[gid]),
            counts.get(gid, 0) if turns else None,
            moment(deleted_at),
        )
        for gid, kind_of, created_at, finished_at, season_of, game_status, deleted_at in games
    ]


def home_list(connection: Connection | sqlite3.Connection, finished: int) -> list[GameSummary]:
    """The home screen's list: every unfinished game, then the newest ``finished`` finished
    ones (each with its turns counted)."""
    return list_games(connection, status="playing", turns=True) + list_games(
        connection, status="over", turns=True, limit=finished
    )


def stamp(connection: Connection | sqlite3.Connection, game_id: int) -> str:
    """The game's fingerprint and status: what changes whenever the game does."""
    found = next(
        iter(
            rows(
                connection,
                "SELECT game.fingerprint, game.status FROM game WHERE game.id = :id",
                {"id": game_id},
            )
        ),
        None,
    )
    if found is None:
        raise StoreError("store.no_game", id=game_id)
    return f"{found[0]}:{found[1]}"
