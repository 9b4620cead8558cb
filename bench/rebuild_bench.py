"""The heavy rebuild of the derived rows on the 20,000-game club history: every game marked (as
a schema upgrade that replays or ``marquoir rebuild`` marks them), then rebuilt, with one
process and with worker processes on every core, in the same run, each on a fresh copy of
the history (the history given is never written to).

    uv run python bench/rebuild_bench.py [--db PATH] [--games N]
    uv run python bench/run_all.py --only rebuild     (opt-in: several minutes)

``--games N`` marks only the first N games (a shorter measure on a busy machine; ``--quick``
marks 1,000). The history comes from ``bench/club_bench.py`` (``bench/run_all.py`` builds it
when missing).
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sqlalchemy import text  # noqa: E402

from bench.figures import (  # noqa: E402
    Context,
    Figure,
    Section,
    at_most,
    club_history,
    needs_history,
    standalone,  # noqa: E402
)
from marquoir.store import open_store, rebuilding  # noqa: E402
from marquoir.store.rating_rows import catch_up  # noqa: E402


def one_run(source: Path, folder: Path, games: int | None, workers: int) -> tuple[float, float]:
    """(replay and write the results, then the ratings) seconds, on a fresh copy."""
    copy = folder / f"rebuild-{workers}.db"
    shutil.copyfile(source, copy)
    store = open_store(f"sqlite:///{copy}")
    try:
        with store.write() as session:
            if games is None:
                rebuilding.mark_all(session)
            else:
                session.execute(
                    text("UPDATE game SET rules_version = NULL WHERE id <= :n"), {"n": games}
                )
        rebuilding.WORKERS = workers
        rebuilding.PARALLEL_FROM = 0 if workers > 1 else 10**12
        start = time.perf_counter()
        rebuilding.rebuild_stale(store.read_rows, store.write)
        replayed = time.perf_counter() - start
        start = time.perf_counter()
        catch_up(store.read, store.write)
        rated = time.perf_counter() - start
    finally:
        store.close()
    for suffix in ("", "-wal", "-shm"):
        Path(f"{copy}{suffix}").unlink(missing_ok=True)
    return replayed, rated


def run(ctx: Context, games: int | None = None) -> Section:
    games = 1000 if games is None and ctx.quick else games
    what = f"the first {games:,} games" if games else "every game"
    cores = rebuilding.cores()
    section = Section(
        "rebuild",
        "Rebuilding the derived rows of the club history",
        "uv run python bench/rebuild_bench.py",
        f"{what} of the 20,000-game history marked, then replayed and written again (results, "
        "turns' points, luck), then their ratings, SQLite, once with this process alone and "
        f"once with {cores} worker processes (one per core), each on a fresh copy",
    )
    if not needs_history(section, ctx):
        return section
    assert ctx.db is not None
    source = Path(ctx.db)
    with tempfile.TemporaryDirectory(dir=source.parent) as folder:
        one = one_run(source, Path(folder), games, 1)
        every = one_run(source, Path(folder), games, cores) if cores > 1 else None
    section.figures.append(
        Figure(
            "replay + write, this process alone",
            one[0],
            "s",
            detail=f"then the ratings {one[1]:.1f} s",
            key="one process",
        )
    )
    if every is None:
        section.figures.append(
            Figure("replay + write, workers on every core", None, "s", why_not="one core only")
        )
    else:
        section.figures.append(
            Figure(
                f"replay + write, {cores} workers",
                every[0],
                "s",
                detail=f"then the ratings {every[1]:.1f} s",
                baseline="one process",
            )
        )
        section.figures.append(
            Figure(
                f"the whole rebuild, {cores} workers: replay, write, then the ratings",
                every[0] + every[1],
                "s",
                detail=f"one process: {one[0] + one[1]:.1f} s",
                aims=(at_most(30, "issue 24"),) if games is None else (),
            )
        )
    section.facts.append(f"{cores} cores.")
    return section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--db", default=club_history(), help="the history (not written to)")
    parser.add_argument("--games", type=int, help="mark only the first N games")
    parser.add_argument("--quick", action="store_true", help="the first 1,000 games only")
    args = parser.parse_args()
    if not os.path.exists(args.db):
        sys.exit(f"{args.db}: no such history (bench/run_all.py or bench/club_bench.py builds one)")
    standalone(lambda ctx: run(ctx, args.games), Context(args.quick, args.db))


if __name__ == "__main__":
    main()
