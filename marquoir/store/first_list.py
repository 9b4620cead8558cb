"""Read the home screen's first list from an SQLite file, read-only, while the app starts.

Opening the store (SQLAlchemy, the models) is a large part of the app's start, spent after the
home screen is drawn and before its list of games could be read. The list does not have to wait
for it when the file is one Marquoir can read as it is: :func:`open_if_unchanged` answers a
read-only connection to it (SQLAlchemy's, on an engine that writes nothing to the file), on
which the list's own statements run (``marquoir.store.listing``), only when

- the URL is an SQLite file's, and the file is exactly as Marquoir last left it (the health
  check's note of its size and time, ``marquoir.store.health``: nobody changed it since, so it
  is not damaged);
- its schema is this Marquoir's (no upgrade to come);
- no game's derived rows are to be rebuilt and no rating is to be computed
  (``marquoir.store.stale``: the winners listed are those the store would list).

Anything else (PostgreSQL, a new, older, newer, changed or damaged file, work to do, a file
that does not read) gives None: the list waits for the store, which says what is wrong.

The app looks in a process of its own (``marquoir.store.first_list_process``: ``python -m
marquoir.store.first_list URL N`` prints the list as one JSON line), on another core while
Textual starts in the app's.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from marquoir.store import health
from marquoir.store.errors import StoreError
from marquoir.store.first_list_process import FIRST_LIST_SECONDS, to_json
from marquoir.store.location import sqlite_path
from marquoir.store.schema_version import SCHEMA_VERSION

if TYPE_CHECKING:
    from sqlalchemy import Connection

    from marquoir.records import GameSummary


def open_if_unchanged(url: str) -> Connection | None:
    """A read-only connection to the SQLite file of ``url`` when the store would read it as
    it is (see the module), in a read transaction (one snapshot for every statement), else
    None. Never raises for the file's sake: the store's opening is what refuses a file, with
    its sentence. The connection is the store's inspection's (``engine.inspecting``): it
    leaves nothing beside the file (no ``-wal`` or ``-shm``), so the first list must be checked
    after its reads (:func:`home_list`): another Marquoir may have written meanwhile. Closing
    it closes the file."""
    from sqlalchemy.exc import DBAPIError

    from marquoir.store.engine import inspecting
    from marquoir.store.schema import sqlite_version
    from marquoir.store.stale import work_to_do

    path = sqlite_path(url)
    if path is None or not health.known(path):
        return None
    try:
        if sqlite_version(path) != SCHEMA_VERSION:
            return None
        connection = inspecting(path).connect()  # no pool: closed, the file is closed
    except (StoreError, DBAPIError, OSError):
        return None
    try:
        connection.begin()
        if work_to_do(connection):
            connection.close()
            return None
    except DBAPIError:
        connection.close()
        return None
    return connection


def home_list(url: str, finished: int) -> list[GameSummary] | None:
    """The home screen's list (``listing.home_list``) as the file of ``url`` holds it, or None
    when it cannot be read as it is, or the file changed while it was read."""
    from sqlalchemy.exc import DBAPIError

    from marquoir.store import listing

    path = sqlite_path(url)
    connection = open_if_unchanged(url)
    if path is None or connection is None:
        return None
    log = path.with_name(f"{path.name}-wal")
    logged = log.exists()
    try:
        games = listing.home_list(connection, finished)
    except (StoreError, DBAPIError, LookupError):
        return None  # the store's opening says what is wrong
    finally:
        connection.close()
    if not health.known(path) or log.exists() != logged:
        return None  # written to meanwhile: the store's own list is the one
    return games


if __name__ == "__main__":
    import signal

    if hasattr(signal, "alarm"):
        signal.alarm(int(FIRST_LIST_SECONDS) + 1)  # never left behind, whatever the app does
    print(to_json(home_list(sys.argv[1], int(sys.argv[2]))))
