"""Storage: SQLite by default, any SQLAlchemy URL (PostgreSQL for a club) on request.

Only ``marquoir.use_cases`` uses it. Nothing is created at import time: :func:`open_store` creates
the data folder and the database file the first time a command needs them. Importing this
package is light: SQLAlchemy and SQLModel are loaded with the first use of one of its modules
(``Store``, ``open_store`` or a submodule such as ``store.game_facts``), so the app can draw
its first screen first.

Where things are: ``models`` (the schema: one SQLModel table model a table), ``schema``
(versions, upgrades, and the check that a database is the models'), ``engine`` (the one engine
of a database, SQLite's connect-time settings), ``opening`` (the :class:`Store`, read and
write transactions), ``stale`` (what an opening has to rebuild), ``roster``, ``seasons``,
``game_read`` (a game's seats and turns, read back) and ``game_facts`` (changing them),
``fingerprints`` (one stored game a document, unless on purpose), ``results`` (the caches
derived from a replay), ``rating_rows`` (the ratings kept after each game), ``listing``,
``standings``, ``bulk`` (a club's history at once). Two ways to the database: a change is a
SQLModel ``Session`` (:meth:`Store.write`: the models loaded, changed and flushed), and every
read, bulk write and rebuild is a SQLAlchemy statement built from the same models, run in a
transaction (:meth:`Store.read_rows` for the lists, the standings, the seasons and a game).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from marquoir.store.errors import StoreError
from marquoir.store.location import database_url
from marquoir.store.schema_version import SCHEMA_VERSION

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
        # SQLAlchemy: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir.store import opening

        return getattr(opening, name)
    if name in _SUBMODULES:
        return importlib.import_module(f"marquoir.store.{name}")
    raise AttributeError(f"module 'marquoir.store' has no attribute {name!r}")
