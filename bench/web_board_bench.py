"""Benchmark: what the served board costs (issue 25). ``uv run python bench/web_board_bench.py``

Serves ``marquoir board --serve`` (the real process) over a throwaway database holding a game
of five players, then with 1, 10 and 50 pages following it (server-sent event streams opened
here, as a phone's browser opens one): the server's memory (its resident set, and its peak),
the time from a turn entered through ``UseCases`` to every page holding the new board (a few
turns each), and with 10 pages the CPU the server spends while nothing happens. Reports the
processes the serve runs (one, whatever the number of pages).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import aiohttp

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import Context, Figure, Section, at_most, ms, standalone  # noqa: E402
from marquoir.games.mille_sabords.rules import ManualTurn  # noqa: E402
from marquoir.store import open_store  # noqa: E402
from marquoir.use_cases import UseCases, game_document  # noqa: E402
from marquoir.win_live import WinWorker  # noqa: E402
from scripts.board_in_browser import free_port, serving  # noqa: E402
from scripts.screenshots import crowd  # noqa: E402


def status_kb(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise KeyError(field)


def pss_kb(pid: int) -> int:
    """The proportional set: the process's own pages, and its share of the shared ones."""
    for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
        if line.startswith("Pss:"):
            return int(line.split()[1])
    raise KeyError("Pss")


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def child_pids(pid: int) -> list[int]:
    """The processes ``pid`` started, and theirs (the chances' worker and its helpers)."""
    path = Path(f"/proc/{pid}/task/{pid}/children")
    found = [int(child) for child in path.read_text().split()] if path.exists() else []
    return found + [grand for child in found for grand in child_pids(child)]


def children(pid: int) -> int:
    return len(child_pids(pid))


def children_rss_kb(pid: int) -> int:
    """The resident memory of every process ``pid`` started (0 when none)."""
    total = 0
    for child in child_pids(pid):
        with contextlib.suppress(OSError, KeyError):  # ended meanwhile
            total += status_kb(child, "VmRSS")
    return total


async def next_board(stream: aiohttp.ClientResponse) -> str:
    kind, data = "", []
    while True:
        line = (await stream.content.readline()).decode()
        if not line:
            raise ConnectionError("the stream ended")
        line = line.rstrip("\n")
        if line.startswith("event: "):
            kind = line[7:]
        elif line.startswith("data: "):
            data.append(line[6:])
        elif not line:
            if kind == "board":
                return "\n".join(data)
            kind, data = "", []


async def board_with(stream: aiohttp.ClientResponse, text: str) -> str:
    """The first board pushed that holds ``text`` (a turn's board may come first with its
    chances still being worked out, then again with them)."""
    while True:
        board = await next_board(stream)
        if text in board:
            return board


async def measure(
    url: str, pid: int, db: Path, pages: int, turns: int, app: WinWorker | None
) -> dict[str, float]:
    """``pages`` pages following the served board while ``turns`` turns are entered; ``app``:
    the Captain's app's chances' worker, asked after every turn as the app asks it (None: no
    app, the served board works them out itself)."""
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
    connector = aiohttp.TCPConnector(limit=0)
    asked: list[asyncio.Task[object]] = []

    def captains_chances(captain: UseCases) -> None:
        if app is not None:
            view = captain.game(1)
            document = game_document(view.game, view.setup, view.turns)
            asked.append(asyncio.create_task(app.chances(document)))

    async with aiohttp.ClientSession(timeout=timeout, connector=connector) as session:
        streams = [await session.get(url + "events") for _ in range(pages)]
        with UseCases.open(db=str(db)) as captain:
            captains_chances(captain)
        await asyncio.gather(*(next_board(s) for s in streams))
        await asyncio.sleep(2.0)
        spent = []
        for i in range(turns):
            with UseCases.open(db=str(db)) as captain:
                name = captain.game(1).players[captain.game(1).state.next_seat]
                start = time.perf_counter()
                captain.enter_turn(1, ManualTurn(name, 100 + i))
                captains_chances(captain)
            await asyncio.gather(*(board_with(s, f"+{100 + i}") for s in streams))
            spent.append(time.perf_counter() - start)
            await asyncio.sleep(random.uniform(0.1, 0.9))  # anywhere in the poll's period
        await asyncio.gather(*asked)
        # the last turn's chances reach the pages (the app's, or the server's own worker's)
        await asyncio.wait_for(board_with(streams[0], "% to win"), 60)
        rss, pss, worker = status_kb(pid, "VmRSS"), pss_kb(pid), children_rss_kb(pid)
        idle = 0.0
        if pages == 10:
            before, started = cpu_seconds(pid), time.perf_counter()
            await asyncio.sleep(10.0)
            idle = (cpu_seconds(pid) - before) / (time.perf_counter() - started) * 100
        for stream in streams:
            stream.close()
    return {
        "rss": rss / 1024,
        "pss": pss / 1024,
        "peak": status_kb(pid, "VmHWM") / 1024,
        "median": statistics.median(spent) * 1000,
        "slowest": max(spent) * 1000,
        "idle": idle,
        "children": children(pid),
        "worker": worker / 1024,
    }


def run(ctx: Context, turns: int = 12) -> Section:
    turns = ctx.runs(turns, 3)
    section = Section(
        "web-board",
        "The served board (phones)",
        "uv run python bench/web_board_bench.py",
        "`marquoir board --serve` (the real process) over a game of five players, with 1, 10 "
        "and 50 pages following it (their event streams, opened as a browser does): its "
        f"memory, the time from a turn entered through `UseCases` to every page holding the new "
        f"board (medians of {turns} turns each), its CPU while nothing happens (10 pages, 10 s)",
    )
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "board.db"
        store = open_store(f"sqlite:///{db}")
        crowd(UseCases(store), 5)
        store.close()
        # the server and the Captain's app share a cache folder of their own
        os.environ["XDG_CACHE_HOME"] = str(Path(folder) / "cache")
        app = WinWorker()
        with serving(db, "en", free_port()) as serve:
            pid = serve.process.pid
            time.sleep(1.0)
            rss, pss = status_kb(pid, "VmRSS") / 1024, pss_kb(pid) / 1024
            section.figures.append(
                Figure(
                    "the server's memory, no page", rss, "MB", detail=f"proportional {pss:.1f} MB"
                )
            )
            idle = 0.0
            for pages in (1, 10, 50):
                got = asyncio.run(measure(serve.url, pid, db, pages, turns, app))
                section.figures.append(
                    Figure(
                        f"the server's memory, {pages} page{'s' if pages > 1 else ''}",
                        got["rss"],
                        "MB",
                        detail=f"proportional {got['pss']:.1f} MB, peak {got['peak']:.1f} MB; "
                        f"{got['children']:.0f} child processes",
                        aims=(at_most(60, "issue 25"),),
                    )
                )
                section.figures.append(
                    Figure(
                        f"… in all, beside the Captain's app (its chances read, no worker of "
                        f"its own), {pages} page{'s' if pages > 1 else ''}",
                        got["rss"] + got["worker"],
                        "MB",
                        detail=f"{got['children']:.0f} processes of its own, "
                        f"{got['worker']:.1f} MB",
                        aims=(at_most(60, "issue 25, in all"),),
                    )
                )
                section.figures.append(
                    Figure(
                        f"a turn entered → every page holds the new board, {pages} "
                        f"page{'s' if pages > 1 else ''}, median",
                        got["median"],
                        detail=f"slowest {ms(got['slowest'])}",
                        aims=(at_most(1000, "issue 25"),),
                    )
                )
                idle = got["idle"] if pages == 10 else idle
            section.figures.append(
                Figure("CPU while nothing happens, 10 pages, 10 s", idle, "% of a core")
            )
            got = asyncio.run(measure(serve.url, pid, db, 1, 3, None))
            section.figures.append(
                Figure(
                    "… in all, with no app beside it (its own chances' worker), 1 page",
                    got["rss"] + got["worker"],
                    "MB",
                    detail=f"the worker {got['worker']:.1f} MB (numpy, numba and its compiled "
                    "loops, the turn models)",
                    aims=(at_most(60, "issue 25, in all"),),
                )
            )
        app.close()
    return section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--turns", type=int, default=12, help="turns timed for each count")
    turns = parser.parse_args().turns
    standalone(lambda ctx: run(ctx, turns), Context())


if __name__ == "__main__":
    main()
