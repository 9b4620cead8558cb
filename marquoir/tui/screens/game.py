"""The game at the table: the sheet, the phase in words, and the entry for the player to play.

The screen draws at once; the game is read (and every change written) in a thread, and what
comes back is the new game view, drawn as it is (never read a second time).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Static

from marquoir.rules import format_points
from marquoir.rules.mille_sabords import DiceTurn, ManualTurn, phase_text
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.screens.manual import ManualScreen
from marquoir.tui.screens.turn_edit import EditAnswer, TurnEditScreen
from marquoir.tui.widgets.entry_panel import EntryPanel
from marquoir.tui.widgets.score_sheet import ScoreSheet

if TYPE_CHECKING:
    from marquoir.records import GameView


class GameScreen(MarquoirScreen):
    CSS_PATH = "game.tcss"
    BINDINGS = [
        Binding("ctrl+z", "undo", "key.undo", id="undo"),
        Binding("ctrl+g", "edit", "key.edit", id="edit"),
        Binding("ctrl+o", "manual", "key.manual", id="manual"),
        Binding("ctrl+t", "island", "key.island", id="island"),
        Binding("f2", "odds", "key.odds", id="odds"),
        Binding("escape", "home", "key.back", id="back"),
    ]

    def __init__(self, game_id: int) -> None:
        super().__init__()
        self.game_id = game_id
        #: the game as last read or changed, None until it is read
        self.view: GameView | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            with Vertical(id="sheet-side"):
                yield Static(id="phase")
                yield ScoreSheet(id="sheet")
            with Vertical(id="entry-side"):
                yield Static(id="to-play")
                yield EntryPanel(id="entry")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("game.title", id=self.game_id)
        self.query_one(EntryPanel).display = False
        self.with_table(lambda table: table.game(self.game_id), self.show, group="read")

    # --- drawing ---------------------------------------------------------------------------

    def show(self, view: GameView) -> None:
        """Draw the game as it now stands."""
        first = self.view is None
        self.view = view
        state = view.state
        self.sub_title = ", ".join(view.players)
        self.query_one(ScoreSheet).show(state)
        self.query_one("#phase", Static).update(f"[b]{phase_text(state, self.lang)}[/b]")
        entry = self.query_one(EntryPanel)
        if first:
            entry.configure(view.setup)
        if state.phase == "over":
            self.query_one("#to-play", Static).update(self.t("game.over_refused"))
            entry.display = False
            return
        entry.display = True
        player = state.next_player or ""
        self.query_one("#to-play", Static).update(
            f"[b reverse] {self.t('game.to_play', name=player)} [/]"
        )
        entry.reset(player)

    def after_change(self, view: GameView) -> None:
        self.show(view)
        if view.state.phase == "over":
            from marquoir.tui.screens.game_over import GameOverScreen

            self.app.push_screen(GameOverScreen(self.game_id))

    # --- entering turns --------------------------------------------------------------------

    @on(EntryPanel.Submitted, "#entry")
    def _record(self, event: EntryPanel.Submitted) -> None:
        self.record(event.turn)

    def record(self, turn: DiceTurn | ManualTurn) -> None:
        def recorded(view: GameView) -> None:
            points = format_points(view.state.outcomes[-1].points, self.lang, sign=True)
            self.notify(self.t("game.recorded", name=turn.player, points=points), timeout=3)
            self.after_change(view)

        self.with_table(lambda table: table.enter_turn(self.game_id, turn), recorded, group="write")

    def action_odds(self) -> None:
        from marquoir.tui.screens.odds import OddsScreen

        view = self.view
        if view is None or view.state.phase == "over":
            return
        card = self.query_one(EntryPanel).card
        self.app.push_screen(OddsScreen(self.game_id, card, view.state))

    def action_island(self) -> None:
        self.query_one(EntryPanel).toggle_island()

    def action_home(self) -> None:
        if self.query_one(ScoreSheet).has_focus:
            self.query_one(EntryPanel).query_one("#card").focus()
            return
        self.app.pop_screen()

    def action_undo(self) -> None:
        view = self.view
        if view is None or not view.turns:
            self.notify(self.t("game.nothing_to_undo"), severity="warning")
            return
        last = view.state.outcomes[-1]

        def undone(new: GameView) -> None:
            points = format_points(last.points, self.lang, sign=True)
            self.notify(self.t("game.undone", name=last.player, points=points))
            self.show(new)

        self.with_table(lambda table: table.undo(self.game_id), undone, group="write")

    @work
    async def action_manual(self) -> None:
        view = self.view
        if view is None or view.state.phase == "over":
            return
        answer = await self.app.push_screen_wait(ManualScreen(view.state.next_player or ""))
        if answer and answer[1] is not None:
            self.record(answer[1])

    # --- correcting past turns -------------------------------------------------------------

    def action_edit(self) -> None:
        sheet = self.query_one(ScoreSheet)
        sheet.focus()
        self.notify(self.t("game.edit_hint"), timeout=4)

    @on(DataTable.CellSelected, "#sheet")
    def _cell(self, event: DataTable.CellSelected) -> None:
        position = self.query_one(ScoreSheet).position_at(
            event.coordinate.row, event.coordinate.column
        )
        if position is None:
            self.notify(self.t("game.no_turn_here"), severity="warning")
            return
        self.correct(position)

    @work
    async def correct(self, position: int) -> None:
        view = self.view
        assert view is not None
        turn = view.turns[position]
        answer: EditAnswer
        if isinstance(turn, DiceTurn):
            answer = await self.app.push_screen_wait(
                TurnEditScreen(view.setup, turn, turn.player, position + 1)
            )
        else:
            answer = await self.app.push_screen_wait(ManualScreen(turn.player, turn))
        if answer is None:
            return
        action, new_turn = answer
        if action == "delete":
            points = format_points(view.state.outcomes[position].points, self.lang, sign=True)
            question = self.t("confirm.delete", n=position + 1, name=turn.player, points=points)
            if not await self.app.push_screen_wait(
                ConfirmScreen(question, self.t("confirm.yes"), self.t("confirm.no"))
            ):
                return
            message = self.t("edit.deleted", n=position + 1)
            self.with_table(
                lambda table: table.delete_turn(self.game_id, position),
                lambda new: self._edited(new, message),
                group="write",
            )
        else:
            assert new_turn is not None
            message = self.t("edit.saved", n=position + 1)
            self.with_table(
                lambda table: table.replace_turn(self.game_id, position, new_turn),
                lambda new: self._edited(new, message),
                group="write",
            )

    def _edited(self, view: GameView, message: str) -> None:
        self.notify(message)
        self.after_change(view)
