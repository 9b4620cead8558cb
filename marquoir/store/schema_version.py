"""The schema's version as the file records it, read with the standard library alone
(``marquoir.store.schema`` holds the upgrades): an opening reads it before anything is
written, and the app's first list (``marquoir.store.peek``) before SQLAlchemy is loaded."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from marquoir.store import health
from marquoir.store.errors import StoreError

APP = "marquoir"
SCHEMA_VERSION = 8
SQLITE_HEADER = b"SQLite format 3\x00"
#: the table of key/value facts about the database itself (``marquoir.store.models.MetaRow``)
META_TABLE = "marquoir_meta"


def sqlite_version(path: Path) -> int | None:
    """The schema version of an existing SQLite file, None for a new or empty one.

    Reads the file read-only; raises StoreError for anything that is not a Marquoir database
    this version can open.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise StoreError("store.folder", path=str(path))
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StoreError("store.unreadable", path=str(path), reason=error.strerror) from None
    if header != SQLITE_HEADER:
        raise StoreError("store.not_sqlite", path=str(path))
    try:
        connection = health.inspect(path)
        try:
            rows = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
            names = {name for (name,) in rows}
            if not names:
                return None
            if META_TABLE not in names:
                raise StoreError("store.other_tables", path=str(path))
            meta = dict(connection.execute(f"SELECT key, value FROM {META_TABLE}"))
        finally:
            connection.close()
    except sqlite3.DatabaseError as error:
        raise health.refusal(error, path) from None
    return checked_version(meta, str(path))


def checked_version(meta: dict[str, str], where: str) -> int:
    if meta.get("app") != APP or not meta.get("schema_version", "").isdigit():
        raise StoreError("store.no_marker", path=where)
    version = int(meta["schema_version"])
    if version > SCHEMA_VERSION:
        raise StoreError("store.newer", path=where, version=version, current=SCHEMA_VERSION)
    return version
