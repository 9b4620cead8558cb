"""Benchmark of Dix mille's odds (issue 14): ``uv run python bench/dix_mille_bench.py``.

Cold: a fresh process solves the whole default profile (every throw of 1 to 6 dice read, the
turn solved level by level up to 30,000 points), timed from the import of the module to the
expected points of a turn. Then 2,000 random queries (a throw of 1 to 6 dice, points set
aside, half of them with a need), each timed.
"""

from __future__ import annotations

import random
import statistics
import subprocess
import sys
import time

COLD = """
import time
start = time.perf_counter()
from marquoir.odds.dix_mille import turn_ev
from marquoir.rules.dix_mille import make_profile
ev = turn_ev(make_profile())
print(time.perf_counter() - start, ev)
"""


def main() -> None:
    colds = []
    for _ in range(5):
        out = subprocess.run(
            [sys.executable, "-c", COLD], capture_output=True, text=True, check=True
        )
        seconds, ev = out.stdout.split()
        colds.append(float(seconds))
    print(
        f"cold solve of the whole profile: median {statistics.median(colds) * 1000:.0f} ms, "
        f"slowest {max(colds) * 1000:.0f} ms (5 processes); turn EV {float(ev):.1f}"
    )

    from marquoir.odds.dix_mille import advise, solve_need, solve_points
    from marquoir.odds.dix_mille_turn import _solve_need
    from marquoir.rules.dix_mille import make_profile

    profile = make_profile()
    solve_points(profile)
    rnd = random.Random(14)
    times = []
    for k in range(2000):
        dice = rnd.randint(1, 6)
        roll = "".join(str(rnd.randint(1, 6)) for _ in range(dice))
        points = rnd.randrange(0, 3000, 50)
        need = rnd.randrange(500, 5000, 50) if k % 2 else None
        if need is not None:
            solve_need(profile, need)  # a need's solution is solved once, then kept
        start = time.perf_counter()
        advise(roll, points, profile, need)
        times.append(time.perf_counter() - start)
    times.sort()
    print(
        f"a query (advice for a throw, solutions kept): median {statistics.median(times) * 1000:.2f} ms, "
        f"99th percentile {times[int(len(times) * 0.99)] * 1000:.2f} ms (2,000 queries)"
    )
    needs = []
    for need in range(500, 10001, 500):
        _solve_need.cache_clear()
        start = time.perf_counter()
        solve_need(profile, need)
        needs.append(time.perf_counter() - start)
    print(
        f"solving a new need N (500 to 10,000): median {statistics.median(needs) * 1000:.1f} ms, "
        f"slowest {max(needs) * 1000:.1f} ms"
    )


if __name__ == "__main__":
    main()
