"""The calculator's whole processes (issue 24), next to the bare start and, with ``--against
PATH``, next to another checkout's code in the same run (its own ``.venv``, e.g. main's).

Run: ``uv run python bench/light_bench.py [--against /work/main] [--runs 30]``.

Each command — ``marquoir score`` and ``replay`` of each game, a warm ``marquoir odds`` of
each (its tables written by a first run, in a cache folder of its own per checkout) — and
``python -c "import argparse, json"`` run in turn, ``runs`` times, so a busy moment of the
machine hits all alike; medians of the wall and CPU times, each one's ratio to the bare start.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def commands(tree: Path, tag: str) -> dict[str, list[str]]:
    python = str(tree / ".venv" / "bin" / "python")
    marquoir = [python, str(tree / ".venv" / "bin" / "marquoir")]
    examples = tree / "examples"
    return {
        f"{tag}score xxggggds --card pirate": [*marquoir, "score", "xxggggds", "--card", "pirate"],
        f"{tag}score --game dix-mille 155 222": [
            *marquoir,
            *("score", "--game", "dix-mille", "155", "222"),
        ],
        f"{tag}replay examples/game.json": [*marquoir, "replay", str(examples / "game.json")],
        f"{tag}replay examples/dix-mille.json": [
            *marquoir,
            *("replay", str(examples / "dix-mille.json")),
        ],
        f"{tag}odds xxggggds --card pirate (warm)": [
            *marquoir,
            *("odds", "xxggggds", "--card", "pirate"),
        ],
        f"{tag}odds --game dix-mille --roll 115236 (warm)": [
            *marquoir,
            *("odds", "--game", "dix-mille", "--roll", "115236"),
        ],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--against", type=Path, help="another checkout, with its own .venv")
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args()
    bare = {"python -c 'import argparse, json'": [sys.executable, "-c", "import argparse, json"]}
    trees = [(ROOT, "" if args.against is None else "this: ")]
    if args.against is not None:
        trees.append((args.against.resolve(), "against: "))
    # as on a user's machine, Python caches the compiled modules
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    with tempfile.TemporaryDirectory() as caches:
        runs: dict[str, tuple[list[str], dict[str, str]]] = {n: (c, env) for n, c in bare.items()}
        for number, (tree, tag) in enumerate(trees):
            tree_env = {**env, "XDG_CACHE_HOME": os.path.join(caches, str(number))}
            runs.update({n: (c, tree_env) for n, c in commands(tree, tag).items()})
        times = interleaved(runs, args.runs)
    report(times, args.runs)


def interleaved(
    runs: dict[str, tuple[list[str], dict[str, str]]], count: int
) -> dict[str, tuple[list[float], list[float]]]:
    """Each command's wall and CPU times (its process, user + system), in turn."""
    times: dict[str, tuple[list[float], list[float]]] = {name: ([], []) for name in runs}
    for command, env in runs.values():  # bytecode, file cache, the odds' tables
        subprocess.run(command, check=True, capture_output=True, env=env, cwd=tempfile.gettempdir())
    for _ in range(count):
        for name, (command, env) in runs.items():
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(command, check=True, capture_output=True, env=env, cwd="/")
            times[name][0].append(time.perf_counter() - start)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            times[name][1].append(
                after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
            )
    return times


def report(times: dict[str, tuple[list[float], list[float]]], count: int) -> None:
    medians = {n: (statistics.median(w), statistics.median(c)) for n, (w, c) in times.items()}
    (_, (bare, bare_cpu)), *_ = medians.items()
    print(f"medians of {count} interleaved runs")
    for name, (wall, cpu) in medians.items():
        print(
            f"{name}: {wall * 1000:.1f} ms ({wall / bare:.2f}x), "
            f"CPU {cpu * 1000:.1f} ms ({cpu / bare_cpu:.2f}x)"
        )
    print(f"load average: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
