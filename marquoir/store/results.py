"""The derived results of a game, cached for the lists and the standings: the game's status,
one ``game_result`` row per player (total, rank, win, and what the standings count) and one
``turn_points`` row per turn. Always rebuilt from a replay, in the transaction that changed the
game; never edited by hand.

The rows remember the version of the game's rules that built them (``game.rules_version``):
opening a database rebuilds, in bounded transactions, every game whose rows were built by
older rules (after a rules fix) or not yet built (a schema upgrade marks them all), so that
the standings always agree with the replayed sheets (:mod:`marquoir.store.rebuilding`).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import delete, insert
from sqlmodel import Session, col, select

from marquoir.rules import fingerprint
from marquoir.store import rating_rows
from marquoir.store.fingerprints import claim
from marquoir.store.game_facts import all_game_ids, game_row, load_facts
from marquoir.store.game_read import GameFacts
from marquoir.store.models import GameResultRow, GameRow, TurnPointsRow, table
from marquoir.store.replaying import result_rows, turn_point_rows
from marquoir.store.roster import now
from marquoir.store.stale import stale_games

#: how many games one rebuild transaction replays (a kill loses at most this much work)
REBUILD_BATCH = 100


def write_results(
    session: Session,
    facts: GameFacts,
    state: Any,
    first: bool = False,
    later: dict[rating_rows.Chain, rating_rows.Key] | None = None,
) -> None:
    """Rebuild the game's caches (status, fingerprint, results, per-turn points) from its
    replayed state; ``facts`` (turns and rows) are the game as it now stands. ``first``: a
    new game that must be the first copy of its document (refused with the id of a game that
    has it already, see :func:`marquoir.store.fingerprints.claim`). When the game's outcome
    changes (it finishes, un-finishes, or its ranks change), the ratings follow from it on
    (:func:`marquoir.store.rating_rows.follow`), or, given ``later``, its chains are added to
    it to be recomputed once a whole rebuild is done."""
    game = game_row(facts)
    game_id = facts.id
    was_over = game.status == "over"
    before: list[tuple[int, int]] = []
    if was_over:
        before = sorted(
            (pid, rank)
            for pid, rank in session.exec(
                select(GameResultRow.player_id, GameResultRow.rank).where(
                    GameResultRow.game_id == game_id
                )
            )
        )
    results = result_rows(game_id, facts.rules, facts.player_ids, state)
    session.exec(delete(GameResultRow).where(col(GameResultRow.game_id) == game_id))
    session.exec(delete(TurnPointsRow).where(col(TurnPointsRow.game_id) == game_id))
    connection = session.connection()
    connection.execute(insert(table(GameResultRow)), results)
    turn_ids = facts.turn_ids
    if turn_ids:
        connection.execute(
            insert(table(TurnPointsRow)),
            turn_point_rows(game_id, facts.rules, facts.player_ids, turn_ids, state),
        )
    over = state.phase == "over"
    if over and game.finished_at is None:
        game.finished_at = now()
    elif not over:
        game.finished_at = None
    game.status = "over" if over else "playing"
    game.rules_version = facts.rules.version
    session.add(game)
    session.flush()
    digest = fingerprint(facts.rules, facts.setup, facts.turns)
    if first or digest != game.fingerprint:
        claim(session, game, digest, first=first)
    after = sorted((row["player_id"], row["rank"]) for row in results) if over else []
    if (was_over or over) and before != after and game.deleted_at is None:
        if later is None:
            rating_rows.follow(session, game)
        else:
            rating_rows.earliest(session, later, game)


def rebuild(
    session: Session,
    game_id: int,
    later: dict[rating_rows.Chain, rating_rows.Key] | None = None,
) -> None:
    """One game's caches, from its replay (``later``: see :func:`write_results`)."""
    facts = load_facts(session, game_id)
    write_results(session, facts, facts.rules.replay(facts.setup, facts.turns), later=later)


def rebuild_all(session: Session) -> None:
    """Every game's caches, from its replay, in the caller's transaction (the ratings
    recomputed once, from the earliest game whose outcome changed)."""
    starts: dict[rating_rows.Chain, rating_rows.Key] = {}
    for game_id in all_game_ids(session):
        rebuild(session, game_id, starts)
    rating_rows.follow_from(session, starts)


def stale_batch(session: Session, size: int) -> list[int]:
    """The next ``size`` games to rebuild, locked for it (PostgreSQL skips the ones another
    process is rebuilding; SQLite's write lock already keeps every other writer out)."""
    query = (
        select(GameRow.id)
        .where(stale_games())
        .order_by(col(GameRow.id))
        .limit(size)
        .with_for_update(skip_locked=True)
    )
    return [gid for gid in session.exec(query) if gid is not None]
