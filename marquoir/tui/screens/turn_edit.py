"""Correct or delete a past turn."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Static

from marquoir.i18n import translate
from marquoir.rules import DiceTurn, GameSetup, ManualTurn
from marquoir.tui.widgets.entry_panel import EntryPanel

#: what a turn dialog answers: ("save", turn), ("delete", None), or None to keep the turn
EditAnswer = tuple[str, DiceTurn | ManualTurn | None] | None


class TurnEditScreen(ModalScreen[EditAnswer]):
    DEFAULT_CSS = """
    TurnEditScreen { align: center middle; }
    TurnEditScreen > Vertical { width: 90; height: auto; max-height: 90%; border: thick $warning; background: $surface; padding: 0 1; }
    """

    def __init__(
        self, setup: GameSetup, turn: DiceTurn | None, player: str, number: int, lang: str
    ) -> None:
        super().__init__()
        self.setup, self.turn, self.player, self.number, self.lang = (
            setup,
            turn,
            player,
            number,
            lang,
        )

    def compose(self) -> ComposeResult:
        t = self.lang
        with Vertical():
            yield Static(f"[b]{translate(t, 'edit.title', n=self.number, name=self.player)}[/b]")
            yield EntryPanel(self.setup, self.player, t, id="edit-entry")
            yield Static(
                f"[dim]{translate(t, 'keyname.enter')}: {translate(t, 'key.save')} · ctrl+t: {translate(t, 'key.island')} · "
                f"ctrl+r: {translate(t, 'key.delete')} · {translate(t, 'keyname.escape')}: {translate(t, 'key.back')}[/dim]"
            )

    def on_mount(self) -> None:
        panel = self.query_one(EntryPanel)
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
