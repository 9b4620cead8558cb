"""Benchmark of the first chance to win after the app starts (issue 47, point 12): ``uv run
python bench/first_chance_bench.py``.

Each run is a whole process, as a Captain's start: the app (headless, 120×40) on a database
holding a four-player Mille Sabords game in progress, its chances worked out in the app's own
worker process (a process spawned clean, as in the app). The Captain looks at the home screen
for :data:`LOOK` seconds, then opens the game; the figure is how long from that key until the
sheet shows the first chance to win. With the warm-up (``MarquoirApp(warm_up=True)``, what
``marquoir`` runs) the worker starts working out that game's chances as soon as the database
is open; without it, only when the sheet asks. Each kind is measured with an empty cache
folder (the first start of this version: every turn model built, and the simulation's
compiled loop compiled: numba's cache is the run's own, ``NUMBA_CACHE_DIR``) and with the
turn models and the compiled loop the first run left in it (read back; the game's figures
that run kept are removed, else the app would read them from there).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

#: how long the Captain looks at the home screen before opening the game (seconds)
LOOK = 3.0

RUN = """
import asyncio, json, sys, time
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.score_sheet import ScoreSheet

async def main(db, warm, look):
    cases = UseCases(open_store("sqlite:///" + db))
    app = MarquoirApp(cases, "en", warm_up=warm)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(look)
        start = time.perf_counter()
        app.open_game(cases.game_in_progress())
        while True:
            sheets = app.screen.query(ScoreSheet)
            chances = sheets.first().chances if sheets else None
            if chances and any(c[:1].isdigit() for c in chances):
                break
            if time.perf_counter() - start > 300:
                raise SystemExit("no chance to win shown after 300 s")
            await asyncio.sleep(0.02)
        print(json.dumps({"seconds": time.perf_counter() - start, "chances": chances}))

asyncio.run(main(sys.argv[1], sys.argv[2] == "1", float(sys.argv[3])))
"""


def make_db(folder: str) -> str:
    """A database with a four-player classic game in progress (three rounds played)."""
    from marquoir.store import open_store
    from marquoir.use_cases import UseCases
    from scripts.screenshots import crowd

    db = os.path.join(folder, "club.db")
    store = open_store("sqlite:///" + db)
    crowd(UseCases(store), 4)
    store.close()
    return db


def first_figure(db: str, cache: str, warm: bool, look: float = LOOK) -> float:
    """Seconds from opening the game to its first chance to win on the sheet, in a fresh
    process with ``cache`` as its cache folder (numba's too)."""
    out = subprocess.run(
        [sys.executable, "-c", RUN, db, "1" if warm else "0", str(look)],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={
            **os.environ,
            "XDG_CACHE_HOME": cache,
            "NUMBA_CACHE_DIR": os.path.join(cache, "numba"),
        },
        timeout=600,
    )
    return float(json.loads(out.stdout.strip().splitlines()[-1])["seconds"])


def measure(runs: int) -> dict[str, list[float]]:
    """Each kind's times: with and without the warm-up, from an empty cache folder and from
    the one a first run left."""
    found: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as folder:
        db = make_db(folder)
        for warm in (False, True):
            for _ in range(runs):
                with tempfile.TemporaryDirectory() as cache:
                    cold = first_figure(db, cache, warm)
                    # the turn models kept, not the game's figures themselves (another
                    # process's, which the app would read at once: marquoir.win_shared)
                    shutil.rmtree(os.path.join(cache, "marquoir", "chances"), True)
                    kept = first_figure(db, cache, warm)
                found.setdefault(f"cold {warm}", []).append(cold)
                found.setdefault(f"kept {warm}", []).append(kept)
    return found


def run(ctx: Any) -> Any:
    """The table of ``bench/run_all.py``."""
    from bench.figures import Figure, Section, at_most, median

    runs = ctx.runs(3, 1)
    section = Section(
        "first-chance",
        "The first chance to win after the app starts",
        "uv run python bench/first_chance_bench.py",
        f"whole processes: the app headless at 120×40 on a four-player Mille Sabords game in "
        f"progress, the game opened {LOOK:.0f} s after the start; from that key to the "
        f"sheet's first chance to win, with the worker process the app runs; medians of "
        f"{runs}",
    )
    found = measure(runs)
    for cache, words, short in (
        ("kept", "turn models in the cache folder", "models kept"),
        ("cold", "empty cache folder (a new version's first start)", "empty folder"),
    ):
        without = f"{cache} False"
        section.figures.append(
            Figure(
                f"without a warm-up, {words}",
                median(found[without]),
                unit="s",
                detail=f"slowest {max(found[without]):.2f} s",
                key=f"no warm-up, {short}",
            )
        )
        warm = f"{cache} True"
        section.figures.append(
            Figure(
                f"warmed up from the app's start, {words}",
                median(found[warm]),
                unit="s",
                detail=f"slowest {max(found[warm]):.2f} s",
                key=f"warm-up, {short}",
                baseline=f"no warm-up, {short}",
                aims=(at_most(3, "issue 47: within a few seconds"),),
            )
        )
    return section


def main() -> None:
    print(f"load average before: {os.getloadavg()[0]:.2f} on {os.cpu_count()} cores")
    for kind, times in measure(1).items():
        cache, warm = kind.split()
        print(
            f"{'warm-up' if warm == 'True' else 'no warm-up'}, {cache} cache folder: "
            f"{', '.join(f'{t:.2f} s' for t in times)}"
        )
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
