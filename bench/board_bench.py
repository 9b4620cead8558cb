"""Benchmark: what the board costs the database (issue 11).
``uv run python bench/board_bench.py [--db PATH]``, after ``bench/club_bench.py``.

The board asks every second whether its game changed: the game in progress (when no game is
named) and that game's stamp, two indexed rows. This times that question on the 20,000-game
club history, then the read the board makes only when the answer changed (the game read and
replayed), and the time from a turn entered in one connection to a board's next poll seeing
it in another (a poll's cost, not the one-second wait).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import (  # noqa: E402
    Context,
    Figure,
    Section,
    club_history,
    median,
    ms,
    needs_history,
    standalone,
)
from marquoir.games.mille_sabords.rules import ManualTurn, make_profile  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402


def timed(call: object, times: int) -> list[float]:
    assert callable(call)
    spent = []
    for _ in range(times):
        start = time.perf_counter()
        call()
        spent.append((time.perf_counter() - start) * 1000)
    return spent


def figure(what: str, spent: list[float]) -> Figure:
    return Figure(what, median(spent), detail=f"slowest {ms(max(spent))} of {len(spent)}")


def run(ctx: Context) -> Section:
    section = Section(
        "board",
        "What a board following a game costs the database",
        "uv run python bench/board_bench.py",
        "in-process on the 20,000-game history, two connections (the Captain's and the "
        "board's); the board asks once a second (medians)",
    )
    if not needs_history(section, ctx):
        return section
    db = ctx.db
    with UseCases.open(db=db) as captain, UseCases.open(db=db) as board:
        game = captain.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id

        def poll() -> str:
            in_progress = board.game_in_progress()
            assert in_progress is not None
            return board.game_stamp(in_progress)

        polls = timed(poll, ctx.runs(200, 20))
        for i in range(30):
            captain.enter_turn(game, ManualTurn(["Anne", "Bruno", "Chloé"][i % 3], 100))
        reads = timed(lambda: board.game(game), ctx.runs(100, 10))
        seen = []
        for i in range(ctx.runs(50, 5)):
            before = poll()
            captain.enter_turn(game, ManualTurn(["Anne", "Bruno", "Chloé"][i % 3], 100))
            start = time.perf_counter()
            assert poll() != before
            board.game(game)
            seen.append((time.perf_counter() - start) * 1000)
        captain.delete_game(game)
        captain.empty_deleted()
    section.figures = [
        figure("the poll: the game in progress and its stamp (two indexed rows)", polls),
        figure("the read when the stamp changed: the game (30 turns) read and replayed", reads),
        figure(
            "a turn entered in one connection, seen by the next poll in another, read and replayed",
            seen,
        ),
    ]
    return section


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--db", default=club_history())
    standalone(run, Context(db=parser.parse_args().db))


if __name__ == "__main__":
    main()
