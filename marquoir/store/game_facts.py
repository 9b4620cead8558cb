"""A game's facts in the database: its row (which game, the rule profile), its seats and its
turns, read back through the game's own rules. Nothing here replays or commits: the caller
(``marquoir.table``) replays and wraps each change in one transaction."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from sqlalchemy import delete, func, update
from sqlmodel import Session, col, select

from marquoir.rules import GameFileError, GameRules, GameSetup, game_rules, make_setup, name_key
from marquoir.rules.head_start import read_head_start, rules_object, split_rules
from marquoir.store import rating_rows
from marquoir.store.errors import StoreError
from marquoir.store.fingerprints import claim
from marquoir.store.fingerprints import game_with_fingerprint as game_with_fingerprint
from marquoir.store.roster import now, players_named
from marquoir.store.tables import (
    GameResultRow,
    GameRow,
    PlayerRow,
    SeasonRow,
    SeatRow,
    TurnPointsRow,
    TurnRow,
)


class GameFacts(NamedTuple):
    """A game as stored: its row and season, its rules, its table, its turns (as the game's
    turn records and as rows). Not replayed."""

    row: GameRow
    season: SeasonRow
    rules: GameRules[Any, Any, Any]
    setup: GameSetup
    player_ids: tuple[int, ...]
    turns: list[Any]
    rows: list[TurnRow]

    @property
    def id(self) -> int:
        assert self.row.id is not None
        return self.row.id


def facts_json(rules: GameRules[Any, Any, Any], setup: GameSetup, turn: Any) -> str:
    """A turn's facts as stored: the game's JSON object, the players it names as seats."""
    return json.dumps(rules.turn_to_json(turn, setup.seat_of), ensure_ascii=False)


def _turn(rules: GameRules[Any, Any, Any], setup: GameSetup, row: TurnRow, player: str) -> Any:
    def seat_name(value: Any, place: str) -> str:
        try:
            return setup.players[int(value)]
        except (ValueError, IndexError):
            raise StoreError("store.bad_cell", table="turn", row=row.id, value=place) from None

    try:
        return rules.turn_from_json(player, json.loads(row.facts), f"turn {row.id}", seat_name)
    except (ValueError, GameFileError) as error:
        raise StoreError("store.bad_cell", table="turn", row=row.id, value=str(error)) from None


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
    game = GameRow(
        season_id=season.id,  # type: ignore[arg-type]
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
    return GameFacts(game, season, rules, setup, tuple(ids), list(turns), rows)


def load_facts(session: Session, game_id: int, *, for_update: bool = False) -> GameFacts:
    """Everything stored about one game, not replayed. ``for_update`` locks the game's row
    until the end of the transaction (PostgreSQL; SQLite's write lock is taken when the
    transaction begins)."""
    query = select(GameRow).where(GameRow.id == game_id)
    if for_update:
        query = query.with_for_update()
    game = session.exec(query).first()
    if game is None:
        raise StoreError("store.no_game", id=game_id)
    season = session.get(SeasonRow, game.season_id)
    assert season is not None
    seats = session.exec(
        select(SeatRow.player_id, func.coalesce(SeatRow.name, PlayerRow.name))
        .join(PlayerRow, col(PlayerRow.id) == SeatRow.player_id)
        .where(SeatRow.game_id == game_id)
        .order_by(col(SeatRow.position))
    ).all()
    names = {pid: name for pid, name in seats}
    try:
        rules = game_rules(game.game)
        own, head_start = split_rules(json.loads(game.rules))
        profile = rules.profile_from_json(own, "rules")
        setup = make_setup([name for _, name in seats], profile, rules.min_players)
        setup = read_head_start(rules, setup, head_start)
    except (ValueError, GameFileError) as error:
        raise StoreError("store.bad_cell", table="game", row=game_id, value=str(error)) from None
    rows = list(
        session.exec(select(TurnRow).where(TurnRow.game_id == game_id).order_by(col(TurnRow.seq)))
    )
    turns = []
    for row in rows:
        if row.player_id not in names:
            raise StoreError("store.bad_cell", table="turn", row=row.id, value=row.player_id)
        turns.append(_turn(rules, setup, row, names[row.player_id]))
    return GameFacts(game, season, rules, setup, tuple(pid for pid, _ in seats), turns, rows)


def _shift(session: Session, game_id: int, first: int, by: int) -> None:
    """Move the turns from place ``first`` on by ``by`` places, in two steps so that the unique
    (game, seq) never sees two rows at one place: first to distinct negative places, then back."""
    of_game = col(TurnRow.game_id) == game_id
    session.execute(
        update(TurnRow)
        .where(of_game, col(TurnRow.seq) >= first)
        .values(seq=-(col(TurnRow.seq) + by) - 1)
    )
    session.execute(
        update(TurnRow).where(of_game, col(TurnRow.seq) < 0).values(seq=-col(TurnRow.seq) - 1)
    )


def _player_id(facts: GameFacts, turn: Any) -> int:
    return facts.player_ids[facts.setup.seat_of(turn.player)]


def insert_turn_row(session: Session, facts: GameFacts, index: int, turn: Any) -> list[TurnRow]:
    """Insert ``turn`` at ``index``, moving the later turns one place down; the new rows."""
    _shift(session, facts.id, index, 1)
    values = turn_values(
        facts.id, index, _player_id(facts, turn), facts_json(facts.rules, facts.setup, turn)
    )
    row = TurnRow(**values)
    session.add(row)
    session.flush()
    return [*facts.rows[:index], row, *facts.rows[index:]]


def replace_turn_row(session: Session, facts: GameFacts, index: int, turn: Any) -> list[TurnRow]:
    row = facts.rows[index]
    row.player_id = _player_id(facts, turn)
    row.facts = facts_json(facts.rules, facts.setup, turn)
    row.edited_at = now()
    session.add(row)
    session.flush()
    return facts.rows


def delete_turn_row(session: Session, facts: GameFacts, index: int) -> list[TurnRow]:
    row = facts.rows[index]
    session.execute(delete(TurnPointsRow).where(col(TurnPointsRow.turn_id) == row.id))
    session.delete(row)
    session.flush()
    _shift(session, facts.id, index + 1, -1)
    session.flush()
    return [*facts.rows[:index], *facts.rows[index + 1 :]]


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
        session.execute(delete(table).where(col(table.game_id).in_(ids)))
    session.execute(delete(GameRow).where(col(GameRow.id).in_(ids)))
    return len(ids)


def stamp(session: Session, game_id: int) -> str:
    """The game's fingerprint and status: what changes whenever the game does."""
    row = session.exec(
        select(GameRow.fingerprint, GameRow.status).where(GameRow.id == game_id)
    ).first()
    if row is None:
        raise StoreError("store.no_game", id=game_id)
    return f"{row[0]}:{row[1]}"


def all_game_ids(session: Session) -> list[int]:
    ids = session.exec(select(GameRow.id).order_by(col(GameRow.id)))
    return [gid for gid in ids if gid is not None]
