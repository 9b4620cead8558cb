"""Morbleu's kit (see ``marquoir.tui.games.kit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group
from rich.text import Text
from textual.containers import Horizontal
from textual.widgets import Digits, Static

from marquoir.games.morbleu.tui.dialogs import AdjustScreen, ChancesScreen
from marquoir.games.morbleu.tui.entry import MorbleuEntry, morbleu_preview, turn_line
from marquoir.games.morbleu.tui.form import MorbleuForm
from marquoir.games.morbleu.tui.ledger import Ledger
from marquoir.i18n import translate
from marquoir.rules import game_rules
from marquoir.tui.games.kit import GameKit

if TYPE_CHECKING:
    from rich.console import RenderableType
    from textual.screen import Screen
    from textual.widget import Widget

    from marquoir.records import GameView
    from marquoir.tui.games.kit import KitScreen
    from marquoir.tui.screens.manual import EditAnswer


class PotRow(Horizontal):
    """The pot in large digits, with its label."""

    DEFAULT_CSS = """
    PotRow { height: auto; }
    PotRow #pot-label { padding: 1 1; width: auto; color: $text-muted; }
    PotRow #pot-digits { padding: 0 1; width: auto; text-style: bold; color: $warning; }
    """


class MorbleuKit(GameKit):
    id = "morbleu"
    #: no Skull Island, no card pile, one reading of its ledger
    offers = frozenset({"odds", "manual"})
    labels = {"manual": "key.adjust", "odds": "key.chances"}

    def entry(self) -> Widget:
        return MorbleuEntry(id="morbleu-entry")

    def sheet(self, lang: str) -> list[Widget]:
        """The pot in large digits above the ledger."""
        return [
            PotRow(
                Static(translate(lang, "morbleuui.pot_label"), id="pot-label"),
                Digits(id="pot-digits"),
                id="pot-row",
            ),
            Ledger(id="ledger", classes="game-sheet"),
        ]

    def show(self, screen: KitScreen, state: Any) -> None:
        screen.query_one("#pot-digits", Digits).update(str(state.pot))

    def notes(self, state: Any, lang: str) -> list[str]:
        """The escudos and hands (the pot is large above the ledger)."""
        return game_rules(self.id).state_notes(state, lang)[1:]

    def preview(self, entry: Any, lang: str) -> RenderableType:
        return morbleu_preview(entry, lang)

    def line_of(self, turn: Any, players: tuple[str, ...]) -> str | None:
        return turn_line(turn, players) or None

    def story(self, state: Any, turn: Any, position: int, lang: str, head: Text) -> RenderableType:
        outcome = state.outcomes[position]
        facts = game_rules(self.id).turn_facts(turn, lang)
        line = " · ".join(str(fact) for fact in facts if fact)
        pot = translate(lang, "morbleu.pot", pot=outcome.result.pot)
        return Group(head, Text(line), Text(pot, style="dim"))

    def odds_screen(self, screen: KitScreen, state: Any, entry: Any) -> Screen[Any] | None:
        return ChancesScreen()

    async def manual(self, screen: KitScreen, state: Any) -> Any | None:
        """ctrl+o: an adjustment (not a turn)."""
        return await screen.app.push_screen_wait(AdjustScreen(state))

    async def correct(
        self, screen: KitScreen, view: GameView, turns: list[Any], position: int
    ) -> EditAnswer:
        return await self.correct_on_line(screen, view, turns, position, MorbleuEntry())

    def winners_text(self, state: Any, lang: str) -> str:
        """Who won, with Morbleu's title: the Seigneur des mers."""
        return translate(lang, "over.winners.morbleu", result=super().winners_text(state, lang))

    def chart_title(self, profile: Any, lang: str) -> str:
        return translate(lang, "chart.title_escudos")

    def rules_form(self) -> MorbleuForm:
        return MorbleuForm(id="morbleu-rules")
