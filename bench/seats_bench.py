"""Benchmark: a turn entered from a player's phone (issue 49). ``uv run python
bench/seats_bench.py``

Serves ``marquoir board --serve --seats`` (the real process) over a throwaway database holding
a Mille Sabords game of eight players, opens each seat's page once (as each player's phone
does), then follows the board from 10 pages (server-sent event streams, as a phone's browser
opens one) and posts turns from the seat to play (``POST <seat>turn``, a JSON body with its
key, as the page's script sends it): the time from the post to every page holding the new
board, until the Captain's app (headless, on the game's sheet) has it, and the post's own
answer. Reports the server's memory with its seats and pages, and
the same serve's without ``--seats``.
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

import aiohttp

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import Context, Figure, Section, at_most, ms, standalone  # noqa: E402
from bench.web_board_bench import board_with, next_board, pss_kb, status_kb  # noqa: E402
from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402
from scripts.board_in_browser import free_port, serving  # noqa: E402

#: the players (the most a game seats) and the pages following the board
NAMES = ("Anne", "Bruno", "Chloé", "Dan", "Élise", "Farid", "Gaëlle", "Hugo")
PAGES = 10
#: the turns posted, each a different line (its points tell its board apart)
LINES = ("p xxggggds", "g ggggmmmm", "d ddddssxx", "n mmmmppss", "a mmmpppsx", "s ggggggxx")


def seat_addresses(process: subprocess.Popen[str], count: int) -> list[str]:
    """The seats' addresses the serve prints after the board's, in seating order."""
    assert process.stdout is not None
    found: list[str] = []
    deadline = time.monotonic() + 60
    while len(found) < count and time.monotonic() < deadline:
        name, _, url = process.stdout.readline().strip().partition(": ")
        if url.startswith("http://") and "/seat/" in url:
            found.append(url)
    return found


async def measure(url: str, seats: list[str], db: Path, turns: int) -> dict[str, float]:
    """Post ``turns`` turns from the seat to play while 10 pages follow the board and the
    Captain's app (headless, on the game's sheet) follows the game: the times until every
    page holds the new board, until the app's sheet has the turn, and the posts' answers."""
    from marquoir.rules import game_rules
    from marquoir.rules.phone import phone_module
    from marquoir.store import open_store
    from marquoir.tui.app import MarquoirApp

    timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
    connector = aiohttp.TCPConnector(limit=0)
    store = open_store(f"sqlite:///{db}")
    app = MarquoirApp(UseCases(store), "en")
    async with (
        aiohttp.ClientSession(timeout=timeout, connector=connector) as session,
        app.run_test(size=(120, 36)) as pilot,
    ):
        app.open_game(1)
        await pilot.pause()
        while getattr(app.screen, "view", None) is None:
            await pilot.pause(0.01)
        sheet = app.screen
        for seat in seats:  # each player's phone opens its seat's page
            async with session.get(seat) as page:
                await page.read()
        streams = [await session.get(url + "events") for _ in range(PAGES)]
        await asyncio.gather(*(next_board(s) for s in streams))
        spent, answered, in_app = [], [], []
        for i in range(turns):
            with UseCases.open(db=str(db)) as cases:
                view = cases.game(1)
            seat = view.state.next_seat
            line = LINES[i % len(LINES)]
            body = {"line": line, "key": f"bench-{i}"}
            # the total the turn makes, worked out before the post (the game's own rules)
            turn = phone_module(view.game).read(view.state, view.players[seat], line, frozenset())
            after = game_rules(view.game).replay(view.setup, [*view.turns, turn]).totals[seat]
            changed = after != view.state.totals[seat]
            start = time.perf_counter()

            async def on_pages(
                after: int = after, changed: bool = changed, start: float = start
            ) -> None:
                if changed:
                    await asyncio.gather(*(board_with(s, f"{after:,}") for s in streams))
                else:
                    await asyncio.gather(*(next_board(s) for s in streams))
                spent.append(time.perf_counter() - start)

            async def on_sheet(count: int = len(view.turns) + 1, start: float = start) -> None:
                while len(sheet.turns) < count:  # type: ignore[attr-defined]
                    await asyncio.sleep(0.005)
                in_app.append(time.perf_counter() - start)

            async with session.post(seats[seat] + "turn", json=body) as answer:
                assert answer.status == 200, (answer.status, await answer.text())
                await answer.read()
            answered.append(time.perf_counter() - start)
            await asyncio.gather(on_pages(), on_sheet())
        for stream in streams:
            stream.close()
    store.close()
    return {
        "median": statistics.median(spent) * 1000,
        "slowest": max(spent) * 1000,
        "answer": statistics.median(answered) * 1000,
        "app": statistics.median(in_app) * 1000,
        "app_slowest": max(in_app) * 1000,
    }


def run(ctx: Context, turns: int = 16) -> Section:
    turns = ctx.runs(turns, 4)
    section = Section(
        "seats",
        "A turn from a player's phone",
        "uv run python bench/seats_bench.py",
        f"`marquoir board --serve --seats --no-chances` (the real process) over a Mille Sabords "
        f"game of eight players, each seat's page opened once and {PAGES} pages following the "
        f"board: a turn posted from the seat to play (JSON, with its key) until every page "
        f"holds the new board and until the Captain's app (headless, the game's sheet open in "
        f"the bench's process) has it (medians of {turns} turns), and the server's memory",
    )
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "seats.db"
        with UseCases.open(db=str(db)) as cases:
            cases.start_game(list(NAMES), CLASSIC_PROFILE)
        os.environ["XDG_CACHE_HOME"] = str(Path(folder) / "cache")
        with serving(db, "en", free_port(), None, "--no-chances") as serve:
            time.sleep(1.0)
            plain = status_kb(serve.process.pid, "VmRSS") / 1024
        with serving(db, "en", free_port(), None, "--seats", "--no-chances") as serve:
            seats = seat_addresses(serve.process, len(NAMES))
            pid = serve.process.pid
            got = asyncio.run(measure(serve.url, seats, db, turns))
            rss, pss = status_kb(pid, "VmRSS") / 1024, pss_kb(pid) / 1024
        section.figures.append(
            Figure(
                f"a turn posted from a phone → every page holds the new board, {PAGES} pages, "
                "median",
                got["median"],
                detail=f"slowest {ms(got['slowest'])}",
                aims=(at_most(1000, "issue 49"),),
            )
        )
        section.figures.append(
            Figure("… the post answered (the turn recorded), median", got["answer"])
        )
        section.figures.append(
            Figure(
                "… the turn on the Captain's sheet (the app, headless), median",
                got["app"],
                detail=f"slowest {ms(got['app_slowest'])}",
                aims=(at_most(1000, "issue 49"),),
            )
        )
        section.figures.append(
            Figure(
                f"the server's memory, {len(NAMES)} seats and {PAGES} pages",
                rss,
                "MB",
                detail=f"proportional {pss:.1f} MB",
                aims=(at_most(60, "issue 25"),),
            )
        )
        section.figures.append(Figure("… the same serve without --seats, no page", plain, "MB"))
    return section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=16, help="turns posted")
    turns = parser.parse_args().turns
    standalone(lambda ctx: run(ctx, turns), Context())


if __name__ == "__main__":
    main()
