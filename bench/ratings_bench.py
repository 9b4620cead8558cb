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
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parents[1]))

from sqlmodel import select  # noqa: E402

from bench.figures import Context, Figure, Section, at_most, club_history, needs_history, standalone  # noqa: E402
from marquoir.ratings import matches, rate  # noqa: E402
from marquoir.store import open_store, rating_rows  # noqa: E402
from marquoir.store.models import GameRow  # noqa: E402
from marquoir.store.standings import match_rows, player_record  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402

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


def in_rolled_back_write(cases: UseCases, fn: Callable[[Any], Any]) -> float:
    """Milliseconds ``fn(session)`` takes in a write transaction that is then rolled back."""
    start = time.perf_counter()
    try:
        with cases.store.write() as session:
            fn(session)
            elapsed = time.perf_counter() - start
            raise Rollback
    except Rollback:
        pass
    return elapsed * 1000


def run(ctx: Context, runs: int = 7) -> Section:
    runs = ctx.runs(runs, 2)
    section = Section(
        "ratings",
        "Ratings kept (schema 8), next to recomputing them",
        "uv run python bench/ratings_bench.py",
        f"in-process on the 20,000-game history (19,995 finished games), medians of {runs} "
        "runs after a warm-up; what a change costs in its write transaction (rolled back, the "
        "file left as it was)",
    )
    if not needs_history(section, ctx):
        return section
    start = time.perf_counter()
    cases = UseCases(open_store(f"sqlite:///{ctx.db}"))
    opened = time.perf_counter() - start
    player = cases.ratings(None)[0].player

    def scratch(season: str | None) -> Any:
        with cases.store.read() as session:
            return rate(matches(match_rows(session, GAME, season)))

    def scratch_record() -> Any:
        """The record as it was read before: its figures, and the whole rating replay."""
        with cases.store.read() as session:
            record = player_record(session, player, GAME)
            rows = match_rows(session, GAME)
        return record, rate(matches(rows))[1][player]

    def figure(what: str, fn: Callable[[], Any], **rest: Any) -> None:
        section.figures.append(Figure(what, median_ms(fn, runs), **rest))

    figure("standings, all time (the baseline)", lambda: cases.standings(None), key="standings")
    figure(
        "ratings, all time, recomputed from every finished game (as before)",
        lambda: scratch(None)[0],
        key="ratings recomputed",
        baseline="standings",
    )
    figure(
        "ratings, all time, kept",
        lambda: cases.ratings(None),
        baseline="ratings recomputed",
        aims=(at_most(100, "issue 24"),),
    )
    figure(
        "a player's record, all time, recomputed (as before)",
        scratch_record,
        key="record recomputed",
        baseline="standings",
    )
    figure(
        "a player's record, all time, kept (the rating after each game included)",
        lambda: cases.player_record(player),
        baseline="record recomputed",
        aims=(at_most(100, "issue 24"),),
    )
    figure(
        "ratings, one season (2,000 games), recomputed",
        lambda: scratch("2021")[0],
        key="season recomputed",
    )
    figure("ratings, one season, kept", lambda: cases.ratings("2021"), baseline="season recomputed")
    same = cases.ratings(None) == scratch(None)[0]
    same = same and list(cases.player_record(player).ratings) == scratch(None)[1][player]
    assert same, "the kept ratings differ from the recomputed ones"
    section.facts.append(
        f"Kept equals recomputed (checked on the way). The file opened in {opened:.1f} s."
    )
    with cases.store.read() as session:
        games = session.exec(
            select(GameRow)
            .where(GameRow.game == GAME, GameRow.status == "over")
            .order_by(GameRow.created_at, GameRow.id)
        ).all()
    first, last = games[0], games[-1]
    newest = statistics.median(
        in_rolled_back_write(cases, lambda s: rating_rows.follow(s, last))
        for _ in range(ctx.runs(5, 1))
    )
    section.figures.append(
        Figure("a newly finished game rated (its two chains), in its write transaction", newest)
    )
    oldest = in_rolled_back_write(cases, lambda s: rating_rows.follow(s, first))
    section.figures.append(
        Figure(
            "the first game's outcome changed: every later rating recomputed, in its transaction",
            oldest / 1000,
            "s",
            detail="once",
        )
    )
    cases.close()
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=club_history())
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    standalone(lambda ctx: run(ctx, args.runs), Context(db=args.db))


if __name__ == "__main__":
    main()
