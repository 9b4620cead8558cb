"""Benchmark: a turn entered from a player's phone (issue 49). ``uv run python
bench/seats_bench.py``

Serves ``marquoir board --serve --seats`` (the real process) over a throwaway database holding
a Mille Sabords game of eight players, opens each seat's page once (as each player's phone
does), then follows the board from 10 pages (server-sent event streams, as a phone's browser
opens one) and posts turns from the seat to play (``POST <seat>turn``, a JSON body with its
key, as the page's script sends it): the time from the post to every page holding the new
board, and the post's own answer. Reports the server's memory with its seats and pages, and
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
from marquoir.table import Table  # noqa: E402
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
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
    connector = aiohttp.TCPConnector(limit=0)
    async with aiohttp.ClientSession(timeout=timeout, connector=connector) as session:
        for seat in seats:  # each player's phone opens its seat's page
            async with session.get(seat) as page:
                await page.read()
        streams = [await session.get(url + "events") for _ in range(PAGES)]
        await asyncio.gather(*(next_board(s) for s in streams))
        spent, answered = [], []
        for i in range(turns):
            with Table.open(db=str(db)) as table:
                view = table.game(1)
            seat = view.state.next_seat
            line = LINES[i % len(LINES)]
            body = {"line": line, "key": f"bench-{i}"}
            start = time.perf_counter()
            async with session.post(seats[seat] + "turn", json=body) as answer:
                assert answer.status == 200, (answer.status, await answer.text())
                await answer.read()
            answered.append(time.perf_counter() - start)
            total = view.state.totals[seat]
            with Table.open(db=str(db)) as table:
                after = table.game(1).state.totals[seat]
            shown = f"{after:,}" if after != total else None
            if shown is not None:
                await asyncio.gather(*(board_with(s, shown) for s in streams))
            else:
                await asyncio.gather(*(next_board(s) for s in streams))
            spent.append(time.perf_counter() - start)
        for stream in streams:
            stream.close()
    return {
        "median": statistics.median(spent) * 1000,
        "slowest": max(spent) * 1000,
        "answer": statistics.median(answered) * 1000,
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
        f"holds the new board (medians of {turns} turns), and the server's memory",
    )
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "seats.db"
        with Table.open(db=str(db)) as table:
            table.start_game(list(NAMES), CLASSIC_PROFILE)
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
