"""A row added unless it is there already, safe against a racing writer: ``INSERT … ON
CONFLICT DO NOTHING`` (SQLite and PostgreSQL alike), then the caller reads the row back. On
PostgreSQL the insert waits for a racing transaction that inserted the same key; once that one
commits, nothing is inserted and the read finds its row instead of refusing the change."""

from __future__ import annotations

from typing import Any

from sqlmodel import Session, SQLModel


def insert_missing(
    session: Session, table: type[SQLModel], key: str, values: dict[str, Any]
) -> None:
    """Insert ``values`` into ``table`` unless a row with the same ``key`` (a unique column)
    exists or is being inserted by another transaction."""
    dialect = session.get_bind().dialect.name
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as pg_insert

        statement: Any = (
            pg_insert(table).values(**values).on_conflict_do_nothing(index_elements=[key])
        )
    else:
        from sqlalchemy.dialects.sqlite import insert as sqlite_insert

        statement = (
            sqlite_insert(table).values(**values).on_conflict_do_nothing(index_elements=[key])
        )
    session.exec(statement)
