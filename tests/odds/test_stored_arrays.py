"""The solvers' tables kept as ``.npz`` files: read whole or not at all, whatever the file
holds, and written without a trace of the temporary file."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from marquoir.odds.stored_arrays import read_arrays, write_arrays

ARRAYS = {"w": np.arange(10_000, dtype=np.float64).reshape(100, 100), "reach": np.ones(7)}


def written(tmp_path: Path) -> Path:
    path = tmp_path / "odds" / "table.npz"
    write_arrays(path, ARRAYS)
    return path


def test_a_table_written_reads_back_the_same_and_leaves_nothing_beside_it(
    tmp_path: Path,
) -> None:
    path = written(tmp_path)
    found = read_arrays(path, ("w", "reach"))
    assert found is not None
    assert all(np.array_equal(found[name], ARRAYS[name]) for name in ARRAYS)
    assert os.listdir(path.parent) == ["table.npz"]


@pytest.mark.parametrize("kept", [0.0, 0.1, 0.5, 0.99])
def test_a_table_cut_short_reads_as_missing(tmp_path: Path, kept: float) -> None:
    """A write cut short (a full disk, a machine switched off): numpy raises
    ``zipfile.BadZipFile`` on it, which the solvers let through before, and the chances
    were "—" for that table until the file was removed by hand."""
    path = written(tmp_path)
    whole = path.read_bytes()
    path.write_bytes(whole[: int(len(whole) * kept)])
    assert read_arrays(path, ("w", "reach")) is None


@pytest.mark.parametrize(
    "content", [b"not a table", b"PK\x03\x04" + b"\x00" * 40, b"\x93NUMPY\x01\x00"]
)
def test_a_foreign_file_reads_as_missing(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "table.npz"
    path.write_bytes(content)
    assert read_arrays(path, ("w",)) is None


def test_a_missing_file_or_array_reads_as_missing(tmp_path: Path) -> None:
    assert read_arrays(tmp_path / "none.npz", ("w",)) is None
    assert read_arrays(written(tmp_path), ("w", "other")) is None


def test_a_folder_that_cannot_be_written_keeps_nothing_and_raises_nothing(
    tmp_path: Path,
) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("a file where the folder should be")
    write_arrays(blocked / "table.npz", ARRAYS)
    assert blocked.read_text() == "a file where the folder should be"


def test_a_chain_cut_short_in_the_cache_folder_is_built_again_and_rewritten() -> None:
    """Mille Sabords' chances to win read each card's chain from the cache folder (the
    test's own): one cut short is built again, and the file is whole again after."""
    from marquoir.games.mille_sabords.odds import draws

    draws._chain.cache_clear()  # built in memory by the tests before: forget it
    first = draws.chain("pirate", "classic")
    path = Path(draws._path("pirate", "classic"))
    assert path.exists()
    path.write_bytes(path.read_bytes()[:1000])
    draws._chain.cache_clear()
    again = draws.chain("pirate", "classic")
    assert all(np.array_equal(a, b) for a, b in zip(first, again, strict=True))
    assert read_arrays(path, draws.Chain._fields) is not None
