"""Reading never writes (issue 48): the commands that only read open an existing Marquoir
database read-only. A missing file, an empty file or an SQLite file without Marquoir's tables
is refused with a sentence and left exactly as it was (no ``-wal`` or ``-shm`` beside it);
only the app, ``import`` and the commands that change a season create a database, and say
where. Each command runs in the test's process (``tests.helpers.run_cli_here``)."""

import hashlib
import sqlite3
from pathlib import Path

import pytest

from marquoir.store import StoreError, open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[2] / "examples" / "game.json"

#: every command that only reads the games
READERS = [
    ["games"],
    ["games", "--json"],
    ["standings"],
    ["ratings", "--csv"],
    ["seasons"],
    ["export", "1"],
    ["backup", "COPY"],
]


def folder(path: Path) -> dict[str, str]:
    """Every file in the folder, with its digest."""
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(path.iterdir())}


def reads(capsys: pytest.CaptureFixture[str], db: Path, command: list[str]) -> tuple[int, str]:
    """``marquoir --db DB COMMAND``, refused: (its status, its one line on stderr)."""
    args = [str(db.parent / "copy.db") if arg == "COPY" else arg for arg in command]
    done = run_cli_here(capsys, "--db", str(db), *args)
    assert done.stdout == "" and len(done.stderr.splitlines()) == 1, done.stderr
    return done.returncode, done.stderr


@pytest.mark.parametrize("command", READERS, ids=" ".join)
def test_a_missing_file_is_refused_and_not_created(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "club" / "typo.db"
    status, error = reads(capsys, db, command)
    assert status == 2
    assert error.startswith(f"marquoir: {db} does not exist: no database there")
    assert not db.parent.exists()


@pytest.mark.parametrize("command", READERS, ids=" ".join)
def test_an_empty_file_is_refused_and_left_as_it_was(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "empty.db"
    db.touch()
    status, error = reads(capsys, db, command)
    assert status == 2 and "is an empty file, not a Marquoir database" in error
    assert folder(tmp_path) == {"empty.db": hashlib.sha256(b"").hexdigest()}


@pytest.mark.parametrize("command", READERS, ids=" ".join)
def test_an_sqlite_file_without_marquoir_s_tables_is_left_as_it_was(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "other.db"
    with sqlite3.connect(db) as connection:  # tables made and dropped: an SQLite file, empty
        connection.execute("PRAGMA journal_mode = WAL")
        connection.execute("CREATE TABLE notes (text)")
        connection.execute("DROP TABLE notes")
    connection.close()
    before = folder(tmp_path)
    assert list(before) == ["other.db"]
    status, error = reads(capsys, db, command)
    assert status == 2 and "is an SQLite file without Marquoir's tables" in error
    assert folder(tmp_path) == before


def test_french_sentences(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "empty.db"
    db.touch()
    done = run_cli_here(capsys, "--lang", "fr", "--db", str(db), "games")
    assert "est un fichier vide, pas une base Marquoir" in done.stderr
    done = run_cli_here(capsys, "--lang", "fr", "--db", str(tmp_path / "x.db"), "games")
    assert "n'existe pas : aucune base à cet endroit" in done.stderr


def test_a_reader_opens_the_file_read_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "m.db"
    assert run_cli_here(capsys, "import", str(EXAMPLE), "--db", str(db)).returncode == 0
    with UseCases.open(db=str(db), access="read") as cases:
        assert [g.id for g in cases.games()] == [1]
        with pytest.raises(StoreError, match=r"cannot be written \(read-only media\)"):
            cases.create_season("Written by a reader")
    assert "Written by a reader" not in run_cli_here(capsys, "seasons", "--db", str(db)).stdout


def test_the_commands_that_change_say_where_they_created_a_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "club" / "new.db"
    done = run_cli_here(capsys, "seasons", "--new", "Été", "--db", str(db))
    assert done.returncode == 0
    assert done.stderr == f"marquoir: a new database was created: {db}\n"
    assert run_cli_here(capsys, "seasons", "--db", str(db)).stderr == ""  # said once: it exists now
    gone = tmp_path / "gone.db"
    for command in (["delete", "1"], ["restore", "1"], ["rebuild"]):
        done = run_cli_here(capsys, *command, "--db", str(gone))
        assert done.returncode == 2 and "does not exist" in done.stderr
    assert not gone.exists()


def test_an_empty_postgresql_database_is_refused_to_a_reader(
    pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(StoreError, match="holds no Marquoir tables yet"):
        open_store(pg_url, access="read")
    done = run_cli_here(capsys, "games", "--db-url", pg_url)
    assert done.returncode == 2 and "holds no Marquoir tables yet" in done.stderr
    with pytest.raises(StoreError, match="holds no Marquoir tables yet"):
        open_store(pg_url, access="read")  # still empty: the reader created nothing
    done = run_cli_here(capsys, "import", str(EXAMPLE), "--db-url", pg_url)
    assert done.stdout == "1\n" and "a new database was created: that database" in done.stderr
    assert run_cli_here(capsys, "games", "--json", "--db-url", pg_url).stdout.count('"id"') == 1
