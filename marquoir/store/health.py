"""Is the SQLite file whole? ``PRAGMA quick_check`` before Marquoir writes to a file it did
not leave itself, and the sentence for every way a database can refuse to be used.

A healthy start stays fast: when Marquoir closes a database it notes the file's stamp (in the
user's cache folder); a file found as it was left is not checked again. The stamp is more than
the size and the modification time, which another program can put back as they were: the
file itself (its device and inode: a copy put in its place is another file), its status
change time (which the system sets on every write and every change of the times, and no
program can set back) and SQLite's own header (its change counter and page count). A file
changed by someone else (another program, a copy, a damaged disk) is checked read-only, and a
damaged one is refused untouched.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from marquoir.store.engine import inspecting
from marquoir.store.errors import StoreError

if TYPE_CHECKING:
    from typing import Any

    from sqlalchemy import Connection
    from sqlalchemy.sql.elements import ColumnClause


def _cache_file() -> Path:
    import platformdirs

    return platformdirs.user_cache_path("marquoir") / "checked.json"


#: the bytes of SQLite's header in the stamp: its change counter (24–27) and page count (28–31)
HEADER = slice(24, 32)


def _stamp(path: Path) -> list[int] | None:
    """The file as it is now: its modification time and size, its device and inode, its
    status change time, and its header's change counter and page count."""
    try:
        with path.open("rb") as handle:
            stat = os.fstat(handle.fileno())
            header = handle.read(100)[HEADER]
    except OSError:
        return None
    return [
        stat.st_mtime_ns,
        stat.st_size,
        stat.st_dev,
        stat.st_ino,
        stat.st_ctime_ns,
        int.from_bytes(header, "big"),
    ]


def _known() -> dict[str, list[int]]:
    try:
        data = json.loads(_cache_file().read_text("utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def remember(path: Path) -> None:
    """The file as Marquoir leaves it: whole (it is not checked again while it stays so)."""
    stamp = _stamp(path)
    if stamp is None:
        return
    known = _known()
    known[str(path)] = stamp
    cache = _cache_file()
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        tmp = cache.with_suffix(".tmp")
        tmp.write_text(json.dumps(known), "utf-8")
        tmp.replace(cache)
    except OSError:
        pass  # no cache folder: the next start checks the file again, that is all


@contextmanager
def inspection(path: Path) -> Iterator[Connection]:
    """A read-only connection that leaves the file exactly as found
    (:func:`marquoir.store.engine.inspecting`): nothing written, no ``-wal`` or ``-shm``
    created beside it, no lock taken, unless a write-ahead log is there already."""
    engine = inspecting(path)
    try:
        with engine.connect() as connection:
            yield connection
    finally:
        engine.dispose()


def reason(error: BaseException) -> str:
    """What the database (or its driver) said, in one line, without the statement that met
    it."""
    return " ".join(str(getattr(error, "orig", None) or error).split())


def read_only_place(path: Path) -> bool:
    """Whether the database cannot be written where it is: its folder, the file, or its
    ``-wal`` or ``-shm`` (read-only media, an immutable file; the system answers so for root
    too)."""
    places = [path.parent, path, Path(f"{path}-wal"), Path(f"{path}-shm")]
    return any(place.exists() and not os.access(place, os.W_OK) for place in places)


def _media(text: str, path: Path) -> StoreError | None:
    """The sentence for a healthy file SQLite cannot open or write where it is (read-only
    media), or for a disk that refused a read or a write; None for anything else."""
    low = text.lower()
    cannot = ("unable to open", "readonly", "read-only", "disk i/o error", "cantinit")
    if any(words in low for words in cannot) and read_only_place(path):
        wal, shm = Path(f"{path}-wal"), Path(f"{path}-shm")
        if not path.exists():  # a new database, in a folder that cannot be written
            return StoreError("store.folder_read_only", path=str(path))
        if wal.exists() and not shm.exists():
            return StoreError("store.read_only_log", path=str(path))
        return StoreError("store.read_only", path=str(path))
    if "disk is full" in low or "disk i/o error" in low:
        return StoreError("store.disk_error", path=str(path), reason=text)
    return None


def refusal(error: Exception, path: Path) -> StoreError:
    """The sentence for a file the inspection cannot read: on read-only media or a disk that
    refused (never called damaged then), damaged, or (SQLite's check does not see it) a text
    cell that is not UTF-8, named by its table and row, never echoed."""
    if "could not decode" in reason(error).lower():
        return undecodable(path)
    media = _media(reason(error), path)
    if media is not None:
        return media
    return StoreError("store.damaged_file", path=str(path), reason=reason(error))


def undecodable(path: Path) -> StoreError:
    """The first text cell of the file that is not UTF-8, as a sentence naming its table, row
    and column (Python's message would echo the damaged bytes): each text cell read as the
    bytes stored."""
    from sqlalchemy import LargeBinary, cast, column, func, inspect, literal_column, select
    from sqlalchemy import table as named_table
    from sqlalchemy.exc import DBAPIError

    try:
        with inspection(path) as connection:
            found = inspect(connection)
            for name in sorted(found.get_table_names()):
                for label in (c["name"] for c in found.get_columns(name)):
                    cell: ColumnClause[Any] = column(label)
                    cells: Any = connection.execute(
                        select(literal_column("rowid"), cast(cell, LargeBinary))
                        .select_from(named_table(name, cell))
                        .where(func.typeof(cell) == "text")
                    )
                    for rowid, value in cells:
                        try:
                            value.decode("utf-8")
                        except UnicodeDecodeError:
                            return StoreError(
                                "store.not_utf8",
                                path=str(path),
                                table=name,
                                row=rowid,
                                column=label,
                            )
    except DBAPIError:
        pass
    return StoreError("store.not_utf8_somewhere", path=str(path))


def integrity(path: Path) -> tuple[str, ...]:
    """SQLite's full check of the file (``PRAGMA integrity_check``), read-only: ``("ok",)``
    when whole, else what it found (its first 20 lines): ``marquoir check``."""
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    try:
        with inspection(path) as connection:
            rows = connection.execute(text("PRAGMA integrity_check(20)")).all()
    except DBAPIError as error:
        return (reason(error),)
    return tuple(" ".join(str(row[0]).split()) for row in rows) or ("no answer",)


def known(path: Path) -> bool:
    """Whether the file is exactly as Marquoir last left it (so it is whole)."""
    stamp = _stamp(path)
    return stamp is not None and _known().get(str(path)) == stamp


def check(path: Path) -> None:
    """Refuse a damaged file (read-only inspection: the file is left exactly as found)."""
    if not path.exists() or known(path):
        return
    from sqlalchemy import text
    from sqlalchemy.exc import DBAPIError

    try:
        with inspection(path) as connection:
            rows = connection.execute(text("PRAGMA quick_check")).all()
    except DBAPIError as error:
        raise refusal(error, path) from None
    if [tuple(row) for row in rows] != [("ok",)]:
        first = str(rows[0][0]) if rows else "no answer"
        raise StoreError("store.damaged_file", path=str(path), reason=first)


def sentence(error: Exception, path: Path | None = None) -> StoreError:
    """The refusal for a database error, in words that say what happened."""
    original = getattr(error, "orig", None) or error
    text = " ".join(str(original).split())
    if "could not decode" in text.lower() and path is not None:
        return undecodable(path)
    if isinstance(original, ValueError | TypeError) and path is None:  # the URL's own values
        return StoreError("store.bad_url", reason=text)
    low = text.lower()
    where = str(path) if path is not None else "the database"
    if "locked" in low or "busy" in low:
        return StoreError("store.busy")
    media = _media(text, path) if path is not None else None
    if media is not None:
        return media
    if "readonly" in low or "read-only" in low:
        return StoreError("store.read_only", path=where)
    if "unable to open database file" in low and path is not None:
        folder = path.parent
        if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
            return StoreError("store.read_only", path=where)
        return StoreError("store.permission", path=where, reason=text)
    if "malformed" in low or "not a database" in low or "disk image" in low:
        return StoreError("store.damaged_file", path=where, reason=text)
    if (
        "password" in low
        or "authentication failed" in low
        or ("role" in low and "does not exist" in low)
    ):
        return StoreError("store.wrong_password", reason=text)
    if "bad value" in low or (
        "invalid" in low and ("connection option" in low or "value" in low or "port" in low)
    ):
        return StoreError("store.bad_url", reason=text)
    if any(
        words in low
        for words in (
            "could not connect",
            "connection refused",
            "could not translate host",
            "name or service not known",
            "timeout expired",
            "no route to host",
            "network is unreachable",
        )
    ):
        return StoreError("store.unreachable", reason=text)
    return StoreError("store.unusable", reason=text)
