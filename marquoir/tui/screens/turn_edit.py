"""Correct or delete a past turn."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from marquoir.i18n import translate
from marquoir.rules import GameSetup
from marquoir.rules.mille_sabords import DiceTurn, ManualTurn
from marquoir.tui.screens.base import MarquoirDialog, keys_line
from marquoir.tui.widgets.entry_panel import EntryPanel

#: what a turn dialog answers: ("save", turn), ("delete", None), or None to keep the turn
EditAnswer = tuple[str, DiceTurn | ManualTurn | None] | None


class TurnEditScreen(MarquoirDialog[EditAnswer]):
    BINDINGS = [
        Binding("escape", "keep", "key.back", show=False, id="edit-back"),
        Binding("ctrl+r", "delete", "key.delete", show=False, id="edit-delete"),
        Binding("ctrl+t", "island", "key.island", show=False, id="edit-island"),
    ]

    def __init__(self, setup: GameSetup, turn: DiceTurn | None, player: str, number: int) -> None:
        super().__init__()
        self.setup, self.turn, self.player, self.number = setup, turn, player, number

    def compose(self) -> ComposeResult:
        t = self.lang
        with Vertical():
            yield Static(f"[b]{translate(t, 'edit.title', n=self.number, name=self.player)}[/b]")
            yield EntryPanel(self.setup, id="edit-entry")
            yield Static(
                keys_line(
                    t,
                    ("keyname.enter", "key.save"),
                    ("ctrl+t", "key.island"),
                    ("ctrl+r", "key.delete"),
                    ("keyname.escape", "key.back"),
                )
            )

    def on_mount(self) -> None:
        panel = self.query_one(EntryPanel)
        panel.player = self.player
        if self.turn is not None:
            panel.load(self.turn)
        panel.query_one("#dice").focus()

    def action_keep(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        self.dismiss(("delete", None))

    def action_island(self) -> None:
        self.query_one(EntryPanel).toggle_island()

    @on(EntryPanel.Submitted)
    def _save(self, event: EntryPanel.Submitted) -> None:
        self.dismiss(("save", event.turn))
