"""Nothing is lost to a kill -9 or to a second terminal writing to the same file."""

import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from sqlalchemy import func
from sqlmodel import select

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.store import open_store
from marquoir.store.models import GameResultRow, TurnPointsRow
from marquoir.use_cases import UseCases

ROOT = Path(__file__).parents[2]


def writer(url: str, game_id: int, count: int, seed: int) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, "-m", "tests.store.writer", url, str(game_id), str(count), str(seed)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def new_game(url: str, players: int = 4) -> int:
    store = open_store(url)
    game_id = (
        UseCases(store)
        .start_game([f"P{i}" for i in range(players)], make_profile("classic", target=100_000))
        .id
    )
    store.close()
    return game_id


def check_consistent(url: str, game_id: int) -> int:
    """The game replays, and its caches agree with the replay; returns its number of turns."""
    store = open_store(url)
    try:
        stored = UseCases(store).game(game_id)
        with store.read() as session:
            cached = session.exec(
                select(func.count())
                .select_from(TurnPointsRow)
                .where(TurnPointsRow.game_id == game_id)
            ).one()
            totals = session.exec(
                select(GameResultRow.total)
                .where(GameResultRow.game_id == game_id)
                .order_by(GameResultRow.position)
            ).all()
        assert cached == len(stored.turns)
        assert tuple(totals) == stored.state.totals
        return len(stored.turns)
    finally:
        store.close()


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_kill_9_during_a_burst_of_entries_loses_no_acknowledged_turn(
    sqlite_url: str, seed: int
) -> None:
    game_id = new_game(sqlite_url)
    rnd = random.Random(seed)
    process = writer(sqlite_url, game_id, 10_000, seed)
    assert process.stdout is not None
    wanted = rnd.randint(5, 40)
    acknowledged = 0
    for line in process.stdout:
        acknowledged = int(line.split()[1])
        if acknowledged >= wanted:
            break
    time.sleep(rnd.random() * 0.05)  # land the kill anywhere inside a later entry
    process.send_signal(signal.SIGKILL)
    process.wait()
    assert acknowledged >= wanted, process.stderr.read() if process.stderr else ""
    assert check_consistent(sqlite_url, game_id) >= acknowledged


@pytest.mark.parametrize("backend", ["sqlite_url", "pg_url"])
def test_two_processes_on_one_game_lose_nothing(
    backend: str, request: pytest.FixtureRequest
) -> None:
    url = str(request.getfixturevalue(backend))
    game_id = new_game(url)
    first, second = writer(url, game_id, 25, 11), writer(url, game_id, 25, 12)
    outputs = [p.communicate(timeout=120) for p in (first, second)]
    assert [p.returncode for p in (first, second)] == [0, 0], outputs
    assert [out.split()[-1] for out, _ in outputs] == ["25", "25"]
    assert check_consistent(url, game_id) == 50


def test_two_processes_on_two_games_in_one_file(sqlite_url: str) -> None:
    games = [new_game(sqlite_url, 3), new_game(sqlite_url, 5)]
    processes = [writer(sqlite_url, g, 40, g) for g in games]
    for p in processes:
        p.communicate(timeout=120)
        assert p.returncode == 0
    assert [check_consistent(sqlite_url, g) for g in games] == [40, 40]
