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
from concurrent.futures import Executor, Future
from contextlib import AbstractContextManager, contextmanager
from typing import Any

from sqlalchemy import Connection, bindparam, func, update
from sqlalchemy import select as select_columns
from sqlmodel import Session, col, select

from marquoir.processes import process_pool
from marquoir.store import rating_rows, results
from marquoir.store.changed_rows import IDS, replace_rows, stored_by_games
from marquoir.store.fingerprints import claim
from marquoir.store.models import (
    FIRST_GAME,
    GameResultRow,
    GameRow,
    PlayerRow,
    RatingChainRow,
    SeatRow,
    TurnPointsRow,
    TurnRow,
    table,
)
from marquoir.store.rating_rows import Progress
from marquoir.store.replaying import (
    POINTS_COLUMNS,
    RESULT_COLUMNS,
    Job,
    Replayed,
    replay_many,
    replay_or_set_apart,
    start_worker,
)
from marquoir.store.roster import now
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

    pool = process_pool(count, start_worker, (os.getpid(),))  # from inside the running app too
    try:
        yield pool
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def read_jobs(session: Session, ids: list[int]) -> list[Job]:
    """The stored facts of the games ``ids`` (in that order), as plain data."""
    kinds = {
        gid: (kind, rules)
        for gid, kind, rules in session.exec(
            select(GameRow.id, GameRow.game, GameRow.rules).where(col(GameRow.id).in_(ids))
        )
    }
    seats: dict[int, list[tuple[int, str]]] = {gid: [] for gid in ids}
    for gid, pid, name in session.exec(
        select(SeatRow.game_id, SeatRow.player_id, func.coalesce(SeatRow.name, PlayerRow.name))
        .join(PlayerRow, col(PlayerRow.id) == SeatRow.player_id)
        .where(col(SeatRow.game_id).in_(ids))
        .order_by(col(SeatRow.game_id), col(SeatRow.position))
    ):
        seats[gid].append((pid, name))
    turns: dict[int, list[tuple[int, int, str]]] = {gid: [] for gid in ids}
    turn = table(TurnRow).c
    connection = session.connection()
    for first in range(0, len(ids), IDS):
        for tid, gid, pid, facts in connection.execute(
            select_columns(turn.id, turn.game_id, turn.player_id, turn.facts)
            .where(turn.game_id.in_(ids[first : first + IDS]))
            .order_by(turn.game_id, turn.seq)
        ):
            turns[gid].append((tid, pid, facts))
    return [Job(gid, *kinds[gid], seats[gid], turns[gid]) for gid in ids]


def replay_jobs(jobs: list[Job], pool: Executor | None, share: int) -> Iterator[list[Replayed]]:
    """Each job's rows, a part of the batch at a time, in the jobs' order: given to the
    workers at once (``share``: how many parts the batch is cut into), then handed back as
    each part is done, while the caller writes the ones before; or all at once, replayed here
    when there are no workers (as the caller iterates). A game a worker could not replay is
    replayed here; a game whose facts cannot be read or replayed is answered as damaged
    (set apart, every other game rebuilt)."""
    if pool is None:
        return _here(jobs)
    size = max(1, -(-len(jobs) // share))
    parts = [jobs[start : start + size] for start in range(0, len(jobs), size)]
    return _answers([(part, pool.submit(replay_many, part)) for part in parts])


def replay_batch(
    session: Session, ids: list[int], pool: Executor | None, share: int
) -> Iterator[list[Replayed]]:
    """The rows of the games ``ids``, a part at a time, as :func:`replay_jobs` hands them
    back: with workers, each part's facts are read and given to them at once, so that they
    start on the first part while the next ones are read (the facts of a whole batch read
    before the first was given kept the workers idle for a tenth of a batch's time)."""
    if pool is None:
        yield from replay_jobs(read_jobs(session, ids), None, 1)
        return
    size = max(1, -(-len(ids) // share))
    parts = [
        replay_jobs(read_jobs(session, ids[start : start + size]), pool, 1)
        for start in range(0, len(ids), size)
    ]
    for part in parts:
        yield from part


def _here(jobs: list[Job]) -> Iterator[list[Replayed]]:
    yield [replay_or_set_apart(job) for job in jobs]


def _answers(
    submitted: list[tuple[list[Job], Future[list[Replayed | None]]]],
) -> Iterator[list[Replayed]]:
    for part, future in submitted:
        yield [
            replay_or_set_apart(job) if answer is None else answer
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
    g = table(GameRow).c
    connection = session.connection()
    games = {
        game.id: game
        for game in connection.execute(
            select_columns(
                g.id,
                g.game,
                g.season_id,
                g.status,
                g.finished_at,
                g.fingerprint,
                g.created_at,
                g.deleted_at,
            ).where(g.id.in_(ids))
        )
    }
    stored_results = stored_by_games(connection, GameResultRow, RESULT_COLUMNS, 2, ids)
    ranks: dict[int, list[tuple[int, int]]] = {gid: [] for gid in ids}
    player, rank = RESULT_COLUMNS.index("player_id"), RESULT_COLUMNS.index("rank")
    for (gid, pid), row in stored_results.items():
        ranks[gid].append((pid, row[rank]))
    replace_rows(
        connection,
        GameResultRow,
        RESULT_COLUMNS,
        2,
        stored_results,
        [row for answer in replayed for row in answer.results],
    )
    replace_rows(
        connection,
        TurnPointsRow,
        POINTS_COLUMNS,
        1,
        stored_by_games(connection, TurnPointsRow, POINTS_COLUMNS, 1, ids),
        [row for answer in replayed for row in answer.points],
    )
    changed: list[Any] = []
    states: list[dict[str, Any]] = []
    finished: list[dict[str, Any]] = []
    moment = now()
    for answer in replayed:
        game = games[answer.game_id]
        before = sorted(ranks[answer.game_id]) if game.status == "over" else []
        after = sorted((row[player], row[rank]) for row in answer.results)
        if before != (after if answer.over else []):
            changed.append(game)
        if answer.over and game.finished_at is None:
            finished.append({"key_id": game.id, "finished_at": moment})
        elif not answer.over and game.finished_at is not None:
            finished.append({"key_id": game.id, "finished_at": None})
        status = "damaged" if answer.damaged else "over" if answer.over else "playing"
        states.append({"key_id": game.id, "status": status, "rules_version": answer.version})
    # the game's id goes by a name of its own: a column's own name sets it
    by_id = update(table(GameRow)).where(g.id == bindparam("key_id"))
    if states:
        connection.execute(by_id, states)
    if finished:
        connection.execute(by_id, finished)
    for answer in replayed:
        if answer.digest is None:  # damaged: set apart, its fingerprint no other game's
            if games[answer.game_id].fingerprint is not None:
                connection.execute(
                    update(table(GameRow))
                    .where(g.id == answer.game_id)
                    .values(fingerprint=None, fingerprint_copy=0)
                )
        elif answer.digest != games[answer.game_id].fingerprint:
            game_row = session.get(GameRow, answer.game_id)
            assert game_row is not None
            claim(session, game_row, answer.digest)
    for game in changed:
        if game.deleted_at is None:
            key = (game.created_at, game.id)
            for chain in rating_rows.chains_of(game):
                starts[chain] = min(starts.get(chain, key), key)


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
                for part in replay_batch(session, ids, pool, PARTS * count):
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
    marked = session.exec(update(GameRow).values(rules_version=None))
    session.exec(update(RatingChainRow).values(stale_started=FIRST_GAME, stale_game=0))
    return int(getattr(marked, "rowcount", 0) or 0)
