"""Benchmark of two-player Dix mille's chance to win (issue 23): ``uv run python
bench/dix_mille_win_bench.py [TARGET]`` (default 5,000, the default profile).

Cold: a fresh process with an empty cache folder solves the whole profile (every turn start,
from the import of the module on; numba's compiled loops are in its own cache after the first
run ever, which this reports too). Then a fresh process reads the solved table from the cache
folder. Then 2,000 random queries in a warm process, half at a turn start (a look-up) and half
in the middle of a turn (one turn solved again), each timed. Say how loaded the machine was.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

SOLVE = """
import time
start = time.perf_counter()
from marquoir.odds.dix_mille_win import solve
from marquoir.rules.dix_mille import DixMilleProfile
table = solve(DixMilleProfile(target={target}))
print(time.perf_counter() - start, time.process_time(), table.w[0, 0])
"""


def timed(target: int, cache: str) -> tuple[float, float, float]:
    out = subprocess.run(
        [sys.executable, "-c", SOLVE.format(target=target)],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "XDG_CACHE_HOME": cache},
    )
    wall, cpu, first = out.stdout.split()
    return float(wall), float(cpu), float(first)


def main() -> None:
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as cache:
        wall, cpu, first = timed(target, cache)
        print(
            f"cold solve, target {target:,}: {wall:.1f} s wall, {cpu:.1f} s CPU;"
            f" the first player's chance at 0–0 {first:.6f}"
        )
        wall, cpu, _ = timed(target, cache)
        print(f"from the cache folder, fresh process: {wall * 1000:.0f} ms wall")
        print(f"load average after: {os.getloadavg()[0]:.2f}")
        os.environ["XDG_CACHE_HOME"] = cache  # the warm queries read the table solved above
        queries(target)


def queries(target: int) -> None:
    from marquoir.odds.dix_mille_win import win_chance
    from marquoir.rules.dix_mille import DixMilleProfile

    profile = DixMilleProfile(target=target)
    win_chance(profile, 0, 0, 50, 5)  # solved (or read) and compiled: warm from here
    rnd = random.Random(23)
    starts, middles = [], []
    for _ in range(1000):
        mine, other = (rnd.randrange(0, target, 50) for _ in range(2))
        begin = time.perf_counter()
        win_chance(profile, mine, other)
        starts.append(time.perf_counter() - begin)
        turn, dice = rnd.randrange(50, 3000, 50), rnd.randint(1, 6)
        begin = time.perf_counter()
        win_chance(profile, mine, other, turn, dice)
        middles.append(time.perf_counter() - begin)
    for name, times in (("turn start", starts), ("middle of a turn", middles)):
        times.sort()
        print(
            f"warm query, {name}: median {statistics.median(times) * 1000:.3f} ms,"
            f" 99th percentile {times[989] * 1000:.3f} ms, slowest {times[-1] * 1000:.3f} ms"
        )


if __name__ == "__main__":
    main()
