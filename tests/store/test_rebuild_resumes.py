"""An interrupted rebuild loses nothing: ``marquoir rebuild`` (two worker processes, batches of
4 games) is killed -9 at several points of a batch — between two batches, while the workers
replay, with a batch half written — then the database is opened again by another process:
the rebuild goes on with the games left, and every derived row (results, turns' points, kind
and par, status, fingerprint, ratings) equals that of a rebuild from scratch that nothing
interrupted. Until then, each game's rows are either all as they were or all rebuilt: the
committed batches and only them. SQLite and PostgreSQL."""

import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from marquoir.exports.game_json import write_game
from marquoir.games.mille_sabords.rules import RULES
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.gamegen import random_game
from tests.store.conftest import new_pg_database
from tests.store.rebuild_kill import BATCH
from tests.store.test_rules_version import play_dix_mille

ROOT = Path(__file__).parents[2]
#: Mille Sabords games in two seasons, then Dix mille games: 22 games, 6 batches of 4
SEASONS = {"2025": range(1, 9), "2026": range(9, 17)}
DIX_MILLE = 6
GAMES = sum(len(seeds) for seeds in SEASONS.values()) + DIX_MILLE


def build(url: str) -> None:
    """The same history in any empty database: the same games, ids and players."""
    with UseCases(open_store(url)) as cases:
        for season, seeds in SEASONS.items():
            documents = [write_game(RULES, *random_game(seed, 40)) for seed in seeds]
            cases.import_games(documents, season=season)
        for _ in range(DIX_MILLE):
            play_dix_mille(cases)


def spoil(url: str) -> None:
    """Derived rows gone wrong (what a rebuild is for): totals, ranks, turns' points, luck,
    ratings."""
    engine = create_engine(url)
    with engine.begin() as connection:
        run = connection.execute
        run(text("UPDATE game_result SET total = total + 7, rank = rank + 1, stat1 = 99"))
        run(text("DELETE FROM turn_points WHERE MOD(game_id, 2) = 0"))
        run(text("UPDATE turn_points SET points = points + 1, par = NULL"))
        run(text("UPDATE rating SET mu = mu + 1"))
        run(text("UPDATE game SET status = 'playing' WHERE MOD(id, 3) = 0"))
    engine.dispose()


def by_game(url: str) -> dict[int, tuple[Any, ...]]:
    """Each game's derived rows, as stored (no opening: nothing is rebuilt by reading)."""
    engine = create_engine(url)
    rows: dict[int, list[Any]] = {}
    with engine.connect() as connection:
        run = connection.execute
        for gid, *game in run(
            text(
                "SELECT id, status, fingerprint, fingerprint_copy, finished_at IS NULL"
                " FROM game ORDER BY id"
            )
        ):
            rows[gid] = [tuple(game)]
        for gid, *result in run(text("SELECT * FROM game_result ORDER BY game_id, player_id")):
            rows[gid].append(("result", *result))
        for tid, gid, *points in run(text("SELECT * FROM turn_points ORDER BY turn_id")):
            rows[gid].append(("points", tid, *points))
    engine.dispose()
    return {gid: tuple(found) for gid, found in rows.items()}


def ratings(url: str) -> list[tuple[Any, ...]]:
    engine = create_engine(url)
    with engine.connect() as connection:
        found = [
            tuple(row)
            for row in connection.execute(
                text(
                    "SELECT game, scope, place, game_id, player_id, played, mu, sigma"
                    " FROM rating ORDER BY game, scope, place, player_id"
                )
            )
        ]
        chains = connection.execute(text("SELECT count(*) FROM rating_chain")).scalar()
        stale = connection.execute(
            text("SELECT count(*) FROM rating_chain WHERE stale_game IS NOT NULL")
        ).scalar()
    engine.dispose()
    assert chains and not stale
    return found


def unbuilt(url: str) -> int:
    engine = create_engine(url)
    with engine.connect() as connection:
        count = connection.execute(text("SELECT count(*) FROM game WHERE rules_version IS NULL"))
        found = int(count.scalar() or 0)
    engine.dispose()
    return found


def second(where: str, url: str, after: int = 0) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tests.store.rebuild_kill", url, where, str(after)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture(params=["sqlite", "postgresql"])
def new_url(request: pytest.FixtureRequest, tmp_path: Path) -> Callable[[str], str]:
    """Empty databases of one backend, by name."""
    if request.param == "sqlite":
        return lambda name: f"sqlite:///{tmp_path / name}.db"
    server = request.getfixturevalue("pg_server")
    return lambda name: new_pg_database(server)


@pytest.mark.parametrize(("where", "after"), [("between", 1), ("replaying", 0), ("writing", 2)])
def test_a_rebuild_killed_anywhere_goes_on_at_the_next_opening_and_loses_nothing(
    new_url: Callable[[str], str], where: str, after: int
) -> None:
    # the rebuild from scratch that nothing interrupts (in this process, no workers)
    reference = new_url("reference")
    build(reference)
    spoil(reference)
    with UseCases(open_store(reference)) as cases:
        assert cases.rebuild() == GAMES
    rebuilt, rated = by_game(reference), ratings(reference)

    url = new_url("killed")
    build(url)
    spoil(url)
    spoiled = by_game(url)
    assert all(spoiled[gid] != rebuilt[gid] for gid in rebuilt)  # every game's rows are wrong

    killed = second(where, url, after)
    assert killed.returncode == -9, killed.stderr
    assert killed.stdout.splitlines()[: after + 1] == [
        f"batch {n} {BATCH}" for n in range(1, after + 2)
    ]
    # the batches committed before the kill are rebuilt, and only they; the batch under way
    # is not seen at all (each game's rows all as they were, or all rebuilt)
    assert unbuilt(url) == GAMES - after * BATCH
    now = by_game(url)
    done = {gid for gid in now if now[gid] == rebuilt[gid]}
    assert all(now[gid] == spoiled[gid] for gid in now if gid not in done)
    assert len(done) == after * BATCH

    # the next opening (another process, with its workers) goes on with the games left
    reopened = second("open", url)
    assert reopened.returncode == 0, reopened.stderr
    left = GAMES - after * BATCH
    sizes = [
        int(line.split()[2]) for line in reopened.stdout.splitlines() if line.startswith("batch")
    ]
    assert sum(sizes) == left and sizes[-1] == 0
    assert unbuilt(url) == 0
    assert by_game(url) == rebuilt
    assert ratings(url) == rated
