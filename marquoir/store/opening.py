"""Opening a database: the :class:`Store` and :func:`open_store` (creating, upgrading or
refusing the file)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Engine
from sqlalchemy.exc import ArgumentError, DatabaseError, OperationalError
from sqlmodel import Session

from marquoir.store.engine import make_engine, reader
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
    """An open Marquoir database: :meth:`write` for every change, :meth:`read` for the rest."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.read_engine = reader(engine)
        self.url = url
        self.path = sqlite_path(url)
        #: the backup written when this opening upgraded an older database, if any
        self.upgrade_backup: Path | None = None

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One write transaction, holding the write lock from its start: committed when the
        block ends, rolled back if it raises."""
        with self._session(self.engine) as session:
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        """One read-only transaction: a consistent snapshot that never holds up a writer."""
        with self._session(self.read_engine) as session:
            yield session

    @contextmanager
    def _session(self, engine: Engine) -> Iterator[Session]:
        try:
            with Session(engine, expire_on_commit=False) as session, session.begin():
                yield session
        except OperationalError as error:
            key, params = _operational_sentence(error)
            raise StoreError(key, **params) from None
        except DatabaseError as error:
            raise StoreError("store.damaged", reason=str(error.orig)) from None

    def backup(self, target: Path) -> None:
        """A consistent copy of an SQLite database, safe while Marquoir runs elsewhere."""
        if self.path is None:
            raise StoreError("store.backup_sqlite_only")
        if target.exists():
            raise StoreError("store.backup_exists", path=str(target))
        try:
            sqlite_backup(self.path, target)
        except OSError as error:
            raise StoreError("store.unwritable", path=str(target), reason=error.strerror) from None

    def close(self) -> None:
        self.engine.dispose()


def _operational_sentence(error: OperationalError) -> tuple[str, dict[str, str]]:
    text = str(error.orig)
    if "locked" in text:
        return ("store.busy", {})
    return ("store.unusable", {"reason": text})


def open_store(url: str | None = None) -> Store:
    """Open (creating or upgrading when needed) the database at ``url``, or the default one."""
    url = url or database_url()
    path = sqlite_path(url)
    if path is not None:
        version = sqlite_version(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(
                "store.folder_uncreatable", path=str(path.parent), reason=error.strerror
            ) from None
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
            raise StoreError("store.bad_url", reason=str(error)) from None
        try:
            version = server_version(engine)
        except OperationalError as error:
            engine.dispose()
            raise StoreError("store.unreachable", reason=str(error.orig)) from None
        target = None
    if version is None or version < SCHEMA_VERSION:
        try:
            upgrade(engine, version)
        except OperationalError as error:
            engine.dispose()
            key, params = _operational_sentence(error)
            raise StoreError(key, **params) from None
    store = Store(engine, url)
    store.upgrade_backup = target
    return store
