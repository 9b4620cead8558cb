"""Queries written once in plain SQL, run on a SQLAlchemy connection or on the standard
library's ``sqlite3`` alike: the home list read before SQLAlchemy is loaded
(``marquoir.store.peek``) is the same query as the list every command and screen reads
(``marquoir.store.listing``). Parameters are named (``:name``), which both take; a moment
comes back as SQLite stores it (text) or as PostgreSQL does (a datetime), and
:func:`moment` makes both the same UTC datetime."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from datetime import UTC, datetime
from typing import Any

TYPE_CHECKING = False  # typing's extras are not imported at run time (the app's first screen)
if TYPE_CHECKING:
    from sqlalchemy import Connection


def rows(
    connection: Connection | sqlite3.Connection, sql: str, params: Mapping[str, Any] | None = None
) -> Iterable[Sequence[Any]]:
    """The rows of ``sql`` with its named ``params``, on either kind of connection, fetched
    at once (a row at a time through SQLAlchemy's result took a quarter of a season's list)."""
    if isinstance(connection, sqlite3.Connection):
        return connection.execute(sql, dict(params or {})).fetchall()
    from sqlalchemy import text

    return connection.execute(text(sql), dict(params or {})).all()


def in_list(name: str, values: Sequence[Any]) -> tuple[str, dict[str, Any]]:
    """``(:name0, :name1, …)`` and its parameters, for ``IN`` (never empty: ``(NULL)``)."""
    if not values:
        return "(NULL)", {}
    params = {f"{name}{i}": value for i, value in enumerate(values)}
    return "(" + ", ".join(f":{key}" for key in params) + ")", params


def moment(value: datetime | str | None) -> datetime | None:
    """A stored moment in UTC: SQLite keeps it as UTC text without its offset, PostgreSQL
    with one."""
    if value is None:
        return None
    if isinstance(value, str):
        value = datetime.fromisoformat(value)
        if value.tzinfo is None:  # read as UTC at once: six times faster than replace()
            return datetime.fromisoformat(f"{value.isoformat()}+00:00")
    if value.utcoffset() is None:
        return value.replace(tzinfo=UTC)
    return value.astimezone(UTC)
