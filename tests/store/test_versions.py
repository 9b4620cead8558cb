"""Schema versions: upgrades from the frozen version-1 file, and files refused untouched."""

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlmodel import func, select

from marquoir.store import SCHEMA_VERSION, StoreError, open_store
from marquoir.store.tables import TurnResult
from marquoir.table import Table
from tests.helpers import run_cli

FROZEN_1 = Path(__file__).parents[1] / "data" / "marquoir-schema1.db"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def dump(path: Path) -> list[str]:
    """Every table's definition and rows, as SQL."""
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as connection:
        return list(connection.iterdump())


def url(path: Path) -> str:
    return "sqlite:///" + str(path)


def test_version_1_upgrades_after_a_backup(tmp_path: Path) -> None:
    db = tmp_path / "marquoir.db"
    shutil.copyfile(FROZEN_1, db)
    before = dump(db)
    store = open_store(url(db))
    try:
        backups = list(tmp_path.glob("marquoir.db.schema1-*.bak"))
        assert len(backups) == 1 and store.upgrade_backup == backups[0]
        assert dump(backups[0]) == before
        table = Table(store)
        games = table.games(season="Frozen 2026", turns=True)
        assert len(games) == 6
        for game in games:
            table.load(game.id)  # every stored game replays
        with store.transaction() as session:
            turn_results = session.exec(select(func.count()).select_from(TurnResult)).one()
        assert turn_results == sum(g.turns or 0 for g in games) > 0
        assert (1200, 0, 600) in [table.load(g.id).state.totals for g in games]
    finally:
        store.close()
    with sqlite3.connect(db) as connection:
        meta = dict(connection.execute("SELECT key, value FROM marquoir_meta"))
    assert meta == {"app": "marquoir", "schema_version": str(SCHEMA_VERSION)}
    # a second opening does not upgrade (or back up) again
    open_store(url(db)).close()
    assert len(list(tmp_path.glob("*.bak"))) == 1


def test_the_frozen_file_is_version_1() -> None:
    with sqlite3.connect(f"file:{FROZEN_1}?mode=ro", uri=True) as connection:
        meta = dict(connection.execute("SELECT key, value FROM marquoir_meta"))
    assert meta["schema_version"] == "1"


def refused(path: Path, message: str) -> None:
    before = digest(path)
    with pytest.raises(StoreError, match=message):
        open_store(url(path))
    done = run_cli("games", "--db", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert message.replace("\\", "") in done.stderr and len(done.stderr.splitlines()) == 1
    assert digest(path) == before


def test_a_file_that_is_not_sqlite(tmp_path: Path) -> None:
    junk = tmp_path / "notes.db"
    junk.write_text("shopping list: rum, dice\n")
    refused(junk, "is not a Marquoir database \\(it is not an SQLite file\\)")


def test_another_programs_sqlite_database(tmp_path: Path) -> None:
    other = tmp_path / "other.db"
    with sqlite3.connect(other) as connection:
        connection.execute("CREATE TABLE recipes (name TEXT)")
    refused(other, "is not a Marquoir database \\(it holds other tables\\)")


def test_a_newer_marquoir_database(tmp_path: Path) -> None:
    db = tmp_path / "newer.db"
    open_store(url(db)).close()
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE marquoir_meta SET value = '99' WHERE key = 'schema_version'")
    connection.close()
    refused(db, "was written by a newer Marquoir \\(schema 99; this one reads up to 2\\)")


def test_a_corrupt_database(tmp_path: Path) -> None:
    db = tmp_path / "corrupt.db"
    shutil.copyfile(FROZEN_1, db)
    data = bytearray(db.read_bytes())
    data[100:4096] = b"\xde\xad" * ((4096 - 100) // 2)  # the schema page, after the header
    db.write_bytes(bytes(data))
    refused(db, "is damaged and cannot be opened")


def test_an_empty_file_becomes_a_new_database(tmp_path: Path) -> None:
    db = tmp_path / "empty.db"
    db.touch()
    store = open_store(url(db))
    assert Table(store).games() == []
    store.close()


def test_the_data_folder_is_created_on_first_use(tmp_path: Path) -> None:
    db = tmp_path / "deep" / "er" / "marquoir.db"
    open_store(url(db)).close()
    assert db.exists()


def test_postgresql_newer_and_foreign_databases(pg_url: str) -> None:
    import sqlalchemy as sa

    engine = sa.create_engine(pg_url)
    with engine.begin() as connection:
        connection.exec_driver_sql("CREATE TABLE recipes (name TEXT)")
    with pytest.raises(StoreError, match="not a Marquoir database \\(it holds other tables\\)"):
        open_store(pg_url)
    with engine.begin() as connection:
        connection.exec_driver_sql("DROP TABLE recipes")
    engine.dispose()
    open_store(pg_url).close()
    engine = sa.create_engine(pg_url)
    with engine.begin() as connection:
        connection.exec_driver_sql(
            "UPDATE marquoir_meta SET value = '7' WHERE key = 'schema_version'"
        )
    engine.dispose()
    with pytest.raises(StoreError, match="newer Marquoir \\(schema 7"):
        open_store(pg_url)
