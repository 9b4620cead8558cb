"""Rows read and written with the database driver's own cursor, in the caller's transaction:
plain tuples in and out. SQLAlchemy's processing of each row's parameters, and its rows as
read, took about as long as the database's own work in the one process that writes a heavy
rebuild (:mod:`marquoir.store.rebuilding`) and the ratings after it
(:mod:`marquoir.store.rating_rows`). The values go to the driver as they are: a moment must
already be what the column's type makes of it (:func:`bind`). A driver of another parameter
style goes through SQLAlchemy's ``text`` with the same values."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection

#: the placeholder of each driver's parameter style that :func:`run_many` writes itself
MARKS = {"qmark": "?", "format": "%s", "pyformat": "%s"}
#: rows a statement writes at most
CHUNK = 5000
#: games a statement reads the rows of at most
IDS = 500


def bind(connection: Connection, table: Any, column: str) -> Any:
    """What the column's type makes of a value before the driver gets it (a moment as
    SQLite's text, or in UTC for PostgreSQL), as a function of one value."""
    processor = table.__table__.c[column].type.bind_processor(connection.dialect)
    return processor if processor is not None else (lambda value: value)


def raw_by_games(
    connection: Connection,
    table: str,
    columns: tuple[str, ...],
    ids: list[int],
    then: str | None = None,
) -> list[tuple[Any, ...]] | None:
    """The rows of ``table`` whose ``game_id`` is one of ``ids`` (by game, then by ``then``
    when given), read with the driver's own cursor in the caller's transaction: plain
    tuples of the values stored (SQLAlchemy's rows took half of the writing process's time
    when it read the stored rows); None for a driver of another parameter style."""
    mark = MARKS.get(connection.dialect.paramstyle)
    if mark is None:
        return None
    quote = connection.dialect.identifier_preparer.quote
    head = (
        f"SELECT {', '.join(quote(name) for name in columns)} "
        f"FROM {quote(table)} WHERE {quote('game_id')} IN "
    )
    order = f" ORDER BY {quote('game_id')}, {quote(then)}" if then else ""
    rows: list[tuple[Any, ...]] = []
    cursor = connection.connection.cursor()
    try:
        for first in range(0, len(ids), IDS):
            chunk = ids[first : first + IDS]
            cursor.execute(f"{head}({', '.join([mark] * len(chunk))}){order}", chunk)
            rows.extend(cursor.fetchall())
    finally:
        cursor.close()
    return rows


def run_many(
    connection: Connection, table: Any, sql: str, names: tuple[str, ...], rows: list[Any]
) -> None:
    """Run ``sql`` (a template of ``{table}``, the columns' names and a ``{mark}`` for each
    value) once for each of ``rows`` (tuples, in the order of the marks): one statement of
    the driver's own, its values as tuples (SQLAlchemy's processing of each row's parameters
    took about as long as the database's work, in the one process that writes every batch);
    through SQLAlchemy for a driver of another parameter style."""
    if not rows:
        return
    quote = connection.dialect.identifier_preparer.quote
    named = {name: quote(name) for name in names}
    sql = sql.format(table=quote(table.__table__.name), mark="\0", **named)
    mark = MARKS.get(connection.dialect.paramstyle)
    if mark is not None:
        driver = sql.replace("\0", mark)
        for first in range(0, len(rows), CHUNK):
            connection.exec_driver_sql(driver, rows[first : first + CHUNK])
        return
    from sqlalchemy import text

    pieces = sql.split("\0")
    statement = text(
        "".join(f"{piece}:p{index}" for index, piece in enumerate(pieces[:-1])) + pieces[-1]
    )
    for first in range(0, len(rows), CHUNK):
        connection.execute(
            statement,
            [
                {f"p{i}": value for i, value in enumerate(row)}
                for row in rows[first : first + CHUNK]
            ],
        )


def insert_rows(
    connection: Connection, table: Any, columns: tuple[str, ...], rows: list[tuple[Any, ...]]
) -> None:
    """Insert ``rows`` (tuples of ``columns``) into ``table``."""
    names = ", ".join(f"{{{name}}}" for name in columns)
    marks = ", ".join(["{mark}"] * len(columns))
    run_many(connection, table, f"INSERT INTO {{table}} ({names}) VALUES ({marks})", columns, rows)
