"""Shared fixtures. Every test runs with its own data, config and cache dirs: the user's own
Marquoir database is never read or written by the test suite."""

import gc
import os
import sys
from pathlib import Path

import pytest

from marquoir.tui.compat import pilot_idle_step

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


# Textual's pilot waits after each key pressed, and in each ``pause()``, until the process
# looks idle over a step, at least one step a wait. The tests look over a step a quarter of
# Textual's, with its ratio of CPU time to step. The whole process stays what is measured:
# tests that read the database right after a key rely on the writer's thread being idle too.
pilot_idle_step(0.005)


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """Return the number of workers of ``-n auto`` (``pyproject.toml``): a worker a core, and
    one more. Part of the workers' time goes to waiting, not computing: for a real terminal
    (tmux), the browser, a command's process, an app's pause until it is idle. With only a
    worker a core the cores idled meanwhile, and the run took longer."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    return cores + 1


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Put the tests of an xdist group first (each group runs one test after the other on one
    worker): collected where their files are, the longest group (``apart``) came last and
    left the other workers idle meanwhile. The order is otherwise kept."""
    items.sort(key=lambda item: item.get_closest_marker("xdist_group") is None)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Freeze what collection loaded (every test module, Textual, SQLAlchemy, numpy) out of
    the garbage collector's passes, and make its passes rarer.

    It stays for the session: frozen, the collector's full passes leave it out, and each scans
    only what the tests made since; each app a test runs makes objects by the hundred
    thousand, which would otherwise start a pass again and again. Measured with every test
    module collected (as in each xdist worker), the app tests spend markedly less CPU time
    with it; with one module collected alone the two are even, so measure with the whole
    collection before dropping it.
    """
    gc.collect()
    gc.freeze()
    gc.set_threshold(10_000, 20, 50)


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


@pytest.fixture(scope="session")
def solved_tables(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder of solved odds tables for the whole run, shared by its workers (xdist's
    workers each have a base folder of their own, in the run's): a table is solved by the
    first test that needs it, then read from there."""
    run = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        run = run.parent
    folder = run / "solved-odds"
    folder.mkdir(exist_ok=True)
    return folder


@pytest.fixture
def odds_solved_once(isolated_user_dirs: Path, solved_tables: Path) -> None:
    """The test's cache folder of odds tables is the run's (:func:`solved_tables`); the rest
    of its cache folder (the chances kept for other processes) stays its own. For the tests
    of apps and boards, whose chances to win each solved a cold table otherwise, in every
    process they started (Dix mille's two-player table, Mille Sabords' first chances), where
    reading a solved table from the folder is a small part of that. The tests of the solvers
    and of the cache folder itself keep a cold folder of their own."""
    cache = isolated_user_dirs / "cache" / "marquoir"
    cache.mkdir(parents=True, exist_ok=True)
    (cache / "odds").symlink_to(solved_tables, target_is_directory=True)
