"""Correct or delete a past turn of a game typed on one line (``LineEntry``): its line,
typed again, counted as the game stood before it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, keys_line
from marquoir.tui.widgets.line_entry import LineEntry

#: ("save", turn), ("delete", None), or None to keep the turn
LineEditAnswer = tuple[str, Any] | None


class LineEditScreen(MarquoirDialog[LineEditAnswer]):
    TYPING_LINE = True

    BINDINGS = [
        Binding("escape", "keep", "key.back", show=False, id="line-edit-back"),
        Binding("ctrl+r", "delete", "key.delete", show=False, id="line-edit-delete"),
    ]

    def __init__(
        self,
        entry: LineEntry,
        preview: Callable[[Any, str], RenderableType],
        before: Any,
        line: str,
        player: str,
        number: int,
    ) -> None:
        """``entry``: the game's line (not mounted yet); ``before``: the game as it stood
        before this turn; ``line``: the turn as typed (empty when the line cannot type it:
        an adjustment, only deleted here)."""
        super().__init__()
        self.entry, self.preview, self.before = entry, preview, before
        self.line, self.player, self.number = line, player, number

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.t("edit.title", n=self.number, name=self.player), "bold"))
            yield self.entry
            yield Static(id="line-edit-preview")
            yield Static(
                keys_line(
                    self.lang,
                    ("keyname.enter", "key.save"),
                    ("ctrl+r", "key.delete"),
                    ("keyname.escape", "key.back"),
                )
            )

    def on_mount(self) -> None:
        self.entry.player = self.player
        self.entry.state = self.before
        self.entry.load(self.line)
        self.entry.focus()

    @on(LineEntry.Updated)
    def _preview(self, event: LineEntry.Updated) -> None:
        self.query_one("#line-edit-preview", Static).update(self.preview(event.entry, self.lang))

    def action_keep(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        self.dismiss(("delete", None))

    @on(LineEntry.Entered)
    def _save(self, event: LineEntry.Entered) -> None:
        self.dismiss(("save", event.turn(self.player)))
