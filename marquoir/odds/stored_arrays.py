"""Solved arrays kept in the cache folder as numpy's ``.npz`` files (the chances' tables of
both games' solvers): read back whole or not at all, written whole or not at all.

A file that is not such a table reads as missing (None), and the caller solves again: one
that is damaged, foreign or cut short (a disk full, a machine switched off in the middle of a
write: numpy then raises ``zipfile.BadZipFile``, which is no ``OSError``). A write goes
through a temporary file of its own process and thread, renamed into place, so that a reader
never sees half a table. A table missing is solved by one process at a time
(:func:`read_or_solve`): a second process that needs it at once (the app's worker and a served
board, started together) waits for the first one's table and reads it, instead of solving it
too on the same cores."""

from __future__ import annotations

import os
import threading
import zipfile
from contextlib import contextmanager, suppress
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator


def read_arrays(
    path: str | os.PathLike[str], fields: Iterable[str]
) -> dict[str, np.ndarray] | None:
    """The arrays named ``fields`` of the file at ``path``, or None when it holds no such
    table (missing, damaged, cut short, another format)."""
    refused = (OSError, KeyError, ValueError, EOFError, zipfile.BadZipFile)
    with suppress(*refused), np.load(path) as data:
        return {field: data[field] for field in fields}
    return None


def write_arrays(path: str | os.PathLike[str], arrays: dict[str, np.ndarray]) -> None:
    """Keep ``arrays`` at ``path``, whole or not at all; nothing if the folder cannot be
    written (still right, only slower the next time)."""
    path = os.fspath(path)
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp.npz"
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        np.savez(tmp, **arrays)  # type: ignore[arg-type]
        os.replace(tmp, path)
    except OSError:
        pass
    finally:
        with suppress(OSError):
            os.remove(tmp)


def read_or_solve(
    path: str | os.PathLike[str],
    fields: Iterable[str],
    solve: Callable[[], dict[str, np.ndarray]],
    fits: Callable[[dict[str, np.ndarray]], bool] = lambda arrays: True,
) -> dict[str, np.ndarray]:
    """The arrays kept at ``path`` when they are there and ``fits`` them; else ``solve``'s,
    kept there. One process solves at a time: the others wait, then read its table."""
    fields = tuple(fields)
    found = read_arrays(path, fields)
    if found is not None and fits(found):
        return found
    with _one_at_a_time(os.fspath(path)):
        found = read_arrays(path, fields)  # solved by another process while this one waited
        if found is not None and fits(found):
            return found
        arrays = solve()
        write_arrays(path, arrays)
        return arrays


@contextmanager
def _one_at_a_time(path: str) -> Iterator[None]:
    """The lock of the table at ``path`` among processes (a lock file beside it, held
    while the block runs); none where the folder cannot be written or there are no file
    locks (the table is then solved as before, only maybe twice)."""
    try:
        import fcntl
    except ImportError:  # not on a POSIX system
        yield
        return
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        handle = os.open(f"{path}.lock", os.O_RDWR | os.O_CREAT, 0o644)
    except OSError:
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        os.close(handle)  # closing lets go of the lock
