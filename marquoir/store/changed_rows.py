"""Derived rows written as the difference from the stored ones: after a rules fix most of a
game's rows are as they were, after a rebuild most ratings. The stored rows are read as
tuples of plain values and compared with the rows wanted; only the rows gone, changed or new
are written, each kind with one statement of many rows, built from the model's table (a
delete, an update and an insert). The rows come out as a delete and insert of them all would
leave them.

A moment is compared as the moment it is (its column's type reads and writes it, in UTC); a
boolean as the number stored (SQLite keeps 0 and 1, and would read a 2 written by another
tool as true, never to be written again as the replay's 1).
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import (
    Boolean,
    ColumnElement,
    Connection,
    Integer,
    and_,
    bindparam,
    delete,
    insert,
    select,
    type_coerce,
    update,
)
from sqlmodel import SQLModel

from marquoir.store.models import table

#: how many games' ids a statement names at most
IDS = 500
#: the stored rows: each row's values (a tuple of the columns read), by its key (its first
#: columns)
Stored = dict[tuple[Any, ...], tuple[Any, ...]]


def read_columns(model: type[SQLModel], names: tuple[str, ...]) -> list[ColumnElement[Any]]:
    """The columns ``names`` of the model's table as they are compared (a boolean read as the
    number stored)."""
    columns = table(model).c
    return [
        type_coerce(columns[name], Integer)
        if isinstance(columns[name].type, Boolean)
        else columns[name]
        for name in names
    ]


def stored_where(
    connection: Connection,
    model: type[SQLModel],
    names: tuple[str, ...],
    key: int,
    where: ColumnElement[bool],
) -> Stored:
    """The stored rows of the model's table that ``where`` takes, as tuples of ``names``, by
    their key (the first ``key`` names)."""
    found = connection.execute(select(*read_columns(model, names)).where(where))
    return {row[:key]: row for row in map(tuple, found)}


def stored_by_games(
    connection: Connection, model: type[SQLModel], names: tuple[str, ...], key: int, ids: list[int]
) -> Stored:
    """The stored rows of the model's table that belong to the games ``ids``."""
    game = table(model).c.game_id
    rows: Stored = {}
    for first in range(0, len(ids), IDS):
        rows.update(stored_where(connection, model, names, key, game.in_(ids[first : first + IDS])))
    return rows


def replace_rows(
    connection: Connection,
    model: type[SQLModel],
    names: tuple[str, ...],
    key: int,
    stored: Stored,
    rows: list[tuple[Any, ...]],
) -> None:
    """Make the stored rows ``stored`` the rows ``rows`` (tuples of ``names``, their key the
    first ``key`` of them): the rows no longer there deleted, the changed ones updated, the
    new ones inserted, and the rows as they were left alone."""
    inserts: list[tuple[Any, ...]] = []
    updates: list[tuple[Any, ...]] = []
    left = dict(stored)  # what is left once every row is matched: the rows to delete
    for row in rows:
        found = left.pop(row[:key], None)
        if found is None:
            inserts.append(row)
        elif found != row:  # a stored 0 or 1 equals False or True
            updates.append(row)
    columns = table(model).c
    keys = names[:key]
    # the key's values go by names of their own: a column's own name sets it
    matched = and_(*(columns[name] == bindparam(f"key_{name}") for name in keys))
    if left:
        connection.execute(
            delete(table(model)).where(matched),
            [
                {f"key_{name}": value for name, value in zip(keys, gone, strict=True)}
                for gone in left
            ],
        )
    if updates:
        connection.execute(
            update(table(model)).where(matched),
            [
                {f"key_{name}": value for name, value in zip(keys, row, strict=False)}
                | dict(zip(names[key:], row[key:], strict=True))
                for row in updates
            ],
        )
    if inserts:
        connection.execute(
            insert(table(model)), [dict(zip(names, row, strict=True)) for row in inserts]
        )
