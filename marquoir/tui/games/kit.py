"""A game's part of the app, as the shell sees it: :class:`GameKit`.

The game screen, the sheet, the board, the chart and the new-game form know no game: they ask
the game's kit (``KIT`` in the module the game's registry entry names) for its line, its
sheet's cells, its preview, its dialogs and its part of the new-game form. The defaults here
are those of a game scored in points on a sheet of rounds (a score sheet, manual points with
ctrl+o); a game overrides what it does otherwise (its target, its marks, its dialogs).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any, ClassVar

from rich.console import Group
from rich.text import Text
from textual.containers import Vertical

from marquoir.i18n import translate, visible
from marquoir.rules import format_points, game_rules, winners_text
from marquoir.rules.games import refuse_incomplete
from marquoir.tui.screens.line_edit import LineEditScreen
from marquoir.tui.screens.manual import ManualScreen

if TYPE_CHECKING:
    from collections.abc import Mapping
    from typing import Protocol

    from rich.console import RenderableType
    from textual.app import App
    from textual.screen import Screen
    from textual.widget import Widget

    from marquoir.records import GameView, PlayerRecord
    from marquoir.rules.games import GameState

    class KitScreen(Protocol):
        """The game screen (``marquoir.tui.screens.game.GameScreen``) as a kit is handed
        it: what the kits use of it, so that the kits, below the screen, never import it."""

        @property
        def app(self) -> App[Any]: ...

        @property
        def game_id(self) -> int: ...

        @property
        def state(self) -> GameState | None: ...

        @property
        def turns(self) -> list[Any]: ...

        @property
        def entry(self) -> Any: ...

        @property
        def query_one(self) -> Any: ...

    from marquoir.tui.screens.manual import EditAnswer

#: the game screen's keys a game may offer or not (``GameKit.offers``)
GAME_ACTIONS = frozenset({"island", "deck", "view", "odds", "manual"})


class FormRefusal(Exception):
    """A new game's rules refused: the sentence, and the field to put the focus on."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.message, self.field = message, field


class RulesForm(Vertical):
    """A game's part of the new-game form: its rule fields. :meth:`profile` reads them."""

    DEFAULT_CSS = """
    RulesForm { height: auto; }
    """

    def profile(self, lang: str) -> object:
        """The rule profile the fields say, or a :class:`FormRefusal`."""
        raise NotImplementedError

    def chosen(self) -> None:
        """The game was just chosen in the form (a field asked at once takes the focus)."""


class GameKit(ABC):
    """What the shell asks of a game (see the module). A game subclasses it once and its
    ``tui`` module sets ``KIT`` to an instance; a subclass without an ``id`` or one of the
    abstract methods is refused when it is defined, with a sentence that names what it
    lacks."""

    #: the game's id (its registry entry's)
    id: ClassVar[str]
    #: the game screen's keys this game offers, of :data:`GAME_ACTIONS`
    offers: frozenset[str] = frozenset({"view", "odds", "manual"})
    #: the footer's words for a key that does something else in this game: action -> string
    #: key
    labels: Mapping[str, str] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        refuse_incomplete(cls, GameKit, ("id",), "kit")

    # --- the game screen -------------------------------------------------------------------

    @abstractmethod
    def entry(self) -> Widget:
        """A new line the game's turns are typed on (it posts ``TurnTyped`` and
        ``LineChanged``; it has ``player``, ``value``, ``mark``, ``follow(state)``,
        ``rescore()``, ``load(text)``, ``reset(player)``)."""

    def sheet(self, lang: str) -> list[Widget] | None:
        """The widgets of the sheet's side under the phase; the sheet itself has the class
        ``game-sheet`` (``show(state, turns)``; it posts ``TurnPicked``). None: the score
        sheet every game played in rounds shares (``widgets.score_sheet``, the screen's)."""
        return None

    def beside_entry(self) -> list[Widget]:
        """Widgets under the line (a legend of the line's keys …)."""
        return []

    def configure(self, screen: KitScreen, view: GameView) -> None:
        """The game is read for the first time: its widgets learn its table."""

    def fold(self, screen: KitScreen, narrow: bool) -> None:
        """The screen is narrow (or not): the game's widgets fold too."""

    def show(self, screen: KitScreen, state: GameState) -> None:
        """The game as it now stands, for the game's own widgets (the sheet is shown)."""

    def notes(self, state: GameState, lang: str) -> list[str]:
        """The lines under the phase."""
        return []

    @abstractmethod
    def preview(self, entry: Any, lang: str) -> RenderableType:
        """What the line reads as, while the Captain types."""

    def line_of(self, turn: Any, players: tuple[str, ...]) -> str | None:
        """A stored turn as the line that types it, or None (manual points)."""
        return None

    def put_back(self, entry: Any, turn: Any, players: tuple[str, ...]) -> bool:
        """A turn taken back: its line back on the entry (True), or nothing to put (False)."""
        line = self.line_of(turn, players)
        if line is None:
            return False
        entry.load(line)
        return True

    def story(
        self, state: GameState, turn: Any, position: int, lang: str, head: Text
    ) -> RenderableType:
        """The story of one of the game's own turns under its ``head`` (who, which round;
        manual points are the shell's)."""
        outcome = state.outcomes[position]
        return Group(head, Text(format_points(outcome.points, lang, sign=True)))

    def act(self, screen: KitScreen, action: str) -> None:
        """One of the game's own keys (of :attr:`offers`, beyond odds and manual)."""
        screen.app.bell()

    def odds_screen(self, screen: KitScreen, state: GameState, entry: Any) -> Screen[Any] | None:
        """f2: the game's odds for the turn being typed, or None."""
        return None

    async def manual(self, screen: KitScreen, state: GameState) -> Any | None:
        """ctrl+o: manual points (a turn), or None."""
        answer = await screen.app.push_screen_wait(ManualScreen(state.next_player or ""))
        return answer[1] if answer else None

    async def correct(
        self, screen: KitScreen, view: GameView, turns: list[Any], position: int
    ) -> EditAnswer:
        """A past turn to correct or delete, in the game's dialog."""
        turn = turns[position]
        return await screen.app.push_screen_wait(ManualScreen(turn.player, turn))

    async def correct_on_line(
        self, screen: KitScreen, view: GameView, turns: list[Any], position: int, entry: Any
    ) -> EditAnswer:
        """A past turn corrected on a fresh line of the game's (``entry``), its line typed
        again, read against the game as it stood before it."""
        turn = turns[position]
        before = game_rules(view.game).replay(view.setup, turns[:position])
        line = self.line_of(turn, view.players) or ""
        return await screen.app.push_screen_wait(
            LineEditScreen(entry, self.preview, before, line, turn.player, position + 1)
        )

    # --- the sheet's cells -----------------------------------------------------------------

    def cell_mark(self, turn: Any, outcome: Any) -> str:
        """What one of this game's turns that changed another player's total was (a mark
        beside the total: Z, ☠ …)."""
        return ""

    def own_mark(self, outcome: Any) -> str:
        """A turn's own mark beside its points (✗ a blank …)."""
        return ""

    def detail(self, turn: Any, outcome: Any, lang: str) -> tuple[str, str]:
        """The detail reading of one of the game's turns: its story (first line) and the
        marks after its points (second line)."""
        return "", ""

    def warned(self, state: Any) -> frozenset[int]:
        """The positions of the turns marked ⚠ on the sheet."""
        return frozenset()

    def winners_text(self, state: GameState, lang: str) -> str:
        """Who won, for the end of the game (``Chloé won``)."""
        return winners_text(state.winners, lang)

    # --- a player's record ---------------------------------------------------------------

    def record_lines(self, record: PlayerRecord, lang: str) -> list[str]:
        """What a player's record says first, in the game's own words (before the rating)."""
        return []

    # --- the board and the chart -----------------------------------------------------------

    def chart_title(self, profile: Any, lang: str) -> str:
        """The chart's title (the target it is played to)."""
        target = game_rules(self.id).target(profile) or 0
        return translate(lang, "chart.title", target=format_points(target, lang))

    # --- the new-game form -----------------------------------------------------------------

    @abstractmethod
    def rules_form(self) -> RulesForm:
        """The game's part of the new-game form."""


def names_line(names: tuple[str, ...]) -> str:
    """Players' names for a line of text, made safe."""
    return ", ".join(visible(name) for name in names)
