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
    the text SQLite keeps, or in UTC for PostgreSQL), as a function of one value: the type
    as this database's dialect has it (the type's own processor stops at the moment in UTC,
    and the driver would write that as text of its own, which compares as another moment)."""
    dialect = connection.dialect
    processor = table.__table__.c[column].type.dialect_impl(dialect).bind_processor(dialect)
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
    for first in range(0, len(ids), IDS):
        chunk = ids[first : first + IDS]
        rows += _fetch(connection, f"{head}({', '.join([mark] * len(chunk))}){order}", chunk)
    return rows


def _fetch(connection: Connection, sql: str, values: Any) -> list[tuple[Any, ...]]:
    """What ``sql`` (in the driver's parameter style) reads, with the driver's own cursor in
    the caller's transaction."""
    cursor = connection.connection.cursor()
    try:
        cursor.execute(sql, values)
        return [tuple(row) for row in cursor.fetchall()]
    finally:
        cursor.close()


def raw_where(
    connection: Connection,
    table: Any,
    columns: tuple[str, ...],
    where: str,
    values: tuple[Any, ...],
) -> list[tuple[Any, ...]]:
    """The rows of ``table`` that ``where`` takes (a template of the columns' names and a
    ``{mark}`` for each of ``values``, as :func:`run_many`'s), as plain tuples of the values
    stored, read in the caller's transaction: what :func:`replace_rows` compares with."""
    quote = connection.dialect.identifier_preparer.quote
    named = {column.name: quote(column.name) for column in table.__table__.c}
    condition = where.format(mark="\0", **named)
    sql = (
        f"SELECT {', '.join(quote(name) for name in columns)} FROM {quote(table.__table__.name)}"
        f" WHERE {condition}"
    )
    mark = MARKS.get(connection.dialect.paramstyle)
    if mark is not None:
        return _fetch(connection, sql.replace("\0", mark), values)
    found = connection.execute(_named(sql), {f"p{i}": value for i, value in enumerate(values)})
    return [tuple(row) for row in found]


def _named(sql: str) -> Any:
    """``sql`` (a NUL for each value) as SQLAlchemy's ``text`` of named values ``p0`` …, for a
    driver of another parameter style than :data:`MARKS`'."""
    from sqlalchemy import text

    pieces = sql.split("\0")
    return text(
        "".join(f"{piece}:p{index}" for index, piece in enumerate(pieces[:-1])) + pieces[-1]
    )


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
    statement = _named(sql)
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


def replace_rows(
    connection: Connection,
    table: Any,
    columns: tuple[str, ...],
    key: int,
    stored: dict[tuple[Any, ...], tuple[Any, ...]],
    rows: list[tuple[Any, ...]],
) -> None:
    """Make the stored rows ``stored`` (tuples of ``columns`` as the driver read them, by
    their key: the first ``key`` columns) the rows ``rows``: the rows no longer there
    deleted, the changed ones updated, the new ones inserted, and the rows as they were left
    alone (after a rules fix, most of a game's rows are as they were; after a rebuild, most
    ratings). The rows come out as a delete and insert of them all would leave them."""
    inserts: list[tuple[Any, ...]] = []
    updates: list[tuple[Any, ...]] = []
    left = dict(stored)  # what is left once every row is matched: the rows to delete
    for row in rows:
        found = left.pop(row[:key], None)
        if found is None:
            inserts.append(row)
        elif found != row:  # a stored 0 or 1 equals False or True
            updates.append(row[key:] + row[:key])
    gone = list(left)
    keys, values = columns[:key], columns[key:]
    where = " AND ".join(f"{{{name}}} = {{mark}}" for name in keys)
    run_many(connection, table, f"DELETE FROM {{table}} WHERE {where}", keys, gone)
    sets = ", ".join(f"{{{name}}} = {{mark}}" for name in values)
    run_many(
        connection, table, f"UPDATE {{table}} SET {sets} WHERE {where}", values + keys, updates
    )
    insert_rows(connection, table, columns, inserts)
