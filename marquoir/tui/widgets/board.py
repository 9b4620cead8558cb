"""The board for across the table: each player's total in large digits, the player to play,
the leader, each one's distance to the target, the phase, the last turn in one line."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Grid, Vertical, VerticalScroll
from textual.widgets import Digits, Static

from marquoir.i18n import visible
from marquoir.rules import format_points, game_rules
from marquoir.rules.manual import ManualTurn
from marquoir.tui.colours import seat_style
from marquoir.tui.games import kit_of
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
        self.query_one("#board-cards", Grid).display = True
        state, lang = view.state, self.lang
        phase = game_rules(view.game).phase_text(state, lang)
        self.query_one("#board-phase", Static).update(plain(phase))
        cards = self.query_one("#board-cards", Grid)
        players = view.players
        if len(cards.children) != len(players):
            await cards.remove_children()
            await cards.mount_all(PlayerCard() for _ in players)
            self.fit()
        kit = kit_of(view.game)
        best = max(state.totals)
        for seat, (card, name) in enumerate(zip(cards.children, players, strict=True)):
            playing = seat == state.next_seat
            leader = state.totals[seat] == best and best > 0
            marks = ("▶ " if playing else "") + ("★ " if leader else "") + visible(name)
            card.query_one(".name", Static).update(plain(marks, f"bold {seat_style(seat)}"))
            card.query_one(Digits).update(big_points(state.totals[seat], lang))
            distance = kit.distance(view, seat, lang)
            card.query_one(".distance", Static).update(plain(distance))
            card.set_class(playing, "playing")
        self.query_one("#board-last", Static).update(plain(self.last_turn(view)))

    def last_turn(self, view: GameView) -> str:
        """``Anne · Pirate · +1,400``."""
        state = view.state
        if not state.outcomes:
            return self.t("board.no_turn")
        outcome, turn = state.outcomes[-1], view.turns[-1]
        if isinstance(turn, ManualTurn):
            what = self.t("board.manual")
        else:  # the game's own words (a card, the throws, a duel)
            what = kit_of(view.game).last_turn(turn, self.lang)
        points = kit_of(view.game).last_points(outcome, self.lang)
        return self.t("board.last", name=outcome.player, what=what, points=points)
