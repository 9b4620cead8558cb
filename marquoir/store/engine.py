"""The SQLAlchemy engine, with SQLite set up for safety: WAL, foreign keys, a busy timeout,
full fsync on commit, and write transactions that take the lock when they begin."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Engine, create_engine, event

BUSY_TIMEOUT_MS = 15_000


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
        # IMMEDIATE: two terminals on one file queue for the write lock instead of failing
        # halfway through a transaction that read before it wrote
        connection.exec_driver_sql("BEGIN IMMEDIATE")

    return engine
