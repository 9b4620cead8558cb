"""The app opening a database that needs a rebuild: Textual's progress bar on its own screen
(games done / total, the time left) while the games are replayed, and the keys typed
meanwhile kept for the screen after it, however long the rebuild takes. SQLite and
PostgreSQL."""

import threading
from pathlib import Path

import pytest
from textual.widgets import ProgressBar

from marquoir.commands.output import EXIT_INTERNAL
from marquoir.store import open_store, rebuilding, results
from marquoir.tui import keys
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.tui.screens.rebuilding import RebuildScreen
from marquoir.use_cases import UseCases
from scripts.screenshots import settle
from tests.store.test_rules_version import play_dix_mille, versions


async def test_the_app_shows_the_rebuild_and_keeps_the_keys_typed_meanwhile(
    db_url: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    with UseCases(open_store(db_url)) as cases:
        for _ in range(5):
            play_dix_mille(cases)
        with cases.store.write() as session:
            rebuilding.mark_all(session)
    monkeypatch.setattr(results, "REBUILD_BATCH", 2)
    # a key typed while the screen waits is held longer than the gate's usual limit
    monkeypatch.setattr(keys, "READY_TIMEOUT", 0.2)
    halfway, go_on = threading.Event(), threading.Event()

    def opener(progress: rebuilding.Progress) -> UseCases:
        def told(done: int, total: int) -> None:
            progress(done, total)
            if done == 2:  # the rebuild waits here until the test has looked
                halfway.set()
                go_on.wait(60)

        return UseCases.open(db_url=db_url, progress=told)

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
        assert versions(app.use_cases) == {"dix-mille": {1}}
    app.use_cases.close()


async def test_the_app_rebuilds_a_club_history_with_its_worker_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A history of a club's size is replayed by worker processes, started from inside the
    running app (whose standard error is Textual's, no file: multiprocessing could not start
    its resource tracker, the opening failed unseen and the app stayed at 0 % for good).
    Workers from the first game on here, as for 1,000 games; and an opening that fails for a
    reason no one foresaw says so and ends the app instead of waiting forever."""
    db_url = f"sqlite:///{tmp_path / 'club.db'}"
    with UseCases(open_store(db_url)) as cases:
        for _ in range(3):
            play_dix_mille(cases)
        with cases.store.write() as session:
            rebuilding.mark_all(session)
    monkeypatch.setattr(rebuilding, "PARALLEL_FROM", 0)
    monkeypatch.setattr(rebuilding, "WORKERS", 2)
    app = MarquoirApp(
        lang="fr",
        progress_opener=lambda progress: UseCases.open(db_url=db_url, progress=progress),
        export_dir=tmp_path,
    )
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(3000):  # 30 s at most
            if app.ready or app.error is not None:
                break
            await pilot.pause(0.01)
        assert app.error is None
        assert app.ready
        assert versions(app.use_cases) == {"dix-mille": {1}}
    app.use_cases.close()


async def test_an_opening_that_fails_unforeseen_says_so_and_ends_the_app(
    tmp_path: Path,
) -> None:
    def opener(progress: rebuilding.Progress) -> UseCases:
        raise ValueError("bad value(s) in fds_to_keep")

    app = MarquoirApp(lang="fr", progress_opener=opener, export_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(500):
            if app.error is not None:
                break
            await pilot.pause(0.01)
    assert app.error is not None
    assert "ValueError: bad value(s) in fds_to_keep" in app.error
    assert "erreur interne" in app.error
    assert app.return_code == EXIT_INTERNAL


async def test_the_ratings_after_the_replay_are_counted_as_ratings(tmp_path: Path) -> None:
    """The ratings computed after the replay (each game once in each chain it is rated in,
    so more than the games) are counted as ratings, not as games replayed."""
    shown, go_on = threading.Event(), threading.Event()

    def opener(progress: rebuilding.Progress) -> UseCases:
        progress(5, 5)
        progress.ratings(3, 10)  # type: ignore[attr-defined]
        shown.set()
        go_on.wait(60)
        return UseCases.open(db_url=f"sqlite:///{tmp_path / 'm.db'}")

    app = MarquoirApp(lang="fr", progress_opener=opener, export_dir=tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(1000):  # 10 s at most
            if shown.is_set() or app.error is not None:
                break
            await pilot.pause(0.01)
        assert app.error is None and shown.is_set()
        await pilot.pause(0.1)
        screen = app.screen
        assert isinstance(screen, RebuildScreen)
        bar = screen.query_one("#rebuild-bar", ProgressBar)
        assert (bar.total, bar.progress) == (10, 3)
        assert str(screen.query_one("#rebuild-count").render()) == "3 / 10 classements"
        go_on.set()
        while not app.ready:
            await pilot.pause(0.01)
    app.use_cases.close()
