"""Opening a database: the :class:`Store` and :func:`open_store` (creating, upgrading or
refusing the file)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlmodel import Session

from marquoir.store.engine import make_engine
from marquoir.store.errors import StoreError
from marquoir.store.location import database_url, sqlite_path
from marquoir.store.schema import (
    SCHEMA_VERSION,
    backup_path,
    server_version,
    sqlite_backup,
    sqlite_version,
    upgrade,
)


class Store:
    """An open Marquoir database. Use :meth:`transaction` for every read or change."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.url = url
        self.path = sqlite_path(url)
        #: the backup written when this opening upgraded an older database, if any
        self.upgrade_backup: Path | None = None

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """One transaction: committed when the block ends, rolled back if it raises."""
        try:
            with Session(self.engine, expire_on_commit=False) as session, session.begin():
                yield session
        except OperationalError as error:
            raise StoreError(_operational_sentence(error)) from None
        except DatabaseError as error:
            raise StoreError(f"the database is damaged ({error.orig})") from None

    def backup(self, target: Path) -> None:
        """A consistent copy of an SQLite database, safe while Marquoir runs elsewhere."""
        if self.path is None:
            raise StoreError("backup copies SQLite files; for PostgreSQL use pg_dump")
        if target.exists():
            raise StoreError(f"{target} already exists: choose a new file name")
        try:
            sqlite_backup(self.path, target)
        except OSError as error:
            raise StoreError(f"{target} cannot be written ({error.strerror})") from None

    def close(self) -> None:
        self.engine.dispose()


def _operational_sentence(error: OperationalError) -> str:
    text = str(error.orig)
    if "locked" in text:
        return "the database is busy (another Marquoir is writing to it): try again"
    return f"the database cannot be used ({text})"


def open_store(url: str | None = None) -> Store:
    """Open (creating or upgrading when needed) the database at ``url``, or the default one."""
    url = url or database_url()
    path = sqlite_path(url)
    if path is not None:
        version = sqlite_version(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(f"{path.parent} cannot be created ({error.strerror})") from None
        if version is not None and version < SCHEMA_VERSION:
            target = backup_path(path, version)
            sqlite_backup(path, target)
        else:
            target = None
        engine = make_engine(url)
    else:
        try:
            engine = make_engine(url)
        except (ArgumentError, ImportError) as error:
            raise StoreError(
                f"the database URL cannot be used ({error}); Marquoir speaks SQLite and PostgreSQL"
            ) from None
        try:
            version = server_version(engine)
        except OperationalError as error:
            engine.dispose()
            raise StoreError(f"the database server cannot be reached ({error.orig})") from None
        target = None
    if version is None or version < SCHEMA_VERSION:
        try:
            upgrade(engine, version or 0)
        except OperationalError as error:
            engine.dispose()
            raise StoreError(_operational_sentence(error)) from None
    store = Store(engine, url)
    store.upgrade_backup = target
    return store
