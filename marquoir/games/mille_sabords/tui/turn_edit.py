"""Correct or delete a past dice turn: its line, typed again."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Static

from marquoir.games.mille_sabords.rules import DiceTurn
from marquoir.games.mille_sabords.tui.card_keys import CardLegend
from marquoir.games.mille_sabords.tui.entry import TurnEntry, turn_text
from marquoir.games.mille_sabords.tui.preview import entry_renderable
from marquoir.rules import GameSetup
from marquoir.tui.keys import TypedAhead
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog, keys_line
from marquoir.tui.screens.manual import EditAnswer


class TurnEditScreen(MarquoirDialog[EditAnswer]):
    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]
    TYPING_LINE = True

    BINDINGS = [
        Binding("escape", "keep", "key.back", show=False, id="edit-back"),
        Binding("ctrl+r", "delete", "key.delete", show=False, id="edit-delete"),
        Binding("ctrl+t", "island", "key.island", show=False, id="edit-island"),
    ]

    def __init__(self, setup: GameSetup, turn: DiceTurn, player: str, number: int) -> None:
        super().__init__()
        self.setup, self.turn, self.player, self.number = setup, turn, player, number

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.t("edit.title", n=self.number, name=self.player), "bold"))
            yield CardLegend(id="edit-legend")
            yield TurnEntry(self.setup, id="edit-entry")
            yield Static(id="edit-preview")
            yield TypedAhead()
            # two lines, so that the keys never wrap in the dialog at 80 columns (French)
            yield Static(
                keys_line(self.lang, ("keyname.enter", "key.save"), ("keyname.escape", "key.back"))
            )
            yield Static(keys_line(self.lang, ("ctrl+t", "key.island"), ("ctrl+r", "key.delete")))

    def on_mount(self) -> None:
        self.query_one(CardLegend).configure(self.setup.profile)
        entry = self.query_one(TurnEntry)
        entry.player = self.player
        entry.load(turn_text(self.turn), self.turn.skull_island)
        entry.focus()

    @on(TurnEntry.Updated, "#edit-entry")
    def _preview(self) -> None:
        entry = self.query_one(TurnEntry)
        self.query_one("#edit-preview", Static).update(entry_renderable(entry, self.lang))

    def action_keep(self) -> None:
        self.dismiss(None)

    def action_delete(self) -> None:
        self.dismiss(("delete", None))

    def action_island(self) -> None:
        self.query_one(TurnEntry).toggle_island()

    @on(TurnEntry.Entered, "#edit-entry")
    def _save(self, event: TurnEntry.Entered) -> None:
        self.dismiss(("save", event.turn(self.player)))
