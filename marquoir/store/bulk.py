"""Many games at once (a club's history): the same rows as one game at a time, written with a
few inserts of many rows each (statements built from the models) instead of one model each."""

from __future__ import annotations

import json
from typing import Any, cast

from sqlalchemy import insert
from sqlmodel import Session, col, select

from marquoir.rules import GameRules, GameSetup, fingerprint, name_key
from marquoir.rules.games import rules_object
from marquoir.store import rating_rows
from marquoir.store.fingerprints import next_copies
from marquoir.store.game_facts import facts_json, turn_values
from marquoir.store.models import (
    GameResultRow,
    GameRow,
    SeasonRow,
    SeatRow,
    TurnPointsRow,
    TurnRow,
    table,
)
from marquoir.store.replaying import result_rows, turn_point_rows
from marquoir.store.roster import now, players_named

#: a validated game: its rules, its table, its turns and their replay
Validated = tuple[GameRules[Any, Any, Any], GameSetup, list[Any], Any]


def bulk_create_games(session: Session, season: SeasonRow, games: list[Validated]) -> list[int]:
    """Store many validated games in one go; their ids, in order."""
    roster = players_named(session, [name for _, setup, _, _ in games for name in setup.players])
    ids = {key: player.id for key, player in roster.items() if player.id is not None}
    created = now()
    digests = [fingerprint(rules, setup, turns) for rules, setup, turns, _ in games]
    copies = next_copies(session, sorted(set(digests)))
    numbers = []
    for digest in digests:  # the same game twice in a history: its copies 0, 1 …
        numbers.append(copies.get(digest, 0))
        copies[digest] = numbers[-1] + 1
    game_rows = [
        {
            "season_id": season.id,
            "game": rules.id,
            "rules": json.dumps(rules_object(rules, setup)),
            "created_at": created,
            "finished_at": created if state.phase == "over" else None,
            "status": "over" if state.phase == "over" else "playing",
            "fingerprint": digest,
            "fingerprint_copy": copy,
            "rules_version": rules.version,
        }
        for (rules, setup, _, state), digest, copy in zip(games, digests, numbers, strict=True)
    ]
    # one insert a game (RETURNING over many rows is quadratic in SQLAlchemy 2.1), then plain
    # multi-row inserts, the turns' ids read back in the order they were written
    connection = session.connection()
    new_game = insert(table(GameRow)).returning(table(GameRow).c.id)
    game_ids = [cast(int, connection.execute(new_game, row).scalar()) for row in game_rows]
    seats: list[dict[str, Any]] = []
    turn_rows: list[dict[str, Any]] = []
    for game_id, (rules, setup, turns, _) in zip(game_ids, games, strict=True):
        seated = [ids[name_key(name)] for name in setup.players]
        for position, pid in enumerate(seated):
            seats.append(
                {
                    "game_id": game_id,
                    "position": position,
                    "player_id": pid,
                    "name": setup.players[position],
                }
            )
        for seq, turn in enumerate(turns):
            written = facts_json(rules, setup, turn)
            turn_rows.append(
                turn_values(game_id, seq, seated[setup.seat_of(turn.player)], written, created)
            )
    connection.execute(insert(table(SeatRow)), seats)
    if turn_rows:
        connection.execute(insert(table(TurnRow)), turn_rows)
    turn_ids = list(
        connection.execute(
            select(TurnRow.id)
            .where(col(TurnRow.game_id).in_(game_ids))
            .order_by(col(TurnRow.game_id), col(TurnRow.seq))
        ).scalars()
    )
    results: list[dict[str, Any]] = []
    points: list[dict[str, Any]] = []
    start = 0
    for game_id, (rules, setup, turns, state) in zip(game_ids, games, strict=True):
        pids = tuple(ids[name_key(name)] for name in setup.players)
        results.extend(result_rows(game_id, rules, pids, state))
        chunk = turn_ids[start : start + len(turns)]
        points.extend(turn_point_rows(game_id, rules, pids, chunk, state))
        start += len(turns)
    connection.execute(insert(table(GameResultRow)), results)
    if points:
        connection.execute(insert(table(TurnPointsRow)), points)
    _follow_ratings(session, game_ids)
    return game_ids


def _follow_ratings(session: Session, game_ids: list[int]) -> None:
    """The ratings of the new finished games' chains, from the earliest of them on."""
    finished = session.exec(
        select(GameRow)
        .where(col(GameRow.id).in_(game_ids), GameRow.status == "over")
        .order_by(col(GameRow.created_at), col(GameRow.id))
    ).all()
    starts: dict[rating_rows.Chain, rating_rows.Key] = {}
    for game in finished:
        for chain in rating_rows.chains_of(game):
            if chain not in starts:
                assert game.id is not None
                starts[chain] = (game.created_at, game.id)
    rating_rows.follow_from(session, starts)
