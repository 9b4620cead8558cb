"""Benchmark: a turn entered while another process reads (issue 12).
``uv run python bench/concurrency_bench.py [--db PATH]``, after ``bench/club_bench.py``.

A second process computes the all-time standings over and over (each one read transaction
over the whole 20,000-game history); meanwhile this process enters turns into a game of its
own, one every 50 ms, and times each entry from the call to its return. For comparison, the
same with no reader.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from marquoir.rules.mille_sabords import ManualTurn, make_profile  # noqa: E402
from marquoir.table import Table  # noqa: E402

READER = """
import sys, time
from marquoir.table import Table
with Table.open(db=sys.argv[1]) as table:
    print("reading", flush=True)
    end = time.monotonic() + float(sys.argv[2])
    while time.monotonic() < end:
        table.standings(None)
"""


def entries(table: Table, game: int, turns: int) -> list[float]:
    players = table.game(game).players
    times = []
    for i in range(turns):
        turn = ManualTurn(players[i % len(players)], 100)
        start = time.perf_counter()
        table.enter_turn(game, turn)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.05)
    return times


def report(label: str, times: list[float]) -> None:
    times = sorted(times)
    print(
        f"{label}: median {statistics.median(times):.1f} ms,"
        f" 95th percentile {times[int(len(times) * 0.95)]:.1f} ms, slowest {times[-1]:.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--turns", type=int, default=60)
    args = parser.parse_args()
    if not Path(args.db).exists():
        sys.exit(f"{args.db} does not exist: run bench/club_bench.py first")
    with Table.open(db=args.db) as table:
        game = table.start_game(
            ["Bench A", "Bench B"], make_profile("classic", target=100_000), season="bench"
        ).id
        report("a turn, nobody else reading", entries(table, game, args.turns))
        seconds = args.turns * 0.1 + 10
        reader = subprocess.Popen(
            [sys.executable, "-c", READER, args.db, str(seconds)], stdout=subprocess.PIPE, text=True
        )
        assert reader.stdout is not None and reader.stdout.readline().strip() == "reading"
        time.sleep(1.0)  # the first all-time standings are under way
        report(
            "a turn, all-time standings running in another process",
            entries(table, game, args.turns),
        )
        reader.kill()


if __name__ == "__main__":
    main()
