"""Pig's part of the app: a line of rolls (``3 4 6``), a preview, its target in the new-game
form. Everything else (the sheet, the board, the chart, manual points) is the shell's."""

from __future__ import annotations

from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.widget import Widget
from textual.widgets import Input, Label

from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points
from marquoir.tui.games.kit import FormRefusal, GameKit, RulesForm
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.line_entry import LineEntry
from marquoir_pig.rules import PigProfile, PigTurn, check_rolls


def read_rolls(player: str, text: str) -> PigTurn:
    words = text.split()
    if not all(word.isdigit() for word in words):
        raise RulesError("pig.not_rolls", "rolls")
    return PigTurn(player, check_rolls([int(word) for word in words]))


class PigEntry(LineEntry):
    PLACEHOLDER = "pig.placeholder"

    def read(self, text: str) -> tuple[Any, Any]:
        turn = read_rolls(self.player, text)
        return turn, turn


class PigForm(Translated, RulesForm):
    def compose(self) -> ComposeResult:
        yield Label(self.t("pig.target_label"))
        yield Input("100", id="pig-target")

    def profile(self, lang: str) -> object:
        text = self.query_one("#pig-target", Input).value.strip()
        if not text.isdigit() or not 10 <= int(text) <= 1000:
            raise FormRefusal(translate(lang, "pig.target", given=text), "#pig-target")
        return PigProfile(int(text))


class PigKit(GameKit):
    id = "pig"
    offers = frozenset({"view", "manual"})

    def entry(self) -> Widget:
        return PigEntry(id="pig-entry")

    def preview(self, entry: Any, lang: str) -> RenderableType:
        result = entry.result
        if result is None:
            return Text(translate(lang, "pig.placeholder"), style="dim")
        if isinstance(result, RulesError):
            return Text("✗ " + result.text(lang), style="b red")
        return Text(format_points(result.points, lang, sign=True), style="bold")

    def line_of(self, turn: Any, players: tuple[str, ...]) -> str | None:
        return " ".join(map(str, turn.rolls)) if isinstance(turn, PigTurn) else None

    def story(self, state: Any, turn: Any, position: int, lang: str, head: Text) -> RenderableType:
        return Group(head, Text(" ".join(map(str, turn.rolls))))

    async def correct(self, screen: Any, view: Any, turns: list[Any], position: int) -> Any:
        if not isinstance(turns[position], PigTurn):
            return await super().correct(screen, view, turns, position)
        return await self.correct_on_line(screen, view, turns, position, PigEntry())

    def detail(self, turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
        return " ".join(map(str, turn.rolls)), "✗" if turn.points == 0 else ""

    def own_mark(self, outcome: Any) -> str:
        return "✗" if outcome.points == 0 else ""

    def rules_form(self) -> PigForm:
        return PigForm(id="pig-rules")


KIT = PigKit()
