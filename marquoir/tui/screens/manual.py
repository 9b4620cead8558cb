"""Manual points: a house rule or a correction, counted like any turn."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Label, Static

from marquoir.i18n import translate
from marquoir.rules.manual import ManualTurn
from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, keys_line

#: what a dialog correcting a past turn answers: ("save", the new turn), ("delete", None), or
#: None (Esc: nothing changes)
EditAnswer = tuple[str, Any] | None


class ManualScreen(MarquoirDialog[EditAnswer]):
    """New manual points, or (``turn`` given) the correction of a manual turn, where ctrl+r
    deletes it."""

    TYPING_LINE = True

    BINDINGS = [
        Binding("escape", "dismiss(None)", "key.back", show=False, id="manual-back"),
        Binding("ctrl+r", "delete", "key.delete", show=False, id="manual-delete"),
    ]

    def __init__(self, player: str, turn: ManualTurn | None = None) -> None:
        super().__init__()
        self.player, self.turn = player, turn

    def compose(self) -> ComposeResult:
        t = self.lang
        with Vertical():
            yield Static(plain(translate(t, "manual.title", name=self.player), "bold"))
            yield Label(plain(translate(t, "manual.points", name=self.player)))
            old = self.turn
            each = old.opponents if old is not None and isinstance(old.opponents, int) else 0
            yield Input(str(old.points) if old else "", id="points")
            yield Label(translate(t, "manual.opponents"))
            yield Input(str(each), id="opponents")
            yield Label(translate(t, "manual.note"))
            yield Input(old.note if old else "", id="note")
            yield Static(id="error")
            yield TypedAhead()
            keys = [("keyname.enter", "key.save"), ("keyname.escape", "key.back")]
            if old is not None:
                keys.append(("ctrl+r", "key.delete"))
            yield Static(keys_line(t, *keys))

    def on_mount(self) -> None:
        self.query_one("#points", Input).focus()

    def action_delete(self) -> None:
        if self.turn is not None:
            self.dismiss(("delete", None))

    def _number(self, field: str) -> int | None:
        text = (
            self.query_one(f"#{field}", Input).value.strip().replace(" ", "").replace("\u202f", "")
        )
        text = text.replace("−", "-").replace(",", "")
        try:
            return int(text)
        except ValueError:
            label = translate(self.lang, f"manual.{field}", name=self.player)
            self.query_one("#error", Static).update(
                translate(self.lang, "manual.bad_number", field=label, value=text)
            )
            self.query_one(f"#{field}", Input).focus()
            gate = gate_of(self.app)
            if gate is not None:
                # a refused number is a question: the keys typed after the Enter, before the
                # sentence showed (the next turn of a burst), wait for the fix and the save
                gate.ask(self)
            return None

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        if event.input.id != "note":
            self.focus_next()
            return
        points = self._number("points")
        opponents = self._number("opponents") if points is not None else None
        if points is None or opponents is None:
            return
        note = self.query_one("#note", Input).value.strip()
        gate = gate_of(self.app)
        if gate is not None:  # saved: the keys a refused number held go to the game's line
            gate.answered(self)
        self.dismiss(("save", ManualTurn(self.player, points, opponents, note)))
