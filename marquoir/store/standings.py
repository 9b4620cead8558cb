"""Season standings and a player's record, as SQL aggregates over the stored results.

Finished games only. The per-game and per-turn figures come from the ``game_result`` and
``turn_result`` caches (rebuilt from the replay with every change of a game), so nothing here
loads a game into Python.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import Integer, cast, func, select
from sqlalchemy.orm import aliased
from sqlmodel import Session, col

from marquoir.store.errors import StoreError
from marquoir.store.games import find_player
from marquoir.store.tables import Game, GameResult, Player, Season, TurnResult

#: the CSV header of ``marquoir standings --csv``, in this order
STANDING_FIELDS = (
    "rank",
    "player",
    "games",
    "wins",
    "win_rate",
    "avg_final",
    "best_turn",
    "avg_turn",
    "busts",
    "skull_islands",
    "skull_island_points",
    "ships_won",
    "ships_lost",
)


class Standing(NamedTuple):
    rank: int
    player: str
    games: int
    wins: int
    win_rate: float
    avg_final: float
    best_turn: int
    avg_turn: float
    busts: int
    skull_islands: int
    skull_island_points: int
    ships_won: int
    ships_lost: int


def _finished(season: str | None) -> Any:
    """The ids of the finished games of a season (all seasons when None)."""
    query = select(col(Game.id)).where(col(Game.status) == "over")
    if season is not None:
        query = query.join(Season, col(Season.id) == col(Game.season_id)).where(
            col(Season.name) == season
        )
    return query


def _count(flag: Any) -> Any:
    return func.coalesce(func.sum(cast(flag, Integer)), 0)


def standings(session: Session, season: str | None = None) -> list[Standing]:
    """Every player of the season's finished games, ranked by wins, then win rate, then
    average final total (then name). A shared win counts for each winner."""
    games = _finished(season)
    per_game = (
        select(
            col(GameResult.player_id),
            func.count().label("games"),
            _count(col(GameResult.winner)).label("wins"),
            func.avg(col(GameResult.total)).label("avg_final"),
        )
        .where(col(GameResult.game_id).in_(games))
        .group_by(col(GameResult.player_id))
        .subquery()
    )
    per_turn = (
        select(
            col(TurnResult.player_id),
            func.max(col(TurnResult.points)).label("best_turn"),
            func.avg(col(TurnResult.points)).label("avg_turn"),
            _count(col(TurnResult.busted)).label("busts"),
            _count(col(TurnResult.skull_island)).label("skull_islands"),
            func.coalesce(func.sum(col(TurnResult.island_points)), 0).label("skull_island_points"),
            _count(col(TurnResult.ship_won)).label("ships_won"),
            _count(col(TurnResult.ship_lost)).label("ships_lost"),
        )
        .where(col(TurnResult.game_id).in_(games))
        .group_by(col(TurnResult.player_id))
        .subquery()
    )
    rows = session.execute(
        select(
            col(Player.name),
            per_game.c.games,
            per_game.c.wins,
            per_game.c.avg_final,
            per_turn.c.best_turn,
            per_turn.c.avg_turn,
            per_turn.c.busts,
            per_turn.c.skull_islands,
            per_turn.c.skull_island_points,
            per_turn.c.ships_won,
            per_turn.c.ships_lost,
        )
        .join(per_game, per_game.c.player_id == col(Player.id))
        .outerjoin(per_turn, per_turn.c.player_id == col(Player.id))
    ).all()
    return rank(
        [
            (
                name,
                int(n),
                int(wins),
                float(avg_final),
                int(best or 0),
                float(avg_turn or 0),
                int(busts or 0),
                int(islands or 0),
                int(island_points or 0),
                int(won or 0),
                int(lost or 0),
            )
            for (
                name,
                n,
                wins,
                avg_final,
                best,
                avg_turn,
                busts,
                islands,
                island_points,
                won,
                lost,
            ) in rows
        ]
    )


def rank(rows: list[tuple[Any, ...]]) -> list[Standing]:
    """Rows of (player, games, wins, avg_final, best_turn, avg_turn, busts, islands,
    island points, ships won, ships lost), ranked: equal wins, win rate and average final
    total share a rank."""
    keyed = sorted(rows, key=lambda r: (-r[2], -(r[2] / r[1]), -r[3], r[0].casefold()))
    out: list[Standing] = []
    for i, r in enumerate(keyed):
        same = out and (out[-1].wins, out[-1].win_rate, out[-1].avg_final) == (
            r[2],
            r[2] / r[1],
            r[3],
        )
        position = out[-1].rank if same else i + 1
        out.append(Standing(position, r[0], r[1], r[2], r[2] / r[1], r[3], *r[4:]))
    return out


# --- one player's record -----------------------------------------------------------------------


class Rival(NamedTuple):
    name: str
    games: int
    #: games the player finished ahead of this rival (a higher total)
    ahead: int
    #: games this rival finished ahead
    behind: int


class Record(NamedTuple):
    player: str
    games: list[tuple[int, str, int, int, bool]]  # (game id, date, total, rank, won)
    best_turns: list[tuple[int, int]]  # (points, game id)
    rivals: list[Rival]


def player_record(session: Session, name: str, season: str | None = None, best: int = 5) -> Record:
    """A player's finished games, best turns and head-to-head against each rival."""
    finished = _finished(season)
    player = find_player(session, name)
    if player is None:
        raise StoreError(f"there is no player named {name!r}")
    games = session.execute(
        select(
            col(Game.id),
            col(Game.created_at),
            col(GameResult.total),
            col(GameResult.rank),
            col(GameResult.winner),
        )
        .join(GameResult, col(GameResult.game_id) == col(Game.id))
        .where(col(GameResult.player_id) == player.id, col(Game.id).in_(finished))
        .order_by(col(Game.created_at).desc(), col(Game.id).desc())
    ).all()
    turns = session.execute(
        select(col(TurnResult.points), col(TurnResult.game_id))
        .where(col(TurnResult.player_id) == player.id, col(TurnResult.game_id).in_(finished))
        .order_by(col(TurnResult.points).desc(), col(TurnResult.game_id))
        .limit(best)
    ).all()
    me, other = aliased(GameResult), aliased(GameResult)
    rivals = session.execute(
        select(
            col(Player.name),
            func.count(),
            _count(col(me.total) > col(other.total)),
            _count(col(me.total) < col(other.total)),
        )
        .select_from(me)
        .join(
            other,
            (col(other.game_id) == col(me.game_id)) & (col(other.player_id) != col(me.player_id)),
        )
        .join(Player, col(Player.id) == col(other.player_id))
        .where(col(me.player_id) == player.id, col(me.game_id).in_(finished))
        .group_by(col(Player.name))
        .order_by(func.count().desc(), col(Player.name))
    ).all()
    return Record(
        player.name,
        [
            (gid, created.date().isoformat(), total, r, bool(won))
            for gid, created, total, r, won in games
        ],
        [(points, gid) for points, gid in turns],
        [Rival(n, int(c), int(a), int(b)) for n, c, a, b in rivals],
    )
