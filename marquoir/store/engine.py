"""The SQLAlchemy engine, with SQLite set up for safety: WAL, foreign keys, a busy timeout,
full fsync on commit. A write transaction takes the write lock when it begins (``BEGIN
IMMEDIATE``); a read transaction (an engine from :func:`reader`) begins deferred, reads a
snapshot and never holds up a writer (WAL)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event

BUSY_TIMEOUT_MS = 15_000
#: the execution option that marks a read-only transaction
READ = "marquoir_read"


def make_engine(url: str) -> Engine:
    if not url.startswith("sqlite"):
        return create_engine(url, pool_pre_ping=True)
    engine = create_engine(url, connect_args={"timeout": BUSY_TIMEOUT_MS / 1000})

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        # autocommit at the driver level: SQLAlchemy's "begin" below issues the BEGIN itself
        dbapi_connection.isolation_level = None
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys = ON")
        cursor.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        cursor.execute("PRAGMA journal_mode = WAL")
        cursor.execute("PRAGMA synchronous = FULL")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        if connection.get_execution_options().get(READ):
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
