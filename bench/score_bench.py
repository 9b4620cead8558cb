"""Benchmark of turn scoring (issue 2). Run: ``uv run python bench/score_bench.py``.

1. In-process: scores every possible final roll (all 1,287 multisets of 8 dice) under every
   card, plus every saved subset for Treasure Island, and prints scored turns per second.
2. Whole process: ``marquoir score`` of each game that has it (each imports only its own
   game, issue 24) and ``marquoir replay`` of each example file, next to a bare
   ``python -c "import argparse, json"``, interleaved; medians, and each one's CPU time. The
   aim: each within 4× the bare start (issue 45).
"""

import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import Context, Figure, Section, at_least, at_most, ms, standalone  # noqa: E402
from marquoir.games.mille_sabords.rules import CARD_IDS, make_profile, score_turn  # noqa: E402
from marquoir.games.mille_sabords.rules.dice import all_rolls, sub_multisets  # noqa: E402
from marquoir.rules import RulesError

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


def in_process(repeat: int = 3) -> tuple[int, int, int, float]:
    """Turns, scored, refused, and the best time of ``repeat`` passes (seconds)."""
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
    return len(work), scored, refused, best


BARE = "python -c 'import argparse, json'"


def whole_process(runs: int = 60) -> dict[str, tuple[list[float], list[float]]]:
    script = shutil.which("marquoir") or str(Path(sys.executable).with_name("marquoir"))
    commands = {
        BARE: [sys.executable, "-c", "import argparse, json"],
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
    return interleaved(commands, runs, env)


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


def process_figures(
    times: dict[str, tuple[list[float], list[float]]], aim: float | None, source: str
) -> list[Figure]:
    """The medians of :func:`interleaved`'s times: the first command is the baseline (the
    bare start), each other one a ratio to it (wall clock; the CPU time and its ratio beside)."""
    medians = {n: (statistics.median(w), statistics.median(c)) for n, (w, c) in times.items()}
    (bare, (bare_wall, bare_cpu)), *others = medians.items()
    figures = [
        Figure(
            f"`{bare}`, whole process",
            bare_wall * 1000,
            detail=f"CPU {ms(bare_cpu * 1000)}",
            key="bare start",
        )
    ]
    for name, (wall, cpu) in others:
        figures.append(
            Figure(
                f"`{name}`, whole process",
                wall * 1000,
                detail=f"CPU {ms(cpu * 1000)}: {cpu / bare_cpu:.2f}× the bare start's",
                baseline="bare start",
                aims=(at_most(aim, source, ratio=True),) if aim is not None else (),
            )
        )
    return figures


def run(ctx: Context) -> Section:
    repeat, runs = ctx.runs(3, 1), ctx.runs(60, 5)
    section = Section(
        "score",
        "Scoring a turn, and the calculator's start",
        "uv run python bench/score_bench.py",
        f"in-process, the best of {repeat} passes over every turn; whole processes run in "
        f"turn {runs} times (medians), with Python's bytecode cache, as on a user's machine "
        "after the first run",
    )
    work, scored, refused, best = in_process(repeat)
    section.figures.append(
        Figure(
            f"every final roll under every card, every saved subset for Treasure Island "
            f"({work:,} turns), in-process",
            work / best,
            "turns/s",
            aims=(at_least(200_000, "issue 2"),),
        )
    )
    # the calculator's start is a guard rail: within 4x a bare argparse+json start (issue 45)
    section.figures += process_figures(whole_process(runs), 4, "issue 45")
    section.facts.append(
        f"Of the {work:,} turns, {scored:,} scored and {refused:,} refused as the rules say."
    )
    return section


if __name__ == "__main__":
    standalone(run, Context())
