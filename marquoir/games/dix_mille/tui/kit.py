"""Dix mille's kit (see ``marquoir.tui.games.kit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group

from marquoir.games.dix_mille.rules.solo import solo_text
from marquoir.games.dix_mille.tui.entry import (
    DixEntry,
    count_renderable,
    dix_preview,
    dix_story,
    turn_line,
)
from marquoir.games.dix_mille.tui.form import DixForm
from marquoir.games.dix_mille.tui.odds import DixOddsScreen
from marquoir.i18n import translate, visible
from marquoir.rules import game_rules
from marquoir.rules.manual import ManualTurn
from marquoir.tui.games.kit import GameKit

if TYPE_CHECKING:
    from rich.console import RenderableType
    from rich.text import Text
    from textual.screen import Screen
    from textual.widget import Widget

    from marquoir.games.dix_mille.rules import GameState
    from marquoir.records import GameView
    from marquoir.tui.games.kit import KitScreen
    from marquoir.tui.screens.manual import EditAnswer


class DixMilleKit(GameKit):
    id = "dix-mille"

    def entry(self) -> Widget:
        return DixEntry(id="dix-entry")

    def notes(self, state: Any, lang: str) -> list[str]:
        """Who has not entered yet, and each player's run of blanks."""
        game: GameState = state
        lines = game_rules(self.id).state_notes(game, lang)
        runs = [
            f"{visible(name)} {run}"
            for name, run in zip(game.setup.players, game.blank_runs, strict=True)
            if run
        ]
        if runs:
            lines.append(translate(lang, "dixui.runs", runs=", ".join(runs)))
        return lines

    def preview(self, entry: Any, lang: str) -> RenderableType:
        return dix_preview(entry, lang)

    def winners_text(self, state: Any, lang: str) -> str:
        """A solo game's record (its turns and best turn), else who won."""
        return solo_text(state, lang) or super().winners_text(state, lang)

    def line_of(self, turn: Any, players: tuple[str, ...]) -> str | None:
        return None if isinstance(turn, ManualTurn) else turn_line(turn)

    def story(self, state: Any, turn: Any, position: int, lang: str, head: Text) -> RenderableType:
        outcome = state.outcomes[position]
        return Group(head, count_renderable(outcome.result, outcome.player, lang))

    def odds_screen(self, screen: KitScreen, state: Any, entry: Any) -> Screen[Any] | None:
        return DixOddsScreen(state, entry.turn_points, entry.dice_left, list(screen.turns))

    async def correct(
        self, screen: KitScreen, view: GameView, turns: list[Any], position: int
    ) -> EditAnswer:
        turn = turns[position]
        if isinstance(turn, ManualTurn):
            return await super().correct(screen, view, turns, position)
        return await self.correct_on_line(screen, view, turns, position, DixEntry())

    def own_mark(self, outcome: Any) -> str:
        """✗ a blank, ↓ held at 0 below the entry threshold."""
        result = outcome.result
        if result is None:
            return ""
        return "✗" if result.blank else "↓" if result.held else ""

    def detail(self, turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
        return dix_story(turn), self.own_mark(outcome)

    def rules_form(self) -> DixForm:
        return DixForm(id="dix-rules")
