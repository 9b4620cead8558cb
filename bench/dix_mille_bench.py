"""Benchmark of Dix mille's odds (issue 14): ``uv run python bench/dix_mille_bench.py``.

Cold: a fresh process solves the whole default profile (every throw of 1 to 6 dice read, the
turn solved level by level up to 30,000 points), timed from the import of the module to the
expected points of a turn. Then 2,000 random queries (a throw of 1 to 6 dice, points set
aside, half of them with a need), each timed.
"""

from __future__ import annotations

import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import Context, Figure, Section, at_most, median, ms, percentile, standalone  # noqa: E402

COLD = """
import time
start = time.perf_counter()
from marquoir.games.dix_mille.odds.advice import turn_ev
from marquoir.games.dix_mille.rules import make_profile
ev = turn_ev(make_profile())
print(time.perf_counter() - start, ev)
"""


def run(ctx: Context) -> Section:
    processes, n = ctx.runs(5, 2), ctx.runs(2000, 200)
    section = Section(
        "dix-mille",
        "Dix mille's turn odds",
        "uv run python bench/dix_mille_bench.py",
        f"the whole profile solved in {processes} fresh processes (from the import of the "
        f"module on); {n:,} random queries (a throw of 1 to 6 dice, points set aside, half "
        "with a need) in-process; each need from 500 to 10,000 solved anew",
    )
    colds = []
    for _ in range(processes):
        out = subprocess.run(
            [sys.executable, "-c", COLD], capture_output=True, text=True, check=True
        )
        seconds, ev = out.stdout.split()
        colds.append(float(seconds) * 1000)
    section.figures.append(
        Figure(
            "the whole default profile solved, cold (a fresh process: import, every throw "
            "read, the sweep), median",
            median(colds),
            detail=f"slowest {ms(max(colds))}",
            aims=(at_most(1000, "issue 14"),),
        )
    )
    section.facts.append(f"The expected points of a turn: {float(ev):.1f}.")

    from marquoir.games.dix_mille.odds.advice import advise, solve_need, solve_points
    from marquoir.games.dix_mille.odds.turn import _solve_need
    from marquoir.games.dix_mille.rules import make_profile

    profile = make_profile()
    solve_points(profile)
    rnd = random.Random(14)
    times = []
    for k in range(n):
        dice = rnd.randint(1, 6)
        roll = "".join(str(rnd.randint(1, 6)) for _ in range(dice))
        points = rnd.randrange(0, 3000, 50)
        need = rnd.randrange(500, 5000, 50) if k % 2 else None
        if need is not None:
            solve_need(profile, need)  # a need's solution is solved once, then kept
        start = time.perf_counter()
        advise(roll, points, profile, need)
        times.append((time.perf_counter() - start) * 1000)
    section.figures.append(
        Figure(
            "a query (the advice for a throw, solutions kept), median",
            median(times),
            detail=f"99th percentile {ms(percentile(times, 0.99))}",
            aims=(at_most(10, "issue 14"),),
        )
    )
    needs = []
    for need in range(500, 10001, 500):
        _solve_need.cache_clear()
        start = time.perf_counter()
        solve_need(profile, need)
        needs.append((time.perf_counter() - start) * 1000)
    section.figures.append(
        Figure(
            "solving a new need N (500 to 10,000), median",
            median(needs),
            detail=f"slowest {ms(max(needs))}",
        )
    )
    return section


if __name__ == "__main__":
    standalone(run, Context())
