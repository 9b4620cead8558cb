"""The heavy rebuild of the derived rows on the 20,000-game club history: every game marked (as
a schema upgrade that replays or ``marquoir rebuild`` marks them), then rebuilt, with one
process and with worker processes on every core, in the same run, each on a fresh copy of
the history (the history given is never written to). With ``--before`` (``run_all``'s), the
rebuild with every core's workers is also run by the code before a change (its checkout's
``.venv``, on a copy of the history that code wrote), in turn with this code's: each rebuild
is a process of its own.

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
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if "--one-run" not in sys.argv:
    # (a rebuild run for another checkout imports that checkout's Marquoir: not this one's)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

if TYPE_CHECKING:
    from bench.figures import Context, Section


def one_run(source: Path, folder: Path, games: int | None, workers: int) -> tuple[float, float]:
    """(replay and write the results, then the ratings) seconds, on a fresh copy. The same
    calls in the code before issue 44 and after it."""
    from sqlalchemy import text

    from marquoir.store import open_store, rebuilding
    from marquoir.store.rating_rows import catch_up

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


def run_process(
    python: str, cwd: str, source: Path, folder: Path, games: int | None, workers: int
) -> tuple[float, float]:
    """:func:`one_run` in a process of its own, with ``python`` (a checkout's ``.venv``: its
    Marquoir)."""
    command = [python, str(Path(__file__).resolve()), "--one-run", str(source), str(folder)]
    command += [str(workers), str(games or 0)]
    done = subprocess.run(command, cwd=cwd, check=True, capture_output=True, text=True)
    replayed, rated = done.stdout.split()[-2:]
    return float(replayed), float(rated)


def run(ctx: Context, games: int | None = None) -> Section:
    from bench.figures import Figure, Section, at_most, median, needs_history
    from marquoir.store import rebuilding

    games = 1000 if games is None and ctx.quick else games
    what = f"the first {games:,} games" if games else "every game"
    cores = rebuilding.cores()
    before = ctx.before is not None and ctx.before_db is not None
    rounds = ctx.runs(2, 1) if before else 1
    section = Section(
        "rebuild",
        "Rebuilding the derived rows of the club history",
        "uv run python bench/rebuild_bench.py",
        f"{what} of the 20,000-game history marked, then replayed and written again (results, "
        "turns' points, luck), then their ratings, SQLite, once with this process alone and "
        f"with {cores} worker processes (one per core), each on a fresh copy"
        + (
            f"; with the workers, {'once' if rounds == 1 else f'{rounds} times'} in turn with "
            f"{ctx.before_label} on a copy of the history it wrote, each rebuild a process of "
            "its own (medians)"
            if before
            else ""
        ),
    )
    if not needs_history(section, ctx):
        return section
    assert ctx.db is not None
    source = Path(ctx.db)
    mine = sys.executable, str(Path(__file__).resolve().parents[1])
    with tempfile.TemporaryDirectory(dir=source.parent) as folder:
        one = one_run(source, Path(folder), games, 1)
        every: list[tuple[float, float]] = []
        old: list[tuple[float, float]] = []
        if cores > 1:
            for _ in range(rounds):
                if before:
                    assert ctx.before is not None and ctx.before_db is not None
                    old.append(
                        run_process(
                            ctx.before_python,
                            ctx.before,
                            Path(ctx.before_db),
                            Path(folder),
                            games,
                            cores,
                        )
                    )
                every.append(run_process(*mine, source, Path(folder), games, cores))
    section.figures.append(
        Figure(
            "replay + write, this process alone",
            one[0],
            "s",
            detail=f"then the ratings {one[1]:.1f} s",
            key="one process",
        )
    )
    if not every:
        section.figures.append(
            Figure("replay + write, workers on every core", None, "s", why_not="one core only")
        )
        return section
    replayed = median([r for r, _ in every])
    rated = median([r for _, r in every])
    section.figures.append(
        Figure(
            f"replay + write, {cores} workers",
            replayed,
            "s",
            detail=f"then the ratings {rated:.1f} s",
            baseline="one process",
        )
    )
    whole_aims = (at_most(30, "issue 24"), at_most(40, "issue 44")) if games is None else ()
    if old:
        old_replayed = median([r for r, _ in old])
        old_rated = median([r for _, r in old])
        section.figures.append(
            Figure(
                f"the whole rebuild, {cores} workers, by {ctx.before_label}",
                old_replayed + old_rated,
                "s",
                detail=f"replay + write {old_replayed:.1f} s, then the ratings {old_rated:.1f} s",
                key="before",
            )
        )
    section.figures.append(
        Figure(
            f"the whole rebuild, {cores} workers: replay, write, then the ratings",
            replayed + rated,
            "s",
            detail=f"one process: {one[0] + one[1]:.1f} s",
            baseline="before" if old else None,
            aims=whole_aims,
        )
    )
    section.facts.append(f"{cores} cores.")
    return section


def main() -> None:
    if "--one-run" in sys.argv:
        source, folder, workers, games = sys.argv[sys.argv.index("--one-run") + 1 :][:4]
        replayed, rated = one_run(Path(source), Path(folder), int(games) or None, int(workers))
        print(f"{replayed:.3f} {rated:.3f}")
        return
    from bench.figures import Context, club_history, standalone

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
