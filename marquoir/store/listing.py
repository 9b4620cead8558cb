"""Lists of games: id, date, season, players, status, winners, in a few queries of plain
columns (no game is loaded or replayed)."""

from __future__ import annotations

from sqlalchemy import func
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from marquoir.records import GameSummary
from marquoir.store.errors import StoreError
from marquoir.store.tables import GameResultRow, GameRow, PlayerRow, SeasonRow, SeatRow, TurnRow

#: what a game's status may be
STATUSES = ("playing", "over")


def newest_game(session: Session, status: str | None = None) -> int | None:
    """The newest game (not deleted), of one status if given: one indexed row."""
    chosen = select(GameRow.id).where(col(GameRow.deleted_at).is_(None))
    if status is not None:
        chosen = chosen.where(GameRow.status == status)
    return session.exec(
        chosen.order_by(col(GameRow.created_at).desc(), col(GameRow.id).desc()).limit(1)
    ).first()


def list_games(
    session: Session,
    season: str | None = None,
    status: str | None = None,
    *,
    game: str | None = None,
    turns: bool = False,
    deleted: bool = False,
    limit: int | None = None,
) -> list[GameSummary]:
    """Games, newest first, optionally of one season, status or game; the deleted games
    instead when ``deleted``. ``turns`` also counts each game's turns (a scan of the turns:
    keep it for short lists, such as the unfinished games); ``limit`` keeps the newest."""
    chosen = select(GameRow.id).join(SeasonRow, col(SeasonRow.id) == GameRow.season_id)
    if deleted:
        chosen = chosen.where(col(GameRow.deleted_at).is_not(None))
    else:
        chosen = chosen.where(col(GameRow.deleted_at).is_(None))
    if season is not None:
        chosen = chosen.where(SeasonRow.name == season)
    if status is not None:
        chosen = chosen.where(GameRow.status == status)
    if game is not None:
        chosen = chosen.where(GameRow.game == game)
    if limit is not None:
        chosen = chosen.order_by(col(GameRow.created_at).desc(), col(GameRow.id).desc()).limit(
            limit
        )
        chosen = select(chosen.subquery().c.id)
    games = session.execute(  # seven columns: SQLAlchemy's select (SQLModel's stop at four)
        sa_select(  # type: ignore[call-overload]
            GameRow.id,
            GameRow.game,
            GameRow.created_at,
            GameRow.finished_at,
            SeasonRow.name,
            GameRow.status,
            GameRow.deleted_at,
        )
        .join(SeasonRow, col(SeasonRow.id) == GameRow.season_id)
        .where(col(GameRow.id).in_(chosen))
        .order_by(col(GameRow.created_at).desc(), col(GameRow.id).desc())
    ).all()
    seats: dict[int | None, list[str]] = {row[0]: [] for row in games}
    for gid, name in session.exec(
        select(SeatRow.game_id, func.coalesce(SeatRow.name, PlayerRow.name))
        .join(PlayerRow, col(PlayerRow.id) == SeatRow.player_id)
        .where(col(SeatRow.game_id).in_(chosen))
        .order_by(col(SeatRow.game_id), col(SeatRow.position))
    ):
        seats[gid].append(name)
    winners: dict[int | None, list[str]] = {row[0]: [] for row in games}
    for gid, position in session.exec(
        select(GameResultRow.game_id, GameResultRow.position)
        .where(col(GameResultRow.game_id).in_(chosen), col(GameResultRow.winner))
        .order_by(col(GameResultRow.game_id), col(GameResultRow.position))
    ):
        winners[gid].append(seats[gid][position])  # the name as the game has it
    counts: dict[int, int] = {}
    if turns:
        counts = dict(
            session.exec(
                select(TurnRow.game_id, func.count())
                .where(col(TurnRow.game_id).in_(chosen))
                .group_by(col(TurnRow.game_id))
            ).all()
        )
    for gid, _, _, _, _, game_status, _ in games:
        if game_status not in STATUSES:
            raise StoreError(
                "store.bad_cell", table="game", row=gid, value=f"status {game_status!r}"
            )
    return [
        GameSummary(
            gid or 0,
            kind,
            created_at,
            finished_at,
            season_name,
            tuple(seats[gid]),
            game_status,
            tuple(winners[gid]),
            counts.get(gid or 0, 0) if turns else None,
            deleted_at,
        )
        for gid, kind, created_at, finished_at, season_name, game_status, deleted_at in games
    ]
