"""The ratings kept (schema 8): each player's rating after each finished game, stored as
derived rows (``rating``), so that reading them costs a query instead of a replay of every
game's rating.

Each game kind has its chains of rated games: every season's (scope 0) and each season's own
(scope: the season's id), the finished games that are not deleted, in the order they were
played (start, then id). A change of a game that changes its outcome (its ranks, or whether
it is finished, deleted or restored) recomputes its chains from that game on, in the same
transaction, from the ratings stored before it: a turn corrected in an early game changes
every later rating, and only those. The chain's row (``rating_chain``) is locked meanwhile,
so that two writers on PostgreSQL recompute one after the other, the second from what the
first committed (SQLite's write lock already orders them).

A schema upgrade or a rebuild of the results marks the chains stale from a game on instead;
opening the database then recomputes them in bounded transactions (:func:`catch_up`). While a
chain is stale (another process is catching up), its ratings are computed from the first game,
as before they were kept: a read is never wrong.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from datetime import datetime
from typing import Any

from sqlalchemy import Connection, delete, func, tuple_
from sqlalchemy import select as select_columns
from sqlmodel import Session, col, select

from marquoir.ratings import Rating, matches, ordinal, rate, rate_on, rating_lines
from marquoir.records import RatingLine, RatingPoint
from marquoir.store.changed_rows import IDS, Stored, replace_rows, stored_where
from marquoir.store.models import (
    FIRST_GAME,
    GameResultRow,
    GameRow,
    PlayerRow,
    RatingChainRow,
    RatingRow,
    SeasonRow,
    table,
)
from marquoir.store.stale import stale_chain
from marquoir.store.standings import match_rows

#: how many games one transaction of :func:`catch_up` rates (a kill loses at most this much)
RATING_BATCH = 2000
#: (game id, start) of a game: its place in the order its chains rate the games
Key = tuple[datetime, int]
#: (game kind, scope) of a chain
Chain = tuple[str, int]
#: told (games rated, games to rate) before the first batch and after each
Progress = Callable[[int, int], None]
#: the columns of a ``rating`` row, in the order :func:`_recompute` writes them
RATING_COLUMNS = (
    "game_id",
    "player_id",
    "scope",
    "game",
    "place",
    "started",
    "played",
    "mu",
    "sigma",
)
#: where a row's place is in :data:`RATING_COLUMNS`
PLACE = RATING_COLUMNS.index("place")
#: a chain's place before every game
FIRST: Key = (FIRST_GAME, 0)


def chains_of(game: GameRow) -> list[Chain]:
    """The chains a game belongs to, in the order they are locked (every season's first)."""
    return [(game.game, 0), (game.game, game.season_id)]


def key_of(session: Session, game: GameRow) -> Key:
    """The game's place in its chains' order: its start as stored (read back, so that it
    compares with the stored rows exactly, whatever time zone the value was written in)."""
    assert game.id is not None
    started = session.exec(select(GameRow.created_at).where(GameRow.id == game.id)).one()
    return (started, game.id)


def _in_chain(chain: Chain) -> Any:
    kind, scope = chain
    return (col(RatingRow.game) == kind) & (col(RatingRow.scope) == scope)


def _lock(session: Session, chain: Chain) -> RatingChainRow:
    """The chain's row, created when new, locked until the transaction ends."""
    kind, scope = chain
    found = session.exec(
        select(RatingChainRow)
        .where(RatingChainRow.game == kind, RatingChainRow.scope == scope)
        .with_for_update()
    ).first()
    if found is None:
        _insert_chain(session, kind, scope)
        found = session.exec(
            select(RatingChainRow)
            .where(RatingChainRow.game == kind, RatingChainRow.scope == scope)
            .with_for_update()
        ).one()
    return found


def _insert_chain(session: Session, kind: str, scope: int) -> None:
    """The chain's row unless it is there already (or being inserted by a racing writer)."""
    dialect = session.get_bind().dialect.name
    values = {"game": kind, "scope": scope, "stale_started": None, "stale_game": None}
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        statement: Any = pg_insert(RatingChainRow).values(**values).on_conflict_do_nothing()
    else:
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        statement = sqlite_insert(RatingChainRow).values(**values).on_conflict_do_nothing()
    session.exec(statement)


def _stale_key(row: RatingChainRow) -> Key | None:
    if row.stale_game is None or row.stale_started is None:
        return None
    return (row.stale_started, row.stale_game)


def _set_stale(session: Session, row: RatingChainRow, key: Key | None) -> None:
    row.stale_started, row.stale_game = key if key is not None else (None, None)
    session.add(row)
    session.flush()


def follow(session: Session, game: GameRow) -> None:
    """The game's outcome changed (or it finished, was deleted or restored): its chains'
    ratings are recomputed from it on, in the caller's transaction."""
    key = key_of(session, game)
    for chain in chains_of(game):
        row = _lock(session, chain)
        stale = _stale_key(row)
        if stale is not None and stale <= key:
            continue  # recomputed from an earlier game when the chain catches up
        _recompute(session, chain, key)
        _set_stale(session, row, None)


def follow_from(session: Session, starts: dict[Chain, Key]) -> None:
    """Several chains changed, each from a game on (a bulk import)."""
    for chain in sorted(starts, key=lambda c: (c[0], c[1] != 0, c[1])):
        row = _lock(session, chain)
        stale = _stale_key(row)
        if stale is not None and stale <= starts[chain]:
            continue
        _recompute(session, chain, starts[chain])
        _set_stale(session, row, None)


def mark_stale(session: Session, starts: dict[Chain, Key]) -> None:
    """The chains are to be recomputed from these games on, later (:func:`catch_up`)."""
    for chain in sorted(starts, key=lambda c: (c[0], c[1] != 0, c[1])):
        row = _lock(session, chain)
        stale = _stale_key(row)
        _set_stale(session, row, starts[chain] if stale is None else min(stale, starts[chain]))


def earliest(session: Session, starts: dict[Chain, Key], game: GameRow) -> None:
    """Add the game's chains to ``starts``, each from the earliest game that changed."""
    key = key_of(session, game)
    for chain in chains_of(game):
        starts[chain] = min(starts.get(chain, key), key)


def _of_chain(chain: Chain) -> list[Any]:
    """What makes a game one of the chain's: finished, not deleted, of its kind (and season)."""
    kind, scope = chain
    where = [
        col(GameRow.game) == kind,
        col(GameRow.status) == "over",
        col(GameRow.deleted_at).is_(None),
    ]
    if scope:
        where.append(col(GameRow.season_id) == scope)
    return where


def _chain_games(chain: Chain) -> Any:
    """The chain's games (id, start)."""
    return select(col(GameRow.id), col(GameRow.created_at)).where(*_of_chain(chain))


def _places_before(session: Session, chain: Chain, key: Key) -> int:
    """How many of the chain's games come before ``key``: the place of its last stored row
    before it (the rows before the game a recomputation starts from are the chain's, in
    order; the rows from it on may be an older order's, until they are replaced)."""
    order = (col(RatingRow.started), col(RatingRow.game_id))
    last = session.exec(
        select(RatingRow.place)
        .where(_in_chain(chain), tuple_(*order) < key)
        .order_by(*(column.desc() for column in order))
        .limit(1)
    ).first()
    return int(last or 0)


def _ratings_at(session: Session, chain: Chain, players: set[int], place: int) -> dict[int, Rating]:
    """Each of ``players``' rating after the chain's games up to ``place``, when they have one."""
    if not players or not place:
        return {}
    r = RatingRow
    query = select(col(r.player_id), func.max(col(r.place))).where(
        _in_chain(chain), col(r.place) <= place
    )
    if len(players) <= 500:
        query = query.where(col(r.player_id).in_(sorted(players)))
    last = {pid: at for pid, at in session.exec(query.group_by(col(r.player_id))) if pid in players}
    places = sorted(set(last.values()))
    found: dict[int, Rating] = {}
    for start in range(0, len(places), 500):
        rows = session.connection().execute(
            select_columns(
                col(r.player_id), col(r.place), col(r.mu), col(r.sigma), col(r.played)
            ).where(_in_chain(chain), col(r.place).in_(places[start : start + 500]))
        )
        found.update({pid: (mu, sigma, n) for pid, at, mu, sigma, n in rows if last.get(pid) == at})
    return found


def _recompute(session: Session, chain: Chain, key: Key, limit: int | None = None) -> Key | None:
    """The chain's ratings from the game at ``key`` on (``limit``: that many games at most);
    the key of the next game still to rate when ``limit`` stopped short, else None. Only
    the rows that differ from the stored ones are written (a rebuild that changed no outcome
    leaves every rating as it was)."""
    before = _places_before(session, chain, key)
    order = tuple_(col(GameRow.created_at), col(GameRow.id))
    games_query = _chain_games(chain).where(order >= key).order_by(*order.clauses)
    if limit is not None:
        games_query = games_query.limit(limit + 1)
    games = [(gid, started) for gid, started in session.exec(games_query)]
    following: Key | None = None
    if limit is not None and len(games) > limit:
        following = (games[limit][1], games[limit][0])
        games = games[:limit]
    connection = session.connection()
    rows = _rated_rows(session, chain, key, games, before)
    stored = _stored_rows(
        connection,
        chain,
        (before, rows[-1][PLACE] if rows else before),  # the places written
        key,
        following,
        [gid for gid, _ in games],
    )
    replace_rows(connection, RatingRow, RATING_COLUMNS, 3, stored, rows)
    return following


def _rated_rows(
    session: Session,
    chain: Chain,
    key: Key,
    games: list[tuple[int, datetime]],
    before: int,
) -> list[tuple[Any, ...]]:
    """The ``rating`` rows of ``games`` (the chain's from ``key`` on, in order), their places
    from ``before`` + 1 on, each player starting from their rating at ``before``."""
    if not games:
        return []
    kind, scope = chain
    r = GameResultRow
    order = tuple_(col(GameRow.created_at), col(GameRow.id))
    last = (games[-1][1], games[-1][0])
    seat_rows = session.exec(
        select(col(r.game_id), col(r.player_id), col(r.rank))
        .join(GameRow, col(GameRow.id) == col(r.game_id))
        .where(*_of_chain(chain), order >= key, order <= last)
        .order_by(*order.clauses, col(r.position))
    ).all()
    seats: dict[int, list[tuple[int, int]]] = {gid: [] for gid, _ in games}
    for gid, pid, rank in seat_rows:
        seats[gid].append((pid, rank))
    # a game of one player (a solo record attempt) is no match: never rated, as the
    # standings never count it (``standings._finished``)
    games = [(gid, started) for gid, started in games if len(seats[gid]) > 1]
    if not games:
        return []
    players = {pid for _, pid, _ in seat_rows}
    start = _ratings_at(session, chain, players, before)
    rows: list[tuple[Any, ...]] = []
    rated = rate_on((seats[gid] for gid, _ in games), start)
    for place, ((gid, started), after) in enumerate(zip(games, rated, strict=True), before + 1):
        for (pid, _), (mu, sigma, played) in zip(seats[gid], after, strict=True):
            rows.append((gid, pid, scope, kind, place, started, played, mu, sigma))
    return rows


def _stored_rows(
    connection: Connection,
    chain: Chain,
    places: tuple[int, int],
    start: Key,
    following: Key | None,
    game_ids: list[int],
) -> Stored:
    """The stored rows a recomputation replaces, by key: the chain's rows at the places it
    writes (``places``: after the first, up to the second; every place after the first when
    nothing follows), of the games from ``start`` up to ``following``, and of its games
    (``game_ids``) wherever they stand. What is left once its rows are written: the chain's
    rows before ``following`` are its own, in order, and the next batch goes on from the last
    of them."""
    kind, scope = chain
    r = table(RatingRow).c
    order = tuple_(r.started, r.game_id)
    at_places = r.place > places[0]
    since = order >= start
    if following is not None:
        at_places = at_places & (r.place <= places[1])
        since = since & (order < following)
    of_chain = (r.game == kind) & (r.scope == scope)
    found = stored_where(connection, RatingRow, RATING_COLUMNS, 3, of_chain & (at_places | since))
    # the chain's games by their ids (the primary key's first column; the game's kind is
    # left out, or SQLite's planner, with no statistics, scans the chain's index instead)
    for first in range(0, len(game_ids), IDS):
        chunk = game_ids[first : first + IDS]
        by_id = (r.scope == scope) & r.game_id.in_(chunk)
        found.update(
            (key, row)
            for key, row in stored_where(connection, RatingRow, RATING_COLUMNS, 3, by_id).items()
            if row[3] == kind
        )
    return found


def forget(session: Session, game_ids: list[int]) -> None:
    """Remove the rating rows of games about to be removed for good (deleted games: none,
    unless their chains were still to catch up)."""
    session.exec(delete(RatingRow).where(col(RatingRow.game_id).in_(game_ids)))


# --- catching up ---------------------------------------------------------------------------


def _stale_chains(session: Session) -> list[RatingChainRow]:
    return list(
        session.exec(
            select(RatingChainRow)
            .where(stale_chain())
            .order_by(col(RatingChainRow.game), col(RatingChainRow.scope))
        )
    )


def count_stale(session: Session) -> int:
    """How many games the stale chains still have to rate."""
    total = 0
    for row in _stale_chains(session):
        key = _stale_key(row)
        assert key is not None
        order = tuple_(col(GameRow.created_at), col(GameRow.id))
        games = _chain_games((row.game, row.scope)).where(order >= key).subquery()
        total += session.exec(select(func.count()).select_from(games)).one()
    return total


def catch_up(
    read: Callable[[], AbstractContextManager[Session]],
    write: Callable[[], AbstractContextManager[Session]],
    progress: Progress | None = None,
) -> int:
    """Recompute the stale chains, ``RATING_BATCH`` games a write transaction (a kill loses
    one batch at most; the next opening goes on from there); how many games were rated.
    ``progress`` is told (done, total) only when there is more than one batch to do: its
    ``ratings`` when it has one (a bar that shows this step apart from the replay before it,
    each game counted once in each chain it is rated in), else itself."""
    with read() as session:
        total = count_stale(session)
    if not total:
        return 0
    done = 0
    told = getattr(progress, "ratings", progress) if total > RATING_BATCH else None
    if told is not None:
        told(done, total)
    while True:
        with write() as session:
            rows = list(
                session.exec(
                    select(RatingChainRow)
                    .where(stale_chain())
                    .order_by(col(RatingChainRow.game), col(RatingChainRow.scope))
                    .limit(1)
                    .with_for_update(skip_locked=True)
                )
            )
            if not rows:
                break
            row = rows[0]
            key = _stale_key(row)
            assert key is not None
            chain = (row.game, row.scope)
            before = session.exec(
                select(func.count()).select_from(
                    _chain_games(chain)
                    .where(tuple_(col(GameRow.created_at), col(GameRow.id)) >= key)
                    .subquery()
                )
            ).one()
            following = _recompute(session, chain, key, RATING_BATCH)
            _set_stale(session, row, following)
            done += min(before, RATING_BATCH)
        if told is not None:
            told(min(done, total), max(done, total))
    return done


# --- reading -------------------------------------------------------------------------------


def _scope(session: Session, season: str | None) -> int | None:
    """The scope of a season's chain (0: all time); None for a season that does not exist."""
    if season is None:
        return 0
    return session.exec(select(SeasonRow.id).where(SeasonRow.name == season)).first()


def _is_stale(session: Session, chain: Chain) -> bool:
    kind, scope = chain
    marker = session.exec(
        select(RatingChainRow.stale_game).where(
            RatingChainRow.game == kind, RatingChainRow.scope == scope
        )
    ).first()
    return marker is not None


def _from_scratch(
    session: Session, kind: str, season: str | None
) -> tuple[list[RatingLine], dict[str, list[RatingPoint]]]:
    return rate(matches(match_rows(session.connection(), kind, season)))


def ratings(session: Session, kind: str, season: str | None = None) -> list[RatingLine]:
    """Every player's rating after the finished games of ``kind`` in ``season`` (all time
    when None), best first: the latest stored row of each player in the chain."""
    scope = _scope(session, season)
    if scope is None:
        return []
    chain = (kind, scope)
    if _is_stale(session, chain):
        return _from_scratch(session, kind, season)[0]
    r = RatingRow
    # each player's last place, then the rows at those places (a handful of players each):
    # two index searches, where a join makes SQLite walk the whole chain
    last = dict(
        session.exec(
            select(col(r.player_id), func.max(col(r.place)))
            .where(_in_chain(chain))
            .group_by(col(r.player_id))
        ).all()
    )
    rows = [
        (name, mu, sigma, played)
        for start in range(0, len(last), 500)
        for pid, place, name, mu, sigma, played in session.connection().execute(
            select_columns(
                col(r.player_id),
                col(r.place),
                col(PlayerRow.name),
                col(r.mu),
                col(r.sigma),
                col(r.played),
            )
            .join(PlayerRow, col(PlayerRow.id) == col(r.player_id))
            .where(
                _in_chain(chain), col(r.place).in_(sorted(set(last.values()))[start : start + 500])
            )
        )
        if last.get(pid) == place
    ]
    return rating_lines(_named(rows))


def _named(rows: Iterable[tuple[str, float, float, int]]) -> list[tuple[str, Rating]]:
    return [(name, (mu, sigma, played)) for name, mu, sigma, played in rows]


def history(
    session: Session, kind: str, player: PlayerRow, season: str | None = None
) -> list[RatingPoint]:
    """A player's rating after each of their finished games of ``kind`` in ``season`` (all
    time when None), in the order played."""
    scope = _scope(session, season)
    if scope is None:
        return []
    chain = (kind, scope)
    if _is_stale(session, chain):
        return _from_scratch(session, kind, season)[1].get(player.name, [])
    rows = session.exec(
        select(
            col(RatingRow.game_id), col(RatingRow.started), col(RatingRow.mu), col(RatingRow.sigma)
        )
        .where(_in_chain(chain), RatingRow.player_id == player.id)
        .order_by(col(RatingRow.place))
    ).all()
    return [RatingPoint(gid, day.date(), ordinal(mu, sigma)) for gid, day, mu, sigma in rows]


def stored(session: Session, chain: Chain) -> list[tuple[int, int, int, int, float, float]]:
    """The chain's rows as stored (place, game id, player id, played, mu, sigma), in order:
    what the tests compare with a computation from the first game."""
    r = RatingRow
    return [
        (place, gid, pid, played, mu, sigma)
        for place, gid, pid, played, mu, sigma in session.connection().execute(
            select_columns(
                col(r.place),
                col(r.game_id),
                col(r.player_id),
                col(r.played),
                col(r.mu),
                col(r.sigma),
            )
            .where(_in_chain(chain))
            .order_by(col(r.place), col(r.game_id), col(r.player_id))
        )
    ]


__all__ = [
    "RATING_BATCH",
    "catch_up",
    "chains_of",
    "count_stale",
    "earliest",
    "follow",
    "follow_from",
    "forget",
    "history",
    "key_of",
    "mark_stale",
    "ratings",
    "stored",
]
