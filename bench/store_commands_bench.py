"""Benchmark: the commands that read the store, whole process (issue 24, deliver 6).

``uv run python bench/store_commands_bench.py [--db PATH] [--runs N] [--against CHECKOUT]``

Runs ``marquoir standings`` (the current season) and ``marquoir games --season S`` on the
20,000-game history of ``bench/club_bench.py`` (a copy of ``--db`` is used: opening a
database may upgrade it), each the whole process from its start to its exit, interleaved
with ``python -c "import argparse, json"`` (the bare start of the calculator's aim) and, with
``--against``, the same commands run by another checkout's code (its own ``.venv``: the
figure of the code before, measured in the same minutes). Prints the medians (wall and CPU)
and the load average before and after.
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def timed(command: list[str], cwd: Path) -> tuple[float, float]:
    """One whole process: (wall, CPU of the child) in seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, cwd=cwd, check=True, stdout=subprocess.DEVNULL)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def run(ctx: Any) -> Any:
    """The table of ``bench/run_all.py``: each command next to the bare start, on a copy of
    the club history; with ``--before``, next to the same command run by the code before (its
    checkout's ``.venv``, on a copy of the history that code wrote), in turn."""
    from bench.figures import Figure, Section, at_most, median, ms, needs_history

    runs = ctx.runs(15, 3)
    before = ctx.before is not None and ctx.before_db is not None
    section = Section(
        "store-commands",
        "Commands that read the store, whole process",
        "uv run python bench/store_commands_bench.py",
        f"whole processes on the 20,000-game history, run in turn {runs} times (medians), "
        "with Python's bytecode cache"
        + (
            f"; each command also run by {ctx.before_label} (its own environment, on a copy "
            "of the history it wrote, its schema 8), in the same turns"
            if before
            else ""
        ),
    )
    if not needs_history(section, ctx):
        return section
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
    words = {"standings": ["standings"], "games --season 2024": ["games", "--season", "2024"]}
    commands: dict[str, tuple[list[str], Path]] = {
        "bare start": ([sys.executable, "-c", "import argparse, json"], ROOT)
    }
    for name, said in words.items():
        if before:
            commands[f"{name} (before)"] = (
                [ctx.before_python, "-m", "marquoir", *said, "--db", ctx.before_db],
                Path(ctx.before),
            )
        commands[name] = ([sys.executable, "-m", "marquoir", *said, "--db", ctx.db], ROOT)
    for command, cwd in commands.values():  # warm up: bytecode, file cache, any upgrade
        timed(command, cwd)
    walls: dict[str, list[float]] = {name: [] for name in commands}
    cpus: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, (command, cwd) in commands.items():
            wall, cpu = timed(command, cwd)
            walls[name].append(wall)
            cpus[name].append(cpu)
    section.figures.append(
        Figure(
            '`python -c "import argparse, json"`, whole process',
            median(walls["bare start"]) * 1000,
            detail=f"CPU {ms(median(cpus['bare start']) * 1000)}",
            key="bare start",
        )
    )
    for name in words:
        if before:
            section.figures.append(
                Figure(
                    f"`marquoir {name}`, whole process, by {ctx.before_label}",
                    median(walls[f"{name} (before)"]),
                    unit="s",
                    detail=f"CPU {ms(median(cpus[f'{name} (before)']) * 1000)}",
                    key=f"{name} (before)",
                    baseline="bare start",
                )
            )
        section.figures.append(
            Figure(
                f"`marquoir {name}`, whole process",
                median(walls[name]),
                unit="s",
                detail=f"CPU {ms(median(cpus[name]) * 1000)}",
                baseline=f"{name} (before)" if before else "bare start",
                aims=(at_most(0.6, "issue 24"),)
                + ((at_most(1.5, "issue 44", ratio=True),) if before else ()),
            )
        )
    return section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", default="/tmp/marquoir-club.db")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--season", default=None, help="the season of `games` (default: 2024)")
    parser.add_argument("--against", type=Path, help="another checkout to run in turn")
    args = parser.parse_args()
    if not Path(args.db).exists():
        sys.exit(f"{args.db} does not exist: run bench/club_bench.py first")
    os.environ.pop("PYTHONDONTWRITEBYTECODE", None)  # the bytecode written once, as installed
    season = args.season or "2024"
    print(f"load average before: {os.getloadavg()[0]:.2f} ({os.cpu_count()} cores)")
    with tempfile.TemporaryDirectory() as folder:
        checkouts = {"this code": ROOT}
        if args.against is not None:
            checkouts["--against"] = args.against.resolve()
        commands: dict[str, tuple[list[str], Path]] = {
            "python -c 'import argparse, json'": (
                [sys.executable, "-c", "import argparse, json"],
                ROOT,
            )
        }
        for label, checkout in checkouts.items():
            db = Path(folder) / f"{len(commands)}.db"
            shutil.copyfile(args.db, db)
            python = str(checkout / ".venv" / "bin" / "python")
            for what, extra in (("standings", []), (f"games --season {season}", [])):
                words = what.split() + extra
                commands[f"marquoir {what} ({label})"] = (
                    [python, "-m", "marquoir", *words, "--db", str(db)],
                    checkout,
                )
        for command, cwd in commands.values():  # warm up: bytecode, file cache, any upgrade
            timed(command, cwd)
        walls: dict[str, list[float]] = {name: [] for name in commands}
        cpus: dict[str, list[float]] = {name: [] for name in commands}
        for _ in range(args.runs):
            for name, (command, cwd) in commands.items():
                wall, cpu = timed(command, cwd)
                walls[name].append(wall)
                cpus[name].append(cpu)
    for name in commands:
        print(
            f"{name}: median {statistics.median(walls[name]) * 1000:.0f} ms "
            f"(CPU {statistics.median(cpus[name]) * 1000:.0f} ms), best "
            f"{min(walls[name]) * 1000:.0f} ms, {args.runs} runs"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
