"""A game's derived rows, computed from its replay, and from its stored facts as plain
data with no database at hand (no SQLAlchemy imported: a worker starts quickly). This is
what the worker processes of a heavy rebuild run (:mod:`marquoir.store.rebuilding`), a share
of a batch of games each, while the opening process reads and writes the database.

A job is what the database holds of one game (its kind, its rule profile as JSON, its seats,
its turns' facts as JSON); its answer is everything the rebuild writes for it: whether it is
over, its fingerprint, the version of the rules that replayed it, its ``game_result`` and
``turn_points`` rows. A game that cannot be read or replayed is answered ``None`` by a
worker: the opening process replays it itself, to raise the same sentence a one-game
rebuild would.
"""

from __future__ import annotations

import json
import os
import signal
import threading
import time
from typing import Any, NamedTuple

from marquoir.rules import (
    GameFileError,
    GameRules,
    GameSetup,
    RulesError,
    fingerprint,
    finish_ranks,
    game_rules,
    make_setup,
)
from marquoir.rules.head_start import read_head_start, split_rules
from marquoir.store.errors import StoreError

#: the figures a game keeps for each player in its ``game_result`` row (``stat1`` …)
STAT_SLOTS = 8


def result_rows(
    game_id: int, rules: GameRules[Any, Any, Any], player_ids: tuple[int, ...], state: Any
) -> list[dict[str, Any]]:
    """The ``game_result`` rows of a replayed game (``player_ids`` in seating order)."""
    totals = state.totals
    winners = set(state.winners)
    stats = rules.player_stats(state)
    seats = len(player_ids)
    turns = [0] * seats
    points = [0] * seats
    best: list[int | None] = [None] * seats
    for outcome in state.outcomes:
        seat = outcome.seat
        turns[seat] += 1
        points[seat] += outcome.points
        top = best[seat]
        best[seat] = outcome.points if top is None else max(top, outcome.points)
    rows = []
    won = [name in winners for name in state.setup.players]
    for position, (pid, name, total, rank) in enumerate(
        zip(player_ids, state.setup.players, totals, finish_ranks(totals, won), strict=True)
    ):
        row: dict[str, Any] = {
            "game_id": game_id,
            "player_id": pid,
            "position": position,
            "total": total,
            "rank": rank,
            "winner": name in winners,
            "turns": turns[position],
            "points": points[position],
            "best_turn": best[position],
        }
        figures = stats[position]
        for slot in range(STAT_SLOTS):
            row[f"stat{slot + 1}"] = figures[slot] if slot < len(figures) else 0
        rows.append(row)
    return rows


#: the columns of a ``turn_points`` row as the rebuild carries it (a tuple; its key first)
POINTS_COLUMNS = ("turn_id", "game_id", "player_id", "points", "kind", "par")
#: the columns of a ``game_result`` row as the rebuild carries it (its key first)
RESULT_COLUMNS = (
    "game_id",
    "player_id",
    "position",
    "total",
    "rank",
    "winner",
    "turns",
    "points",
    "best_turn",
    *(f"stat{slot + 1}" for slot in range(STAT_SLOTS)),
)


def turn_point_values(
    game_id: int,
    rules: GameRules[Any, Any, Any],
    player_ids: tuple[int, ...],
    turn_ids: list[int],
    state: Any,
) -> list[tuple[Any, ...]]:
    """The ``turn_points`` rows of a replayed game, one per turn (with its kind and par), as
    tuples of :data:`POINTS_COLUMNS`."""
    return [
        (turn_id, game_id, player_ids[outcome.seat], outcome.points, kind, par)
        for turn_id, outcome, (kind, par) in zip(
            turn_ids, state.outcomes, rules.turn_kinds(state), strict=True
        )
    ]


def turn_point_rows(
    game_id: int,
    rules: GameRules[Any, Any, Any],
    player_ids: tuple[int, ...],
    turn_ids: list[int],
    state: Any,
) -> list[dict[str, Any]]:
    """The ``turn_points`` rows of a replayed game, one per turn (with its kind and par)."""
    return [
        dict(zip(POINTS_COLUMNS, values, strict=True))
        for values in turn_point_values(game_id, rules, player_ids, turn_ids, state)
    ]


class Job(NamedTuple):
    """One stored game, as read: its id, kind, rule profile (JSON), seats in order
    (player id, name at the table) and turns in order (turn id, player id, facts JSON)."""

    game_id: int
    kind: str
    rules: str
    seats: list[tuple[int, str]]
    turns: list[tuple[int, int, str]]


class Replayed(NamedTuple):
    """A game's derived rows, as the rebuild writes them: its ``game_result`` rows as tuples
    of :data:`RESULT_COLUMNS`, its ``turn_points`` rows as tuples of :data:`POINTS_COLUMNS`
    (plain tuples: the workers hand them back to the writing process)."""

    game_id: int
    over: bool
    digest: str | None
    version: int
    results: list[tuple[Any, ...]]
    points: list[tuple[Any, ...]]
    #: the game's stored facts cannot be read or replayed: it is set apart (no derived row)
    damaged: bool = False


#: what reading or replaying a game's stored facts can raise when they are damaged (another
#: tool, bit rot): the store's and the rules' sentences, and what a JSON value of another
#: shape than the game's makes its reading raise
DAMAGE = (StoreError, GameFileError, RulesError, ValueError, TypeError, KeyError, AttributeError)


def damaged(job: Job, version: int) -> Replayed:
    """The rows of a game whose facts cannot be replayed: none, set apart."""
    return Replayed(job.game_id, False, None, version, [], [], damaged=True)


def replay_or_set_apart(job: Job) -> Replayed:
    """The game's rows, or, when its facts cannot be read or replayed, none: the game is set
    apart as damaged (``marquoir check`` says why), and every other game goes on."""
    try:
        return replay_job(job)
    except DAMAGE:
        try:
            version = game_rules(job.kind).version
        except DAMAGE:
            version = 0
        return damaged(job, version)


def stored_setup(
    game_id: int, kind: str, rules_json: str, names: list[str]
) -> tuple[GameRules[Any, Any, Any], GameSetup]:
    """A stored game's rules and table (its profile and head start read from its ``rules``
    JSON, its players seated in order), or the StoreError naming the game's bad cell."""
    try:
        rules = game_rules(kind)
        own, head_start = split_rules(json.loads(rules_json))
        profile = rules.profile_from_json(own, "rules")
        setup = make_setup(names, profile, rules.min_players)
        return rules, read_head_start(rules, setup, head_start)
    except (ValueError, GameFileError) as error:
        raise StoreError("store.bad_cell", table="game", row=game_id, value=str(error)) from None


#: the turns read from their facts, by game and facts text, each kept with its player's name in
#: the first field, to be read again for any player (a heavy rebuild reads the same few
#: thousand texts millions of times: the memo skips the JSON and the codec's checks); emptied
#: when it holds :data:`READ_KEPT` (a club's 20,000 games hold some 54,000 different texts).
#: A turn whose reading names a seat (through ``deref``) is never kept: it is another turn at
#: another table.
_read: dict[tuple[str, str], Any] = {}
READ_KEPT = 65_536


def stored_turn(
    rules: GameRules[Any, Any, Any], setup: GameSetup, turn_id: int, facts: str, player: str
) -> Any:
    """A stored turn (its facts JSON, played by ``player``) as the game's turn record, or the
    StoreError naming the turn's bad cell."""
    key = (rules.id, facts)
    known = _read.get(key)
    if known is not None:
        return known.__class__(player, *known[1:])
    named = False

    def seat_name(value: Any, place: str) -> str:
        nonlocal named
        named = True
        try:
            return setup.players[int(value)]
        except (ValueError, IndexError):
            raise StoreError("store.bad_cell", table="turn", row=turn_id, value=place) from None

    try:
        turn = rules.turn_from_json(player, json.loads(facts), f"turn {turn_id}", seat_name)
    except (ValueError, GameFileError) as error:
        raise StoreError("store.bad_cell", table="turn", row=turn_id, value=str(error)) from None
    if not named and getattr(turn, "_fields", ("",))[0] == "player":
        if len(_read) >= READ_KEPT:
            _read.clear()
        _read[key] = turn
    return turn


def replay_job(job: Job) -> Replayed:
    """The game's derived rows, or the sentence (StoreError, the rules' refusal) that says
    why its stored facts cannot be replayed."""
    rules, setup = stored_setup(job.game_id, job.kind, job.rules, [name for _, name in job.seats])
    names = dict(job.seats)
    turns = []
    for turn_id, player_id, facts in job.turns:
        if player_id not in names:
            raise StoreError("store.bad_cell", table="turn", row=turn_id, value=player_id)
        turns.append(stored_turn(rules, setup, turn_id, facts, names[player_id]))
    state = rules.replay(setup, turns)
    player_ids = tuple(pid for pid, _ in job.seats)
    turn_ids = [turn_id for turn_id, _, _ in job.turns]
    return Replayed(
        job.game_id,
        state.phase == "over",
        fingerprint(rules, setup, turns),
        rules.version,
        [
            tuple(row[name] for name in RESULT_COLUMNS)
            for row in result_rows(job.game_id, rules, player_ids, state)
        ],
        turn_point_values(job.game_id, rules, player_ids, turn_ids, state) if turn_ids else [],
    )


def replay_many(jobs: list[Job]) -> list[Replayed | None]:
    """A worker's share of a batch: each game's rows, or None for a game it cannot replay
    (the opening process replays that one itself, to raise its sentence)."""
    answers: list[Replayed | None] = []
    for job in jobs:
        try:
            answers.append(replay_or_set_apart(job))
        except Exception:
            answers.append(None)
    return answers


def start_worker(parent: int) -> None:
    """A worker leaves ctrl+c to the opening process (which rolls its batch back and stops
    the workers): no traceback from each worker on the terminal. And it never outlives
    that process: killed (kill -9), it cannot stop its workers, so each one ends itself as
    soon as its parent is gone (else they would wait for work forever, holding the terminal
    and the pipes the killed process wrote to). ``parent``: that process's id (told, not
    read here: a worker still starting when its parent is killed has another parent
    already)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(PARENT_CHECK)
        os._exit(1)

    threading.Thread(target=watch, name="marquoir-parent-watch", daemon=True).start()


#: how often a worker looks whether the process it works for is still there (s)
PARENT_CHECK = 0.2
