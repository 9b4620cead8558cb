"""The board for across the table: each player's total in large digits, the player to play,
the leader, each one's distance to the target, the phase, the last turn in one line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, Vertical, VerticalScroll
from textual.widgets import Digits, Static

from marquoir.rules import format_points
from marquoir.tui.colours import seat_style
from marquoir.tui.lang import Translated, plain
from marquoir.use_cases import board_facts

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
    """One player on the board: the name, the total in large digits, the distance to go.

    The card holds its own parts from the start (built with it, mounted by its compose), so
    :meth:`draw` can be called at any moment, before the card or its parts are mounted: a
    board redrawn while the last redraw is still mounting its cards never queries into a
    card that is not ready (issue #26)."""

    DEFAULT_CSS = """
    PlayerCard { height: auto; border: round $primary 30%; padding: 0 1; }
    PlayerCard.playing { border: heavy $accent; }
    PlayerCard.tight { border: none; padding: 0 1; background: $boost; }
    PlayerCard.tight.playing { background: $accent 30%; }
    PlayerCard .name { text-style: bold; text-wrap: nowrap; text-overflow: ellipsis; }
    PlayerCard Digits { width: auto; text-style: bold; }
    PlayerCard .figures { height: auto; }
    PlayerCard .chance { width: auto; height: 3; padding-left: 1; content-align: left bottom; }
    PlayerCard .distance { color: $text-muted; }
    """

    def __init__(self) -> None:
        super().__init__()
        self._who = Static(classes="name")
        self._points = Digits()
        self._chance = Static(classes="chance")
        self._to_go = Static(classes="distance")

    def compose(self) -> ComposeResult:
        yield self._who
        with Horizontal(classes="figures"):
            yield self._points
            yield self._chance
        yield self._to_go

    def draw(self, name: Text, total: str, distance: Text, playing: bool, chance: str = "") -> None:
        """The player as the board now tells it; ``chance``: their chance to win (beside the
        total; ``…`` while it is worked out)."""
        self._who.update(name)
        self._points.update(total)
        self._chance.update(Text(chance, style="bold" if chance[:1].isdigit() else "dim"))
        self._chance.display = bool(chance)
        self._to_go.update(distance)
        self.set_class(playing, "playing")


class Board(Translated, Vertical):
    """The board of one game; :meth:`show` draws (or redraws) it. The cards share the width
    (as many side by side as fit); when the height is short they lose their frame; on a very
    small screen they scroll, the phase and the last turn staying in view.

    Like its cards, the board holds its parts from the start and keeps its own list of cards:
    :meth:`show` may come at any moment (before the board is mounted, or while the last
    redraw's cards are still being mounted) and never waits; the cards are mounted once the
    board is."""

    DEFAULT_CSS = """
    Board { height: 1fr; padding: 0 1; }
    Board #board-phase { text-style: bold; height: auto; margin-bottom: 1; }
    Board #board-scroll { height: auto; max-height: 1fr; }
    Board #board-cards { grid-size: 2; grid-gutter: 0 1; height: auto; }
    Board #board-cards.tight { grid-gutter: 1 1; }
    Board #board-last { height: auto; margin-top: 1; color: $text-muted; }
    Board #board-chances { height: auto; color: $text-muted; text-style: italic; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._phase = Static(id="board-phase")
        self._grid = Grid(id="board-cards")
        self._last = Static(id="board-last")
        #: what the chances to win mean (when they are shown)
        self._legend = Static(id="board-chances")
        #: the cards of the game drawn, in seat order (mounted in the grid once it is)
        self._cards: list[PlayerCard] = []
        #: the chances to win drawn (``board_facts``'s ``win``)
        self._win: tuple[float, ...] | str | None = None

    def compose(self) -> ComposeResult:
        yield self._phase
        with VerticalScroll(id="board-scroll"):
            yield self._grid
        yield self._last
        yield self._legend

    def on_mount(self) -> None:
        self._place_cards()

    def on_resize(self) -> None:
        self.fit()

    def fit(self) -> None:
        """As many cards side by side as the width takes; without their frame when framed
        cards would not all fit in the height."""
        grid = self._grid
        players = len(self._cards) or 1
        columns = max(1, min(players, self.size.width // CARD_WIDTH))
        rows = -(-players // columns)
        # the phase and the last turn (and the chances' legend), with their margins
        room = self.size.height - (5 if self._win is not None else 4)
        tight = rows * CARD_HEIGHT > room
        grid.styles.grid_size_columns = columns
        grid.set_class(tight, "tight")
        for card in self._cards:
            card.set_class(tight, "tight")

    def say(self, sentence: str) -> None:
        """No game to draw: the sentence instead of the cards."""
        self._phase.update(plain(sentence))
        self._grid.display = False
        self._last.update("")
        self._legend.display = False

    def show(self, view: GameView, win: tuple[float, ...] | str | None = None) -> None:
        """The board of ``view`` as :func:`marquoir.use_cases.board_facts` tells it (the served
        page's too); ``win``: each player's chance to win (its ``win``)."""
        self._grid.display = True
        self._win = win
        lang = self.lang
        facts = board_facts(view, lang, win)
        self._phase.update(plain(facts.phase))
        if len(self._cards) != len(facts.players):
            for card in self._cards:
                if card.parent is not None:
                    card.remove()
            self._cards = [PlayerCard() for _ in facts.players]
            self._place_cards()
        for card, player in zip(self._cards, facts.players, strict=True):
            marks = ("▶ " if player.playing else "") + ("★ " if player.leader else "")
            style = f"bold {seat_style(player.seat)}"
            card.draw(
                plain(marks + player.name, style),
                big_points(player.total, lang),
                plain(player.distance),
                player.playing,
                player.chance,
            )
        self._last.update(plain(facts.last_turn))
        self._legend.update(plain(facts.chances_legend))
        self._legend.display = bool(facts.chances_legend)

    def _place_cards(self) -> None:
        """Mount the cards not mounted yet (once the grid is)."""
        if not self._grid.is_mounted:
            return  # on_mount places them
        waiting = [card for card in self._cards if card.parent is None]
        if waiting:
            self._grid.mount_all(waiting)
        self.fit()
