"""Reading and writing a game's facts, and rebuilding its cached results, inside a Session.

These functions never commit: the caller (``marquoir.table``) wraps each change of a game in
one transaction, so the turns and the results cache change together or not at all.
"""

from __future__ import annotations

import json
from datetime import UTC, date, datetime
from typing import Any, NamedTuple, cast

from sqlalchemy import delete, func, insert, update
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from marquoir import rules
from marquoir.rules import (
    GameSetup,
    GameState,
    make_profile,
    make_setup,
    parse_dice,
    parse_roll,
    replay,
)
from marquoir.store.errors import StoreError
from marquoir.store.tables import Game, GameResult, Player, Season, Seat, Turn, TurnResult


def now() -> datetime:
    return datetime.now(UTC)


class StoredGame(NamedTuple):
    """A game as stored: its row, its table, its turns (as rules turns and as rows) and the
    replayed state."""

    game: Game
    season: Season
    setup: GameSetup
    player_ids: tuple[int, ...]
    turns: list[rules.Turn]
    rows: list[Turn]
    state: GameState


# --- players and seasons -----------------------------------------------------------------------


def find_player(session: Session, name: str) -> Player | None:
    """The roster's player with this name (case and surrounding spaces ignored), if any."""
    return session.exec(select(Player).where(Player.name_key == name.strip().casefold())).first()


def player_named(session: Session, name: str) -> Player:
    """The roster's player with this name (case ignored), added when new."""
    name = name.strip()
    player = find_player(session, name)
    if player is None:
        player = Player(name=name, name_key=name.casefold(), created_at=now())
        session.add(player)
        session.flush()
    return player


def season_named(session: Session, name: str | None) -> Season:
    """The season with this name, created on demand; None means this calendar year's."""
    today = date.today()
    label = (name or str(today.year)).strip()
    if not label:
        raise StoreError("a season needs a name")
    season = session.exec(select(Season).where(Season.name == label)).first()
    if season is None:
        if name is None:
            season = Season(
                name=label, starts_on=date(today.year, 1, 1), ends_on=date(today.year, 12, 31)
            )
        else:
            season = Season(name=label)
        session.add(season)
        session.flush()
    return season


# --- one game ----------------------------------------------------------------------------------


def _turn_values(game_id: int, seq: int, turn: rules.Turn, ids: dict[str, int]) -> dict[str, Any]:
    """The ``turn`` row of one turn as a dict (``ids``: player ids by casefolded name)."""
    values: dict[str, Any] = {
        "game_id": game_id,
        "seq": seq,
        "player_id": ids[turn.player.casefold()],
        "card": "none",
        "dice": "",
        "saved": "",
        "skull_island": False,
        "manual_points": None,
        "manual_opponents": None,
        "note": turn.note,
        "created_at": now(),
        "edited_at": None,
    }
    if isinstance(turn, rules.ManualTurn):
        opponents: Any = turn.opponents
        if not isinstance(opponents, int):
            opponents = {str(ids[name.casefold()]): points for name, points in opponents}
        values.update(manual_points=turn.points, manual_opponents=json.dumps(opponents))
    else:
        values.update(
            card=turn.card,
            dice=str(turn.dice),
            saved=str(turn.saved),
            skull_island=turn.skull_island,
        )
    return values


def _turn_row(game_id: int, seq: int, turn: rules.Turn, ids: dict[str, int]) -> Turn:
    return Turn(**_turn_values(game_id, seq, turn, ids))


def _rules_turn(row: Turn, names: dict[int, str]) -> rules.Turn:
    player = names[row.player_id]
    if row.manual_points is not None:
        opponents: Any = json.loads(row.manual_opponents or "0")
        if isinstance(opponents, dict):
            opponents = tuple((names[int(pid)], points) for pid, points in opponents.items())
        return rules.ManualTurn(player, row.manual_points, opponents, row.note)
    return rules.DiceTurn(
        player, row.card, parse_roll(row.dice), parse_dice(row.saved), row.skull_island, row.note
    )


def create_game(
    session: Session, setup: GameSetup, season: Season, turns: list[rules.Turn], state: GameState
) -> StoredGame:
    """A new game with its seats and turns (already validated by ``state``) and its caches."""
    profile = setup.profile
    game = Game(
        season_id=season.id,  # type: ignore[arg-type]
        edition=profile.edition,
        target=profile.target,
        negative_scores=profile.negative_scores,
        cards_2025=profile.cards_2025,
        created_at=now(),
    )
    session.add(game)
    session.flush()
    ids: dict[str, int] = {}
    for position, name in enumerate(setup.players):
        player = player_named(session, name)
        ids[name.casefold()] = player.id  # type: ignore[assignment]
        session.add(Seat(game_id=game.id, position=position, player_id=player.id))  # type: ignore[arg-type]
    rows = [_turn_row(game.id, seq, turn, ids) for seq, turn in enumerate(turns)]  # type: ignore[arg-type]
    session.add_all(rows)
    session.flush()
    pids = tuple(ids[name.casefold()] for name in setup.players)
    stored = StoredGame(game, season, setup, pids, turns, rows, state)
    write_results(session, stored)
    return stored


def load_game(session: Session, game_id: int, *, for_update: bool = False) -> StoredGame:
    """Everything about one game, replayed. ``for_update`` locks the game's row until the end
    of the transaction (PostgreSQL; SQLite's write lock is taken when the transaction begins)."""
    query = select(Game).where(Game.id == game_id)
    if for_update:
        query = query.with_for_update()
    game = session.exec(query).first()
    if game is None:
        raise StoreError(f"there is no game {game_id}")
    season = session.get(Season, game.season_id)
    seats = session.exec(
        select(Seat.player_id, Player.name)
        .join(Player, col(Player.id) == Seat.player_id)
        .where(Seat.game_id == game_id)
        .order_by(col(Seat.position))
    ).all()
    names = {pid: name for pid, name in seats}
    profile = make_profile(game.edition, game.target, game.negative_scores, game.cards_2025)
    setup = make_setup([name for _, name in seats], profile)
    rows = list(session.exec(select(Turn).where(Turn.game_id == game_id).order_by(col(Turn.seq))))
    turns = [_rules_turn(row, names) for row in rows]
    state = replay(setup, turns)
    assert season is not None
    return StoredGame(game, season, setup, tuple(pid for pid, _ in seats), turns, rows, state)


def player_ids(stored: StoredGame) -> dict[str, int]:
    return {
        name.casefold(): pid
        for name, pid in zip(stored.setup.players, stored.player_ids, strict=True)
    }


def _shift(session: Session, game_id: int | None, first: int, by: int) -> None:
    """Move the turns from place ``first`` on by ``by`` places, in two steps so that the unique
    (game, seq) never sees two rows at one place: first to distinct negative places, then back."""
    of_game = col(Turn.game_id) == game_id
    session.execute(
        update(Turn).where(of_game, col(Turn.seq) >= first).values(seq=-(col(Turn.seq) + by) - 1)
    )
    session.execute(update(Turn).where(of_game, col(Turn.seq) < 0).values(seq=-col(Turn.seq) - 1))


def insert_turn_row(
    session: Session, stored: StoredGame, index: int, turn: rules.Turn
) -> list[Turn]:
    """Insert ``turn`` at ``index``, moving the later turns one place down; the new rows."""
    game_id = stored.game.id
    assert game_id is not None
    _shift(session, game_id, index, 1)
    row = _turn_row(game_id, index, turn, player_ids(stored))
    session.add(row)
    session.flush()
    return [*stored.rows[:index], row, *stored.rows[index:]]


def replace_turn_row(
    session: Session, stored: StoredGame, index: int, turn: rules.Turn
) -> list[Turn]:
    old = stored.rows[index]
    new = _turn_row(old.game_id, index, turn, player_ids(stored))
    for field in (
        "player_id",
        "card",
        "dice",
        "saved",
        "skull_island",
        "manual_points",
        "manual_opponents",
        "note",
    ):
        setattr(old, field, getattr(new, field))
    old.edited_at = now()
    session.add(old)
    session.flush()
    return stored.rows


def delete_turn_row(session: Session, stored: StoredGame, index: int) -> list[Turn]:
    row = stored.rows[index]
    game_id = stored.game.id
    session.execute(delete(TurnResult).where(TurnResult.turn_id == row.id))  # type: ignore[arg-type]
    session.delete(row)
    session.flush()
    _shift(session, game_id, index + 1, -1)
    session.flush()
    return [*stored.rows[:index], *stored.rows[index + 1 :]]


def _result_rows(game_id: int, pids: tuple[int, ...], state: GameState) -> list[dict[str, Any]]:
    """The ``game_result`` rows of a replayed game: totals, ranks (1 = best), winners."""
    totals = state.totals
    winners = set(state.winners)
    return [
        {
            "game_id": game_id,
            "player_id": pid,
            "position": position,
            "total": total,
            "rank": 1 + sum(1 for other in totals if other > total),
            "winner": name in winners,
        }
        for position, (pid, name, total) in enumerate(
            zip(pids, state.setup.players, totals, strict=True)
        )
    ]


def _turn_result_rows(
    game_id: int, pids: tuple[int, ...], turn_ids: list[int], state: GameState
) -> list[dict[str, Any]]:
    """The ``turn_result`` rows of a replayed game, one per turn, for the standings."""
    opponents = len(pids) - 1
    rows = []
    for turn_id, outcome in zip(turn_ids, state.outcomes, strict=True):
        result = outcome.result
        island = bool(result and result.skull_island)
        rows.append(
            {
                "turn_id": turn_id,
                "game_id": game_id,
                "player_id": pids[outcome.seat],
                "points": outcome.points,
                "busted": bool(result and result.busted),
                "skull_island": island,
                "island_points": -result.opponents * opponents if result and island else 0,
                "ship_won": bool(result and result.ship == "won"),
                "ship_lost": bool(result and result.ship == "lost"),
            }
        )
    return rows


def write_results(session: Session, stored: StoredGame) -> None:
    """Rebuild the game's caches (status, results, per-turn figures) from its replayed state."""
    game, state = stored.game, stored.state
    game_id = game.id
    assert game_id is not None
    session.execute(delete(GameResult).where(col(GameResult.game_id) == game_id))
    session.execute(delete(TurnResult).where(col(TurnResult.game_id) == game_id))
    session.execute(insert(GameResult), _result_rows(game_id, stored.player_ids, state))
    turn_ids = [row.id for row in stored.rows]
    if turn_ids:
        rows = _turn_result_rows(game_id, stored.player_ids, turn_ids, state)  # type: ignore[arg-type]
        session.execute(insert(TurnResult), rows)
    over = state.phase == "over"
    if over and game.finished_at is None:
        game.finished_at = now()
    elif not over:
        game.finished_at = None
    game.status = "over" if over else "playing"
    session.add(game)
    session.flush()


def rebuild_results(session: Session, game_id: int) -> None:
    write_results(session, load_game(session, game_id))


def all_game_ids(session: Session) -> list[int]:
    return [gid for gid in session.exec(select(Game.id).order_by(col(Game.id))) if gid is not None]


# --- lists -------------------------------------------------------------------------------------


class GameSummary(NamedTuple):
    id: int
    created_at: datetime
    finished_at: datetime | None
    season: str
    players: tuple[str, ...]
    status: str
    winners: tuple[str, ...]
    #: how many turns, when the list was asked with ``turns=True``
    turns: int | None


def list_games(
    session: Session, season: str | None = None, status: str | None = None, *, turns: bool = False
) -> list[GameSummary]:
    """Games, newest first, optionally of one season or status, in three or four queries of
    plain columns. ``turns`` also counts each game's turns (a scan of the turns: keep it for
    short lists, such as the unfinished games)."""
    chosen = select(Game.id).join(Season, col(Season.id) == Game.season_id)
    if season is not None:
        chosen = chosen.where(Season.name == season)
    if status is not None:
        chosen = chosen.where(Game.status == status)
    games = session.execute(  # five columns: SQLAlchemy's select (SQLModel's types stop at four)
        sa_select(Game.id, Game.created_at, Game.finished_at, Season.name, Game.status)  # type: ignore[call-overload]
        .join(Season, col(Season.id) == Game.season_id)
        .where(col(Game.id).in_(chosen))
        .order_by(col(Game.created_at).desc(), col(Game.id).desc())
    ).all()
    seats: dict[int | None, list[str]] = {row[0]: [] for row in games}
    for gid, name in session.exec(
        select(Seat.game_id, Player.name)
        .join(Player, col(Player.id) == Seat.player_id)
        .where(col(Seat.game_id).in_(chosen))
        .order_by(col(Seat.game_id), col(Seat.position))
    ):
        seats[gid].append(name)
    winners: dict[int | None, list[str]] = {row[0]: [] for row in games}
    for gid, name in session.exec(
        select(GameResult.game_id, Player.name)
        .join(Player, col(Player.id) == GameResult.player_id)
        .where(col(GameResult.game_id).in_(chosen), col(GameResult.winner))
        .order_by(col(GameResult.game_id), col(GameResult.position))
    ):
        winners[gid].append(name)
    counts: dict[int, int] = {}
    if turns:
        counts = dict(
            session.exec(
                select(Turn.game_id, func.count())
                .where(col(Turn.game_id).in_(chosen))
                .group_by(col(Turn.game_id))
            ).all()
        )
    return [
        GameSummary(
            gid or 0,
            created_at,
            finished_at,
            season_name,
            tuple(seats[gid]),
            game_status,
            tuple(winners[gid]),
            counts.get(gid or 0, 0) if turns else None,
        )
        for gid, created_at, finished_at, season_name, game_status in games
    ]


# --- many games at once ------------------------------------------------------------------------


def bulk_create_games(
    session: Session, season: Season, games: list[tuple[GameSetup, list[rules.Turn], GameState]]
) -> list[int]:
    """Store many validated games in one go (a club's history): the same rows as
    :func:`create_game`, written with a few multi-row inserts instead of one per object."""
    ids: dict[str, int] = {}
    for setup, _, _ in games:
        for name in setup.players:
            if name.casefold() not in ids:
                ids[name.casefold()] = player_named(session, name).id  # type: ignore[assignment]
    created = now()
    game_rows = [
        {
            "season_id": season.id,
            "edition": setup.profile.edition,
            "target": setup.profile.target,
            "negative_scores": setup.profile.negative_scores,
            "cards_2025": setup.profile.cards_2025,
            "created_at": created,
            "finished_at": created if state.phase == "over" else None,
            "status": "over" if state.phase == "over" else "playing",
        }
        for setup, _, state in games
    ]
    # one insert a game (RETURNING over many rows is quadratic in SQLAlchemy 2.1), then plain
    # multi-row inserts, the turns' ids read back in the order they were written
    new_game = insert(Game).returning(col(Game.id))
    game_ids = [cast(int, session.scalar(new_game, row)) for row in game_rows]
    seats: list[dict[str, Any]] = []
    turn_rows: list[dict[str, Any]] = []
    for game_id, (setup, turns, _) in zip(game_ids, games, strict=True):
        for position, name in enumerate(setup.players):
            seats.append(
                {"game_id": game_id, "position": position, "player_id": ids[name.casefold()]}
            )
        turn_rows.extend(_turn_values(game_id, seq, turn, ids) for seq, turn in enumerate(turns))
    session.execute(insert(Seat), seats)
    if turn_rows:
        session.execute(insert(Turn), turn_rows)
    turn_ids = list(
        session.scalars(
            select(Turn.id)
            .where(col(Turn.game_id).in_(game_ids))
            .order_by(col(Turn.game_id), col(Turn.seq))
        )
    )
    results: list[dict[str, Any]] = []
    cached: list[dict[str, Any]] = []
    start = 0
    for game_id, (setup, turns, state) in zip(game_ids, games, strict=True):
        pids = tuple(ids[name.casefold()] for name in setup.players)
        results.extend(_result_rows(game_id, pids, state))
        cached.extend(_turn_result_rows(game_id, pids, turn_ids[start : start + len(turns)], state))
        start += len(turns)
    session.execute(insert(GameResult), results)
    if cached:
        session.execute(insert(TurnResult), cached)
    return game_ids
