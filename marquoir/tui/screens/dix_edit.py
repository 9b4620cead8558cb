"""Correct or delete a past Dix mille turn: its line, typed again."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, keys_line
from marquoir.tui.widgets.dix_entry import DixEntry, dix_preview, turn_line

#: ("save", turn), ("delete", None), or None to keep the turn
DixEditAnswer = tuple[str, Any] | None


class DixEditScreen(MarquoirDialog[DixEditAnswer]):
    BINDINGS = [
        Binding("escape", "keep", "key.back", show=False, id="dix-edit-back"),
        Binding("ctrl+r", "delete", "key.delete", show=False, id="dix-edit-delete"),
    ]

    def __init__(self, before: Any, turn: Any, player: str, number: int) -> None:
        """``before``: the game as it stood before this turn (who had entered, the runs of
        blanks), so the line counts as the turn did."""
        super().__init__()
        self.before, self.turn, self.player, self.number = before, turn, player, number

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.t("edit.title", n=self.number, name=self.player), "bold"))
            yield DixEntry(id="dix-edit-entry")
            yield Static(id="dix-edit-preview")
            yield Static(
                keys_line(
                    self.lang,
                    ("keyname.enter", "key.save"),
                    ("ctrl+r", "key.delete"),
                    ("keyname.escape", "key.back"),
                )
            )

    def on_mount(self) -> None:
        entry = self.query_one(DixEntry)
        entry.player = self.player
        entry.state = self.before
        entry.load(turn_line(self.turn))
        entry.focus()

    @on(DixEntry.Updated, "#dix-edit-entry")
    def _preview(self, event: DixEntry.Updated) -> None:
        self.query_one("#dix-edit-preview", Static).update(dix_preview(event.entry, self.lang))

    def action_keep(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        self.dismiss(("delete", None))

    @on(DixEntry.Entered, "#dix-edit-entry")
    def _save(self, event: DixEntry.Entered) -> None:
        self.dismiss(("save", event.turn(self.player)))
