"""Benchmark: a turn entered while another process reads (issue 12).
``uv run python bench/concurrency_bench.py [--db PATH]``, after ``bench/club_bench.py``.

A second process computes the all-time standings over and over (each one read transaction
over the whole 20,000-game history); meanwhile this process enters turns into a game of its
own, one every 50 ms, and times each entry from the call to its return. For comparison, the
same with no reader.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import (  # noqa: E402
    Context,
    Figure,
    Section,
    at_most,
    club_history,
    median,
    ms,
    needs_history,
    percentile,
    standalone,
)
from marquoir.games.mille_sabords.rules import ManualTurn, make_profile  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402

READER = """
import sys, time
from marquoir.use_cases import UseCases
with UseCases.open(db=sys.argv[1]) as cases:
    print("reading", flush=True)
    end = time.monotonic() + float(sys.argv[2])
    while time.monotonic() < end:
        cases.standings(None)
"""


def entries(cases: UseCases, game: int, turns: int) -> list[float]:
    players = cases.game(game).players
    times = []
    for i in range(turns):
        turn = ManualTurn(players[i % len(players)], 100)
        start = time.perf_counter()
        cases.enter_turn(game, turn)
        times.append((time.perf_counter() - start) * 1000)
        time.sleep(0.05)
    return times


def figure(what: str, times: list[float], **rest: object) -> Figure:
    return Figure(
        what,
        median(times),
        detail=f"95th percentile {ms(percentile(times, 0.95))}, slowest {ms(max(times))}",
        **rest,  # type: ignore[arg-type]
    )


def run(ctx: Context, turns: int = 60) -> Section:
    turns = ctx.runs(turns, 10)
    section = Section(
        "concurrency",
        "A turn entered while another process reads",
        "uv run python bench/concurrency_bench.py",
        f"a turn entered every 50 ms, {turns} of them, each timed from the call to its return "
        "(medians), with nobody else reading, then while a second process computes the "
        "all-time standings over and over (each a read transaction over the whole history)",
    )
    if not needs_history(section, ctx):
        return section
    assert ctx.db is not None
    with UseCases.open(db=ctx.db) as cases:
        game = cases.start_game(
            ["Bench A", "Bench B"], make_profile("classic", target=100_000), season="bench"
        ).id
        alone = entries(cases, game, turns)
        seconds = turns * 0.1 + 10
        reader = subprocess.Popen(
            [sys.executable, "-c", READER, ctx.db, str(seconds)], stdout=subprocess.PIPE, text=True
        )
        try:
            assert reader.stdout is not None and reader.stdout.readline().strip() == "reading"
            time.sleep(1.0)  # the first all-time standings are under way
            read = entries(cases, game, turns)
        finally:
            reader.kill()
            reader.wait()
        cases.delete_game(game)
        cases.empty_deleted()
    section.figures.append(figure("a turn entered, nobody else reading", alone, key="alone"))
    slowest = max(read)
    section.figures.append(
        figure(
            "a turn entered, all-time standings running in another process", read, baseline="alone"
        )
    )
    section.figures.append(
        Figure(
            "the slowest of those turns",
            slowest,
            aims=(at_most(50, "issue 12"),),
        )
    )
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=club_history())
    parser.add_argument("--turns", type=int, default=60)
    args = parser.parse_args()
    standalone(lambda ctx: run(ctx, args.turns), Context(db=args.db))


if __name__ == "__main__":
    main()
