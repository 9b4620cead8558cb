"""One key per Pirate card, and the legend that shows them with the dice letters."""

from __future__ import annotations

from rich.markup import escape
from textual.widgets import Static

from marquoir.games.mille_sabords.line_keys import CARD_KEYS as CARD_KEYS
from marquoir.games.mille_sabords.line_keys import FACES as FACES
from marquoir.games.mille_sabords.line_keys import cards_for as cards_for
from marquoir.games.mille_sabords.rules import RuleProfile
from marquoir.tui.lang import Translated


class CardLegend(Translated, Static):
    """The card keys of the game, as many to a line as fit: the cards' names as printed, or
    (``compact``, where space is short) their short names."""

    #: its rules name the game screen it sits on (narrow or not)
    SCOPED_CSS = False
    DEFAULT_CSS = """
    CardLegend { height: auto; padding: 0 1; color: $text-muted; }
    GameScreen CardLegend { margin-bottom: 1; }
    GameScreen.narrow CardLegend { margin: 0; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.keys: dict[str, str] = {}
        self.compact = False

    def configure(self, profile: RuleProfile, compact: bool | None = None) -> None:
        self.keys = cards_for(profile)
        if compact is not None:
            self.compact = compact
        self.draw()

    def on_resize(self) -> None:
        self.draw()

    def draw(self) -> None:
        names = "cardshort." if self.compact else "card."
        items = [(key, self.t(names + card)) for key, card in self.keys.items()]
        if not items:
            return
        cell = max(len(name) for _, name in items) + 4
        per_line = max(1, ((self.size.width or 60) - 2) // cell)
        lines = []
        for start in range(0, len(items), per_line):
            row = items[start : start + per_line]
            lines.append(
                "".join(f"[b]{key}[/b] {escape(name):<{cell - 2}}" for key, name in row).rstrip()
            )
        lines.append(self.dice_line())
        self.update("\n".join(lines))

    def dice_line(self) -> str:
        """The dice letters and their faces, in the Captain's language (``Dice: x skull
        d diamond …``): what a refused line's ``use x d g m p s`` means. On one line where it
        fits (the faces closer together where the room is short: a correction's dialog at
        80 columns), else broken between two faces, never inside one."""
        from rich.cells import cell_len

        legend = self.t("dice.legend")
        faces = [(face, self.t("face." + face)) for face in FACES]
        room = self.size.width or 60  # the room inside the padding

        def shown(face: str, name: str) -> str:
            return f"[b]{face}[/b] {escape(name)}"

        for gap in ("  ", " "):
            plain_line = legend + " " + gap.join(f"{face} {name}" for face, name in faces)
            if cell_len(plain_line) <= room:
                return f"{escape(legend)} " + gap.join(shown(f, n) for f, n in faces)
        indent = " " * (cell_len(legend) + 1)  # the faces of a next line under the first's
        lines: list[str] = []
        line, used = f"{escape(legend)} ", cell_len(legend) + 1
        for face, name in faces:
            width = cell_len(f"{face} {name}")
            if used + width > room and used > len(indent):
                lines.append(line.rstrip())
                line, used = indent, len(indent)
            line += shown(face, name) + "  "
            used += width + 2
        lines.append(line.rstrip())
        return "\n".join(lines)
