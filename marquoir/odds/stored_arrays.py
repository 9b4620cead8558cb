"""Solved arrays kept in the cache folder as numpy's ``.npz`` files (the chances' tables of
both games' solvers): read back whole or not at all, written whole or not at all.

A file that is not such a table reads as missing (None), and the caller solves again: one
that is damaged, foreign or cut short (a disk full, a machine switched off in the middle of a
write: numpy then raises ``zipfile.BadZipFile``, which is no ``OSError``). A write goes
through a temporary file of its own process and thread, renamed into place, so two
processes solving the same table at once (the app's worker and a served board) never write
into one temporary file, and a reader never sees half a table."""

from __future__ import annotations

import os
import threading
import zipfile
from contextlib import suppress
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from collections.abc import Iterable


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
