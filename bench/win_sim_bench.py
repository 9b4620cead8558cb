"""Benchmark of the simulated chance to win (issue 23, deliver 2): ``uv run python
bench/win_sim_bench.py [ROUNDS]`` (default 7 updates of each kind).

An update is one ``cases.win_chances``-like call of a game's odds module: 20,000 simulated
endings from where a game stands (early in the game: the longest to play out), warm (the turn
models built and kept, as in the app's background thread after the first update). Also the
first update of a process with the turn models in the cache folder, the turn models built
cold (an empty cache folder), and ``replay --json`` of the examples (every turn's chances,
2,000 endings a turn). Say how loaded the machine was: the load average is printed.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
EXAMPLES = ROOT / "examples"

FIRST = """
import json, time
start = time.perf_counter()
from marquoir.use_cases import read_game_file, win_chances
document = read_game_file(json.load(open({path!r}, encoding="utf-8")))
win_chances(document)
print(time.perf_counter() - start)
"""


def fresh(path: Path, cache: str) -> float:
    out = subprocess.run(
        [sys.executable, "-c", FIRST.format(path=str(path))],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "XDG_CACHE_HOME": cache},
    )
    return float(out.stdout.split()[-1])


def updates(rounds: int) -> None:
    for name, times, worst in update_times(rounds):
        print(
            f"{name}: an update (20,000 endings) {statistics.median(times) * 1000:.0f} ms"
            f" median, {max(times) * 1000:.0f} ms slowest of {rounds};"
            f" largest standard error {worst * 100:.2f} points"
        )


def replays() -> None:
    for path in sorted(EXAMPLES.glob("*.json")):
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "marquoir", "replay", str(path), "--json"],
            capture_output=True,
            check=True,
        )
        turns = len(json.loads(path.read_text(encoding="utf-8"))["turns"])
        print(f"replay --json {path.name} ({turns} turns): {time.perf_counter() - start:.2f} s")


def update_times(rounds: int) -> list[tuple[str, list[float], float]]:
    """Each example's warm updates (20,000 endings): its times and its largest error."""
    from marquoir.games.dix_mille.odds import advice as dix_mille
    from marquoir.games.mille_sabords.odds import advice
    from marquoir.games.morbleu.odds import advice as morbleu
    from marquoir.use_cases import read_game_file

    found = []
    for name, module in (
        ("dix-mille.json", dix_mille),
        ("game.json", advice),
        ("morbleu.json", morbleu),
    ):
        document = read_game_file(json.loads((EXAMPLES / name).read_text(encoding="utf-8")))
        state = document.rules.replay(document.setup, document.turns[:1])
        module.win_chances(state)  # build the turn models
        times, figures = [], None
        for seed in range(rounds):
            start = time.perf_counter()
            figures = module.win_chances(state, seed=seed)
            times.append(time.perf_counter() - start)
        found.append((name, times, max(figures.errors) if figures is not None else 0.0))
    return found


def advice_times(rounds: int) -> tuple[list[float], int]:
    """Mille Sabords' f2 "to win" (``mille_sabords_win.win_advice``), warm: the moves for
    dice on the table in ``game.json`` after its first turn, each simulated; the times and
    how many moves were weighed."""
    from marquoir.games.mille_sabords.odds.win import win_advice
    from marquoir.use_cases import read_game_file

    document = read_game_file(json.loads((EXAMPLES / "game.json").read_text(encoding="utf-8")))
    state = document.rules.replay(document.setup, document.turns[:1])
    found = win_advice(state, "pirate", "xxggmmsd")  # the chains built, the loop compiled
    times = []
    for seed in range(rounds):
        start = time.perf_counter()
        win_advice(state, "pirate", "xxggmmsd", seed=seed)
        times.append(time.perf_counter() - start)
    return times, len(found.moves)


def run(ctx: Any) -> Any:
    """The table of ``bench/run_all.py``: an update of each game, warm, next to the aim."""
    from bench.figures import Figure, Section, at_most, median, ms

    rounds = ctx.runs(7, 2)
    section = Section(
        "win-sim",
        "The simulated chance to win (an update)",
        "uv run python bench/win_sim_bench.py",
        f"in-process, 20,000 endings from the examples' state after their first turn, the turn "
        f"models built and kept (as in the app after its first update), medians of {rounds}",
    )
    with tempfile.TemporaryDirectory() as cache:
        os.environ["XDG_CACHE_HOME"] = cache
        for name, times, worst in update_times(rounds):
            section.figures.append(
                Figure(
                    f"`{name}`: an update",
                    median(times) * 1000,
                    detail=f"slowest {ms(max(times) * 1000)}; largest standard error "
                    f"{worst * 100:.2f} points",
                    aims=(at_most(200, "issue 23"),),
                )
            )
        times, moves = advice_times(rounds)
        section.figures.append(
            Figure(
                f"Mille Sabords' f2 to win (`game.json`, `xxggmmsd` with the Pirate: {moves} "
                "moves of 20,000 endings each)",
                median(times) * 1000,
                detail=f"slowest {ms(max(times) * 1000)}; in the app's worker process, no key "
                "waits for it",
            )
        )
    return section


def main() -> None:
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    with tempfile.TemporaryDirectory() as cache:
        for name in ("game.json", "dix-mille.json"):
            cold = fresh(EXAMPLES / name, cache)
            warm = fresh(EXAMPLES / name, cache)
            print(
                f"{name}: first update of a process, turn models built cold {cold:.1f} s,"
                f" from the cache folder {warm:.2f} s"
            )
        os.environ["XDG_CACHE_HOME"] = cache
        updates(rounds)
        times, moves = advice_times(rounds)
        print(f"Mille Sabords' f2 to win ({moves} moves): {statistics.median(times) * 1000:.0f} ms")
        replays()
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
