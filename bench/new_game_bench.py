"""Benchmark of the new-game form (issue 20): ``uv run python bench/new_game_bench.py``.

How long the form takes to seat a player, at 80×24, on a roster of 40 players: from the Enter
that adds a typed name (its letters already on the line), or the Enter that picks a name in
the roster, until the app has finished with it (the seating and the roster redrawn, the key
gate idle: the next key may come), for the 1st to the 8th player. Next to it, in the same
run, the baseline: one letter typed in the name field, timed the same way (what any key costs
the app).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import Context, Figure, Section, at_most, median, ms, standalone  # noqa: E402

NAMES = ["Anne", "Bruno", "Chloé", "Dominique", "Éloïse", "François", "Gaëlle", "Hugo"]


async def measure(runs: int = 5) -> dict[str, list[float]]:
    from textual import events
    from textual.widgets import OptionList

    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
    from marquoir.store import open_store
    from marquoir.tui.app import MarquoirApp
    from marquoir.tui.screens.new_game import NewGameScreen
    from marquoir.use_cases import UseCases

    folder = tempfile.mkdtemp()
    store = open_store(f"sqlite:///{folder}/bench.db")
    cases = UseCases(store)
    roster = [f"Joueur {i:02d}" for i in range(40)]
    for i in range(0, 40, 4):  # 40 players on the roster, each with a game
        game = cases.start_game(roster[i : i + 4], make_profile("classic")).id
        cases.enter_turn(game, ManualTurn(roster[i], 100))
    spent: dict[str, list[float]] = {"letter": [], "typed name": [], "roster name": []}
    app = MarquoirApp(cases, "en")

    async def handled(app: MarquoirApp) -> None:
        """Until the gate has taken the keys posted and the app has finished with them."""
        while app.keys.idle:
            await asyncio.sleep(0)
        await app.keys.wait_idle()

    async def timed(app: MarquoirApp, key: events.Key) -> float:
        start = time.perf_counter()
        app.post_message(key)
        await handled(app)
        return (time.perf_counter() - start) * 1000

    def key(char: str) -> events.Key:
        return events.Key("enter", "\r") if char == "\r" else events.Key(char, char)

    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        for _ in range(runs):
            app.push_screen(NewGameScreen())
            await pilot.pause(0.3)
            screen = app.screen
            assert isinstance(screen, NewGameScreen)
            for name in NAMES[:4]:
                for char in name[:-1]:
                    app.post_message(key(char))
                await handled(app)
                spent["letter"].append(await timed(app, key(name[-1])))
                spent["typed name"].append(await timed(app, key("\r")))
            # the last four from the roster: its first name, picked with Enter
            listed = screen.query_one("#roster", OptionList)
            listed.focus()
            for _ in range(4):
                listed.highlighted = 0
                await pilot.pause(0.05)
                spent["roster name"].append(await timed(app, key("\r")))
            assert len(screen.seated) == 8, screen.seated
            app.pop_screen()
            await pilot.pause(0.1)
    store.close()
    return spent


def run(ctx: Context) -> Section:
    runs = ctx.runs(5, 1)
    spent = asyncio.run(measure(runs))
    section = Section(
        "new-game",
        "The new-game form at the speed of typing",
        "uv run python bench/new_game_bench.py",
        f"in-process, at 80×24 with 40 players on the roster, {runs} forms filled with 8 "
        "players each, from the key to the app ready for the next (medians), next to one "
        "letter typed in the name field timed the same way",
    )
    labels = {
        "letter": "one letter typed in the name field (any key: the baseline)",
        "typed name": "a typed name seated (Enter)",
        "roster name": "a roster name seated (Enter on it)",
    }
    for what, values in spent.items():
        section.figures.append(
            Figure(
                labels[what],
                median(values),
                detail=f"slowest {ms(max(values))} of {len(values)}",
                key="a letter" if what == "letter" else "",
                baseline=None if what == "letter" else "a letter",
                aims=() if what == "letter" else (at_most(50, "issue 20"),),
            )
        )
    return section


if __name__ == "__main__":
    standalone(run, Context())
