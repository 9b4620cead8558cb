"""A refused SQLite file is left exactly as found: the inspection opens it read-only and
immutable (no ``-wal`` or ``-shm`` created beside it), and a text cell that is not UTF-8 (a
damage SQLite's own check does not see) is one sentence naming its cases, row and column,
never the damaged bytes."""

import hashlib
import re
import sqlite3
from pathlib import Path

import pytest

from marquoir.store import StoreError, open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli

FILE = {
    "format": "marquoir-game/1",
    "game": "dix-mille",
    "rules": {"target": 3000},
    "players": ["Anne", "Bruno"],
    "turns": [{"player": "Anne", "points": 350}],
}


def folder(path: Path) -> dict[str, str]:
    """Every file beside the database, with its digest."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(path.parent.iterdir())
        if p.is_file()
    }


def marquoir_file(tmp_path: Path) -> Path:
    db = tmp_path / "club" / "marquoir.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        cases.import_game(FILE)
    assert sorted(folder(db)) == ["marquoir.db"]  # WAL mode, every change checkpointed
    return db


def tamper(db: Path, *statements: str) -> None:
    connection = sqlite3.connect(db)
    for statement in statements:
        connection.execute(statement)
    connection.commit()
    connection.close()
    for extra in ("-wal", "-shm"):
        assert not Path(f"{db}{extra}").exists()


@pytest.mark.parametrize(
    ("damage", "sentence"),
    [
        (
            "UPDATE marquoir_meta SET value = '99' WHERE key = 'schema_version'",
            "was written by a newer Marquoir (schema 99",
        ),
        ("DELETE FROM marquoir_meta", "is not a Marquoir database (its marker is missing)"),
        ("UPDATE marquoir_meta SET value = 'other' WHERE key = 'app'", "its marker is missing"),
    ],
)
def test_a_refused_file_is_left_exactly_as_found(
    tmp_path: Path, damage: str, sentence: str
) -> None:
    db = marquoir_file(tmp_path)
    tamper(db, damage)
    before = folder(db)
    with pytest.raises(StoreError, match=re.escape(sentence)):
        open_store(f"sqlite:///{db}")
    done = run_cli("--db", str(db), "games")
    assert done.returncode == 2 and sentence in done.stderr
    assert folder(db) == before


def test_a_damaged_page_is_refused_and_left_as_found(tmp_path: Path) -> None:
    db = marquoir_file(tmp_path)
    data = bytearray(db.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    data[page * 2 : page * 2 + 64] = b"\xa5" * 64  # the second page: the roster's cases
    db.write_bytes(bytes(data))
    before = folder(db)
    with pytest.raises(StoreError, match="is damaged"):
        open_store(f"sqlite:///{db}")
    assert folder(db) == before


def test_a_text_cell_that_is_not_utf8_is_named_not_echoed(tmp_path: Path) -> None:
    db = marquoir_file(tmp_path)
    # raw bytes in a text column, as another tool (or a bad disk) could leave them
    tamper(db, "UPDATE game SET created_at = CAST(X'32303236FF0AFE1B5B32' AS TEXT) WHERE id = 1")
    done = run_cli("--db", str(db), "games")
    assert done.returncode == 2
    assert done.stderr == (
        f"marquoir: {db} is damaged: the column created_at of row 1 in table game is not"
        " UTF-8 text (restore a backup copy)\n"
    )
    french = run_cli("--db", str(db), "--lang", "fr", "games")
    assert "la colonne created_at de la ligne 1 de la table game" in french.stderr
    assert french.stderr.count("\n") == 1
    with UseCases(open_store(f"sqlite:///{db}")) as cases, pytest.raises(StoreError) as refused:
        cases.games()
    assert "row 1 in table game" in str(refused.value.text("en"))


def test_a_bad_cell_in_the_marker_is_named_too(tmp_path: Path) -> None:
    db = marquoir_file(tmp_path)
    tamper(
        db, "UPDATE marquoir_meta SET value = CAST(X'FF37' AS TEXT) WHERE key = 'schema_version'"
    )
    before = folder(db)
    with pytest.raises(StoreError) as refused:
        open_store(f"sqlite:///{db}")
    text = refused.value.text("en")
    assert "in table marquoir_meta is not UTF-8 text" in text and "\\x" not in text
    assert folder(db) == before
