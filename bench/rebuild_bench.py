"""The heavy rebuild of the derived rows on the 20,000-game history: every game marked (as a
schema upgrade that replays or ``marquoir rebuild`` marks them), then rebuilt, with one
process and with worker processes on every core, in the same run, each on a fresh copy of
the history (the file given is never written to).

    uv run python bench/rebuild_bench.py [--db /tmp/ratings-club8.db] [--games N]

``--games N`` marks only the first N games (a shorter measure on a busy machine). The history
comes from ``bench/club_bench.py --fresh`` (schema 8). Prints the load average before each
run: the machine is shared.
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

from marquoir.store import open_store, rebuilding  # noqa: E402
from marquoir.store.rating_rows import catch_up  # noqa: E402

DEFAULT = Path("/tmp/ratings-club8.db")


def one_run(source: Path, folder: Path, games: int | None, workers: int) -> tuple[float, float]:
    """(replay and write the results, then the ratings) seconds, on a fresh copy."""
    copy = folder / f"rebuild-{workers}.db"
    shutil.copyfile(source, copy)
    url = f"sqlite:///{copy}"
    store = open_store(url)
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
    done = rebuilding.rebuild_stale(store.read, store.write)
    replayed = time.perf_counter() - start
    start = time.perf_counter()
    catch_up(store.read, store.write)
    rated = time.perf_counter() - start
    store.close()
    copy.unlink()
    for suffix in ("-wal", "-shm"):
        Path(f"{copy}{suffix}").unlink(missing_ok=True)
    print(f"  {done:,} games replayed")
    return replayed, rated


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", type=Path, default=DEFAULT, help="the history (not written to)")
    parser.add_argument("--games", type=int, help="mark only the first N games")
    args = parser.parse_args()
    if not args.db.exists():
        sys.exit(f"{args.db}: no such history (bench/club_bench.py --fresh builds one)")
    cores = rebuilding.cores()
    with tempfile.TemporaryDirectory(dir=args.db.parent) as folder:
        figures = {}
        for workers in (1, cores):
            load = os.getloadavg()[0]
            print(f"{workers} process(es), load average {load:.1f} …", flush=True)
            figures[workers] = (*one_run(args.db, Path(folder), args.games, workers), load)
    what = f"the first {args.games:,} games" if args.games else "every game"
    print(f"\nrebuild of {what} (results, turns' points, luck; then the ratings), SQLite:")
    print("| processes | replay + write | ratings | total | load average |")
    print("| --- | --- | --- | --- | --- |")
    for workers, (replayed, rated, load) in figures.items():
        label = "1 (this process)" if workers == 1 else f"{workers} workers (every core)"
        print(
            f"| {label} | {replayed:.1f} s | {rated:.1f} s | {replayed + rated:.1f} s | {load:.1f} |"
        )
    one, every = figures[1][0], figures[cores][0]
    print(f"speed-up of the replay on {cores} cores: {one / every:.2f}x")


if __name__ == "__main__":
    main()
