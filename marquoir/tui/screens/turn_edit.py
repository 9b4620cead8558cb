"""Correct or delete a past turn."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from marquoir.i18n import translate
from marquoir.rules import GameSetup
from marquoir.rules.mille_sabords import DiceTurn, ManualTurn
from marquoir.tui.screens.base import MarquoirDialog
from marquoir.tui.widgets.entry_panel import EntryPanel

#: what a turn dialog answers: ("save", turn), ("delete", None), or None to keep the turn
EditAnswer = tuple[str, DiceTurn | ManualTurn | None] | None


class TurnEditScreen(MarquoirDialog[EditAnswer]):
    def __init__(self, setup: GameSetup, turn: DiceTurn | None, player: str, number: int) -> None:
        super().__init__()
        self.setup, self.turn, self.player, self.number = setup, turn, player, number

    def compose(self) -> ComposeResult:
        t = self.lang
        with Vertical():
            yield Static(f"[b]{translate(t, 'edit.title', n=self.number, name=self.player)}[/b]")
            yield EntryPanel(self.setup, id="edit-entry")
            yield Static(
                f"[dim]{translate(t, 'keyname.enter')}: {translate(t, 'key.save')} · ctrl+t: {translate(t, 'key.island')} · "
                f"ctrl+r: {translate(t, 'key.delete')} · {translate(t, 'keyname.escape')}: {translate(t, 'key.back')}[/dim]"
            )

    def on_mount(self) -> None:
        panel = self.query_one(EntryPanel)
        panel.player = self.player
        if self.turn is not None:
            panel.load(self.turn)
        panel.query_one("#dice").focus()

    def key_escape(self) -> None:
        self.dismiss(None)

    def key_ctrl_r(self) -> None:
        self.dismiss(("delete", None))

    def key_ctrl_t(self) -> None:
        self.query_one(EntryPanel).toggle_island()

    @on(EntryPanel.Submitted)
    def _save(self, event: EntryPanel.Submitted) -> None:
        self.dismiss(("save", event.turn))
