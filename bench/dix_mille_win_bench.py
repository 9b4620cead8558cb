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
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import Context, Figure, Section, at_most, median, ms, percentile, standalone  # noqa: E402

SOLVE = """
import time
start = time.perf_counter()
from marquoir.games.dix_mille.odds.win import solve
from marquoir.games.dix_mille.rules import DixMilleProfile
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


def run(ctx: Context, target: int = 5000) -> Section:
    target = 2000 if ctx.quick else target
    n = ctx.runs(1000, 100)
    section = Section(
        "dix-mille-win",
        "Two-player Dix mille's chance to win",
        "uv run python bench/dix_mille_win_bench.py",
        f"a fresh process with an empty cache folder solves every turn start (target "
        f"{target:,}), then a fresh process reads the table back; {n:,} random queries of each "
        "kind in a warm process (medians; numba's compiled loops are in its own cache after "
        "the first run ever)",
    )
    with tempfile.TemporaryDirectory() as cache:
        wall, cpu, first = timed(target, cache)
        section.figures.append(
            Figure(
                f"every turn start solved, target {target:,}, cold (a fresh process, empty "
                "cache folder)",
                wall,
                "s",
                detail=f"CPU {cpu:.1f} s",
                aims=(at_most(60, "issue 23"),) if target == 5000 else (),
            )
        )
        section.facts.append(f"The first player's chance at 0–0: {first:.6f}.")
        wall, _, _ = timed(target, cache)
        section.figures.append(
            Figure("the table read back from the cache folder, fresh process", wall * 1000)
        )
        os.environ["XDG_CACHE_HOME"] = cache  # the warm queries read the table solved above
        starts, middles = queries(target, n)
    for name, times in (("at a turn start", starts), ("in the middle of a turn", middles)):
        section.figures.append(
            Figure(
                f"a query {name}, warm, median",
                median(times),
                detail=f"99th percentile {ms(percentile(times, 0.99))}",
                aims=(at_most(5, "issue 23"),),
            )
        )
    return section


def queries(target: int, n: int = 1000) -> tuple[list[float], list[float]]:
    """Milliseconds of ``n`` warm queries at a turn start, and ``n`` in the middle of a turn."""
    from marquoir.games.dix_mille.odds.win import win_chance
    from marquoir.games.dix_mille.rules import DixMilleProfile

    profile = DixMilleProfile(target=target)
    win_chance(profile, 0, 0, 50, 5)  # solved (or read) and compiled: warm from here
    rnd = random.Random(23)
    starts, middles = [], []
    for _ in range(n):
        mine, other = (rnd.randrange(0, target, 50) for _ in range(2))
        begin = time.perf_counter()
        win_chance(profile, mine, other)
        starts.append((time.perf_counter() - begin) * 1000)
        turn, dice = rnd.randrange(50, 3000, 50), rnd.randint(1, 6)
        begin = time.perf_counter()
        win_chance(profile, mine, other, turn, dice)
        middles.append((time.perf_counter() - begin) * 1000)
    return starts, middles


if __name__ == "__main__":
    standalone(lambda ctx: run(ctx, int(sys.argv[1]) if len(sys.argv) > 1 else 5000), Context())
