"""The app's first look at the games (issue 24, deliver 5): read in a process of its own
while the store opens, it lists exactly what the store lists, and only from a file the store
would read as it is; anything else looks at nothing, and the store says what is wrong."""

import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from marquoir.games.dix_mille.rules import PointsTurn
from marquoir.games.dix_mille.rules import make_profile as dix_mille_profile
from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import health, open_store
from marquoir.store.first_list import home_list, open_if_unchanged
from marquoir.store.first_list_process import from_json, to_json
from marquoir.use_cases import UseCases, start_first_list

ROOT = Path(__file__).resolve().parents[2]


def a_club(path: Path) -> None:
    """Games of two kinds, finished and not, a tie, a renamed seat, a deleted game, more
    finished games than the list keeps."""
    cases = UseCases(open_store(f"sqlite:///{path}"))
    for round_ in range(5):
        ms = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=1000))
        cases.enter_turn(ms.id, ManualTurn("Anne", 600 + round_ * 100))
        cases.enter_turn(ms.id, ManualTurn("Bruno", 1200))
        if round_ != 2:
            cases.enter_turn(ms.id, ManualTurn("Chloé", 1200))
    for _ in range(3):
        won = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
        cases.enter_turn(won, ManualTurn("Anne", 1500))
        cases.enter_turn(won, ManualTurn("Bruno", 100))
    tie = cases.start_game(["Élise", "Dan"], make_profile("classic", target=500)).id
    cases.enter_turn(tie, ManualTurn("Élise", 500))
    cases.enter_turn(tie, ManualTurn("Dan", 500))
    dm = cases.start_game(["Anne", "Farid"], dix_mille_profile(), game="dix-mille").id
    cases.enter_turn(dm, PointsTurn("Anne", 350))
    gone = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    cases.delete_game(gone)
    cases.rename_player("Bruno", "Bruno Le Gall")
    cases.close()


def test_the_first_look_lists_what_the_store_lists(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    looked = start_first_list(str(path), None, 3).result(timeout=30)
    assert looked is not None
    with UseCases.open(db=str(path)) as cases:
        stored = cases.home_games(3)
        finished = len(cases.games(status="over"))
    assert looked == stored
    # the list is the whole one: finished and unfinished, both games, the tie's two winners
    assert {game.game for game in looked} == {"mille-sabords", "dix-mille"}
    assert any(len(game.winners) == 2 for game in looked)
    assert all(game.created_at.tzinfo is not None for game in looked)
    assert finished > 3 and len([game for game in looked if game.status == "over"]) == 3
    assert to_json(None) == "null" and from_json(to_json(looked)) == looked


def test_the_looking_process_loads_the_store_alone(tmp_path: Path) -> None:
    """It reads through SQLAlchemy (the models' statements, SQLite's dialect): nothing of the
    app, nothing of PostgreSQL."""
    path = tmp_path / "club.db"
    a_club(path)
    probe = (
        "import sys\n"
        "from marquoir.store.first_list import home_list\n"
        f"assert home_list('sqlite:///{path}', 50)\n"
        "wanted = ('textual', 'sqlalchemy.dialects.postgresql', 'psycopg', 'sqlalchemy')\n"
        "print(sorted(m for m in sys.modules if m in wanted))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, check=True, cwd=ROOT
    )
    assert done.stdout.strip() == "['sqlalchemy']"


def known_after(path: Path, sql: str) -> None:
    """Change the file behind Marquoir's back, then have it noted as Marquoir left it (the
    reason the look is refused is then the change itself, not the file's being changed)."""
    connection = sqlite3.connect(path)
    with connection:
        connection.execute(sql)
    connection.close()
    health.remember(path)


@pytest.mark.parametrize(
    "change",
    [
        "UPDATE game SET rules_version = NULL WHERE id = 1",  # to be rebuilt
        "UPDATE game SET rules_version = 0 WHERE game = 'dix-mille'",  # older rules
        "UPDATE rating_chain SET stale_game = 1",  # ratings to compute
        "UPDATE marquoir_meta SET value = '7' WHERE key = 'schema_version'",  # to upgrade
        "UPDATE marquoir_meta SET value = '99' WHERE key = 'schema_version'",  # newer
        "UPDATE marquoir_meta SET value = 'other' WHERE key = 'app'",  # not Marquoir's
    ],
)
def test_a_file_the_store_would_change_or_refuse_gets_no_look(tmp_path: Path, change: str) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    assert home_list(f"sqlite:///{path}", 3) is not None
    known_after(path, change)
    assert open_if_unchanged(f"sqlite:///{path}") is None
    assert start_first_list(str(path), None, 3).result(timeout=30) is None


def test_a_file_changed_since_marquoir_left_it_gets_no_look(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    connection = sqlite3.connect(path)
    with connection:
        connection.execute("UPDATE player SET name = 'X' WHERE name = 'Anne'")
    connection.close()
    assert open_if_unchanged(f"sqlite:///{path}") is None
    with UseCases.open(db=str(path)):  # the store reads it (checked whole), and notes it
        pass
    connection = open_if_unchanged(f"sqlite:///{path}")
    assert connection is not None
    connection.close()


def test_a_file_written_to_while_it_is_read_gives_no_look(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from marquoir.store import listing

    path = tmp_path / "club.db"
    a_club(path)
    read = listing.home_list

    def written_meanwhile(connection: object, finished: int) -> list[object]:
        games = read(connection, finished)  # type: ignore[arg-type]
        other = sqlite3.connect(path)  # another Marquoir writes a turn (WAL: a -wal appears)
        with other:
            other.execute("PRAGMA journal_mode = WAL")
            other.execute("UPDATE player SET name = 'Zed' WHERE name = 'Anne'")
        other.close()
        return games  # type: ignore[return-value]

    monkeypatch.setattr(listing, "home_list", written_meanwhile)
    assert home_list(f"sqlite:///{path}", 3) is None


def test_the_look_leaves_nothing_beside_the_file(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    before = sorted(p.name for p in tmp_path.iterdir())
    assert home_list(f"sqlite:///{path}", 3)
    assert sorted(p.name for p in tmp_path.iterdir()) == before


def test_the_looking_process_reads_no_module_of_the_folder_it_starts_in(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    (tmp_path / "json.py").write_text("raise SystemExit(3)\n", "utf-8")  # a stray file
    monkeypatch.chdir(tmp_path)
    assert start_first_list(str(path), None, 3).result(timeout=30) is not None


def test_no_look_at_a_new_file_a_folder_garbage_or_a_server(tmp_path: Path) -> None:
    assert open_if_unchanged(f"sqlite:///{tmp_path / 'none.db'}") is None
    health.remember(tmp_path)  # noted as Marquoir left it: the folder is refused for itself
    assert open_if_unchanged(f"sqlite:///{tmp_path}") is None
    garbage = tmp_path / "garbage.db"
    garbage.write_bytes(b"not a database at all" * 100)
    health.remember(garbage)
    assert open_if_unchanged(f"sqlite:///{garbage}") is None
    assert open_if_unchanged("postgresql+psycopg://nobody@localhost/none") is None
    assert start_first_list(None, "postgresql://nobody@localhost/none", 3).result(timeout=1) is None
