"""Benchmark of the odds (issue 7): ``uv run python bench/odds_bench.py``.

1. Solving one card's whole model (enumerate, build the transitions, iterate to the fixed
   point), cold: no memory or disk cache.
2. A single query once solved (advice for the dice on the table), in-process.
3. ``marquoir odds --table`` for every card, as a whole process, with an empty cache folder,
   then again with the cache it wrote.
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time

from marquoir.odds.advice import advise, solved
from marquoir.odds.model import build
from marquoir.odds.solver import solve, transitions
from marquoir.rules.mille_sabords import CARDS, CLASSIC_PROFILE


def cold_solves() -> None:
    times = {}
    for card in CARDS:
        edition = "classic" if CARDS[card].edition == "classic" else "2025"
        start = time.perf_counter()
        model = build(card, edition)
        solve(model, transitions(model))
        times[card] = time.perf_counter() - start
    worst = max(times, key=times.__getitem__)
    print(
        f"cold solve of one card's model: median {statistics.median(times.values()) * 1000:.0f} ms, "
        f"slowest {worst} {times[worst] * 1000:.0f} ms"
    )


def queries(n: int = 2000) -> None:
    rnd = random.Random(7)
    for card in ("none", "sorceress", "treasure"):
        solved(card, "classic", None, use_disk=False)
        solved(card, "classic", 1000, use_disk=False)
    times = []
    while len(times) < n:
        dice = "".join(rnd.choice("xdgmps") for _ in range(8))
        if dice.count("x") > 1:
            continue
        card = rnd.choice(("none", "sorceress", "treasure"))
        start = time.perf_counter()
        advise(card, dice, CLASSIC_PROFILE, rnd.choice((None, 1000)))
        times.append(time.perf_counter() - start)
    times.sort()
    print(
        f"single query once solved, {n} random states: median {statistics.median(times) * 1000:.2f} ms, "
        f"99th percentile {times[int(n * 0.99)] * 1000:.2f} ms"
    )


def table() -> None:
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "XDG_CACHE_HOME": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for label in ("cold (empty cache)", "warm (cache written)"):
            for edition in ("classic", "2025"):
                start = time.perf_counter()
                subprocess.run(
                    [sys.executable, "-m", "marquoir", "odds", "--table", "--edition", edition],
                    check=True,
                    capture_output=True,
                    env=env,
                )
                print(
                    f"marquoir odds --table --edition {edition}, {label}: {time.perf_counter() - start:.2f} s"
                )


if __name__ == "__main__":
    cold_solves()
    queries()
    table()
