"""A solved model on disk as a compact table of doubles, read back with the standard library.

A warm ``marquoir odds`` asks one question of a solution that numpy computed once: the file
holds the solution's arrays as they are (IEEE doubles, little-endian, one after the other,
behind a short header that names the format and the arrays' lengths), and reading it is one
``read`` and a ``memoryview`` cast, so the answer is the numpy solution's own figures, to the
last bit, without importing numpy. Writing goes through a temporary file renamed into place,
so a reader never sees half a table; a file that is not such a table (damaged, foreign, of
other lengths) reads as missing, and the caller solves again.
"""

from __future__ import annotations

import array
import os
import sys
from typing import TYPE_CHECKING

from marquoir.odds.cache_folder import user_cache_folder

if TYPE_CHECKING:
    from collections.abc import Sequence

#: the first bytes of every table file (the format's version is its last digit)
MAGIC = b"MQODDS\x00\x01"
_COUNT = 4  # bytes of each length in the header


def cache_dir() -> str:
    """The folder of the solved models: in the user's cache folder (never the repository)."""
    return os.path.join(user_cache_folder(), "odds")


def encode(arrays: Sequence[Sequence[float] | bytes]) -> bytes:
    """The file's bytes for ``arrays`` (each a sequence of floats, or already its
    little-endian doubles: numpy's ``astype('<f8').tobytes()``)."""
    parts = [MAGIC, len(arrays).to_bytes(_COUNT, "little")]
    bodies = []
    for values in arrays:
        if isinstance(values, bytes):
            body = values
        else:
            packed = array.array("d", values)
            if sys.byteorder != "little":
                packed.byteswap()
            body = packed.tobytes()
        parts.append((len(body) // 8).to_bytes(_COUNT, "little"))
        bodies.append(body)
    return b"".join(parts + bodies)


def decode(data: bytes) -> list[Sequence[float]] | None:
    """The arrays of a table file's bytes, or None when the bytes are not a whole table."""
    head = len(MAGIC) + _COUNT
    if len(data) < head or not data.startswith(MAGIC):
        return None
    count = int.from_bytes(data[len(MAGIC) : head], "little")
    lengths = [
        int.from_bytes(data[head + _COUNT * i : head + _COUNT * (i + 1)], "little")
        for i in range(count)
    ]
    offset = head + _COUNT * count
    if len(data) != offset + 8 * sum(lengths):
        return None
    view = memoryview(data)
    out: list[Sequence[float]] = []
    for length in lengths:
        chunk = view[offset : offset + 8 * length]
        offset += 8 * length
        if sys.byteorder == "little":
            out.append(chunk.cast("d"))
        else:
            swapped = array.array("d", chunk.tobytes())
            swapped.byteswap()
            out.append(swapped)
    return out


def read(path: str) -> list[Sequence[float]] | None:
    """The arrays of the table at ``path``, or None (no such file, or not a whole table)."""
    try:
        with open(path, "rb") as file:
            data = file.read()
    except OSError:
        return None
    return decode(data)


def write(path: str, table: bytes) -> None:
    """Write a table (:func:`encode`'s bytes), whole or not at all (OSError when the folder
    cannot be written)."""
    os.makedirs(os.path.dirname(path), exist_ok=True)
    import _thread

    tmp = f"{path}.{os.getpid()}.{_thread.get_ident()}.tmp"  # a process's threads apart too
    try:
        with open(tmp, "wb") as file:
            file.write(table)
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.remove(tmp)
