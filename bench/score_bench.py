"""Benchmark of turn scoring (issue 2). Run: ``uv run python bench/score_bench.py``.

1. In-process: scores every possible final roll (all 1,287 multisets of 8 dice) under every
   card, plus every saved subset for Treasure Island, and prints scored turns per second.
2. Whole process: ``marquoir score`` of each game that has it (each imports only its own
   game, issue 24) next to a bare ``python -c "import argparse, json"``, interleaved.
"""

import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from marquoir.rules import RulesError
from marquoir.rules.mille_sabords import CARD_IDS, make_profile, score_turn
from marquoir.rules.mille_sabords.dice import all_rolls, sub_multisets


def turns() -> list[tuple[str, object, object]]:
    out: list[tuple[str, object, object]] = []
    for card in CARD_IDS:
        for dice in all_rolls():
            if card == "treasure":
                out.extend((card, dice, saved) for saved in sub_multisets(dice))
            else:
                out.append((card, dice, None))
    return out


def in_process(repeat: int = 3) -> None:
    profile = make_profile("2025")
    work = turns()
    best = float("inf")
    scored = refused = 0
    for _ in range(repeat):
        scored = refused = 0
        start = time.perf_counter()
        for card, dice, saved in work:
            try:
                if saved is None:
                    score_turn(card, dice, profile=profile)  # type: ignore[arg-type]
                else:
                    score_turn(card, dice, saved, profile=profile)  # type: ignore[arg-type]
                scored += 1
            except RulesError:
                refused += 1  # zombie with other faces than sabres and skulls
        best = min(best, time.perf_counter() - start)
    print(f"turns: {len(work):,} ({scored:,} scored, {refused:,} refused as RULES.md says)")
    print(f"in-process: {len(work) / best:,.0f} turns/s (best of {repeat}: {best * 1000:.0f} ms)")


def whole_process(runs: int = 60) -> None:
    script = shutil.which("marquoir") or str(Path(sys.executable).with_name("marquoir"))
    commands = {
        "python -c 'import argparse, json'": [sys.executable, "-c", "import argparse, json"],
        "marquoir score xxggggds --card pirate": [script, "score", "xxggggds", "--card", "pirate"],
        "marquoir score --game dix-mille 155 222": [
            script,
            "score",
            "--game",
            "dix-mille",
            "155",
            "222",
        ],
    }
    # As on a user's machine, Python caches the compiled modules (this workplace sets
    # PYTHONDONTWRITEBYTECODE, which would make every run compile marquoir from source).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times: dict[str, list[float]] = {name: [] for name in commands}
    for cmd in commands.values():
        subprocess.run(cmd, check=True, capture_output=True, env=env)  # bytecode, file cache
    for _ in range(runs):  # interleaved, so a busy moment of the machine hits both alike
        for name, cmd in commands.items():
            start = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env)
            times[name].append(time.perf_counter() - start)
    medians = {name: statistics.median(values) for name, values in times.items()}
    for name, median in medians.items():
        print(f"{name}: median {median * 1000:.1f} ms over {runs} runs")
    bare, *games = medians.items()
    for name, median in games:
        print(f"ratio: {median / bare[1]:.2f}x the bare argparse start ({name})")


if __name__ == "__main__":
    in_process()
    whole_process()
