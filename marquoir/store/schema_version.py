"""The schema's version and what marks a database as Marquoir's (``marquoir.store.schema``
reads it from a database and holds the upgrades)."""

from __future__ import annotations

from marquoir.store.errors import StoreError

APP = "marquoir"
SCHEMA_VERSION = 10
SQLITE_HEADER = b"SQLite format 3\x00"
#: the table of key/value facts about the database itself (``marquoir.store.models.MetaRow``)
META_TABLE = "marquoir_meta"


def checked_version(meta: dict[str, str], where: str) -> int:
    if meta.get("app") != APP or not meta.get("schema_version", "").isdigit():
        raise StoreError("store.no_marker", path=where)
    version = int(meta["schema_version"])
    if version > SCHEMA_VERSION:
        raise StoreError("store.newer", path=where, version=version, current=SCHEMA_VERSION)
    return version
