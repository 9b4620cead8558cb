"""Mille Sabords' kit (see ``marquoir.tui.games.kit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marquoir.games.mille_sabords.rules import DiceTurn
from marquoir.games.mille_sabords.tui.card_keys import CardLegend
from marquoir.games.mille_sabords.tui.deck import DeckScreen
from marquoir.games.mille_sabords.tui.entry import TurnEntry, turn_text
from marquoir.games.mille_sabords.tui.form import SabordsForm
from marquoir.games.mille_sabords.tui.odds import OddsScreen
from marquoir.games.mille_sabords.tui.preview import dice_story, entry_renderable
from marquoir.games.mille_sabords.tui.record import luck_lines
from marquoir.games.mille_sabords.tui.turn_edit import TurnEditScreen
from marquoir.i18n import translate
from marquoir.tui.games.kit import GameKit

if TYPE_CHECKING:
    from rich.console import RenderableType
    from rich.text import Text
    from textual.screen import Screen
    from textual.widget import Widget

    from marquoir.games.mille_sabords.rules import GameState
    from marquoir.records import GameView, PlayerRecord
    from marquoir.tui.games.kit import KitScreen
    from marquoir.tui.screens.manual import EditAnswer


class MilleSabordsKit(GameKit):
    id = "mille-sabords"
    offers = frozenset({"island", "deck", "view", "odds", "manual"})

    def entry(self) -> Widget:
        return TurnEntry(id="entry")

    def beside_entry(self) -> list[Widget]:
        return [CardLegend(id="legend")]

    def configure(self, screen: KitScreen, view: GameView) -> None:
        screen.query_one(CardLegend).configure(view.profile)

    def fold(self, screen: KitScreen, narrow: bool) -> None:
        """The legend uses the cards' short names where space is short."""
        legend = screen.query_one(CardLegend)
        if legend.compact != narrow and legend.keys:
            legend.compact = narrow
            legend.draw()

    def show(self, screen: KitScreen, state: Any) -> None:
        screen.query_one(CardLegend).display = state.phase != "over"

    def preview(self, entry: Any, lang: str) -> RenderableType:
        return entry_renderable(entry, lang)

    def line_of(self, turn: Any, players: tuple[str, ...]) -> str | None:
        return turn_text(turn) if isinstance(turn, DiceTurn) else None

    def put_back(self, entry: Any, turn: Any, players: tuple[str, ...]) -> bool:
        """A dice turn's line goes back with its Skull Island mark."""
        if not isinstance(turn, DiceTurn):
            return False
        entry.load(turn_text(turn), turn.skull_island)
        return True

    def story(self, state: Any, turn: Any, position: int, lang: str, head: Text) -> RenderableType:
        return dice_story(state, position, lang, head)

    def act(self, screen: KitScreen, action: str) -> None:
        """ctrl+t: the line marked a trip to Skull Island (or not); f6: the card pile."""
        if action == "island":
            screen.entry.toggle_island()
        elif action == "deck" and screen.state is not None:
            state: Any = screen.state
            screen.app.push_screen(DeckScreen(state))

    def odds_screen(self, screen: KitScreen, state: Any, entry: Any) -> Screen[Any] | None:
        return OddsScreen(
            screen.game_id, entry.card or "none", state, entry.dice_text, list(screen.turns)
        )

    async def correct(
        self, screen: KitScreen, view: GameView, turns: list[Any], position: int
    ) -> EditAnswer:
        turn = turns[position]
        if not isinstance(turn, DiceTurn):
            return await super().correct(screen, view, turns, position)

        return await screen.app.push_screen_wait(
            TurnEditScreen(view.setup, turn, turn.player, position + 1)
        )

    def cell_mark(self, turn: Any, outcome: Any) -> str:
        """☠ a trip to Skull Island, Z a Zombie Attack shared."""
        result = outcome.result
        if result is None:
            return ""
        return "☠" if result.skull_island else "Z" if result.card == "zombie" else ""

    def detail(self, turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
        """The card's short name and the dice; ☠ after the points of a trip."""
        story = translate(lang, f"cardshort.{turn.card}") + " " + str(turn.dice)
        return story, "☠" if turn.skull_island else ""

    def warned(self, state: GameState) -> frozenset[int]:
        """⚠ the turns whose card was not left in the pile (a typo?)."""
        return state.warned

    def winners_text(self, state: Any, lang: str) -> str:
        """Who won, and how when the game ended on Pirate magic."""
        magic = translate(lang, "over.magic") + " " if state.ended_by == "pirate_magic" else ""
        return magic + super().winners_text(state, lang)

    def record_lines(self, record: PlayerRecord, lang: str) -> list[str]:
        return luck_lines(record, lang)

    def rules_form(self) -> SabordsForm:
        return SabordsForm(id="sabords-rules")
