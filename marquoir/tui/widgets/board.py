"""The board for across the table: each player's total in large digits, the player to play,
the leader, each one's distance to the target, the phase, the last turn in one line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Grid, Vertical, VerticalScroll
from textual.widgets import Digits, Static

from marquoir.rules import format_points
from marquoir.table import board_facts
from marquoir.tui.colours import seat_style
from marquoir.tui.lang import Translated, plain

if TYPE_CHECKING:
    from marquoir.records import GameView


#: a player's card: its narrowest width, and its height (framed; ``tight``: without the frame)
CARD_WIDTH = 26
CARD_HEIGHT = 7
TIGHT_HEIGHT = 5


def big_points(points: int, lang: str) -> str:
    """A total for :class:`Digits`: the thousands apart by a narrow gap (a comma in English,
    a no-break space in French), a minus Digits can draw."""
    return format_points(points, lang).replace("\u202f", "\u00a0").replace("−", "-")


class PlayerCard(Vertical):
    """One player on the board: the name, the total in large digits, the distance to go."""

    DEFAULT_CSS = """
    PlayerCard { height: auto; border: round $primary 30%; padding: 0 1; }
    PlayerCard.playing { border: heavy $accent; }
    PlayerCard.tight { border: none; padding: 0 1; background: $boost; }
    PlayerCard.tight.playing { background: $accent 30%; }
    PlayerCard .name { text-style: bold; text-wrap: nowrap; text-overflow: ellipsis; }
    PlayerCard Digits { width: auto; text-style: bold; }
    PlayerCard .distance { color: $text-muted; }
    """

    def compose(self) -> ComposeResult:
        yield Static(classes="name")
        yield Digits()
        yield Static(classes="distance")


class Board(Translated, Vertical):
    """The board of one game; :meth:`show` draws (or redraws) it. The cards share the width
    (as many side by side as fit); when the height is short they lose their frame; on a very
    small screen they scroll, the phase and the last turn staying in view."""

    DEFAULT_CSS = """
    Board { height: 1fr; padding: 0 1; }
    Board #board-phase { text-style: bold; height: auto; margin-bottom: 1; }
    Board #board-scroll { height: auto; max-height: 1fr; }
    Board #board-cards { grid-size: 2; grid-gutter: 0 1; height: auto; }
    Board #board-cards.tight { grid-gutter: 1 1; }
    Board #board-last { height: auto; margin-top: 1; color: $text-muted; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="board-phase")
        with VerticalScroll(id="board-scroll"):
            yield Grid(id="board-cards")
        yield Static(id="board-last")

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """As many cards side by side as the width takes; without their frame when framed
        cards would not all fit in the height."""
        grid = self.query_one("#board-cards", Grid)
        players = len(grid.children) or 1
        columns = max(1, min(players, self.size.width // CARD_WIDTH))
        rows = -(-players // columns)
        room = self.size.height - 4  # the phase and the last turn, with their margins
        tight = rows * CARD_HEIGHT > room
        grid.styles.grid_size_columns = columns
        grid.set_class(tight, "tight")
        for card in grid.children:
            card.set_class(tight, "tight")

    def say(self, sentence: str) -> None:
        """No game to draw: the sentence instead of the cards."""
        self.query_one("#board-phase", Static).update(plain(sentence))
        self.query_one("#board-cards", Grid).display = False
        self.query_one("#board-last", Static).update("")

    async def show(self, view: GameView) -> None:
        """The board of ``view`` as :func:`marquoir.table.board_facts` tells it (the served
        page's too)."""
        self.query_one("#board-cards", Grid).display = True
        lang = self.lang
        facts = board_facts(view, lang)
        self.query_one("#board-phase", Static).update(plain(facts.phase))
        cards = self.query_one("#board-cards", Grid)
        if len(cards.children) != len(facts.players):
            await cards.remove_children()
            await cards.mount_all(PlayerCard() for _ in facts.players)
            self.fit()
        for card, player in zip(cards.children, facts.players, strict=True):
            marks = ("▶ " if player.playing else "") + ("★ " if player.leader else "")
            style = f"bold {seat_style(player.seat)}"
            card.query_one(".name", Static).update(plain(marks + player.name, style))
            card.query_one(Digits).update(big_points(player.total, lang))
            card.query_one(".distance", Static).update(plain(player.distance))
            card.set_class(player.playing, "playing")
        self.query_one("#board-last", Static).update(plain(facts.last_turn))
