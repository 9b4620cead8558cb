"""Benchmark of the store (issue 4). Run: ``uv run python bench/club_bench.py [--db PATH]``.

``bench/run_all.py`` calls :func:`run` on its copy of the history, and :func:`run_build`
(``--club-build``, or when it has no history yet) to build the history where it keeps it.

Generates a club history of 20,000 games (100 players, 3-5 seats, target 8,000: about 30
rounds), stores it (10 seasons of 2,000 games, one bulk import each), then times opening one
game (load and replay) and listing one season's games. The database is kept at --db (default
in the user's cache folder, where run_all keeps it) for the other benchmarks; an existing one
is reused unless --fresh.
"""

from __future__ import annotations

import argparse
import random
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
    standalone,
    timed,
)
from marquoir.exports.game_json import write_game  # noqa: E402
from marquoir.games.mille_sabords.rules import RULES, make_profile, make_setup  # noqa: E402
from marquoir.store import open_store  # noqa: E402
from marquoir.use_cases import UseCases  # noqa: E402
from tests.gamegen import play  # noqa: E402

GAMES, SEASONS, PLAYERS = 20_000, 10, 100
FIRST_NAMES = ["Anne", "Bruno", "Chloé", "Dan", "Élise", "Farid", "Gaëlle", "Hugo", "Inès", "Jules"]


def roster() -> list[str]:
    return [f"{name} {letter}." for name in FIRST_NAMES for letter in "ABCDEFGHIJ"][:PLAYERS]


def history(seed: int = 2026) -> list[list[dict[str, object]]]:
    rnd = random.Random(seed)
    players = roster()
    seasons = []
    for _ in range(SEASONS):
        documents = []
        for _ in range(GAMES // SEASONS):
            edition = rnd.choice(["classic", "2025"])
            setup = make_setup(
                rnd.sample(players, rnd.randint(3, 5)), make_profile(edition, target=8000)
            )
            documents.append(write_game(RULES, setup, play(rnd, setup, 400)))
        seasons.append(documents)
    return seasons


def season_name(i: int) -> str:
    return str(2017 + i)


def build(url: str) -> tuple[float, int, float]:
    """Generate the history and load it into ``url``: the seconds each took, and the turns."""
    start = time.perf_counter()
    seasons = history()
    generated = time.perf_counter() - start
    turns = sum(len(d["turns"]) for s in seasons for d in s)  # type: ignore[arg-type]
    print(f"generated {GAMES:,} games, {turns:,} turns in {generated:.1f} s", file=sys.stderr)
    cases = UseCases(open_store(url))
    start = time.perf_counter()
    for i, documents in enumerate(seasons):
        cases.import_games(documents, season=season_name(i))
    loaded = time.perf_counter() - start
    cases.store.close()
    print(f"loaded in {loaded:.1f} s", file=sys.stderr)
    return generated, turns, loaded


def build_section(url: str, size_mb: float | None, spent: tuple[float, int, float]) -> Section:
    generated, turns, loaded = spent
    section = Section(
        "club-build",
        "Building the 20,000-game club history",
        "uv run python bench/club_bench.py --fresh",
        f"{GAMES:,} random legal games (100 players, 3–5 seats, target 8,000, {SEASONS} "
        f"seasons) generated, then loaded, each validated by replay, one bulk import a season",
    )
    section.figures.append(Figure(f"generate the history ({turns:,} turns)", generated, "s"))
    section.figures.append(
        Figure(
            "load it: validate every game by replay, bulk insert, 10 transactions",
            loaded,
            "s",
            detail=f"{size_mb:,.0f} MB file" if size_mb is not None else "",
        )
    )
    return section


def run_build(ctx: Context) -> Section:
    """Build the history afresh where run_all keeps it (``ctx.history``), timed."""
    assert ctx.history, "run_build needs the history's path"
    path = Path(ctx.history)
    for suffix in ("", "-wal", "-shm"):
        Path(str(path) + suffix).unlink(missing_ok=True)
    spent = build(f"sqlite:///{path}")
    return build_section(str(path), path.stat().st_size / 1e6, spent)


def figures(url: str, ctx: Context) -> list[Figure]:
    cases = UseCases(open_store(url))
    ids = [g.id for g in cases.games(season=season_name(0))]
    assert len(ids) == GAMES // SEASONS, f"a season holds {len(ids):,} games"
    rnd = random.Random(1)
    opens = timed(lambda: cases.game(rnd.randint(1, GAMES)), ctx.runs(300, 30))
    season = timed(lambda: cases.games(season=season_name(5)), ctx.runs(30, 3))
    every = timed(lambda: cases.games(), ctx.runs(5, 1))
    cases.store.close()
    return [
        Figure(
            "open one game (load the facts and replay), median",
            median(opens),
            detail=f"best {ms(min(opens))}, {len(opens)} runs",
            aims=(at_most(10, "issue 4"),),
        ),
        Figure(
            "list one season's 2,000 games (id, date, season, players, status, winners), median",
            median(season),
            detail=f"{len(season)} runs",
            aims=(at_most(50, "issue 4"),),
        ),
        Figure(f"list all {GAMES:,} games, median", median(every), detail=f"{len(every)} runs"),
    ]


def run(ctx: Context) -> Section:
    section = Section(
        "club",
        "The store on the 20,000-game club history",
        "uv run python bench/club_bench.py",
        "in-process on the SQLite file (medians)",
    )
    if needs_history(section, ctx):
        assert ctx.db is not None
        section.figures = figures(f"sqlite:///{ctx.db}", ctx)
        size = Path(ctx.db).stat().st_size / 1e6
        section.facts.append(f"The file: {size:,.0f} MB, {GAMES:,} games.")
    return section


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--db", default=club_history())
    parser.add_argument("--db-url", help="another database, e.g. PostgreSQL")
    parser.add_argument("--fresh", action="store_true", help="rebuild the history")
    args = parser.parse_args()
    url = args.db_url or f"sqlite:///{args.db}"
    path = Path(args.db)
    if args.fresh and not args.db_url:
        for suffix in ("", "-wal", "-shm"):
            Path(str(path) + suffix).unlink(missing_ok=True)
    if args.db_url or args.fresh or not path.exists():
        spent = build(url)
        size = None if args.db_url else path.stat().st_size / 1e6
        standalone(lambda ctx: build_section(url, size, spent), Context())
    if args.db_url:
        ctx = Context()
        standalone(
            lambda ctx: Section(
                "club", "The store", "bench/club_bench.py --db-url", "", figures(url, ctx)
            ),
            ctx,
        )
    else:
        standalone(run, Context(db=str(path)))


if __name__ == "__main__":
    main()
