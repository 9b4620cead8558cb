"""Benchmark of the standings (issue 6): ``uv run python bench/standings_bench.py [--db PATH]``.

On the 20,000-game history of ``bench/club_bench.py``: Marquoir's standings (SQL aggregates
built with SQLAlchemy), one hand-written SQL query of the same figures, and the slow reference
that loads and replays every finished game in Python. For one season and for all time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from sqlalchemy import text  # noqa: E402

from marquoir.store import open_store  # noqa: E402
from marquoir.table import Table  # noqa: E402
from tests.standings_reference import reference_standings  # noqa: E402

HAND_WRITTEN = """
WITH finished AS (
    SELECT g.id FROM game g JOIN season s ON s.id = g.season_id
    WHERE g.status = 'over' AND (:season IS NULL OR s.name = :season)
),
per_game AS (
    SELECT player_id, COUNT(*) AS games, SUM(CASE WHEN winner THEN 1 ELSE 0 END) AS wins,
           AVG(total) AS avg_final
    FROM game_result WHERE game_id IN (SELECT id FROM finished) GROUP BY player_id
),
per_turn AS (
    SELECT player_id, MAX(points) AS best_turn, AVG(points) AS avg_turn,
           SUM(CASE WHEN busted THEN 1 ELSE 0 END) AS busts,
           SUM(CASE WHEN skull_island THEN 1 ELSE 0 END) AS skull_islands,
           SUM(island_points) AS skull_island_points,
           SUM(CASE WHEN ship_won THEN 1 ELSE 0 END) AS ships_won,
           SUM(CASE WHEN ship_lost THEN 1 ELSE 0 END) AS ships_lost
    FROM turn_result WHERE game_id IN (SELECT id FROM finished) GROUP BY player_id
)
SELECT p.name, pg.games, pg.wins, CAST(pg.wins AS REAL) / pg.games AS win_rate, pg.avg_final,
       pt.best_turn, pt.avg_turn, pt.busts, pt.skull_islands, pt.skull_island_points,
       pt.ships_won, pt.ships_lost
FROM per_game pg JOIN player p ON p.id = pg.player_id
LEFT JOIN per_turn pt ON pt.player_id = pg.player_id
ORDER BY pg.wins DESC, win_rate DESC, pg.avg_final DESC, p.name
"""


def timed_pair(first: object, second: object, runs: int) -> tuple[float, float]:
    """Median milliseconds of two functions, run in turn (after one warm-up each) so that the
    file cache and the machine's load treat them alike."""
    first(), second()  # type: ignore[operator]
    times: tuple[list[float], list[float]] = ([], [])
    for _ in range(runs):
        for fn, out in ((first, times[0]), (second, times[1])):
            start = time.perf_counter()
            fn()  # type: ignore[operator]
            out.append(time.perf_counter() - start)
    return statistics.median(times[0]) * 1000, statistics.median(times[1]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    if not Path(args.db).exists():
        sys.exit(f"{args.db} does not exist: run bench/club_bench.py first")
    table = Table(open_store(f"sqlite:///{args.db}"))
    for season in ("2021", None):
        label = f"season {season}" if season else "all time"

        def ours_fn(season: str | None = season) -> object:
            return table.standings(season)

        def hand(season: str | None = season) -> list[object]:
            with table.store.engine.connect() as connection:
                return list(connection.execute(text(HAND_WRITTEN), {"season": season}))

        ours, hand_ms = timed_pair(ours_fn, hand, args.runs)
        start = time.perf_counter()
        reference = reference_standings(table, season)
        reference_ms = (time.perf_counter() - start) * 1000
        assert [s.player for s in reference] == [s.player for s in table.standings(season)]
        rows = len(hand())
        print(
            f"{label} ({rows} players): Marquoir {ours:.0f} ms, hand-written SQL {hand_ms:.0f} ms "
            f"({ours / hand_ms:.2f}x), replay reference {reference_ms / 1000:.1f} s "
            f"({reference_ms / ours:.0f}x slower than Marquoir)"
        )
    table.store.close()


if __name__ == "__main__":
    main()
