"""A yes/no question, answered with the keyboard: only by keys pressed once it is on the
screen (the keys typed before it wait for after the answer, ``marquoir.tui.keys``)."""

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Static

from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.screens.base import MarquoirDialog


class ConfirmScreen(MarquoirDialog[bool]):
    BINDINGS = [Binding("escape", "answer(False)", "key.back", show=False, id="confirm-no")]

    def __init__(self, question: str, yes: str, no: str) -> None:
        super().__init__()
        self.question, self.yes, self.no = question, yes, no

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(self.question)
            with Horizontal():
                yield Button(self.no, id="no")
                yield Button(self.yes, id="yes", variant="error")
            yield TypedAhead()

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()
        gate = gate_of(self.app)
        if gate is not None:
            gate.ask(self)

    def dismiss(self, result: Any = None) -> Any:
        gate = gate_of(self.app)
        if gate is not None:  # answered: the keys typed before the question go on
            gate.answered(self)
        return super().dismiss(result)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, answer: bool) -> None:
        self.dismiss(answer)
