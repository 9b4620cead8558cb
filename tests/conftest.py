"""Shared fixtures. Every test runs with its own data, config and cache dirs: the user's own
Marquoir database is never read or written by the test suite."""

import sys
from pathlib import Path

import pytest

#: the Python the snapshots are made with (text metrics differ a little between versions)
PROJECT_PYTHON = (3, 11)


def pytest_configure(config: pytest.Config) -> None:
    """Refuse to regenerate the TUI snapshots on another Python than the project's: they
    would all change for a reason that is not the app's (as Harlequin does)."""
    updating = getattr(config.option, "update_snapshots", False)
    if updating and sys.version_info[:2] != PROJECT_PYTHON:
        wanted = ".".join(map(str, PROJECT_PYTHON))
        raise pytest.UsageError(
            f"--snapshot-update runs on Python {wanted} only (this is {sys.version.split()[0]}):"
            f" uv run --python {wanted} pytest tests/tui --snapshot-update"
        )


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The tests of an xdist group (each group runs one test after the other on one worker)
    first: collected where their files are, the longest group (``apart``, a minute and more)
    came last and left the other worker idle meanwhile. The order is otherwise kept."""
    items.sort(key=lambda item: item.get_closest_marker("xdist_group") is None)


@pytest.fixture(autouse=True)
def isolated_user_dirs(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    home = tmp_path_factory.mktemp("home")
    for var, sub in (
        ("XDG_DATA_HOME", "data"),
        ("XDG_CONFIG_HOME", "config"),
        ("XDG_CACHE_HOME", "cache"),
        ("XDG_STATE_HOME", "state"),
        ("XDG_RUNTIME_DIR", "runtime"),
    ):
        monkeypatch.setenv(var, str(home / sub))
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("MARQUOIR_DB", raising=False)
    monkeypatch.delenv("MARQUOIR_DB_URL", raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    return home
