"""Benchmark of turn scoring (issue 2). Run: ``uv run python bench/score_bench.py``.

1. In-process: scores every possible final roll (all 1,287 multisets of 8 dice) under every
   card, plus every saved subset for Treasure Island, and prints scored turns per second.
2. Whole process: ``marquoir score`` of each game that has it (each imports only its own
   game, issue 24) and ``marquoir replay`` of each example file, next to a bare
   ``python -c "import argparse, json"``, interleaved; medians, and each one's CPU time.
"""

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

from marquoir.rules import RulesError
from marquoir.rules.mille_sabords import CARD_IDS, make_profile, score_turn
from marquoir.rules.mille_sabords.dice import all_rolls, sub_multisets

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


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
        "marquoir replay examples/game.json": [script, "replay", str(EXAMPLES / "game.json")],
        "marquoir replay examples/dix-mille.json": [
            script,
            "replay",
            str(EXAMPLES / "dix-mille.json"),
        ],
    }
    # As on a user's machine, Python caches the compiled modules (this workplace sets
    # PYTHONDONTWRITEBYTECODE, which would make every run compile marquoir from source).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    report(interleaved(commands, runs, env), runs)


def interleaved(
    commands: dict[str, list[str]], runs: int, env: dict[str, str]
) -> dict[str, tuple[list[float], list[float]]]:
    """Each command's wall and CPU times (its process, user + system), run in turn ``runs``
    times, so a busy moment of the machine hits all alike."""
    times: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in commands}
    for cmd in commands.values():
        subprocess.run(cmd, check=True, capture_output=True, env=env)  # bytecode, file cache
    for _ in range(runs):
        for name, cmd in commands.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env)
            times[name][0].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            times[name][1].append(cpu)
    return times


def report(times: dict[str, tuple[list[float], list[float]]], runs: int) -> None:
    """Medians, and each one's ratio to the first command (the bare start)."""
    medians = {n: (statistics.median(w), statistics.median(c)) for n, (w, c) in times.items()}
    (_, (bare, bare_cpu)), *others = medians.items()
    for name, (wall, cpu) in medians.items():
        print(f"{name}: median {wall * 1000:.1f} ms (CPU {cpu * 1000:.1f} ms) over {runs} runs")
    for name, (wall, cpu) in others:
        print(
            f"ratio: {wall / bare:.2f}x the bare argparse start, CPU {cpu / bare_cpu:.2f}x ({name})"
        )
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    in_process()
    whole_process()
