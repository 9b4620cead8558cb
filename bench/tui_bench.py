"""Benchmark of the Captain's screen (issue 5): ``uv run python bench/tui_bench.py [--db PATH]``.

1. Launch: the whole process from start to the first interactive screen (home, its list of
   unfinished games drawn), headless, on the 20,000-game history of ``bench/club_bench.py``,
   next to a bare Textual app (header, a line of text, footer) on the same machine.
2. Preview: the app-side time to re-score and redraw the preview for one keystroke.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

if "--child" not in sys.argv:
    # (a child imports the Marquoir of the Python that runs it: this checkout's, or the one of
    # ``--before``, whose launches run this file with that checkout's ``.venv``)
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

if TYPE_CHECKING:  # the launched children import nothing of the bench's own (their start is timed)
    from collections.abc import Awaitable, Callable

    from bench.figures import Context, Section


def has_use_cases() -> bool:
    """Whether the code measured names its use cases as issue 45 does (else the code before)."""
    import importlib.util

    return importlib.util.find_spec("marquoir.use_cases") is not None


def use_cases_class() -> Any:
    """The class of the use cases on an open store, as the code measured names it."""
    if has_use_cases():
        from marquoir.use_cases import UseCases

        return UseCases
    from marquoir.table import Table  # the code before issue 45's names

    return Table


def child(kind: str, db: str, launched: float) -> None:
    """Start an app headless; print how long after ``launched`` (the parent's clock when it
    started this process) the first screen was interactive, then quit."""
    from textual.pilot import Pilot

    def report() -> None:
        print(f"{(time.time() - launched) * 1000:.1f}", flush=True)

    if kind == "bare":
        from textual.app import App, ComposeResult
        from textual.widgets import Footer, Header, Static

        class Bare(App[None]):
            first_paint: float | None = None

            def compose(self) -> ComposeResult:
                yield Header()
                yield Static("Hello")
                yield Footer()

            def on_mount(self) -> None:  # the moment Marquoir's first_screen_drawn records
                self.call_after_refresh(lambda: setattr(self, "first_paint", time.time()))

        bare = Bare()

        async def bare_drawn(pilot: Pilot[None]) -> None:
            while bare.first_paint is None:
                await pilot.pause(0.005)
            print(f"{(bare.first_paint - launched) * 1000:.1f}", flush=True)
            pilot.app.exit()

        bare.run(headless=True, auto_pilot=bare_drawn)
        return
    from marquoir.tui.app import MarquoirApp

    def opener() -> object:
        from marquoir.store import open_store

        return use_cases_class()(open_store(f"sqlite:///{db}"))

    def look() -> object:
        # the list read from the file in a process of its own, given to the app by Marquoir
        # 0.6 and the code measured with --before (this code's app takes none)
        from marquoir.tui.screens.home import FINISHED_LISTED

        try:
            from marquoir.use_cases import start_first_list
        except ImportError:  # the code before issue 45's names
            from marquoir.table import first_look as start_first_list  # type: ignore[no-redef]
        return start_first_list(None, f"sqlite:///{db}", FINISHED_LISTED)

    def listed(pilot: Pilot[None]) -> bool:
        from textual.widgets import DataTable

        return bool(pilot.app.screen.query_one("#games", DataTable).row_count)

    def answering(pilot: Pilot[None]) -> bool:
        # the database open and its own list shown: the keys typed meanwhile go on
        return pilot.app.ready and listed(pilot) and not pilot.app.screen.listing  # type: ignore[attr-defined]

    def until(done: Callable[[Pilot[None]], bool]) -> Callable[[Pilot[None]], Awaitable[None]]:
        """The pilot that reports once the home screen is up and ``done``, then quits."""

        async def pilot_until(pilot: Pilot[None]) -> None:
            while app.first_paint is None or not done(pilot):
                await pilot.pause(0.005)
            report()
            pilot.app.exit()

        return pilot_until

    async def drawn(pilot: Pilot[None]) -> None:
        while app.first_paint is None:
            await pilot.pause(0.005)
        print(f"{(app.first_paint - launched) * 1000:.1f}", flush=True)
        pilot.app.exit()

    import inspect

    taken = inspect.signature(MarquoirApp).parameters
    looks = {name: look for name in ("start_first_list", "first_look") if name in taken}
    app = MarquoirApp(lang="en", opener=opener, **looks)  # type: ignore[arg-type]
    pilots = {"marquoir-loaded": until(listed), "marquoir-answering": until(answering)}
    app.run(headless=True, auto_pilot=pilots.get(kind, drawn))
    if app.ready:
        (app.use_cases if has_use_cases() else app.table).close()  # type: ignore[attr-defined]


#: how many turns one process enters (:func:`turns_child`): no card drawn more often than the
#: pile holds it
TURNS = 20


def turns_child(db: str) -> None:
    """Enter :data:`TURNS` turns one after the other in the app (headless) on ``db``, each
    line typed, then its Enter timed: print the milliseconds from each Enter to the turn on
    the sheet (the next player's line open), and to the turn written to the database. The
    same calls in the code before issue 44 and after it."""
    import json

    from textual import events

    try:
        from marquoir.games.mille_sabords.rules import make_profile
    except ImportError:  # the code before issue 43
        from marquoir.rules.mille_sabords import make_profile  # type: ignore[no-redef]
    from marquoir.store import open_store
    from marquoir.tui.app import MarquoirApp

    UseCases = use_cases_class()  # noqa: N806

    async def enter() -> tuple[list[float], list[float]]:
        store = open_store(f"sqlite:///{db}")
        table = UseCases(store)
        players = ["Anne", "Bruno", "Chloé"]
        game_id = table.start_game(players, make_profile("classic", target=100_000)).id
        app = MarquoirApp(table, "en")
        shown: list[float] = []
        saved: list[float] = []
        async with app.run_test(size=(120, 36)) as pilot:
            app.open_game(game_id)
            await pilot.pause()
            while app.screen.view is None:  # type: ignore[attr-defined]
                await pilot.pause(0.01)
            for i in range(TURNS):
                await pilot.press(*f"{'gdpia'[i % 5]}xxggmmps")
                await app.writer.wait_idle()
                on_sheet = len(app.screen.turns)  # type: ignore[attr-defined]
                enter_key = events.Key("enter", "\r")
                enter_key.set_sender(app)
                start = time.perf_counter()
                app._driver.send_message(enter_key)  # as the terminal sends it
                while len(app.screen.turns) == on_sheet:  # type: ignore[attr-defined]
                    await asyncio.sleep(0.0005)
                shown.append((time.perf_counter() - start) * 1000)
                await app.writer.wait_idle()
                saved.append((time.perf_counter() - start) * 1000)
                await pilot.pause()
        assert len(table.game(game_id).turns) == TURNS
        store.close()
        return shown, saved

    shown, saved = asyncio.run(enter())
    print(json.dumps([shown, saved]), flush=True)


def turns(commands: dict[str, tuple[list[str], str]], rounds: int) -> dict[str, list[float]]:
    """Each command (a :func:`turns_child`) run ``rounds`` times, in turn: the milliseconds of
    every turn until it is both on the sheet and written, by command."""
    import json

    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, (command, cwd) in commands.items():
            for _ in range(3):
                done = subprocess.run(command, env=env, capture_output=True, text=True, cwd=cwd)
                said = [line for line in done.stdout.splitlines() if line.startswith("[[")]
                if said:  # (its figures printed: an error as the app closes is not this bench's)
                    break
                print(f"{name}: no figures, again: {done.stderr[-2000:]}", file=sys.stderr)
            else:
                raise RuntimeError(f"{name}: {done.stderr[-2000:]}")
            shown, saved = json.loads(said[-1])
            times[name] += [max(a, b) for a, b in zip(shown, saved, strict=True)]
    return times


def launch(db: str, runs: int, before: tuple[str, str, str] | None = None) -> dict[str, float]:
    """Median milliseconds from the process start to the first screen, per kind; with
    ``before`` (the Python, the checkout and the history of the code before), the same
    launches of that code too, in turn (named ``… (before)``)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    commands = {
        "bare Textual app": [sys.executable, __file__, "--child", "bare", "--db", db],
        "marquoir, 20,000 games: home screen up": [
            sys.executable,
            __file__,
            "--child",
            "marquoir",
            "--db",
            db,
        ],
        "marquoir, 20,000 games: unfinished games listed": [
            sys.executable,
            __file__,
            "--child",
            "marquoir-loaded",
            "--db",
            db,
        ],
        "marquoir, 20,000 games: database open, its list shown": [
            sys.executable,
            __file__,
            "--child",
            "marquoir-answering",
            "--db",
            db,
        ],
    }
    here = str(Path(__file__).resolve().parents[1])
    where = dict.fromkeys(commands, here)
    if before is not None:
        python, checkout, history = before
        for name, command in list(commands.items()):
            kind = command[command.index("--child") + 1]
            words = [python, __file__, "--child", kind, "--db", history]
            commands[f"{name} (before)"], where[f"{name} (before)"] = words, checkout
    times: dict[str, list[float]] = {name: [] for name in commands}
    for name, cmd in commands.items():  # warm the file cache and write the bytecode
        subprocess.run(
            [*cmd, "--launched", str(time.time())],
            check=True,
            env=env,
            capture_output=True,
            cwd=where[name],
        )
    for _ in range(runs):
        for name, cmd in commands.items():
            done = subprocess.run(
                [*cmd, "--launched", str(time.time())],
                check=True,
                env=env,
                capture_output=True,
                text=True,
                cwd=where[name],
            )
            times[name].append(float(done.stdout.split()[-1]))
    return {name: statistics.median(values) for name, values in times.items()}


async def preview(db: str, keystrokes: int = 2000) -> list[float]:
    """Milliseconds of each keystroke's preview update."""
    from textual.widgets import Static

    from marquoir.games.mille_sabords.rules import make_profile
    from marquoir.games.mille_sabords.tui.entry import TurnEntry
    from marquoir.games.mille_sabords.tui.preview import entry_renderable
    from marquoir.store import open_store
    from marquoir.tui.app import MarquoirApp

    UseCases = use_cases_class()  # noqa: N806

    store = open_store(f"sqlite:///{db}")
    table = UseCases(store)
    game_id = table.start_game(["Anne", "Bruno", "Chloé", "Dan"], make_profile("2025")).id
    app = MarquoirApp(table, "en")
    typed = ["x", "xx", "xxg", "xxgg", "2x4g", "2x4gd", "2x4gds", "2x4gdq", "3x4gd", "4x2m2s"]
    cards = ["p", "i", "2", "a", "e"]
    async with app.run_test(size=(120, 36)) as pilot:
        app.open_game(game_id)
        await pilot.pause()
        while app.screen.view is None:  # type: ignore[attr-defined]
            await pilot.pause(0.01)
        entry = app.screen.query_one(TurnEntry)
        panel = app.screen.query_one("#preview", Static)
        times = []
        for i in range(keystrokes):
            line = cards[i % len(cards)] + typed[i % len(typed)]
            with entry.prevent(TurnEntry.Changed, TurnEntry.Updated):
                entry.value = line
            start = time.perf_counter()
            entry.rescore()  # what a keystroke costs: score the line, then redraw the preview
            panel.update(entry_renderable(entry, "en"))
            times.append((time.perf_counter() - start) * 1000)
        await pilot.pause()
    # the game was only for the measure
    store.close()
    return times


async def burst(db: str, turns: int = 20) -> tuple[int, float, float]:
    """Keys typed ahead: ``turns`` whole turns queued to the app at once (as a paste), timed
    until the last is on the sheet and until it is written: the keys, and the milliseconds."""
    from textual import events

    from marquoir.games.mille_sabords.rules import make_profile
    from marquoir.store import open_store
    from marquoir.tui.app import MarquoirApp

    UseCases = use_cases_class()  # noqa: N806

    store = open_store(f"sqlite:///{db}")
    table = UseCases(store)
    game_id = table.start_game(
        ["Anne", "Bruno", "Chloé"], make_profile("classic", target=100_000)
    ).id
    app = MarquoirApp(table, "en")
    # Gold, Diamond, Pirate, Treasure Island, Animals in turn: no card drawn more often than
    # the pile holds it (a fifth Pirate would stop the burst at its warning, a question)
    cards = "gdpia" * (turns // 5 + 1)
    pasted = "".join(f"{card}xxggmmps\r" for card in cards[:turns])
    async with app.run_test(size=(120, 36)) as pilot:
        app.open_game(game_id)
        await pilot.pause()
        while app.screen.view is None:  # type: ignore[attr-defined]
            await pilot.pause(0.01)
        start = time.perf_counter()
        app.post_message(events.Paste(pasted))
        while len(app.screen.turns) < turns:  # type: ignore[attr-defined]
            await asyncio.sleep(0.001)
        shown = time.perf_counter() - start
        await app.writer.wait_idle()
        written = time.perf_counter() - start
    assert len(table.game(game_id).turns) == turns
    store.close()
    return len(pasted), shown * 1000, written * 1000


def run(ctx: Context, runs: int = 15) -> Section:
    from bench.figures import Figure, Section, at_most, median, ms, needs_history, percentile

    runs = ctx.runs(runs, 2)
    keystrokes = ctx.runs(2000, 200)
    section = Section(
        "tui",
        "The Captain's screen: launch, preview, keys typed ahead",
        "uv run python bench/tui_bench.py",
        f"whole processes, headless, launched in turn {runs} times (medians), from the process "
        "start to the screen drawn, on the 20,000-game history, next to a bare Textual app "
        f"(header, a line, footer); in-process, {keystrokes:,} keystrokes' preview updates "
        "(score the line, redraw the preview) and 20 whole turns pasted at once",
    )
    if not needs_history(section, ctx):
        return section
    assert ctx.db is not None
    before = None
    if ctx.before is not None and ctx.before_db is not None:
        before = (ctx.before_python, ctx.before, ctx.before_db)
    launched = list(launch(ctx.db, runs, before).values())
    bare, home, listed, answering = launched[:4]
    section.figures += [
        Figure("a bare Textual app drawn", bare, key="bare app"),
        Figure(
            "Marquoir's home screen drawn and answering keys",
            home,
            baseline="bare app",
            aims=(at_most(1.3, "issues 44, 45", ratio=True),),
        ),
        Figure(
            "… with its list of games filled",
            listed,
            baseline="bare app",
            aims=(at_most(2.5, "issue 24", ratio=True),),
        ),
        Figure(
            "… with the database open and its own list shown (the keys typed meanwhile go on)",
            answering,
            baseline="bare app",
            aims=(at_most(3, "issue 44", ratio=True),) if before else (),
        ),
    ]
    if before is not None:
        old_bare, old_home, old_listed, old_answering = launched[4:]
        section.method += (
            f"; the same launches of {ctx.before_label} (its own environment, on a copy of the "
            "history it wrote, its schema 8) in the same turns, each next to its own bare app"
        )
        section.figures += [
            Figure(
                f"{ctx.before_label}: a bare Textual app drawn", old_bare, key="bare app (before)"
            ),
            Figure(
                f"{ctx.before_label}: the home screen drawn and answering keys",
                old_home,
                baseline="bare app (before)",
            ),
            Figure(
                f"{ctx.before_label}: … its list of games filled",
                old_listed,
                baseline="bare app (before)",
            ),
            Figure(
                f"{ctx.before_label}: … the database open and its own list shown",
                old_answering,
                baseline="bare app (before)",
            ),
        ]
    rounds = ctx.runs(3, 1)
    here = str(Path(__file__).resolve().parents[1])
    entries = {"this code": ([sys.executable, __file__, "--child", "turns", "--db", ctx.db], here)}
    if before is not None:
        python, checkout, history = before
        entries = {
            "before": ([python, __file__, "--child", "turns", "--db", history], checkout),
            **entries,
        }
    entered = turns(entries, rounds)
    section.method += (
        f"; {TURNS} turns entered one after the other in the app on the history, each line "
        "typed then its Enter sent as the terminal sends it, timed until the turn is on the "
        f"sheet (the next player's line open) and written to the database, {rounds} processes"
        + (" of each code in turn" if before is not None else "")
    )
    if before is not None:
        section.figures.append(
            Figure(
                f"{ctx.before_label}: a turn entered → the next player on screen and the turn "
                "saved, median",
                median(entered["before"]),
                detail=f"90th percentile {ms(percentile(entered['before'], 0.9))}",
                key="turn (before)",
            )
        )
    section.figures.append(
        Figure(
            "a turn entered → the next player on screen and the turn saved, median",
            median(entered["this code"]),
            detail=f"90th percentile {ms(percentile(entered['this code'], 0.9))}",
            baseline="turn (before)" if before is not None else None,
            aims=(at_most(1, "issue 44: no slower", ratio=True),) if before is not None else (),
        )
    )
    with tempfile.TemporaryDirectory() as folder:
        copy = str(Path(folder) / "preview.db")  # the preview adds a game: not in the history
        times = asyncio.run(preview(copy, keystrokes))
        keys, shown, written = asyncio.run(burst(copy))
    section.figures += [
        Figure(
            "app-side preview update per keystroke, median",
            median(times),
            detail=f"99th percentile {ms(percentile(times, 0.99))}",
            aims=(at_most(10, "issue 5"),),
        ),
        Figure(
            f"keys typed ahead: 20 whole turns ({keys} keys) pasted at once, until all are on "
            "the sheet",
            shown,
            detail=f"{ms(shown / keys)} a key; all written after {written:,.0f} ms",
        ),
    ]
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", help="the club history (default: where run_all keeps it)")
    parser.add_argument(
        "--child", choices=["bare", "marquoir", "marquoir-loaded", "marquoir-answering", "turns"]
    )
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--launched", type=float, help="(child) the parent's clock at launch")
    args = parser.parse_args()
    if args.child == "turns":
        turns_child(args.db)
        return
    if args.child:
        child(args.child, args.db, args.launched)
        return
    from bench.figures import Context, club_history, standalone

    standalone(lambda ctx: run(ctx, args.runs), Context(db=args.db or club_history()))


if __name__ == "__main__":
    main()
