"""Lists of games: id, date, season, players, status, winners, in a few statements of plain
columns on a connection (no game is loaded or replayed)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Select, func, select

from marquoir.records import GameSummary
from marquoir.store.errors import StoreError
from marquoir.store.models import (
    GameResultRow,
    GameRow,
    PlayerRow,
    SeasonRow,
    SeatRow,
    TurnRow,
    table,
)

#: what a game's status may be (``damaged``: its facts cannot be read, set apart by a rebuild)
STATUSES = ("playing", "over", "damaged")


def _newest_first() -> tuple[Any, ...]:
    game = table(GameRow).c
    return game.created_at.desc(), game.id.desc()


def newest_game(connection: Connection, status: str | None = None) -> int | None:
    """The newest game (not deleted), of one status if given: one indexed row."""
    game = table(GameRow).c
    query = select(game.id).where(game.deleted_at.is_(None))
    if status is not None:
        query = query.where(game.status == status)
    found = connection.execute(query.order_by(*_newest_first()).limit(1)).scalar()
    return None if found is None else int(found)


def _newest(connection: Connection, chosen: Select[Any], kind: str | None, limit: int) -> list[int]:
    """The ids of the newest ``limit`` games ``chosen`` selects: the newest of each game kind
    (each read backwards along the games' order index, ``ix_game_order``, stopping at
    ``limit``), then the newest of those. Sorting every game instead took 60 ms on a
    history of 20,000 games, and it was done once for each of the list's four queries."""
    game = table(GameRow).c
    kinds = (
        [kind]
        if kind is not None
        else list(connection.execute(select(game.game).group_by(game.game)).scalars())
    )
    newest: list[tuple[Any, int]] = []
    for each in kinds:
        of_kind = (
            chosen.with_only_columns(game.id, game.created_at)
            .where(game.game == each)
            .order_by(*_newest_first())
            .limit(limit)
        )
        newest += [(created_at, gid) for gid, created_at in connection.execute(of_kind)]
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
    game, season = table(GameRow), table(SeasonRow)
    played = game.join(season, season.c.id == game.c.season_id)
    chosen = select(game.c.id).select_from(played)
    chosen = chosen.where(
        game.c.deleted_at.is_not(None) if deleted else game.c.deleted_at.is_(None)
    )
    if season_name is not None:
        chosen = chosen.where(season.c.name == season_name)
    if status is not None:
        chosen = chosen.where(game.c.status == status)
    if kind is not None:
        chosen = chosen.where(game.c.game == kind)
    ids: Any = chosen if limit is None else _newest(connection, chosen, kind, limit)
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
        .select_from(played)
        .where(game.c.id.in_(ids))
        .order_by(*_newest_first())
    ).all()
    seat, player = table(SeatRow).c, table(PlayerRow).c
    seats: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, name in connection.execute(
        select(seat.game_id, func.coalesce(seat.name, player.name))
        .join_from(table(SeatRow), table(PlayerRow), player.id == seat.player_id)
        .where(seat.game_id.in_(ids))
        .order_by(seat.game_id, seat.position)
    ):
        seats[gid].append(name)
    result = table(GameResultRow).c
    winners: dict[int, list[str]] = {row[0]: [] for row in games}
    for gid, position in connection.execute(
        select(result.game_id, result.position)
        .where(result.game_id.in_(ids), result.winner)
        .order_by(result.game_id, result.position)
    ):
        winners[gid].append(seats[gid][position])  # the name as the game has it
    counts: dict[int, int] = {}
    if turns:
        turn = table(TurnRow).c
        counts = {
            gid: int(n)
            for gid, n in connection.execute(
                select(turn.game_id, func.count())
                .where(turn.game_id.in_(ids))
                .group_by(turn.game_id)
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


def home_list(connection: Connection, finished: int) -> list[GameSummary]:
    """The home screen's list: every unfinished game, then the newest ``finished`` finished
    ones (each with its turns counted)."""
    return list_games(connection, status="playing", turns=True) + list_games(
        connection, status="over", turns=True, limit=finished
    )


def stamp(connection: Connection, game_id: int) -> str:
    """The game's fingerprint and status: what changes whenever the game does."""
    game = table(GameRow).c
    found = connection.execute(
        select(game.fingerprint, game.status).where(game.id == game_id)
    ).first()
    if found is None:
        raise StoreError("store.no_game", id=game_id)
    return f"{found[0]}:{found[1]}"
