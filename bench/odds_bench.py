"""Benchmark of the odds (issue 7): ``uv run python bench/odds_bench.py``.

1. Solving one card's whole model (enumerate, build the transitions, iterate to the fixed
   point), cold: no memory or disk cache.
2. A single query once solved (advice for the dice on the table), in-process.
3. ``marquoir odds --table`` for every card, as a whole process, with an empty cache folder,
   then again with the cache it wrote.
4. One warm query as a whole process (issue 24: the tables read without numpy), for Mille
   Sabords and Dix mille, next to a bare ``python -c "import argparse, json"``, interleaved
   (medians, and CPU times).
"""

from __future__ import annotations

import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from marquoir.odds.advice import advise, solved
from marquoir.odds.model import build
from marquoir.odds.solver import solve, transitions
from marquoir.rules.mille_sabords import CARDS, CLASSIC_PROFILE

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from score_bench import interleaved, report  # noqa: E402


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


def warm_queries(runs: int = 30) -> None:
    script = shutil.which("marquoir") or os.path.join(os.path.dirname(sys.executable), "marquoir")
    commands = {
        "python -c 'import argparse, json'": [sys.executable, "-c", "import argparse, json"],
        "marquoir odds xxggggds --card pirate": [script, "odds", "xxggggds", "--card", "pirate"],
        "marquoir odds --game dix-mille --roll 115236": [
            script,
            "odds",
            "--game",
            "dix-mille",
            "--roll",
            "115236",
        ],
    }
    with tempfile.TemporaryDirectory() as cache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["XDG_CACHE_HOME"] = cache  # written by the first run of each (interleaved's warm-up)
        report(interleaved(commands, runs, env), runs)


if __name__ == "__main__":
    if sys.argv[1:] == ["--warm"]:
        warm_queries()
        sys.exit()
    cold_solves()
    queries()
    table()
    warm_queries()
