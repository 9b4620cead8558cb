"""The progress of a rebuild of the stored results, drawn on stderr while a command opens the
database (Rich's progress bar: games done / total, the time left). Rich is imported only when
there is a rebuild to show, so an ordinary command starts as fast as before."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from marquoir.i18n import translate


class RebuildBar:
    """A progress callback (done, total) that draws Rich's bar on stderr from its first call
    to the end of the ``with`` block of :func:`rebuild_progress`: the games replayed, then
    (:meth:`ratings`) the ratings computed again, each on a bar of its own."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._progress: Any = None
        self._tasks: dict[str, Any] = {}

    def __call__(self, done: int, total: int) -> None:
        self._advance("store.rebuilding_bar", done, total)

    def ratings(self, done: int, total: int) -> None:
        """The ratings after the replay (``store.rating_rows.catch_up``): each game once in
        each chain it is rated in (all seasons, its own season)."""
        self._advance("store.rating_bar", done, total)

    def _advance(self, label: str, done: int, total: int) -> None:
        if self._progress is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )

            # why the games are replayed, on a line of its own (wrapped as the terminal is
            # wide); the bars' own labels are short, so that the counts and the time left
            # keep their room on a laptop's 80 columns
            console = Console(stderr=True, highlight=False)
            console.print(translate(self.lang, "store.rebuilding"), markup=False)
            self._progress = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=console,
            )
            self._progress.start()
        task = self._tasks.get(label)
        if task is None:
            task = self._tasks[label] = self._progress.add_task(
                translate(self.lang, label), total=total
            )
        self._progress.update(task, completed=done, total=total)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None


@contextmanager
def rebuild_progress(lang: str) -> Iterator[RebuildBar]:
    """A progress callback for :meth:`marquoir.use_cases.UseCases.open`; its bar is closed (left on
    screen at its last state) when the block ends, whatever happened."""
    bar = RebuildBar(lang)
    try:
        yield bar
    finally:
        bar.close()
