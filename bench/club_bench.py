"""Benchmark of the store (issue 4). Run: ``uv run python bench/club_bench.py [--db PATH]``.

Generates a club history of 20,000 games (100 players, 3-5 seats, target 8,000: about 30
rounds), stores it (10 seasons of 2,000 games, one bulk import each), then times opening one
game (load and replay) and listing one season's games. The database is kept at --db (default
/tmp/marquoir-club.db) for the other benchmarks; an existing one is reused unless --fresh.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from marquoir.exports.game_json import write_game  # noqa: E402
from marquoir.rules.mille_sabords import RULES, make_profile, make_setup  # noqa: E402
from marquoir.store import open_store  # noqa: E402
from marquoir.table import Table  # noqa: E402
from tests.gamegen import play  # noqa: E402

GAMES, SEASONS, PLAYERS = 20_000, 10, 100
FIRST_NAMES = ["Anne", "Bruno", "Chloé", "Dan", "Élise", "Farid", "Gaëlle", "Hugo", "Inès", "Jules"]


def roster() -> list[str]:
    return [f"{name} {letter}." for name in FIRST_NAMES for letter in "ABCDEFGHIJ"][:PLAYERS]


def history(seed: int = 2026) -> list[list[dict[str, object]]]:
    rnd = random.Random(seed)
    players = roster()
    seasons = []
    for _ in range(SEASONS):
        documents = []
        for _ in range(GAMES // SEASONS):
            edition = rnd.choice(["classic", "2025"])
            setup = make_setup(
                rnd.sample(players, rnd.randint(3, 5)), make_profile(edition, target=8000)
            )
            documents.append(write_game(RULES, setup, play(rnd, setup, 400)))
        seasons.append(documents)
    return seasons


def season_name(i: int) -> str:
    return str(2017 + i)


def build(url: str) -> None:
    start = time.perf_counter()
    seasons = history()
    generated = time.perf_counter() - start
    turns = sum(len(d["turns"]) for s in seasons for d in s)  # type: ignore[arg-type]
    print(f"generated {GAMES:,} games, {turns:,} turns in {generated:.1f} s")
    table = Table(open_store(url))
    start = time.perf_counter()
    for i, documents in enumerate(seasons):
        table.import_games(documents, season=season_name(i))
    loaded = time.perf_counter() - start
    table.store.close()
    print(f"load (validate by replay + bulk insert, 10 transactions): {loaded:.1f} s")


def timed(fn: object, runs: int) -> tuple[float, float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000, min(times) * 1000


def measure(url: str) -> None:
    table = Table(open_store(url))
    ids = [g.id for g in table.games(season=season_name(0))]
    print(f"a season holds {len(ids):,} games")
    rnd = random.Random(1)
    median, best = timed(lambda: table.game(rnd.randint(1, GAMES)), 300)
    print(f"open one game (load + replay): median {median:.2f} ms, best {best:.2f} ms")
    median, best = timed(lambda: table.games(season=season_name(5)), 30)
    print(f"list a season's games: median {median:.1f} ms, best {best:.1f} ms")
    median, best = timed(lambda: table.games(), 5)
    print(f"list all {GAMES:,} games: median {median:.1f} ms, best {best:.1f} ms")
    table.store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--db-url", help="another database, e.g. PostgreSQL")
    parser.add_argument("--fresh", action="store_true", help="rebuild the history")
    args = parser.parse_args()
    url = args.db_url or f"sqlite:///{args.db}"
    path = Path(args.db)
    if args.fresh and not args.db_url:
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    if args.db_url or args.fresh or not path.exists():
        build(url)
    if not args.db_url:
        print(f"database file: {path.stat().st_size / 1e6:.0f} MB")
    measure(url)


if __name__ == "__main__":
    main()
