"""Benchmark of the ratings kept (issue 24): ``uv run python bench/ratings_bench.py [--db PATH]``.

On the 20,000-game history of ``bench/club_bench.py`` (upgraded to schema 8 on first opening:
the ratings are computed then, in bounded steps), in-process medians, each next to its
baselines measured in the same run: the all-time standings (SQL aggregates over the cached
results), and the same figure recomputed from every finished game (how the ratings were read
before they were kept). Then what a change costs in its write transaction (rolled back, so
the file is left as it was): a newly finished game rated, and a correction of the first game
that recomputes every later rating.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1]))

from sqlmodel import col, select  # noqa: E402

from marquoir.ratings import matches, rate  # noqa: E402
from marquoir.store import open_store, rating_rows  # noqa: E402
from marquoir.store.standings import match_rows, player_record  # noqa: E402
from marquoir.store.tables import GameRow  # noqa: E402
from marquoir.table import Table  # noqa: E402

GAME = "mille-sabords"


class Rollback(Exception):
    """Raised to leave a write transaction without committing it."""


def median_ms(fn: Callable[[], Any], runs: int) -> float:
    fn()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def in_rolled_back_write(table: Table, fn: Callable[[Any], Any]) -> float:
    """Milliseconds ``fn(session)`` takes in a write transaction that is then rolled back."""
    start = time.perf_counter()
    try:
        with table.store.write() as session:
            fn(session)
            elapsed = time.perf_counter() - start
            raise Rollback
    except Rollback:
        pass
    return elapsed * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if not Path(args.db).exists():
        sys.exit(f"{args.db} does not exist: run bench/club_bench.py first")
    load = os.getloadavg()[0]
    print(f"machine: {os.cpu_count()} cores, load average {load:.1f} at the start")
    start = time.perf_counter()
    table = Table(open_store(f"sqlite:///{args.db}"))
    print(f"opened in {time.perf_counter() - start:.1f} s (the first time: the ratings computed)")
    player = table.ratings(None)[0].player

    def scratch(season: str | None) -> Any:
        with table.store.read() as session:
            return rate(matches(match_rows(session, GAME, season)))

    def scratch_record() -> Any:
        """The record as it was read before: its figures, and the whole rating replay."""
        with table.store.read() as session:
            record = player_record(session, player, GAME)
            rows = match_rows(session, GAME)
        return record, rate(matches(rows))[1][player]

    figures = [
        ("standings, all time (baseline)", lambda: table.standings(None)),
        ("ratings, all time, kept", lambda: table.ratings(None)),
        ("ratings, all time, recomputed (before)", lambda: scratch(None)[0]),
        ("a player's record, all time, kept", lambda: table.player_record(player)),
        ("a player's record, all time, recomputed (before)", scratch_record),
        ("ratings, one season, kept", lambda: table.ratings("2021")),
        ("ratings, one season, recomputed (before)", lambda: scratch("2021")[0]),
    ]
    for label, fn in figures:
        print(f"{label}: median {median_ms(fn, args.runs):.1f} ms")
    assert table.ratings(None) == scratch(None)[0]
    assert list(table.player_record(player).ratings) == scratch(None)[1][player]
    print("kept == recomputed: yes")

    with table.store.read() as session:
        games = session.exec(
            select(GameRow)
            .where(GameRow.game == GAME, GameRow.status == "over")
            .order_by(col(GameRow.created_at), col(GameRow.id))
        ).all()
    first, last = games[0], games[-1]
    newest = statistics.median(
        in_rolled_back_write(table, lambda s: rating_rows.follow(s, last)) for _ in range(5)
    )
    print(f"a newly finished game rated (its two chains), in its transaction: {newest:.1f} ms")
    oldest = in_rolled_back_write(table, lambda s: rating_rows.follow(s, first))
    print(
        f"the first game's outcome changed: every later rating recomputed: {oldest:.0f} ms"
        f" (load average {os.getloadavg()[0]:.1f} at the end)"
    )
    table.close()


if __name__ == "__main__":
    main()
