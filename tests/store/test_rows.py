"""The ORM classes are typed views of the tables: each names exactly its table's columns, and
their types agree (a column that may hold NULL is typed ``… | None``, except the generated
keys)."""

import typing

import pytest

from marquoir.store import models as tables
from marquoir.store import rows

CLASSES = [getattr(rows, name) for name in dir(rows) if name.endswith("Row") and name != "Row"]


def test_every_table_has_its_class() -> None:
    assert {cls.__table__.name for cls in CLASSES} == {t.name for t in tables.TABLES}


@pytest.mark.parametrize("cls", CLASSES, ids=lambda cls: cls.__name__)
def test_the_class_names_its_columns_with_their_types(cls: type) -> None:
    hints = typing.get_type_hints(cls, vars(rows))
    table = cls.__table__  # type: ignore[attr-defined]
    own = {name: hint for name, hint in hints.items() if typing.get_origin(hint) is not None}
    own = {k: v for k, v in own.items() if typing.get_origin(v).__name__ == "Mapped"}
    assert list(own) == [c.name for c in table.columns]
    for column in table.columns:
        (inner,) = typing.get_args(own[column.name])
        kinds = set(typing.get_args(inner)) or {inner}
        # a key the database numbers (typed int: it is one once the row is written)
        generated = column is table.autoincrement_column
        nullable = column.nullable and not generated
        assert (type(None) in kinds) == nullable, column
        assert kinds - {type(None)} == {column.type.python_type}, column
