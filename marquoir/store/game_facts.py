"""A game's facts in the database: its row (which game, the rule profile), its seats and its
turns, read back through the game's own rules. Nothing here replays or commits: the caller
(``marquoir.use_cases``) replays and wraps each change in one transaction."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import delete, update
from sqlmodel import Session, col, select

from marquoir.rules import GameRules, GameSetup, name_key
from marquoir.rules.games import rules_object
from marquoir.store import rating_rows
from marquoir.store.errors import StoreError
from marquoir.store.fingerprints import claim
from marquoir.store.fingerprints import game_with_fingerprint as game_with_fingerprint
from marquoir.store.game_read import GameFacts, read_facts
from marquoir.store.models import (
    GameResultRow,
    GameRow,
    SeasonRow,
    SeatRow,
    TurnPointsRow,
    TurnRow,
)
from marquoir.store.roster import now, players_named


def facts_json(rules: GameRules[Any, Any, Any], setup: GameSetup, turn: Any) -> str:
    """A turn's facts as stored: the game's JSON object, the players it names as seats."""
    return json.dumps(rules.turn_to_json(turn, setup.seat_of), ensure_ascii=False)


def turn_values(
    game_id: int, seq: int, player_id: int, facts: str, created: Any = None
) -> dict[str, Any]:
    """The ``turn`` row of one turn as a dict."""
    return {
        "game_id": game_id,
        "seq": seq,
        "player_id": player_id,
        "facts": facts,
        "created_at": created or now(),
        "edited_at": None,
    }


def create_game(
    session: Session,
    rules: GameRules[Any, Any, Any],
    setup: GameSetup,
    season: SeasonRow,
    turns: list[Any],
) -> GameFacts:
    """A new game with its seats and turns (already validated by a replay)."""
    assert season.id is not None
    game = GameRow(
        season_id=season.id,
        game=rules.id,
        rules=json.dumps(rules_object(rules, setup)),
        created_at=now(),
    )
    session.add(game)
    session.flush()
    assert game.id is not None
    roster = players_named(session, setup.players)
    ids: list[int] = []
    for position, name in enumerate(setup.players):
        player = roster[name_key(name)]
        assert player.id is not None
        ids.append(player.id)
        session.add(SeatRow(game_id=game.id, position=position, player_id=player.id, name=name))
    rows = [
        TurnRow(
            **turn_values(
                game.id, seq, ids[setup.seat_of(turn.player)], facts_json(rules, setup, turn)
            )
        )
        for seq, turn in enumerate(turns)
    ]
    session.add_all(rows)
    session.flush()
    turn_ids = [row.id for row in rows if row.id is not None]
    return GameFacts(game, season.name, rules, setup, tuple(ids), list(turns), turn_ids)


def load_facts(session: Session, game_id: int, *, for_update: bool = False) -> GameFacts:
    """Everything stored about one game (:func:`~marquoir.store.game_read.read_facts`, in the
    session's transaction), its row as the model a change writes through."""
    facts = read_facts(session.connection(), game_id, for_update=for_update)
    row = session.get(GameRow, game_id)
    assert row is not None
    return facts._replace(row=row)


def game_row(facts: GameFacts) -> GameRow:
    """The game's row as its model (a change loaded it so: :func:`load_facts`)."""
    assert isinstance(facts.row, GameRow)
    return facts.row


def _shift(session: Session, game_id: int, first: int, by: int) -> None:
    """Move the turns from place ``first`` on by ``by`` places, in two steps so that the unique
    (game, seq) never sees two rows at one place: first to distinct negative places, then back."""
    of_game = col(TurnRow.game_id) == game_id
    session.exec(
        update(TurnRow)
        .where(of_game, col(TurnRow.seq) >= first)
        .values(seq=-(col(TurnRow.seq) + by) - 1)
    )
    session.exec(
        update(TurnRow).where(of_game, col(TurnRow.seq) < 0).values(seq=-col(TurnRow.seq) - 1)
    )


def _player_id(facts: GameFacts, turn: Any) -> int:
    return facts.player_ids[facts.setup.seat_of(turn.player)]


def insert_turn_row(
    session: Session,
    facts: GameFacts,
    index: int,
    turn: Any,
    entered_by: str | None = None,
    entry_key: str | None = None,
) -> list[int]:
    """Insert ``turn`` at ``index``, moving the later turns one place down; the turns' ids.
    ``entered_by``: who entered it (None: the Captain); ``entry_key``: the key a phone sent."""
    _shift(session, facts.id, index, 1)
    values = turn_values(
        facts.id, index, _player_id(facts, turn), facts_json(facts.rules, facts.setup, turn)
    )
    row = TurnRow(**values, entered_by=entered_by, entry_key=entry_key)
    session.add(row)
    session.flush()
    assert row.id is not None
    return [*facts.turn_ids[:index], row.id, *facts.turn_ids[index:]]


def turn_with_key(session: Session, game_id: int, key: str) -> int | None:
    """The id of the game's turn a phone sent with ``key``, or None."""
    found = session.exec(
        select(TurnRow.id).where(col(TurnRow.game_id) == game_id, col(TurnRow.entry_key) == key)
    ).first()
    return found


def replace_turn_row(session: Session, facts: GameFacts, index: int, turn: Any) -> list[int]:
    session.exec(
        update(TurnRow)
        .where(col(TurnRow.id) == facts.turn_ids[index])
        .values(
            player_id=_player_id(facts, turn),
            facts=facts_json(facts.rules, facts.setup, turn),
            edited_at=now(),
        )
    )
    return facts.turn_ids


def delete_turn_row(session: Session, facts: GameFacts, index: int) -> list[int]:
    turn_id = facts.turn_ids[index]
    session.exec(delete(TurnPointsRow).where(col(TurnPointsRow.turn_id) == turn_id))
    session.exec(delete(TurnRow).where(col(TurnRow.id) == turn_id))
    _shift(session, facts.id, index + 1, -1)
    return [*facts.turn_ids[:index], *facts.turn_ids[index + 1 :]]


def set_deleted(session: Session, game_id: int, deleted: bool) -> None:
    """Delete a game (it leaves the lists and the standings, and can be restored), or restore
    it (with a copy number of its fingerprint that no other game holds); a finished game's
    ratings follow (recomputed from it on). Refused for a game that is already so."""
    game = session.get(GameRow, game_id)
    if game is None:
        raise StoreError("store.no_game", id=game_id)
    if deleted and game.deleted_at is not None:
        raise StoreError("store.already_deleted", id=game_id)
    if not deleted and game.deleted_at is None:
        raise StoreError("store.not_deleted", id=game_id)
    if not deleted and game.fingerprint is not None:
        claim(session, game, game.fingerprint, restore=True)
    else:
        game.deleted_at = now() if deleted else None
        session.add(game)
        session.flush()
    if game.status == "over":
        rating_rows.follow(session, game)


def empty_deleted(session: Session) -> int:
    """Remove the deleted games for good (their seats, turns and derived rows); how many."""
    ids = list(session.exec(select(GameRow.id).where(col(GameRow.deleted_at).is_not(None))))
    if not ids:
        return 0
    rating_rows.forget(session, [gid for gid in ids if gid is not None])
    for table in (TurnPointsRow, GameResultRow, TurnRow, SeatRow):
        session.exec(delete(table).where(col(table.game_id).in_(ids)))
    session.exec(delete(GameRow).where(col(GameRow.id).in_(ids)))
    return len(ids)


def all_game_ids(session: Session) -> list[int]:
    ids = session.exec(select(GameRow.id).order_by(col(GameRow.id)))
    return [gid for gid in ids if gid is not None]
