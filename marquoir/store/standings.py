"""Season standings and a player's record, as SQL aggregates over the cached results.

Finished games only, of one game at a time (a season's standings of one game are not its
standings of another); a game of one player (a solo record attempt) counts only in the solo
records. Everything comes from ``game_result`` (one row per game and player, derived at
write time) and, for a player's best turns, ``turn_points``: nothing here loads a game. The
queries are statements over the models' tables, run on a connection; a player's record looks
the player up in the roster (``roster_player``) and so takes a session.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from sqlalchemy import Connection, Integer, cast, exists, func, select
from sqlmodel import Session

from marquoir.records import CardForm, PlayerRecord, RecordGame, Rival, SoloRecord, Standing
from marquoir.rules import game_rules, ranked
from marquoir.store.models import (
    STAT_SLOTS,
    GameResultRow,
    GameRow,
    PlayerRow,
    SeasonRow,
    TurnPointsRow,
    table,
)
from marquoir.store.roster import roster_player

#: the tables the standings read
GAME, SEASON, PLAYER = table(GameRow), table(SeasonRow), table(PlayerRow)
RESULT, POINTS = table(GameResultRow), table(TurnPointsRow)


def _solo() -> Any:
    """A game of one player (a solo record attempt: ``GameRules.min_players`` 1): no result
    row in the second seat (a look-up by the results' key per game, not a count of every
    result)."""
    r = RESULT.alias()
    return ~exists().where(r.c.game_id == GAME.c.id, r.c.position == 1)


def _finished(game: str, season: str | None, solo: bool = False) -> Any:
    """The ids of the finished games of a game and season (all seasons when None), deleted
    games left out: the games of two players or more, or with ``solo`` those of one (a solo
    game is never a game or a win of the standings, only a solo record)."""
    query = select(GAME.c.id).where(
        GAME.c.status == "over",
        GAME.c.game == game,
        GAME.c.deleted_at.is_(None),
    )
    if solo:
        query = query.where(_solo())
    elif game_rules(game).min_players < 2:  # a game that keeps solo games: they stand apart
        query = query.where(~_solo())
    if season is not None:
        query = query.join(SEASON, SEASON.c.id == GAME.c.season_id).where(SEASON.c.name == season)
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
    r = RESULT
    stats = [func.sum(r.c[f"stat{i + 1}"]) for i in range(STAT_SLOTS)]
    chosen: Any = r.c.game_id.in_(_finished(game, season))
    if player_id is not None:
        chosen = chosen & (r.c.player_id == player_id)
    rows = connection.execute(
        select(
            PLAYER.c.name,
            func.count(),
            _count(r.c.winner),
            func.avg(r.c.total),
            func.max(r.c.best_turn),
            func.sum(r.c.points),
            func.sum(r.c.turns),
            *stats,
        )
        .join(PLAYER, PLAYER.c.id == r.c.player_id)
        .where(chosen)
        .group_by(PLAYER.c.id, PLAYER.c.name)
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
    r = RESULT
    rows = connection.execute(
        select(
            PLAYER.c.name,
            GAME.c.id,
            GAME.c.created_at,
            r.c.turns,
            r.c.best_turn,
        )
        .join(r, r.c.game_id == GAME.c.id)
        .join(PLAYER, PLAYER.c.id == r.c.player_id)
        .where(GAME.c.id.in_(_finished(game, season, solo=True)))
        .order_by(GAME.c.created_at, GAME.c.id)
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
    r = RESULT
    return list(
        connection.execute(
            select(GAME.c.id, GAME.c.created_at, PLAYER.c.name, r.c.rank)
            .join(r, r.c.game_id == GAME.c.id)
            .join(PLAYER, PLAYER.c.id == r.c.player_id)
            .where(GAME.c.id.in_(_finished(game, season)))
            .order_by(GAME.c.created_at, GAME.c.id, r.c.position)
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
    finished = _finished(game, season)
    player = roster_player(session, name)
    connection = session.connection()
    games = connection.execute(
        select(
            GAME.c.id,
            GAME.c.created_at,
            RESULT.c.total,
            RESULT.c.rank,
            RESULT.c.winner,
        )
        .join(RESULT, RESULT.c.game_id == GAME.c.id)
        .where(RESULT.c.player_id == player.id, GAME.c.id.in_(finished))
        .order_by(GAME.c.created_at.desc(), GAME.c.id.desc())
    ).all()
    turns = connection.execute(
        select(POINTS.c.points, POINTS.c.game_id)
        .where(POINTS.c.player_id == player.id, POINTS.c.game_id.in_(finished))
        .order_by(POINTS.c.points.desc(), POINTS.c.game_id)
        .limit(best)
    ).all()
    me, other = RESULT.alias(), RESULT.alias()
    rivals = connection.execute(
        select(
            PLAYER.c.name,
            func.count(),
            _count(me.c.total > other.c.total),
            _count(me.c.total < other.c.total),
        )
        .select_from(me)
        .join(
            other,
            (other.c.game_id == me.c.game_id) & (other.c.player_id != me.c.player_id),
        )
        .join(PLAYER, PLAYER.c.id == other.c.player_id)
        .where(me.c.player_id == player.id, me.c.game_id.in_(finished))
        .group_by(PLAYER.c.name)
        .order_by(func.count().desc(), PLAYER.c.name)
    ).all()
    own = standings(connection, game, season, player.id)
    figures = tuple(zip(own[0].stat_fields, own[0].stats, strict=True)) if own else ()
    cards = connection.execute(
        select(POINTS.c.kind, func.count(), func.avg(POINTS.c.par))
        .where(
            POINTS.c.player_id == player.id,
            POINTS.c.game_id.in_(finished),
            POINTS.c.kind.is_not(None),
        )
        .group_by(POINTS.c.kind)
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
