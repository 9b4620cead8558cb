"""Storage: SQLite by default, any SQLAlchemy URL (PostgreSQL for a club) on request.

Only ``marquoir.table`` uses it. Nothing is created at import time: :func:`open_store` creates
the data folder and the database file the first time a command needs them. Importing this
package is light: SQLAlchemy is loaded with the first use of one of its modules (``Store``,
``open_store`` or a submodule such as ``store.game_facts``), so the app can draw its first
screen first.

Where things are: ``tables`` (the schema, SQLAlchemy Core tables), ``rows`` and ``session``
(the ORM classes mapped onto them and the session, for the changes), ``schema`` (versions and
upgrades), ``opening`` (the :class:`Store`, read and write transactions), ``stale`` (what an
opening has to rebuild), ``roster``, ``seasons``, ``game_read`` (a game's seats and turns, read
back) and ``game_facts`` (changing them), ``fingerprints`` (one stored game a document, unless
on purpose), ``results`` (the caches derived from a replay), ``rating_rows`` (the ratings kept
after each game), ``listing``, ``standings``, ``bulk`` (a club's history at once). The reads
of the lists, the standings, the seasons and a game are Core queries on a connection
(:meth:`Store.read_rows`): a read-only command, the app's home screen and the served board
load no ORM.
"""

from __future__ import annotations

import importlib

from marquoir.store.errors import StoreError
from marquoir.store.location import database_url

TYPE_CHECKING = False  # typing is not imported at run time (a warm ``marquoir odds``)
if TYPE_CHECKING:
    from typing import Any

    from marquoir.store import (
        bulk,
        fingerprints,
        game_facts,
        game_read,
        listing,
        rating_rows,
        results,
        roster,
        seasons,
        standings,
    )
    from marquoir.store.opening import Store, open_store
    from marquoir.store.schema_version import SCHEMA_VERSION

__all__ = [
    "SCHEMA_VERSION",
    "Store",
    "StoreError",
    "bulk",
    "database_url",
    "fingerprints",
    "game_facts",
    "game_read",
    "listing",
    "open_store",
    "rating_rows",
    "results",
    "roster",
    "seasons",
    "standings",
]

_SUBMODULES = (
    "bulk",
    "fingerprints",
    "game_facts",
    "game_read",
    "listing",
    "rating_rows",
    "results",
    "roster",
    "seasons",
    "standings",
)


def __getattr__(name: str) -> Any:
    if name in ("Store", "open_store"):
        from marquoir.store import opening

        return getattr(opening, name)
    if name == "SCHEMA_VERSION":
        from marquoir.store import schema_version

        return schema_version.SCHEMA_VERSION
    if name in _SUBMODULES:
        return importlib.import_module(f"marquoir.store.{name}")
    raise AttributeError(f"module 'marquoir.store' has no attribute {name!r}")
