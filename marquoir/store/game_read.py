"""One game's facts read back, with statements on a connection: its row, its season's name,
its seats and its turns, through the game's own rules. Not replayed. The changes
(``marquoir.store.game_facts``) read a game through the same function, in their write
transaction, then take its row as a model to change it."""

from __future__ import annotations

from typing import Any, NamedTuple

from sqlalchemy import Connection, Row, func, select

from marquoir.rules import GameRules, GameSetup
from marquoir.store.errors import StoreError
from marquoir.store.models import GameRow, PlayerRow, SeasonRow, SeatRow, TurnRow, table
from marquoir.store.replaying import stored_setup, stored_turn


class GameFacts(NamedTuple):
    """A game as stored: its row (the table's row as read; in a change, the model that the
    change writes through) and its season's name, its rules, its table, its turns (as
    the game's turn records, and the ids of their rows, in order). Not replayed."""

    row: GameRow | Row[Any]
    season: str
    rules: GameRules[Any, Any, Any]
    setup: GameSetup
    player_ids: tuple[int, ...]
    turns: list[Any]
    turn_ids: list[int]

    @property
    def id(self) -> int:
        assert self.row.id is not None
        return int(self.row.id)


def read_facts(connection: Connection, game_id: int, *, for_update: bool = False) -> GameFacts:
    """Everything stored about one game, not replayed. ``for_update`` locks the game's row
    until the end of the transaction (PostgreSQL; SQLite's write lock is taken when the
    transaction begins)."""
    game, season, seat, player, turn = (
        table(model) for model in (GameRow, SeasonRow, SeatRow, PlayerRow, TurnRow)
    )
    query = (
        select(game, season.c.name.label("season_name"))
        .join(season, season.c.id == game.c.season_id)
        .where(game.c.id == game_id)
    )
    if for_update:
        query = query.with_for_update(of=game)
    found = connection.execute(query).first()
    if found is None:
        raise StoreError("store.no_game", id=game_id)
    seats = connection.execute(
        select(seat.c.player_id, func.coalesce(seat.c.name, player.c.name))
        .join(player, player.c.id == seat.c.player_id)
        .where(seat.c.game_id == game_id)
        .order_by(seat.c.position)
    ).all()
    names = {pid: name for pid, name in seats}
    rules, setup = stored_setup(game_id, found.game, found.rules, [name for _, name in seats])
    rows = connection.execute(
        select(turn.c.id, turn.c.player_id, turn.c.facts)
        .where(turn.c.game_id == game_id)
        .order_by(turn.c.seq)
    ).all()
    turns = []
    for turn_id, player_id, facts in rows:
        if player_id not in names:
            raise StoreError("store.bad_cell", table="turn", row=turn_id, value=player_id)
        turns.append(stored_turn(rules, setup, turn_id, facts, names[player_id]))
    return GameFacts(
        found,
        found.season_name,
        rules,
        setup,
        tuple(pid for pid, _ in seats),
        turns,
        [turn_id for turn_id, _, _ in rows],
    )


def entered_by(connection: Connection, game_id: int) -> list[str | None]:
    """Who entered each of the game's turns, in order: None the Captain, ``"phone"`` the
    player from their seat's address."""
    turn = table(TurnRow)
    rows = connection.execute(
        select(turn.c.entered_by).where(turn.c.game_id == game_id).order_by(turn.c.seq)
    ).all()
    return [by for (by,) in rows]
