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
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import Context, Figure, Section, at_most, median, ms, percentile, standalone  # noqa: E402
from bench.score_bench import BARE, interleaved, process_figures  # noqa: E402
from marquoir.games.mille_sabords.odds.advice import advise, solved  # noqa: E402
from marquoir.games.mille_sabords.odds.model import build  # noqa: E402
from marquoir.games.mille_sabords.odds.solver import solve, transitions  # noqa: E402
from marquoir.games.mille_sabords.rules import CARDS, CLASSIC_PROFILE  # noqa: E402


def cold_solves(cards: list[str] | None = None) -> dict[str, float]:
    """Seconds to solve each card's model, cold."""
    times = {}
    for card in cards or list(CARDS):
        edition = "classic" if CARDS[card].edition == "classic" else "2025"
        start = time.perf_counter()
        model = build(card, edition)
        solve(model, transitions(model))
        times[card] = time.perf_counter() - start
    return times


def queries(n: int = 2000) -> list[float]:
    """Milliseconds of ``n`` random queries, once solved."""
    rnd = random.Random(7)
    for card in ("none", "sorceress", "treasure"):
        solved(card, "classic", None, use_disk=False)
        solved(card, "classic", 1000, use_disk=False)
    times: list[float] = []
    while len(times) < n:
        dice = "".join(rnd.choice("xdgmps") for _ in range(8))
        if dice.count("x") > 1:
            continue
        card = rnd.choice(("none", "sorceress", "treasure"))
        start = time.perf_counter()
        advise(card, dice, CLASSIC_PROFILE, rnd.choice((None, 1000)))
        times.append((time.perf_counter() - start) * 1000)
    return times


def table() -> dict[tuple[str, str], float]:
    """Seconds of ``marquoir odds --table`` per (cold or warm, edition), whole process."""
    spent = {}
    with tempfile.TemporaryDirectory() as cache:
        env = {**os.environ, "XDG_CACHE_HOME": cache}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for label in ("cold", "warm"):
            for edition in ("classic", "2025"):
                start = time.perf_counter()
                subprocess.run(
                    [sys.executable, "-m", "marquoir", "odds", "--table", "--edition", edition],
                    check=True,
                    capture_output=True,
                    env=env,
                )
                spent[label, edition] = time.perf_counter() - start
    return spent


def warm_queries(runs: int = 30) -> dict[str, tuple[list[float], list[float]]]:
    script = shutil.which("marquoir") or os.path.join(os.path.dirname(sys.executable), "marquoir")
    commands = {
        BARE: [sys.executable, "-c", "import argparse, json"],
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
        return interleaved(commands, runs, env)


def run(ctx: Context, warm_only: bool = False) -> Section:
    n, runs = ctx.runs(2000, 200), ctx.runs(30, 5)
    section = Section(
        "odds",
        "Mille Sabords' odds, and a warm odds query's start",
        "uv run python bench/odds_bench.py",
        f"each card's model solved cold in-process; {n:,} random queries once solved; "
        "`odds --table` as a whole process with an empty cache folder, then with the cache it "
        f"wrote; one warm query per game as a whole process, run in turn {runs} times with the "
        "bare start (medians)",
    )
    if not warm_only:
        solves = cold_solves(["none", "pirate", "treasure"] if ctx.quick else None)
        slowest = max(solves, key=solves.__getitem__)
        section.figures.append(
            Figure(
                f"solve one card's whole model, cold (enumerate, transitions, fixed point), "
                f"the slowest of {len(solves)} cards ({slowest})",
                solves[slowest] * 1000,
                detail=f"median {ms(median(list(solves.values())) * 1000)}",
                aims=(at_most(2000, "issue 7"),),
            )
        )
        spent = queries(n)
        section.figures.append(
            Figure(
                f"one query once solved (advice for the dice on the table), {n:,} random "
                "states, median",
                median(spent),
                detail=f"99th percentile {ms(percentile(spent, 0.99))}",
                aims=(at_most(10, "issue 7"),),
            )
        )
        tables = table()
        for edition in ("classic", "2025"):
            section.figures.append(
                Figure(
                    f"`marquoir odds --table --edition {edition}`, whole process, empty cache",
                    tables["cold", edition],
                    "s",
                    aims=(at_most(30, "issue 7"),),
                )
            )
            section.figures.append(
                Figure(
                    f"the same, the cache written ({edition})",
                    tables["warm", edition] * 1000,
                )
            )
    section.figures += process_figures(warm_queries(runs), 3, "issue 24")
    return section


if __name__ == "__main__":
    standalone(lambda ctx: run(ctx, warm_only=sys.argv[1:] == ["--warm"]), Context())
