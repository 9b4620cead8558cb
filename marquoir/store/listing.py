"""Lists of games: id, date, season, players, status, winners, in a few queries of plain
columns (no game is loaded or replayed), in SQLAlchemy Core (no ORM needed)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, func, select

from marquoir.records import GameSummary
from marquoir.store.errors import StoreError
from marquoir.store.tables import game, game_result, player, season, seat, turn

#: what a game's status may be
STATUSES = ("playing", "over")

_NEWEST_FIRST = (game.c.created_at.desc(), game.c.id.desc())


def newest_game(connection: Connection, status: str | None = None) -> int | None:
    """The newest game (not deleted), of one status if given: one indexed row."""
    chosen = select(game.c.id).where(game.c.deleted_at.is_(None))
    if status is not None:
        chosen = chosen.where(game.c.status == status)
    found = connection.execute(chosen.order_by(*_NEWEST_FIRST).limit(1)).scalar()
    return None if found is None else int(found)


def _newest(connection: Connection, chosen: Any, kind: str | None, limit: int) -> list[int]:
    """The ids of the newest ``limit`` games ``chosen`` selects: the newest of each game kind
    (each read backwards along the games' order index, ``ix_game_order``, stopping at
    ``limit``), then the newest of those. Sorting every game instead took 60 ms on a
    history of 20,000 games, and it was done once for each of the list's four queries."""
    kinds = (
        [kind]
        if kind is not None
        else connection.execute(select(game.c.game).group_by(game.c.game)).scalars()
    )
    newest: list[tuple[Any, int]] = []
    for each in kinds:
        of_kind = chosen.add_columns(game.c.created_at).where(game.c.game == each)
        newest += [
            (created_at, gid)
            for gid, created_at in connection.execute(of_kind.order_by(*_NEWEST_FIRST).limit(limit))
        ]
    newest.sort(reverse=True)
    return [gid for _, gid in newest[:limit]]


def list_games(
    connection: Connection,
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
    chosen: Any = select(game.c.id).join(season, season.c.id == game.c.season_id)
    if deleted:
        chosen = chosen.where(game.c.deleted_at.is_not(None))
    else:
        chosen = chosen.where(game.c.deleted_at.is_(None))
    if season_name is not None:
        chosen = chosen.where(season.c.name == season_name)
    if status is not None:
        chosen = chosen.where(game.c.status == status)
    if kind is not None:
        chosen = chosen.where(game.c.game == kind)
    if limit is not None:
        chosen = _newest(connection, chosen, kind, limit)
    games = connection.execute(
        select(
            game.c.id,
            game.c.game,
            game.c.created_at,
            game.c.finished_at,
            season.c.name,
            game.c.status,
            game.c.deleted_at,
        )
        .join(season, season.c.id == game.c.season_id)
        .where(game.c.id.in_(chosen))
        .order_by(*_NEWEST_FIRST)
    ).all()
    seats: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, name in connection.execute(
        select(seat.c.game_id, func.coalesce(seat.c.name, player.c.name))
        .join(player, player.c.id == seat.c.player_id)
        .where(seat.c.game_id.in_(chosen))
        .order_by(seat.c.game_id, seat.c.position)
    ):
        seats[gid].append(name)
    winners: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, position in connection.execute(
        select(game_result.c.game_id, game_result.c.position)
        .where(game_result.c.game_id.in_(chosen), game_result.c.winner)
        .order_by(game_result.c.game_id, game_result.c.position)
    ):
        winners[gid].append(seats[gid][position])  # the name as the game has it
    counts: dict[int, int] = {}
    if turns:
        counts = {
            gid: int(n)
            for gid, n in connection.execute(
                select(turn.c.game_id, func.count())
                .where(turn.c.game_id.in_(chosen))
                .group_by(turn.c.game_id)
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
            created_at,
            finished_at,
            season_of,
            tuple(seats[gid]),
            game_status,
            tuple(winners[gid]),
            counts.get(gid, 0) if turns else None,
            deleted_at,
        )
        for gid, kind_of, created_at, finished_at, season_of, game_status, deleted_at in games
    ]


def stamp(connection: Connection, game_id: int) -> str:
    """The game's fingerprint and status: what changes whenever the game does."""
    row = connection.execute(
        select(game.c.fingerprint, game.c.status).where(game.c.id == game_id)
    ).first()
    if row is None:
        raise StoreError("store.no_game", id=game_id)
    return f"{row[0]}:{row[1]}"
