"""A turn typed on one line, then Enter, for the games whose turn is one line of text: the
line is read as the Captain types (``read``), Enter hands the turn on and empties the line in
place, so keys typed ahead land where they belong (nothing is rebuilt under the keyboard). A
game whose line asks questions has its own entry, in its kit."""

from __future__ import annotations

from typing import Any

from textual import events
from textual.widgets import Input

from marquoir.rules import RulesError
from marquoir.tui.keys import gate_of
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import LineChanged, TurnTyped


class LineEntry(Translated, Input):
    """The line (see the module). Subclasses say how a line reads (:meth:`read`) and what the
    empty line's placeholder is (:attr:`PLACEHOLDER`, a string key)."""

    PLACEHOLDER = ""

    class Entered(TurnTyped):
        """A complete turn (its player is the screen's to say)."""

        def __init__(self, entry: LineEntry, turn: Any, text: str) -> None:
            super().__init__(entry, text)
            self.typed_turn = turn

        def turn(self, player: str) -> Any:
            return self.typed_turn._replace(player=player)

    class Updated(LineChanged):
        """The line changed: the preview follows."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, select_on_focus=False)
        #: whose turn it is
        self.player = ""
        #: the game as it stands before this turn (the game's own replayed state)
        self.state: Any = None
        #: the turn the line types, or None
        self.turn: Any = None
        #: what the line reads as (the game's own account), a RulesError, or None when empty
        self.result: Any = None

    def on_mount(self) -> None:
        self.placeholder = self.placeholder_text()

    def placeholder_text(self) -> str:
        return self.t(self.PLACEHOLDER)

    def read(self, text: str) -> tuple[Any, Any]:
        """Return (the turn, what it reads as) for a non-empty line; a RulesError says why not."""
        raise NotImplementedError

    def rescore(self) -> None:
        """Read the line as it stands (every keystroke) and tell the screen."""
        self.turn = self.result = None
        if self.is_mounted:
            self.placeholder = self.placeholder_text()
        text = self.value.strip()
        if text and self.state is not None:
            try:
                self.turn, self.result = self.read(text)
            except RulesError as error:
                self.turn, self.result = None, error
        self.post_message(self.Updated(self))

    def watch_value(self, value: str) -> None:
        """Read the line anew once Input has taken the new value."""
        self.rescore()

    def load(self, text: str) -> None:
        """Put a turn's line back (undo, a turn to correct), the cursor at its end."""
        self.value = text
        self.cursor_position = len(text)
        self.rescore()

    def follow(self, state: Any) -> None:
        """Take the game as it now stands, before the line's turn."""
        self.state = state

    #: what the line marks beside the player's name (nothing: a line has no marks)
    mark = ""

    def reset(self, player: str) -> None:
        """Empty the line for the next player."""
        self.player = player
        self.value = ""
        self.rescore()

    def on_key(self, event: events.Key) -> None:
        """Hand the turn on at Enter (or ask the fix of a refused line); any other key is
        left to Input, which runs after this unless the default is prevented."""
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            gate = gate_of(self.app)
            if self.turn is None:
                self.app.bell()
                if gate is not None and self.value.strip():
                    # a refused line is a question: the keys typed after its Enter, before
                    # the refusal showed, wait for the line's fix (never typed onto it)
                    gate.ask(self)
                return
            self.post_message(self.Entered(self, self.turn, self.value))
            self.value = ""
            self.rescore()
            if gate is not None:  # the fixed line went: the keys it held go on
                gate.answered(self)
            return
