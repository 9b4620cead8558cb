"""Apps on a fresh SQLite file in a temp dir: the tests never touch the user's data dir."""

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from textual.pilot import Pilot

from marquoir.store import Store, open_store
from marquoir.table import Table
from marquoir.tui.app import MarquoirApp


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


def _table_work(app: object) -> list[object]:
    """The workers running the table's work (named ``table:…``; a dialog's worker waiting
    for its answer is not one of them)."""
    return [w for w in app.workers if w.name.startswith("table:") and w.is_running]  # type: ignore[attr-defined]


async def settle(pilot: Pilot[None]) -> None:
    """Wait until the app is idle: the table's work (in threads) done and drawn."""
    app = pilot.app
    for _ in range(6):
        running = _table_work(app)
        if running:
            await app.workers.wait_for_complete(running)  # type: ignore[arg-type]
        await pilot.pause()
        if not _table_work(app):
            break
