"""The rebuild under way while the app opens a database that needs one (a schema upgrade, a
rules fix, ``marquoir rebuild`` interrupted): Textual's progress bar with the games done /
total and the time left. Keys typed meanwhile wait for the screen after it (it holds them
however long the rebuild takes: ``holds_keys``)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import ProgressBar, Static

from marquoir.i18n.numbers import whole
from marquoir.tui.screens.base import MarquoirDialog


class RebuildScreen(MarquoirDialog[None]):
    """Shown from the rebuild's first report to the database's opening."""

    #: keys typed meanwhile are for the screen below, once the database is open
    accepts_keys = False
    #: … however long that takes (``marquoir.tui.keys``: no time limit while this is up)
    holds_keys = True

    def __init__(self) -> None:
        super().__init__()
        self.done, self.total, self.ratings = 0, 0, False

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.t("store.rebuilding"), id="rebuild-what")
            yield ProgressBar(total=None, show_eta=True, id="rebuild-bar")
            yield Static("", id="rebuild-count")

    def on_mount(self) -> None:
        self._draw()

    def advance(self, done: int, total: int, ratings: bool = False) -> None:
        """The rebuild has done ``done`` games of ``total`` (``ratings``: the ratings after
        the replay, each game counted once in each chain it is rated in)."""
        self.done, self.total, self.ratings = done, total, ratings
        if self.is_mounted:
            self._draw()

    def _draw(self) -> None:
        if not self.total:
            return
        self.query_one("#rebuild-bar", ProgressBar).update(total=self.total, progress=self.done)
        self.query_one("#rebuild-count", Static).update(
            self.t(
                "app.rating_count" if self.ratings else "app.rebuild_count",
                done=whole(self.done, self.lang),
                total=whole(self.total, self.lang),
            )
        )
