"""An SQLite database is read with SQLite's dialect alone: opening a database with nothing to
rebuild, then listing its games, reading the standings, the seasons and one game (what the
read-only commands, the app's home screen and the served board do) loads no PostgreSQL dialect
and no PostgreSQL driver (issues 24 and 25; the models, SQLModel's, are loaded: they are the
schema, issue 44). And the newest games of a list are the newest whatever their game."""

import subprocess
import sys
from pathlib import Path

from marquoir.games.dix_mille.rules import make_profile as dix_mille_profile
from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.use_cases import UseCases

ROOT = Path(__file__).resolve().parents[2]
HEAVY = ("sqlalchemy.dialects.postgresql", "psycopg", "sqlmodel")


def loaded_after(code: str) -> list[str]:
    probe = f"{code}\nimport sys\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return done.stdout.split()


def a_history(path: Path) -> int:
    cases = UseCases(open_store(f"sqlite:///{path}"))
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    cases.enter_turn(game_id, ManualTurn("Bruno", 100))
    cases.start_game(["Anne", "Bruno"], make_profile("classic"))
    cases.close()
    return game_id


def test_the_reads_load_no_other_dialect(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    game_id = a_history(path)
    reads = (
        "from marquoir.use_cases import UseCases\n"
        f"cases = UseCases.open(db={str(path)!r})\n"
        "season = cases.current_season()\n"
        "assert cases.standings(season)[0].wins == 1\n"
        "assert len(cases.games(season)) == 2 and cases.seasons()\n"
        "cases.games(status='over', turns=True, limit=50)\n"
        f"assert cases.game({game_id}).status == 'over'\n"
        f"cases.game_stamp(cases.game_in_progress() or {game_id})\n"
        "cases.close()\n"
    )
    assert loaded_after(reads) == ["sqlmodel"]  # (the probe sees what is loaded)


def test_the_probe_sees_the_postgresql_dialect() -> None:
    # guards the test above against a probe that would always answer "nothing"
    assert loaded_after("import sqlalchemy.dialects.postgresql") == [
        "sqlalchemy.dialects.postgresql"
    ]


def test_the_newest_games_are_the_newest_of_every_game(db_url: str) -> None:
    cases = UseCases(open_store(db_url))
    for _ in range(3):  # the games of two kinds, started in turn
        cases.start_game(["Anne", "Bruno"], make_profile("classic"))
        cases.start_game(["Anne", "Bruno"], dix_mille_profile(), game="dix-mille")
    cases.start_game(["Anne", "Bruno"], make_profile("classic"))
    every = cases.games(status="playing")
    assert [g.game for g in every[:3]] == ["mille-sabords", "dix-mille", "mille-sabords"]
    for limit in (1, 2, 3, 6, 7, 10):
        assert cases.games(status="playing", limit=limit) == every[:limit]
    assert (
        cases.games(status="playing", game="dix-mille", limit=2)
        == [g for g in every if g.game == "dix-mille"][:2]
    )
    cases.close()
