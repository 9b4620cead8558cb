"""Apps on a fresh SQLite file in a temp dir: the tests never touch the user's data dir."""

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from marquoir.store import Store, open_store
from marquoir.table import Table
from marquoir.tui.app import MarquoirApp
from scripts.screenshots import settle

__all__ = ["settle"]


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store("sqlite:///" + str(tmp_path / "marquoir.db"))
    yield opened
    opened.close()


@pytest.fixture
def make_app(store: Store, tmp_path: Path) -> Callable[[str], MarquoirApp]:
    def make(lang: str = "en") -> MarquoirApp:
        return MarquoirApp(Table(store), lang, export_dir=tmp_path / "exports")

    return make


@pytest.fixture(autouse=True)
def chances_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The apps of these tests work out the chances to win in a thread of their own, not a
    process (a process a test is slow to start; ``tests/tui/test_win_live.py`` runs the
    real one)."""
    from concurrent.futures import ThreadPoolExecutor

    from marquoir import win_live

    monkeypatch.setattr(win_live, "_process_pool", lambda: ThreadPoolExecutor(1))
