"""The SQLAlchemy engine, with SQLite set up for safety: WAL, foreign keys, a busy timeout,
full fsync on commit. A write transaction takes the write lock when it begins (``BEGIN
IMMEDIATE``); a read transaction (an engine from :func:`reader`) begins deferred, reads a
snapshot and never holds up a writer (WAL). This connect-time recipe (SQLAlchemy's own for
SQLite's transactions) is the store's only code at the driver's level.

An SQLite file is looked at before it is opened, read-only (:func:`inspecting`), and copied
(:func:`copying`), each with an engine of its own that writes nothing to it."""

from __future__ import annotations

from pathlib import Path
from typing import Any
from urllib.parse import quote

from sqlalchemy import URL, Engine, NullPool, create_engine, event

from marquoir.store.location import sqlite_path

BUSY_TIMEOUT_MS = 15_000
#: the execution option that marks a read-only transaction
READ = "marquoir_read"


def make_engine(url: str, read_only: bool = False, immutable: bool = False) -> Engine:
    """The database's engine; ``read_only``: an SQLite file opened read-only (SQLite's
    ``mode=ro``: nothing can be written to it), ``immutable`` too when it is on read-only
    media (then SQLite keeps no ``-wal`` or ``-shm`` beside it, which it could not create)."""
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    target: str | URL = url
    if read_only:
        path = sqlite_path(url)
        assert path is not None
        query = {"uri": "true", "mode": "ro", **({"immutable": "1"} if immutable else {})}
        target = URL.create("sqlite", database=f"file:{quote(str(path))}", query=query)
    engine = create_engine(target, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # autocommit at the driver level: SQLAlchemy's "begin" below issues the BEGIN itself
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if not read_only:  # a read-only file keeps its journal as it is (WAL: Marquoir's)
            cursor.execute("PRAGMA journal_mode = WAL")
            cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        if read_only or connection.get_execution_options().get(READ):
            connection.exec_driver_sql("BEGIN")
        else:
            # IMMEDIATE: two terminals on one file queue for the write lock instead of failing
            # halfway through a transaction that read before it wrote
            connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine


def reader(engine: Engine) -> Engine:
    """The same database for read-only transactions: a snapshot that blocks no writer (SQLite:
    a deferred transaction in WAL mode; PostgreSQL: repeatable read, read only)."""
    if engine.dialect.name == "postgresql":
        return engine.execution_options(
            **{READ: True}, isolation_level="REPEATABLE READ", postgresql_readonly=True
        )
    return engine.execution_options(**{READ: True})


def _read_only(path: Path, immutable: bool, snapshots: bool) -> Engine:
    """The file read-only, no connection kept (closed, the file is closed); ``snapshots``: a
    transaction is SQLite's own (deferred: a snapshot of the file at its first read), else
    each statement runs on its own."""
    query = {"uri": "true", "mode": "ro"}
    if immutable:
        query["immutable"] = "1"
    url = URL.create("sqlite", database=f"file:{quote(str(path))}", query=query)
    engine = create_engine(url, poolclass=NullPool)
    if not snapshots:
        return engine

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # SQLAlchemy's "begin" below begins

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def inspecting(path: Path) -> Engine:
    """An SQLite file, read-only, left exactly as found: immutable (no ``-wal`` or ``-shm``
    created beside it, no lock taken), unless a write-ahead log is there already (a database
    in use, or left by a crash: its log holds committed changes that must be read; then only
    what SQLite already keeps beside it is used). For a look before the file is opened."""
    return _read_only(path, immutable=not Path(f"{path}-wal").exists(), snapshots=True)


def copying(path: Path) -> Engine:
    """An SQLite file, read-only, while other processes may write to it, for a statement that
    takes its own snapshot of the whole file (``VACUUM INTO``: a backup)."""
    return _read_only(path, immutable=False, snapshots=False)
