"""The app's start: the database opened in a thread once the first screen is up, a rebuild's
progress shown meanwhile, then the chances of the game likely opened first worked out in the
background. Each part is a small class with one job; the app
(:class:`marquoir.tui.app.MarquoirApp`) holds them."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from marquoir.i18n import translate, visible
from marquoir.rules import Refusal

if TYPE_CHECKING:
    from textual.app import App

    from marquoir.use_cases import UseCases
    from marquoir.win_live import WinWorker

#: told (games done, games to do) by a rebuild while the database opens
Progress = Callable[[int, int], None]

#: the command line's status for an internal error (``EXIT_INTERNAL``)
EXIT_INTERNAL = 70


class RebuildStopped(Exception):
    """Raised in the opening thread once the app closes while the database it opens is being
    rebuilt: the rebuild stops after the batch under way (the next opening goes on from
    there)."""


class RebuildReports:
    """Shows what a rebuild running in the opening thread reports on a progress screen, and
    stops the rebuild once the app closes.

    It is the ``progress`` the store's rebuild is given: called with the games replayed,
    then (``ratings``) with the ratings computed after them (``catch_up`` of
    ``marquoir.store.rating_rows`` tells those apart)."""

    def __init__(self, app: App[None]) -> None:
        self.app = app
        #: the app is closing: the next report stops the rebuild
        self.stopped = False

    def __call__(self, done: int, total: int) -> None:
        """Report ``done`` games replayed of ``total``."""
        self._report(done, total, ratings=False)

    def ratings(self, done: int, total: int) -> None:
        """Report ``done`` ratings computed of ``total``."""
        self._report(done, total, ratings=True)

    def stop(self) -> None:
        """Stop the rebuild at its next report (between two batches)."""
        self.stopped = True

    def _report(self, done: int, total: int, ratings: bool) -> None:
        if self.stopped:
            raise RebuildStopped
        self.app.call_from_thread(self.show, done, total, ratings)

    def show(self, done: int, total: int, ratings: bool = False) -> None:
        """Show how far the rebuild is, on the progress screen (pushed at the first report)."""
        from marquoir.tui.screens.rebuilding import RebuildScreen

        app = self.app
        screen = next((s for s in app.screen_stack if isinstance(s, RebuildScreen)), None)
        if screen is None:
            screen = RebuildScreen()
            app.push_screen(screen)
        screen.advance(done, total, ratings)

    def hide(self) -> None:
        """Take the progress screen away (the database is open)."""
        from marquoir.tui.screens.rebuilding import RebuildScreen

        if isinstance(self.app.screen, RebuildScreen):
            self.app.pop_screen()


class DatabaseOpening:
    """Opens the database in a worker thread, then hands the app the open table, or the
    sentence saying why it could not be opened and the exit status."""

    def __init__(
        self,
        app: App[None],
        open_use_cases: Callable[[], UseCases],
        opened: Callable[[UseCases], object],
        failed: Callable[[str, int], object],
        lang: str,
    ) -> None:
        self.app = app
        self.open_use_cases = open_use_cases
        self.opened, self.failed = opened, failed
        self.lang = lang

    def start(self) -> None:
        """Open the database in a thread of its own."""
        self.app.run_worker(self._open, thread=True, exit_on_error=False, group="database")

    def _open(self) -> None:
        call = self.app.call_from_thread
        try:
            table = self.open_use_cases()
        except Refusal as error:
            call(self.failed, error.text(self.lang), 2)
            return
        except RebuildStopped:
            return
        except Exception as error:  # a bug: said, and the app ends (else it waits for good)
            described = visible(f"{type(error).__name__}: {error}"[:200])
            message = translate(self.lang, "app.open_internal", error=described)
            call(self.failed, message, EXIT_INTERNAL)
            return
        call(self.opened, table)


class Startup:
    """Runs the app's start in order: once the first screen is drawn, the database opens (a
    rebuild's progress shown meanwhile); once it is open, the progress screen goes."""

    def __init__(
        self,
        app: App[None],
        opened: Callable[[UseCases], object],
        failed: Callable[[str, int], object],
        lang: str,
        *,
        opener: Callable[[], UseCases] | None = None,
        progress_opener: Callable[[Progress], UseCases] | None = None,
    ) -> None:
        """Make the parts: ``opener`` opens the database, or ``progress_opener``, told how
        a rebuild goes (neither: the app's table is open already); ``opened`` is handed the
        open table, ``failed`` the sentence and the exit status."""
        self.rebuild = RebuildReports(app)
        self._opened = opened
        if progress_opener is not None:
            opener = partial(progress_opener, self.rebuild)
        self.opening = (
            DatabaseOpening(app, opener, self.open, failed, lang) if opener is not None else None
        )

    def first_screen_drawn(self) -> None:
        """Open the database."""
        if self.opening is not None:
            self.opening.start()

    def open(self, use_cases: UseCases) -> None:
        """Take the progress screen away, then hand the open table on."""
        self.rebuild.hide()
        self._opened(use_cases)

    def stop(self) -> None:
        """Stop the rebuild still under way (at its next batch)."""
        self.rebuild.stop()


class ChancesWarmUp:
    """Works out in the background, from the app's start, the chances to win of the game the
    Captain will most likely open first: the game in progress as it stands, else a game like
    the last one, at its start (its rules' turn models, the first question's longest part,
    are then built or read before anyone asks)."""

    def __init__(self, app: App[None], win: WinWorker) -> None:
        self.app = app
        self.win = win

    def start(self, use_cases: UseCases) -> None:
        """Ask the chances worker for the likely first game's chances, in a worker."""
        from marquoir.use_cases import first_game_document

        win = self.win

        async def work() -> None:
            document = await asyncio.to_thread(first_game_document, use_cases)
            if document is not None:
                await win.warm_up(document)

        runner: Any = self.app  # Textual's run_worker is typed for a worker of any result
        runner.run_worker(work, name="win:warm-up", group="win-warm-up", exit_on_error=False)
