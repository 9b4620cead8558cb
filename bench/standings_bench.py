"""Benchmark of the standings (issues 6, 12 and 13): ``uv run python bench/standings_bench.py``.

On the 20,000-game history of ``bench/club_bench.py``: Marquoir's standings (SQL aggregates
over one cached row per game and player, built with SQLAlchemy, in-process), one hand-written
SQL query of the same figures, and the slow reference that loads and replays every finished
game in Python (for one season; ``--reference-all`` for all time too: two and a half minutes).
Then the ratings (OpenSkill over every finished game in order) and a player's record (with
the rating history and the card form) for a season and all time.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from sqlalchemy import text  # noqa: E402

from bench.figures import (  # noqa: E402
    Context,
    Figure,
    Section,
    at_least,
    at_most,
    club_history,
    needs_history,
    standalone,
)
from marquoir.store import open_store  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402
from tests.standings_reference import reference_standings  # noqa: E402

HAND_WRITTEN = """
SELECT p.name, COUNT(*) AS games, SUM(CASE WHEN r.winner THEN 1 ELSE 0 END) AS wins,
       CAST(SUM(CASE WHEN r.winner THEN 1 ELSE 0 END) AS REAL) / COUNT(*) AS win_rate,
       AVG(r.total) AS avg_final, MAX(r.best_turn) AS best_turn,
       CAST(SUM(r.points) AS REAL) / SUM(r.turns) AS avg_turn,
       SUM(r.stat1), SUM(r.stat2), SUM(r.stat3), SUM(r.stat4), SUM(r.stat5),
       SUM(r.stat6), SUM(r.stat7), SUM(r.stat8)
FROM game_result r JOIN player p ON p.id = r.player_id
WHERE r.game_id IN (
    SELECT g.id FROM game g JOIN season s ON s.id = g.season_id
    WHERE g.status = 'over' AND g.game = 'mille-sabords'
      AND (:season IS NULL OR s.name = :season)
)
GROUP BY p.id, p.name
ORDER BY wins DESC, win_rate DESC, avg_final DESC, p.name
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


def run(ctx: Context, reference_all: bool = False, runs: int = 7) -> Section:
    runs = ctx.runs(runs, 2)
    section = Section(
        "standings",
        "Standings, ratings and a player's record (SQL aggregates)",
        "uv run python bench/standings_bench.py",
        f"in-process on the 20,000-game history, medians of {runs} runs taken in turn with the "
        "same figures from one hand-written SQL query, after a warm-up; the slow reference "
        "loads and replays every finished game of the season in Python",
    )
    if not needs_history(section, ctx):
        return section
    cases = UseCases(open_store(f"sqlite:///{ctx.db}"))
    aims = {"2021": 30.0, None: 150.0}
    for season in ("2021", None):
        label = "one season (2,000 games)" if season else "all time (20,000 games)"
        key = "season" if season else "all time"

        def ours_fn(season: str | None = season) -> object:
            return cases.standings(season)

        def hand(season: str | None = season) -> list[object]:
            with cases.store.engine.connect() as connection:
                return list(connection.execute(text(HAND_WRITTEN), {"season": season}))

        ours, hand_ms = timed_pair(ours_fn, hand, runs)
        rows = len(hand())
        section.figures.append(
            Figure(f"one hand-written SQL query, {label}", hand_ms, key=f"SQL, {key}")
        )
        section.figures.append(
            Figure(
                f"Marquoir's standings, {label}, {rows} players",
                ours,
                baseline=f"SQL, {key}",
                key=f"Marquoir, {key}",
                aims=(
                    at_most(aims[season], "issue 12"),
                    at_most(1.5, "issue 6", ratio=True),
                ),
            )
        )
        if (season is not None and not ctx.quick) or reference_all:
            start = time.perf_counter()
            reference = reference_standings(cases, season)
            reference_ms = (time.perf_counter() - start) * 1000
            assert [s.player for s in reference] == [s.player for s in cases.standings(season)]
            section.figures.append(
                Figure(
                    f"the reference: every finished game replayed in Python, {label}",
                    reference_ms / 1000,
                    "s",
                    detail="once; the same ranking",
                    baseline=f"Marquoir, {key}",
                    aims=(at_least(50, "issue 6", ratio=True),),
                )
            )
    for season in ("2021", None):
        label = "one season" if season else "all time"
        player = cases.standings(season)[0].player

        def ratings(season: str | None = season) -> object:
            return cases.ratings(season)

        def record(season: str | None = season, player: str = player) -> object:
            return cases.player_record(player, season)

        ratings_ms, record_ms = timed_pair(ratings, record, max(2, runs // 2))
        section.figures.append(
            Figure(f"ratings, {label} ({len(cases.ratings(season))} players)", ratings_ms)
        )
        section.figures.append(Figure(f"the leader's record, {label}", record_ms))
    cases.store.close()
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=club_history())
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--reference-all", action="store_true", help="replay all time too")
    args = parser.parse_args()
    standalone(lambda ctx: run(ctx, args.reference_all, args.runs), Context(db=args.db))


if __name__ == "__main__":
    main()
