"""A first look at an SQLite file with the standard library alone, while the app starts.

Opening the store imports SQLAlchemy: about a quarter of a second of the app's start, spent
after the home screen is drawn and before its list of games could be read. The list does not
have to wait for it when the file is one Marquoir can read as it is: :func:`peek` answers a
read-only ``sqlite3`` connection to it, on which the list's own queries run
(``marquoir.store.listing``: they are plain SQL), only when

- the URL is an SQLite file's, and the file is exactly as Marquoir last left it (the health
  check's note of its size and time, ``marquoir.store.health``: nobody changed it since, so it
  is not damaged);
- its schema is this Marquoir's (no upgrade to come);
- no game's derived rows are to be rebuilt and no rating is to be computed
  (``marquoir.store.stale``: the winners listed are those the store would list).

Anything else (PostgreSQL, a new, older, newer, changed or damaged file, work to do, a file
that does not read) gives None: the list waits for the store, which says what is wrong.

The app looks in a process of its own (``marquoir.store.look``: ``python -m
marquoir.store.peek URL N`` prints the list as one JSON line).
"""

from __future__ import annotations

import sqlite3
import sys

from marquoir.store import health
from marquoir.store.errors import StoreError
from marquoir.store.location import sqlite_path
from marquoir.store.look import LOOK_SECONDS, to_json
from marquoir.store.schema_version import SCHEMA_VERSION, sqlite_version
from marquoir.store.stale import work_to_do

TYPE_CHECKING = False
if TYPE_CHECKING:
    from marquoir.records import GameSummary


def peek(url: str) -> sqlite3.Connection | None:
    """A read-only connection to the SQLite file of ``url`` when the store would read it as
    it is (see the module), in a read transaction (one snapshot for every query), else None.
    Never raises for the file's sake: the store's opening is what refuses a file, with its
    sentence. The connection is the store's inspection's (``health.inspect``): it leaves
    nothing beside the file (no ``-wal`` or ``-shm``), so the look must be checked after its
    reads (:func:`home_list`): another Marquoir may have written meanwhile."""
    path = sqlite_path(url)
    if path is None or not health.known(path):
        return None
    try:
        if sqlite_version(path) != SCHEMA_VERSION:
            return None
        connection = health.inspect(path)
    except (StoreError, sqlite3.Error, OSError):
        return None
    try:
        connection.isolation_level = None  # the transaction is this one's own
        connection.execute("BEGIN")
        if work_to_do(connection):
            connection.close()
            return None
    except sqlite3.Error:
        connection.close()
        return None
    return connection


def home_list(url: str, finished: int) -> list[GameSummary] | None:
    """The home screen's list (``listing.home_list``) as the file of ``url`` holds it, or None
    when it cannot be read as it is, or the file changed while it was read."""
    from marquoir.store.listing import home_list as listed

    path = sqlite_path(url)
    connection = peek(url)
    if path is None or connection is None:
        return None
    log = path.with_name(f"{path.name}-wal")
    logged = log.exists()
    try:
        games = listed(connection, finished)
    except (StoreError, sqlite3.Error, LookupError):
        return None  # the store's opening says what is wrong
    finally:
        connection.close()
    if not health.known(path) or log.exists() != logged:
        return None  # written to meanwhile: the store's own list is the one
    return games


if __name__ == "__main__":
    import signal

    if hasattr(signal, "alarm"):
        signal.alarm(int(LOOK_SECONDS) + 1)  # never left behind, whatever the app does
    print(to_json(home_list(sys.argv[1], int(sys.argv[2]))))
