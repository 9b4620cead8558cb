"""The heavy rebuild of the derived rows: every game whose rows were built by older rules (a
rules fix raised the game's rules version), not yet built (a schema upgrade that replays the
games marks them all) or marked by ``marquoir rebuild``.

One path for all of them, :func:`rebuild_stale`: the games go in batches, each batch one
write transaction that takes the next stale games (locked: PostgreSQL's other openings skip
them and rebuild the next ones), reads their facts, has them replayed (by worker processes,
one per core, when there are many: :mod:`marquoir.store.replaying`), writes their rows and
their rules version, and marks their ratings' chains to catch up. The version written is the
durable marker of how far the rebuild got: a kill -9 at any moment loses the batch under
way and nothing else (its transaction was never committed, so no half-written batch is ever
seen), and the next opening goes on with the games still stale.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ProcessPoolExecutor
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from sqlalchemy import Boolean, Connection, Integer, func, select, type_coerce

from marquoir.store import rating_rows, results
from marquoir.store.fingerprints import claim
from marquoir.store.rating_rows import Progress
from marquoir.store.replaying import (
    POINTS_COLUMNS,
    RESULT_COLUMNS,
    Job,
    Replayed,
    replay_job,
    replay_many,
    start_worker,
)
from marquoir.store.roster import now
from marquoir.store.rows import (
    GameResultRow,
    GameRow,
    PlayerRow,
    RatingChainRow,
    SeatRow,
    TurnPointsRow,
    TurnRow,
)
from marquoir.store.session import Session, col
from marquoir.store.stale import count_stale_games

#: from how many games to rebuild the replay goes to worker processes (below, starting them
#: costs more than it saves)
PARALLEL_FROM = 1000
#: how many games a batch has when the workers replay them (a kill loses at most this much
#: work; the write lock is held a few seconds a batch)
PARALLEL_BATCH = 500
#: the most worker processes (None: one per core this process may use)
WORKERS: int | None = None
#: how many parts a batch is cut into for each worker: the writing process writes the
#: first parts while the workers replay the last ones
PARTS = 4
#: rows a statement writes at most
_CHUNK = 5000
#: games a statement reads the rows of at most
_IDS = 500


def cores() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def worker_count(total: int) -> int:
    """How many worker processes replay ``total`` games (0: this process replays them)."""
    wanted = WORKERS if WORKERS is not None else cores()
    if total < PARALLEL_FROM or wanted < 2:
        return 0
    return wanted


@contextmanager
def _workers(count: int) -> Iterator[Executor | None]:
    """The worker processes (started fresh, never forked from a process with threads: the
    app opens the database in a thread), stopped when the block ends, whatever happened."""
    if not count:
        yield None
        return
    import multiprocessing

    from marquoir.processes import start_resource_tracker

    start_resource_tracker()  # from inside the running app too
    pool = ProcessPoolExecutor(
        count,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=start_worker,
        initargs=(os.getpid(),),
    )
    try:
        yield pool
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def read_jobs(session: Session, ids: list[int]) -> list[Job]:
    """The stored facts of the games ``ids`` (in that order), as plain data."""
    kinds = {
        gid: (kind, rules)
        for gid, kind, rules in session.execute(
            select(GameRow.id, GameRow.game, GameRow.rules).where(col(GameRow.id).in_(ids))
        )
    }
    seats: dict[int, list[tuple[int, str]]] = {gid: [] for gid in ids}
    for gid, pid, name in session.execute(
        select(SeatRow.game_id, SeatRow.player_id, func.coalesce(SeatRow.name, PlayerRow.name))
        .join(PlayerRow, col(PlayerRow.id) == SeatRow.player_id)
        .where(col(SeatRow.game_id).in_(ids))
        .order_by(col(SeatRow.game_id), col(SeatRow.position))
    ):
        seats[gid].append((pid, name))
    turns: dict[int, list[tuple[int, int, str]]] = {gid: [] for gid in ids}
    found: Any = _raw_by_games(
        session.connection(),
        TurnRow.__table__.name,
        ("id", "game_id", "player_id", "facts"),
        ids,
        "seq",
    )
    if found is None:
        found = session.execute(
            select(TurnRow.id, TurnRow.game_id, TurnRow.player_id, TurnRow.facts)
            .where(col(TurnRow.game_id).in_(ids))
            .order_by(col(TurnRow.game_id), col(TurnRow.seq))
        )
    for tid, gid, pid, facts in found:
        turns[gid].append((tid, pid, facts))
    return [Job(gid, *kinds[gid], seats[gid], turns[gid]) for gid in ids]


def replay_jobs(jobs: list[Job], pool: Executor | None, share: int) -> Iterator[list[Replayed]]:
    """Each job's rows, a part of the batch at a time, in the jobs' order: given to the
    workers at once (``share``: how many parts the batch is cut into), then handed back as
    each part is done, while the caller writes the ones before; or all at once, replayed here
    when there are no workers (as the caller iterates). A game a worker could not replay is
    replayed here, to raise its sentence."""
    if pool is None:
        return _here(jobs)
    size = max(1, -(-len(jobs) // share))
    parts = [jobs[start : start + size] for start in range(0, len(jobs), size)]
    return _answers([(part, pool.submit(replay_many, part)) for part in parts])


def _here(jobs: list[Job]) -> Iterator[list[Replayed]]:
    yield [replay_job(job) for job in jobs]


def _answers(
    submitted: list[tuple[list[Job], Future[list[Replayed | None]]]],
) -> Iterator[list[Replayed]]:
    for part, future in submitted:
        yield [
            replay_job(job) if answer is None else answer
            for job, answer in zip(part, future.result(), strict=True)
        ]


def write_replayed(
    session: Session,
    replayed: list[Replayed],
    starts: dict[rating_rows.Chain, rating_rows.Key],
) -> None:
    """Write the games' rows in the caller's transaction, as :func:`results.write_results`
    writes one game's: their status, results, turns' points, rules version and fingerprint;
    the chains of every game whose outcome changed added to ``starts`` (each from its
    earliest such game), to catch up once the batch is written. Only the rows that differ
    from the stored ones are written (after a rules fix, most of a game's rows are as they
    were): the rows come out as a delete and insert of them all would leave them."""
    ids = [answer.game_id for answer in replayed]
    games = {
        game.id: game for game in session.exec(select(GameRow).where(col(GameRow.id).in_(ids)))
    }
    connection = session.connection()
    stored_results = _stored(connection, GameResultRow, RESULT_COLUMNS, 2, ids)
    ranks: dict[int, list[tuple[int, int]]] = {gid: [] for gid in ids}
    player, rank = RESULT_COLUMNS.index("player_id"), RESULT_COLUMNS.index("rank")
    for (gid, pid), row in stored_results.items():
        ranks[gid].append((pid, row[rank]))
    _replace(
        connection,
        GameResultRow,
        RESULT_COLUMNS,
        2,
        stored_results,
        [row for answer in replayed for row in answer.results],
    )
    _replace(
        connection,
        TurnPointsRow,
        POINTS_COLUMNS,
        1,
        _stored(connection, TurnPointsRow, POINTS_COLUMNS, 1, ids),
        [row for answer in replayed for row in answer.points],
    )
    changed: list[GameRow] = []
    for answer in replayed:
        game = games[answer.game_id]
        before = sorted(ranks[answer.game_id]) if game.status == "over" else []
        after = sorted((row[player], row[rank]) for row in answer.results)
        if before != (after if answer.over else []):
            changed.append(game)
        if answer.over and game.finished_at is None:
            game.finished_at = now()
        elif not answer.over:
            game.finished_at = None
        game.status = "over" if answer.over else "playing"
        game.rules_version = answer.version
        session.add(game)
    session.flush()
    for answer in replayed:
        game = games[answer.game_id]
        if answer.digest != game.fingerprint:
            claim(session, game, answer.digest)
    for game in changed:
        if game.deleted_at is None:
            assert game.id is not None
            key = (game.created_at, game.id)
            for chain in rating_rows.chains_of(game):
                starts[chain] = min(starts.get(chain, key), key)


#: the placeholder of each driver's parameter style that :func:`_many` writes itself
_MARKS = {"qmark": "?", "format": "%s", "pyformat": "%s"}


def _stored(
    connection: Connection, table: Any, columns: tuple[str, ...], key: int, ids: list[int]
) -> dict[tuple[Any, ...], tuple[Any, ...]]:
    """The rows of ``table`` that belong to the games ``ids``, as tuples of ``columns``, by
    their key (the first ``key`` columns). A boolean is read as the number stored (SQLite
    keeps 0 and 1, and would read a 2 written by another tool as true, never to be written
    again as the replay's 1)."""
    rows = _raw_by_games(connection, table.__table__.name, columns, ids)
    if rows is None:
        wanted = [
            type_coerce(column, Integer) if isinstance(column.type, Boolean) else column
            for column in (table.__table__.c[name] for name in columns)
        ]
        game = table.__table__.c.game_id
        rows = [
            tuple(row)
            for first in range(0, len(ids), _IDS)
            for row in connection.execute(
                select(*wanted).where(game.in_(ids[first : first + _IDS]))
            ).all()
        ]
    return {values[:key]: values for values in rows}


def _raw_by_games(
    connection: Connection,
    table: str,
    columns: tuple[str, ...],
    ids: list[int],
    then: str | None = None,
) -> list[tuple[Any, ...]] | None:
    """The rows of ``table`` whose ``game_id`` is one of ``ids`` (by game, then by ``then``
    when given), read with the driver's own cursor in the caller's transaction: plain
    tuples of the values stored (SQLAlchemy's rows took half of the writing process's time
    when it read the stored rows); None for a driver of another parameter style."""
    mark = _MARKS.get(connection.dialect.paramstyle)
    if mark is None:
        return None
    quote = connection.dialect.identifier_preparer.quote
    head = (
        f"SELECT {', '.join(quote(name) for name in columns)} "
        f"FROM {quote(table)} WHERE {quote('game_id')} IN "
    )
    order = f" ORDER BY {quote('game_id')}, {quote(then)}" if then else ""
    rows: list[tuple[Any, ...]] = []
    cursor = connection.connection.cursor()
    try:
        for first in range(0, len(ids), _IDS):
            chunk = ids[first : first + _IDS]
            cursor.execute(f"{head}({', '.join([mark] * len(chunk))}){order}", chunk)
            rows.extend(cursor.fetchall())
    finally:
        cursor.close()
    return rows


def _replace(
    connection: Connection,
    table: Any,
    columns: tuple[str, ...],
    key: int,
    stored: dict[tuple[Any, ...], tuple[Any, ...]],
    rows: list[tuple[Any, ...]],
) -> None:
    """Make the stored rows ``stored`` (by key, see :func:`_stored`) the rows ``rows``: the
    rows no longer there deleted, the changed ones updated, the new ones inserted."""
    inserts: list[tuple[Any, ...]] = []
    updates: list[tuple[Any, ...]] = []
    left = dict(stored)  # what is left once every row is matched: the rows to delete
    for row in rows:
        found = left.pop(row[:key], None)
        if found is None:
            inserts.append(row)
        elif found != row:  # a stored 0 or 1 equals False or True
            updates.append(row[key:] + row[:key])
    gone = list(left)
    keys, values = columns[:key], columns[key:]
    where = " AND ".join(f"{{{name}}} = {{mark}}" for name in keys)
    _many(connection, table, f"DELETE FROM {{table}} WHERE {where}", keys, gone)
    sets = ", ".join(f"{{{name}}} = {{mark}}" for name in values)
    _many(connection, table, f"UPDATE {{table}} SET {sets} WHERE {where}", values + keys, updates)
    _insert(connection, table, columns, inserts)


def _many(
    connection: Connection, table: Any, sql: str, names: tuple[str, ...], rows: list[Any]
) -> None:
    """Run ``sql`` (a template of ``{table}``, the columns' names and a ``{mark}`` for each
    value) once for each of ``rows`` (tuples, in the order of the marks): one statement of
    the driver's own, its values as tuples (SQLAlchemy's processing of each row's parameters
    took about as long as the database's work, in the one process that writes every batch);
    through SQLAlchemy for a driver of another parameter style."""
    if not rows:
        return
    quote = connection.dialect.identifier_preparer.quote
    named = {name: quote(name) for name in names}
    sql = sql.format(table=quote(table.__table__.name), mark="\0", **named)
    mark = _MARKS.get(connection.dialect.paramstyle)
    if mark is not None:
        driver = sql.replace("\0", mark)
        for first in range(0, len(rows), _CHUNK):
            connection.exec_driver_sql(driver, rows[first : first + _CHUNK])
        return
    from sqlalchemy import text

    pieces = sql.split("\0")
    statement = text(
        "".join(f"{piece}:p{index}" for index, piece in enumerate(pieces[:-1])) + pieces[-1]
    )
    for first in range(0, len(rows), _CHUNK):
        connection.execute(
            statement,
            [
                {f"p{i}": value for i, value in enumerate(row)}
                for row in rows[first : first + _CHUNK]
            ],
        )


def _insert(
    connection: Connection, table: Any, columns: tuple[str, ...], rows: list[tuple[Any, ...]]
) -> None:
    """Insert ``rows`` (tuples of ``columns``) into ``table``."""
    names = ", ".join(f"{{{name}}}" for name in columns)
    marks = ", ".join(["{mark}"] * len(columns))
    _many(connection, table, f"INSERT INTO {{table}} ({names}) VALUES ({marks})", columns, rows)


def rebuild_stale(
    read: Callable[[], AbstractContextManager[Connection]],
    write: Callable[[], AbstractContextManager[Session]],
    progress: Progress | None = None,
) -> int:
    """Rebuild every stale game's derived rows, a batch a write transaction (see the
    module); how many games this call rebuilt. ``read``: a Core read transaction (counting
    the stale games loads no ORM). ``progress`` is told (done, total) before the first batch
    and after each, only when there is work."""
    with read() as connection:
        total = count_stale_games(connection)
    if not total:
        return 0
    count = worker_count(total)
    batch = PARALLEL_BATCH if count else results.REBUILD_BATCH
    done = 0
    if progress is not None:
        progress(done, total)
    with _workers(count) as pool:
        while True:
            with write() as session:
                ids = results.stale_batch(session, batch)
                if not ids:
                    break
                starts: dict[rating_rows.Chain, rating_rows.Key] = {}
                for part in replay_jobs(read_jobs(session, ids), pool, PARTS * count):
                    write_replayed(session, part, starts)
                # the ratings from the earliest game changed on, once the results are rebuilt
                rating_rows.mark_stale(session, starts)
            done += len(ids)
            if progress is not None:
                progress(min(done, total), max(done, total))
    return done


def mark_all(session: Session) -> int:
    """Every game's derived rows to be rebuilt, and every chain's ratings to be computed again
    from its first game (``marquoir rebuild``), in the caller's transaction: how many games.
    The rows stay as they are until each batch replaces them."""
    from sqlalchemy import DateTime, bindparam, update

    from marquoir.store.schema import FIRST_GAME

    marked = session.execute(update(GameRow).values(rules_version=None))
    session.execute(
        update(RatingChainRow).values(
            stale_started=bindparam("first", FIRST_GAME, type_=DateTime(timezone=True)),
            stale_game=0,
        )
    )
    return int(getattr(marked, "rowcount", 0) or 0)
