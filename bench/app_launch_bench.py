"""Benchmark: the app's launch against another checkout's, interleaved (issue 24, deliver 5).

``uv run python bench/app_launch_bench.py [--db PATH] [--runs N] [--against CHECKOUT]``

Runs the launches of ``bench/tui_bench.py`` (its own child processes, so the figures are
measured exactly as that bench measures them: a bare Textual app; Marquoir's home screen
drawn; Marquoir's list of games filled, on the 20,000-game history of ``bench/club_bench.py``)
in turn with the same launches of another checkout (``--against``: its code, its ``.venv``,
its ``bench/tui_bench.py``), so that both are measured in the same minutes of a shared
machine. Prints each median, its ratio to the bare app of the same run, and the load
average.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KINDS = {
    "bare": "bare Textual app",
    "marquoir": "home screen up",
    "marquoir-loaded": "games listed",
}


def launch(checkout: Path, kind: str, db: str) -> float:
    """One launch: the milliseconds from the process's start to the moment it reports."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    python = checkout / ".venv" / "bin" / "python"
    command = [str(python), str(checkout / "bench" / "tui_bench.py"), "--child", kind]
    done = subprocess.run(
        [*command, "--db", db, "--launched", str(time.time())],
        check=True,
        env=env,
        capture_output=True,
        text=True,
        cwd=checkout,
    )
    return float(done.stdout.split()[-1])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--against", type=Path, help="another checkout, launched in turn")
    args = parser.parse_args()
    if not Path(args.db).exists():
        sys.exit(f"{args.db} does not exist: run bench/club_bench.py first")
    checkouts = {"this code": ROOT}
    if args.against is not None:
        checkouts["--against"] = args.against.resolve()
    print(f"load average before: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    times: dict[tuple[str, str], list[float]] = {}
    for label, checkout in checkouts.items():  # warm up: bytecode, the file cache
        for kind in KINDS:
            launch(checkout, kind, args.db)
            times[(label, kind)] = []
    for _ in range(args.runs):
        for label, checkout in checkouts.items():
            for kind in KINDS:
                times[(label, kind)].append(launch(checkout, kind, args.db))
    for label in checkouts:
        bare = statistics.median(times[(label, "bare")])
        for kind, what in KINDS.items():
            median = statistics.median(times[(label, kind)])
            print(
                f"{label}: {what}: median {median:.0f} ms over {args.runs} runs "
                f"({median / bare:.2f}x the bare app of its own runs)"
            )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
