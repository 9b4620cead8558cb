"""Storage: SQLite by default, any SQLAlchemy URL (PostgreSQL for a club) on request.

Nothing is created at import time: :func:`open_store` creates the data folder and the database
file the first time a command needs them. Importing this package is light (SQLAlchemy is loaded
with the first use of ``open_store`` or ``Store``), so the app can draw its first screen first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marquoir.store.errors import StoreError
from marquoir.store.location import database_url

if TYPE_CHECKING:
    from marquoir.store.opening import Store, open_store
    from marquoir.store.schema import SCHEMA_VERSION

__all__ = ["SCHEMA_VERSION", "Store", "StoreError", "database_url", "open_store"]


def __getattr__(name: str) -> Any:
    if name in ("Store", "open_store"):
        from marquoir.store import opening

        return getattr(opening, name)
    if name == "SCHEMA_VERSION":
        from marquoir.store import schema

        return schema.SCHEMA_VERSION
    raise AttributeError(f"module 'marquoir.store' has no attribute {name!r}")
