"""The schema's version and its ordered upgrade steps.

A new database runs every step from 0; an older one gets a backup copy beside it, then the
missing steps in one transaction. A newer, foreign or damaged database is refused with a
sentence, and the file is not touched (it is inspected read-only first).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from sqlalchemy import Connection, Engine, inspect, select
from sqlmodel import Session

from marquoir.store.errors import StoreError
from marquoir.store.tables import SCHEMA_1_TABLES, SCHEMA_2_TABLES, Meta

APP = "marquoir"
SCHEMA_VERSION = 2
SQLITE_HEADER = b"SQLite format 3\x00"


def _create(connection: Connection, tables: tuple[type, ...]) -> None:
    from sqlmodel import SQLModel

    SQLModel.metadata.create_all(connection, tables=[t.__table__ for t in tables])  # type: ignore[attr-defined]


def _step_1(connection: Connection) -> None:
    """Players, seasons, games, seats, turns, and the per-game results cache."""
    _create(connection, SCHEMA_1_TABLES)


def _step_2(connection: Connection) -> None:
    """The per-turn results cache used by the standings, filled for every stored game."""
    _create(connection, SCHEMA_2_TABLES)
    from marquoir.store import games

    with Session(bind=connection) as session:
        for game_id in games.all_game_ids(session):
            games.rebuild_results(session, game_id)
        session.flush()


#: STEPS[k] upgrades a database from version k to k + 1
STEPS: tuple[Callable[[Connection], None], ...] = (_step_1, _step_2)
assert len(STEPS) == SCHEMA_VERSION


def sqlite_version(path: Path) -> int | None:
    """The schema version of an existing SQLite file, None for a new or empty one.

    Reads the file read-only; raises StoreError for anything that is not a Marquoir database
    this version can open.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise StoreError(f"{path} is a folder, not a Marquoir database")
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StoreError(f"{path} cannot be read ({error.strerror})") from None
    if header != SQLITE_HEADER:
        raise StoreError(f"{path} is not a Marquoir database (it is not an SQLite file)")
    try:
        connection = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            tables = {name for (name,) in rows}
            if not tables:
                return None
            if Meta.__tablename__ not in tables:
                raise StoreError(f"{path} is not a Marquoir database (it holds other tables)")
            meta = dict(connection.execute(f"SELECT key, value FROM {Meta.__tablename__}"))
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise StoreError(f"{path} is damaged and cannot be opened ({error})") from None
    return _checked_version(meta, str(path))


def _checked_version(meta: dict[str, str], where: str) -> int:
    if meta.get("app") != APP or not meta.get("schema_version", "").isdigit():
        raise StoreError(f"{where} is not a Marquoir database (its marker is missing)")
    version = int(meta["schema_version"])
    if version > SCHEMA_VERSION:
        raise StoreError(
            f"{where} was written by a newer Marquoir (schema {version}; this one reads up to "
            f"{SCHEMA_VERSION}): upgrade Marquoir to open it"
        )
    return version


def server_version(engine: Engine) -> int | None:
    """The schema version of a server database (PostgreSQL), None for an empty one."""
    with engine.connect() as connection:
        tables = set(inspect(connection).get_table_names())
        if not tables:
            return None
        if Meta.__tablename__ not in tables:
            raise StoreError("that database is not a Marquoir database (it holds other tables)")
        rows = connection.execute(select(Meta.key, Meta.value)).all()  # type: ignore[call-overload]
    return _checked_version({k: v for k, v in rows}, "that database")


def backup_path(path: Path, version: int) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return path.with_name(f"{path.name}.schema{version}-{stamp}.bak")


def sqlite_backup(source: Path, target: Path) -> None:
    """A consistent copy of an SQLite database, even while another process writes to it."""
    src = sqlite3.connect(f"file:{source}?mode=ro", uri=True)
    try:
        dst = sqlite3.connect(target)
        try:
            src.backup(dst)
        finally:
            dst.close()
    finally:
        src.close()


def upgrade(engine: Engine, from_version: int) -> None:
    """Run the steps after ``from_version`` and record the new version, in one transaction."""
    with engine.begin() as connection:
        for step in STEPS[from_version:]:
            step(connection)
        values = {"app": APP, "schema_version": str(SCHEMA_VERSION)}
        with Session(bind=connection) as session:
            for key, value in values.items():
                session.merge(Meta(key=key, value=value))
            session.flush()
