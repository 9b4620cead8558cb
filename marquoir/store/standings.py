"""Season standings and a player's record, as SQL aggregates over the cached results.

Finished games only, of one game at a time (a season's standings of one game are not its
standings of another); a game of one player (a solo record attempt) counts only in the solo
records. Everything comes from ``game_result`` (one row per game and player, derived at
write time) and, for a player's best turns, ``turn_points``: nothing here loads a game. The
queries are SQLAlchemy Core over the tables (the standings need no ORM); a player's record
looks the player up in the roster (``roster_player``) and so takes a session.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, Integer, cast, exists, func, select

from marquoir.records import CardForm, PlayerRecord, RecordGame, Rival, SoloRecord, Standing
from marquoir.rules import game_rules, ranked
from marquoir.store import models as t

if TYPE_CHECKING:
    from marquoir.store.session import Session


def _solo() -> Any:
    """A game of one player (a solo record attempt: ``GameRules.min_players`` 1): no result
    row in the second seat (a look-up by the results' key per game, not a count of every
    result)."""
    r = t.game_result.alias()
    return ~exists().where(r.c.game_id == t.game.c.id, r.c.position == 1)


def _finished(game: str, season: str | None, solo: bool = False) -> Any:
    """The ids of the finished games of a game and season (all seasons when None), deleted
    games left out: the games of two players or more, or with ``solo`` those of one (a solo
    game is never a game or a win of the standings, only a solo record)."""
    query = select(t.game.c.id).where(
        t.game.c.status == "over",
        t.game.c.game == game,
        t.game.c.deleted_at.is_(None),
    )
    if solo:
        query = query.where(_solo())
    elif game_rules(game).min_players < 2:  # a game that keeps solo games: they stand apart
        query = query.where(~_solo())
    if season is not None:
        query = query.join(t.season, t.season.c.id == t.game.c.season_id).where(
            t.season.c.name == season
        )
    return query


def _count(flag: Any) -> Any:
    return func.coalesce(func.sum(cast(flag, Integer)), 0)


#: a card counts in a player's best and worst cards once drawn this many times
CARD_FORM_TURNS = 3


def standings(
    connection: Connection, game: str, season: str | None = None, player_id: int | None = None
) -> list[Standing]:
    """Every player of the season's finished games of ``game`` (or the one ``player_id``),
    ranked by wins, then win rate, then average final total (then name). A shared win counts
    for each winner."""
    rules = game_rules(game)
    r = t.game_result
    stats = [func.sum(r.c[f"stat{i + 1}"]) for i in range(t.STAT_SLOTS)]
    chosen: Any = r.c.game_id.in_(_finished(game, season))
    if player_id is not None:
        chosen = chosen & (r.c.player_id == player_id)
    rows = connection.execute(
        select(
            t.player.c.name,
            func.count(),
            _count(r.c.winner),
            func.avg(r.c.total),
            func.max(r.c.best_turn),
            func.sum(r.c.points),
            func.sum(r.c.turns),
            *stats,
        )
        .join(t.player, t.player.c.id == r.c.player_id)
        .where(chosen)
        .group_by(t.player.c.id, t.player.c.name)
    ).all()
    lines = []
    for name, games, wins, avg_final, best, points, turns, *figures in rows:
        games, wins, turns = int(games), int(wins), int(turns or 0)
        lines.append(
            Standing(
                0,
                name,
                games,
                wins,
                wins / games,
                float(avg_final),
                int(best or 0),
                int(points or 0) / turns if turns else 0.0,
                rules.stat_values(tuple(int(f or 0) for f in figures)),
                rules.stat_fields,
                rules.turn_figures,
            )
        )
    return rank(lines)


def solo_records(connection: Connection, game: str, season: str | None = None) -> list[SoloRecord]:
    """Each player's best solo record among the season's played-out solo games of ``game``
    (all seasons when None): the fewest turns taken, then the higher best turn, then the
    earlier game; ranked so, equal records sharing a rank. Empty for a game without solo
    games (``GameRules.min_players`` 2)."""
    if game_rules(game).min_players > 1:
        return []
    r = t.game_result
    rows = connection.execute(
        select(
            t.player.c.name,
            t.game.c.id,
            t.game.c.created_at,
            r.c.turns,
            r.c.best_turn,
        )
        .join(r, r.c.game_id == t.game.c.id)
        .join(t.player, t.player.c.id == r.c.player_id)
        .where(t.game.c.id.in_(_finished(game, season, solo=True)))
        .order_by(t.game.c.created_at, t.game.c.id)
    ).all()
    best: dict[str, SoloRecord] = {}
    played: dict[str, int] = {}
    for name, game_id, created, turns, best_turn in rows:
        record = SoloRecord(0, name, 0, int(turns), int(best_turn or 0), game_id, created.date())
        played[name] = played.get(name, 0) + 1
        kept = best.get(name)
        # the games come oldest first: a later game must do strictly better to be the record
        if kept is None or (record.turns, -record.best_turn) < (kept.turns, -kept.best_turn):
            best[name] = record
    lines = sorted(best.values(), key=lambda line: line.player.casefold())
    return [
        replace(line, rank=position, games=played[line.player])
        for position, line in ranked(lines, key=lambda line: (-line.turns, line.best_turn))
    ]


def match_rows(connection: Connection, game: str, season: str | None = None) -> list[Any]:
    """Every finished game of ``game`` in the season (all when None) as the ratings read them:
    (game id, start, player, rank), in the order the games were played (start, then id),
    each game's players in seating order."""
    r = t.game_result
    return list(
        connection.execute(
            select(t.game.c.id, t.game.c.created_at, t.player.c.name, r.c.rank)
            .join(r, r.c.game_id == t.game.c.id)
            .join(t.player, t.player.c.id == r.c.player_id)
            .where(t.game.c.id.in_(_finished(game, season)))
            .order_by(t.game.c.created_at, t.game.c.id, r.c.position)
        ).all()
    )


def rank(lines: list[Standing]) -> list[Standing]:
    """The standings in order: equal wins, win rate and average final total share a rank."""
    by_name = sorted(lines, key=lambda s: s.player.casefold())
    return [
        replace(line, rank=position)
        for position, line in ranked(by_name, key=lambda s: (s.wins, s.win_rate, s.avg_final))
    ]


def player_record(
    session: Session, name: str, game: str, season: str | None = None, best: int = 5
) -> PlayerRecord:
    """A player's finished games, best turns and head-to-head against each rival."""
    from marquoir.store.roster import roster_player

    finished = _finished(game, season)
    player = roster_player(session, name)
    games = session.execute(
        select(
            t.game.c.id,
            t.game.c.created_at,
            t.game_result.c.total,
            t.game_result.c.rank,
            t.game_result.c.winner,
        )
        .join(t.game_result, t.game_result.c.game_id == t.game.c.id)
        .where(t.game_result.c.player_id == player.id, t.game.c.id.in_(finished))
        .order_by(t.game.c.created_at.desc(), t.game.c.id.desc())
    ).all()
    turns = session.execute(
        select(t.turn_points.c.points, t.turn_points.c.game_id)
        .where(t.turn_points.c.player_id == player.id, t.turn_points.c.game_id.in_(finished))
        .order_by(t.turn_points.c.points.desc(), t.turn_points.c.game_id)
        .limit(best)
    ).all()
    me, other = t.game_result.alias(), t.game_result.alias()
    rivals = session.execute(
        select(
            t.player.c.name,
            func.count(),
            _count(me.c.total > other.c.total),
            _count(me.c.total < other.c.total),
        )
        .select_from(me)
        .join(
            other,
            (other.c.game_id == me.c.game_id) & (other.c.player_id != me.c.player_id),
        )
        .join(t.player, t.player.c.id == other.c.player_id)
        .where(me.c.player_id == player.id, me.c.game_id.in_(finished))
        .group_by(t.player.c.name)
        .order_by(func.count().desc(), t.player.c.name)
    ).all()
    own = standings(session.connection(), game, season, player.id)
    figures = tuple(zip(own[0].stat_fields, own[0].stats, strict=True)) if own else ()
    cards = session.execute(
        select(t.turn_points.c.kind, func.count(), func.avg(t.turn_points.c.par))
        .where(
            t.turn_points.c.player_id == player.id,
            t.turn_points.c.game_id.in_(finished),
            t.turn_points.c.kind.is_not(None),
        )
        .group_by(t.turn_points.c.kind)
        .having(func.count() >= CARD_FORM_TURNS)
    ).all()
    forms = sorted(
        (CardForm(kind, int(n), round(float(par) / 100, 1)) for kind, n, par in cards),
        key=lambda form: (-form.above_par, form.card),
    )
    return PlayerRecord(
        player.name,
        tuple(
            RecordGame(gid, created.date(), total, r, bool(won))
            for gid, created, total, r, won in games
        ),
        tuple((points, gid) for points, gid in turns),
        tuple(Rival(n, int(c), int(a), int(b)) for n, c, a, b in rivals),
        figures,
        (),
        tuple(forms),
    )
