"""The ORM session of the write paths (and of the reads that load row objects): SQLAlchemy's,
with ``exec`` answering as the store's queries were written, a statement of one column or
one class handing out its values (``ScalarResult``), any other its rows (``Result``)."""

from __future__ import annotations

from typing import Any, TypeVar, TypeVarTuple, overload

from sqlalchemy import Result, ScalarResult, Select, orm

_T = TypeVar("_T")
_Ts = TypeVarTuple("_Ts")


class Session(orm.Session):
    @overload
    def exec(self, statement: Select[_T]) -> ScalarResult[_T]: ...  # type: ignore[overload-overlap]

    @overload
    def exec(self, statement: Select[_T, *_Ts]) -> Result[_T, *_Ts]: ...

    def exec(self, statement: Any) -> Any:
        result = self.execute(statement)
        if len(statement.column_descriptions) == 1:
            return result.scalars()
        return result


def col(attribute: _T) -> _T:
    """An attribute as a column expression (kept from the store's SQLModel days: the mapped
    attributes are column expressions already)."""
    return attribute
