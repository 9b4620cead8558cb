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
    to the end of the ``with`` block of :func:`rebuild_progress`."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self._progress: Any = None
        self._task: Any = None

    def __call__(self, done: int, total: int) -> None:
        if self._progress is None:
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                MofNCompleteColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
            )

            self._progress = Progress(
                TextColumn("{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeRemainingColumn(),
                console=Console(stderr=True),
            )
            self._progress.start()
            self._task = self._progress.add_task(
                translate(self.lang, "store.rebuilding"), total=total
            )
        self._progress.update(self._task, completed=done, total=total)

    def close(self) -> None:
        if self._progress is not None:
            self._progress.stop()
            self._progress = None


@contextmanager
def rebuild_progress(lang: str) -> Iterator[RebuildBar]:
    """A progress callback for :meth:`marquoir.table.Table.open`; its bar is closed (left on
    screen at its last state) when the block ends, whatever happened."""
    bar = RebuildBar(lang)
    try:
        yield bar
    finally:
        bar.close()
