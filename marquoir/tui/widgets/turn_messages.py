"""What every game's entry and sheet tell the game screen, whatever the game: a turn typed
(Enter took it), the line changed (the preview follows), a past turn picked on the sheet (to
correct it). Each game's widgets post subclasses of these; the screen listens to these."""

from __future__ import annotations

from typing import Any

from textual.message import Message
from textual.widget import Widget


class TurnTyped(Message):
    """A complete turn, typed on the line (its player is the screen's to say)."""

    def __init__(self, entry: Widget, text: str) -> None:
        super().__init__()
        self.entry, self.text = entry, text

    @property
    def control(self) -> Widget:
        return self.entry

    def turn(self, player: str) -> Any:
        """Return the turn, for ``player``."""
        raise NotImplementedError


class LineChanged(Message):
    """The line (or a mark or a question on it) changed: the preview follows. Once the
    screen has shown it, it tells the key gate (``marquoir.tui.screens.base``): a question's
    words are drawn at the next painting."""

    def __init__(self, entry: Widget) -> None:
        super().__init__()
        self.entry = entry

    @property
    def control(self) -> Widget:
        return self.entry


class TurnAt(Message):
    """A place of the sheet: the turn there (its position in the game), or None."""

    def __init__(self, sheet: Widget, position: int | None) -> None:
        super().__init__()
        self.sheet, self.position = sheet, position

    @property
    def control(self) -> Widget:
        return self.sheet


class TurnPicked(TurnAt):
    """Enter on the sheet: the turn there, to correct."""
