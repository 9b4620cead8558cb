"""The app opening a database that needs a rebuild: Textual's progress bar on its own screen
(games done / total, the time left) while the games are replayed, and the keys typed
meanwhile kept for the screen after it, however long the rebuild takes. SQLite and
PostgreSQL."""

import threading
from pathlib import Path

import pytest
from textual.widgets import ProgressBar

from marquoir.store import open_store, rebuilding, results
from marquoir.table import Table
from marquoir.tui import keys
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.tui.screens.rebuilding import RebuildScreen
from scripts.screenshots import settle
from tests.store.test_rules_version import play_dix_mille, versions


async def test_the_app_shows_the_rebuild_and_keeps_the_keys_typed_meanwhile(
    db_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with Table(open_store(db_url)) as table:
        for _ in range(5):
            play_dix_mille(table)
        with table.store.write() as session:
            rebuilding.mark_all(session)
    monkeypatch.setattr(results, "REBUILD_BATCH", 2)
    # a key typed while the screen waits is held longer than the gate's usual limit
    monkeypatch.setattr(keys, "READY_TIMEOUT", 0.2)
    halfway, go_on = threading.Event(), threading.Event()

    def opener(progress: rebuilding.Progress) -> Table:
        def told(done: int, total: int) -> None:
            progress(done, total)
            if done == 2:  # the rebuild waits here until the test has looked
                halfway.set()
                go_on.wait(60)

        return Table.open(db_url=db_url, progress=told)

    app = MarquoirApp(lang="fr", progress_opener=opener, export_dir=tmp_path)
    async with app.run_test(size=(100, 30)) as pilot:
        while not halfway.is_set():
            await pilot.pause(0.01)
        await pilot.pause(0.1)
        screen = app.screen
        assert isinstance(screen, RebuildScreen)
        bar = screen.query_one("#rebuild-bar", ProgressBar)
        assert (bar.total, bar.progress) == (5, 2)
        assert str(screen.query_one("#rebuild-count").render()) == "2 / 5 parties"
        assert "rejouées" in str(screen.query_one("#rebuild-what").render())
        assert screen.query_one("ETAStatus").display  # the time left, once it is known
        await pilot.press("n")  # a new game, asked for during the rebuild
        await pilot.pause(0.6)
        assert isinstance(app.screen, RebuildScreen) and not app.ready
        assert [typed.key.key for typed in app.keys.queue] == ["n"]  # still waiting
        go_on.set()
        while not app.ready:
            await pilot.pause(0.01)
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)  # the key was kept, not lost
        assert not any(isinstance(s, RebuildScreen) for s in app.screen_stack)
        assert versions(app.table) == {"dix-mille": {1}}
    app.table.close()
