"""Benchmark of what keeps bad data out (issue 16): ``uv run python bench/limits_bench.py``.

1. Opening the 20,000-game history of ``bench/club_bench.py`` when Marquoir did not leave
   the file itself (``PRAGMA quick_check`` first, read-only) and when it did (the check is
   skipped: the file is as Marquoir left it).
2. The largest game file Marquoir takes (2,000 turns): how long its import holds the write
   lock (one transaction), and how quickly a file over the limits is refused.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1]))

from bench.figures import Context, Figure, Section, club_history, standalone  # noqa: E402
from marquoir.exports.game_json import write_game  # noqa: E402
from marquoir.games.mille_sabords.rules import (  # noqa: E402
    RULES,  # noqa: E402
    ManualTurn,
    make_profile,
    make_setup,
)
from marquoir.store import health, open_store  # noqa: E402
from marquoir.use_cases import UseCases, read_game_file  # noqa: E402


def opening(db: Path, runs: int = 3) -> tuple[float, float]:
    """Seconds to open the file when Marquoir did not leave it (checked), and when it did."""

    def forget() -> None:
        cache = health._cache_file()
        known = health._known()
        known.pop(str(db), None)
        cache.write_text(json.dumps(known), "utf-8")

    cold, warm = [], []
    for _ in range(runs):
        forget()
        start = time.perf_counter()
        open_store(f"sqlite:///{db}").close()  # checks, then notes the file as it leaves it
        cold.append(time.perf_counter() - start)
        start = time.perf_counter()
        open_store(f"sqlite:///{db}").close()
        warm.append(time.perf_counter() - start)
    return statistics.median(cold), statistics.median(warm)


def largest_file() -> tuple[int, float, float, float, str]:
    """The file's size, the seconds to check it, to store it, to refuse one turn more, and
    the refusal's sentence."""
    setup = make_setup(["Anne", "Bruno", "Chloé"], make_profile("classic", target=100_000))
    turns = [ManualTurn(setup.players[i % 3], 10, 0, "x" * 100) for i in range(2000)]
    document = write_game(RULES, setup, turns)
    text = json.dumps(document)
    with (
        tempfile.TemporaryDirectory() as folder,
        UseCases(open_store(f"sqlite:///{folder}/m.db")) as cases,
    ):
        start = time.perf_counter()
        read = read_game_file(json.loads(text))
        checked = time.perf_counter() - start
        start = time.perf_counter()
        cases.import_read(read)
        written = time.perf_counter() - start
        over = json.loads(text)
        over["turns"].append({"player": "Bruno", "manual": {"points": 0}})
        start = time.perf_counter()
        try:
            read_game_file(over)
        except Exception as error:  # the refusal is the point
            refused = time.perf_counter() - start
            why = str(error)
        else:
            raise AssertionError("a file of 2,001 turns was taken")
    return len(text), checked, written, refused, why


def run(ctx: Context) -> Section:
    runs = ctx.runs(3, 1)
    section = Section(
        "limits",
        "What keeps bad data out",
        "uv run python bench/limits_bench.py",
        f"in-process: opening the club history (medians of {runs}) when Marquoir did not "
        "leave the file itself (`PRAGMA quick_check` first, read-only) and when it did (the "
        "check skipped); the largest game file Marquoir takes (2,000 turns)",
    )
    if ctx.db and Path(ctx.db).exists():
        db = Path(ctx.db)
        checked, left = opening(db, runs)
        size = db.stat().st_size / 1e6
        section.figures.append(
            Figure(
                f"open the {size:,.0f} MB history, as Marquoir left it",
                left * 1000,
                key="as left",
            )
        )
        section.figures.append(
            Figure(
                "the same, not left by Marquoir: the quick check first",
                checked * 1000,
                baseline="as left",
            )
        )
    else:
        section.figures.append(
            Figure("open the club history", None, why_not="no club history (bench/club_bench.py)")
        )
    size, checked_s, written, refused, why = largest_file()
    section.figures += [
        Figure(
            f"the largest game file taken (2,000 turns, {size / 1e3:,.0f} kB): checked and replayed",
            checked_s * 1000,
        ),
        Figure("… stored (how long its import holds the write lock)", written * 1000),
        Figure("2,001 turns refused", refused * 1000),
    ]
    section.facts.append(f"The refusal: “{why}”")
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=club_history())
    args = parser.parse_args()
    standalone(run, Context(db=args.db))


if __name__ == "__main__":
    main()
