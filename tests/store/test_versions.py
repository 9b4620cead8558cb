"""Schema versions: upgrades from the frozen version-1 file, and files refused untouched."""

import hashlib
import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import func
from sqlmodel import select

from marquoir.store import SCHEMA_VERSION, StoreError, open_store
from marquoir.store.models import TurnPointsRow
from marquoir.use_cases import UseCases
from tests.helpers import run_cli

FROZEN_1 = Path(__file__).parents[1] / "data" / "marquoir-schema1.db"
FROZEN_2 = Path(__file__).parents[1] / "data" / "marquoir-schema2.db"


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
        cases = UseCases(store)
        games = cases.games(season="Frozen 2026", turns=True)
        assert len(games) == 6
        for game in games:
            cases.game(game.id)  # every stored game replays
        with store.read() as session:
            turn_results = session.exec(select(func.count()).select_from(TurnPointsRow)).one()
        assert turn_results == sum(g.turns or 0 for g in games) > 0
        assert (1200, 0, 600) in [cases.game(g.id).state.totals for g in games]
    finally:
        store.close()
    with sqlite3.connect(db) as connection:
        meta = dict(connection.execute("SELECT key, value FROM marquoir_meta"))
    assert meta == {"app": "marquoir", "schema_version": str(SCHEMA_VERSION)}
    # a second opening does not upgrade (or back up) again
    open_store(url(db)).close()
    assert len(list(tmp_path.glob("*.bak"))) == 1


def test_the_frozen_files_are_versions_1_and_2() -> None:
    for frozen, version in ((FROZEN_1, "1"), (FROZEN_2, "2")):
        with sqlite3.connect(f"file:{frozen}?mode=ro", uri=True) as connection:
            meta = dict(connection.execute("SELECT key, value FROM marquoir_meta"))
        assert meta["schema_version"] == version


def test_version_2_upgrades_with_every_fact_and_figure(tmp_path: Path) -> None:
    """The schema-2 file (made by Marquoir 0.1 itself): a ship, Skull Island with Pirate,
    manual points for two opponents by name, Treasure Island, Zombie Attack and Peace, an
    archived player and a current season. After the upgrade every game replays to the totals
    Marquoir 0.1 showed, and the standings count the finished game."""
    db = tmp_path / "marquoir.db"
    shutil.copyfile(FROZEN_2, db)
    before = dump(db)
    with UseCases(open_store(url(db))) as cases:
        assert cases.upgrade_backup is not None and dump(cases.upgrade_backup) == before
        games = {g.id: g for g in cases.games(turns=True)}
        assert sorted(games) == [1, 2, 3]
        assert cases.game(1).state.totals == (1200, 0, 600)
        over = cases.game(2)
        assert over.state.totals == (3200, 1800, 0) and over.state.winners == ("Anne",)
        manual = over.turns[2]
        assert manual.opponents == (("Anne", -100), ("Bruno", 200))
        assert manual.note == "house rule" and over.turns[6].note == "last round starts"
        assert cases.game(3).state.totals == (1600, 0, 1200, -600)
        assert cases.current_season() == "Frozen 2026"
        # the roster as stored, in alphabetical order as people read it, Gus archived
        assert [p.name for p in cases.players()] == [
            "Anne",
            "Bruno",
            "Chloé",
            "Dan",
            "Émile",
            "Flo",
        ]
        [anne, bruno, chloe] = cases.standings()
        assert (anne.player, anne.wins, anne.best_turn) == ("Anne", 1, 1600)
        assert bruno.value("skull_islands") == 1 and bruno.value("skull_island_points") == 2800
        assert anne.value("ships_won") == 1 and chloe.value("ships_lost") == 1
        assert [g["player"] for g in cases.export_game(2)["turns"]][:3] == [
            "Anne",
            "Bruno",
            "Chloé",
        ]
        # every game got its fingerprint: the example, stored in 0.1, is noticed again
        example = json.loads((Path(__file__).parents[2] / "examples" / "game.json").read_text())
        with pytest.raises(StoreError, match="already stored as game 1"):
            cases.import_game(example)
    with sqlite3.connect(db) as connection:
        meta = dict(connection.execute("SELECT key, value FROM marquoir_meta"))
        columns = {row[1] for row in connection.execute("PRAGMA table_info(turn)")}
    connection.close()
    assert meta["schema_version"] == str(SCHEMA_VERSION)
    assert "facts" in columns and "card" not in columns
    with sqlite3.connect(db) as connection:
        game_columns = {row[1] for row in connection.execute("PRAGMA table_info(game)")}
    connection.close()
    assert {"game", "rules", "deleted_at"} <= game_columns and "edition" not in game_columns


def test_version_2_upgrades_on_postgresql(pg_url: str) -> None:
    """The same upgrade on a server: the schema-2 file's rows copied into PostgreSQL tables
    of schema 2, then opened."""
    import sqlalchemy as sa

    engine = sa.create_engine(pg_url)
    source = sqlite3.connect(f"file:{FROZEN_2}?mode=ro", uri=True)
    with engine.begin() as connection:
        for (sql,) in source.execute(
            "SELECT sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
        ):
            connection.exec_driver_sql(sql.replace("DATETIME", "TIMESTAMP"))
        for (name,) in source.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY rowid"
        ):
            cursor = source.execute(f"SELECT * FROM {name}")
            columns = [c[0] for c in cursor.description]
            booleans = {
                row[1]
                for row in source.execute(f"PRAGMA table_info({name})")
                if row[2] == "BOOLEAN"
            }
            for row in cursor:
                values = {
                    c: (bool(v) if c in booleans and v is not None else v)
                    for c, v in zip(columns, row, strict=True)
                }
                connection.execute(
                    sa.text(
                        f"INSERT INTO {name} ({', '.join(columns)}) "
                        f"VALUES ({', '.join(':' + c for c in columns)})"
                    ),
                    values,
                )
    source.close()
    engine.dispose()
    with UseCases(open_store(pg_url)) as cases:
        assert cases.game(2).state.totals == (3200, 1800, 0)
        assert cases.game(2).turns[2].opponents == (("Anne", -100), ("Bruno", 200))
        assert [s.player for s in cases.standings("Frozen 2026")] == ["Anne", "Bruno", "Chloé"]


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
    refused(
        db,
        f"was written by a newer Marquoir \\(schema 99; this one reads up to {SCHEMA_VERSION}\\)",
    )


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
    assert UseCases(store).games() == []
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
            f"UPDATE marquoir_meta SET value = '{SCHEMA_VERSION + 1}' WHERE key = 'schema_version'"
        )
    engine.dispose()
    with pytest.raises(StoreError, match=f"newer Marquoir \\(schema {SCHEMA_VERSION + 1}"):
        open_store(pg_url)
