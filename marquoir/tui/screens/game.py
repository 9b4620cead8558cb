"""The game at the table: the sheet, the phase in words, and the entry for the player to play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Footer, Header, Static

from marquoir.rules import DiceTurn, GameState, ManualTurn, RulesError, format_points, phase_text
from marquoir.store import StoreError
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.screens.manual import ManualScreen
from marquoir.tui.screens.turn_edit import EditAnswer, TurnEditScreen
from marquoir.tui.widgets.entry_panel import EntryPanel
from marquoir.tui.widgets.score_sheet import ScoreSheet

if TYPE_CHECKING:
    from marquoir.store.games import StoredGame


class GameScreen(MarquoirScreen):
    CSS_PATH = "game.tcss"

    def __init__(self, game_id: int, lang: str) -> None:
        super().__init__(lang)
        self.game_id = game_id
        self.stored: StoredGame | None = None

    BINDINGS = [
        Binding("ctrl+z", "undo", "key.undo", id="undo", tooltip="Take back the last turn"),
        Binding("ctrl+g", "edit", "key.edit", id="edit"),
        Binding("ctrl+o", "manual", "key.manual", id="manual"),
        Binding("ctrl+t", "island", "key.island", id="island"),
        Binding("f2", "odds", "key.odds", id="odds"),
        Binding("escape", "home", "key.back", id="back"),
    ]

    def compose(self) -> ComposeResult:
        self.stored = self.marquoir.table.load(self.game_id)
        state = self.stored.state
        yield Header()
        with Horizontal():
            with Vertical(id="sheet-side"):
                yield Static(id="phase")
                yield ScoreSheet(self.lang, id="sheet")
            with Vertical(id="entry-side"):
                yield Static(id="to-play")
                yield EntryPanel(state.setup, state.next_player or "", self.lang, id="entry")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("game.title", id=self.game_id)
        self.sub_title = ", ".join(self.stored.setup.players) if self.stored else ""
        self.show(self.stored.state if self.stored else None)

    # --- drawing ---------------------------------------------------------------------------

    def show(self, state: GameState | None) -> None:
        if state is None:
            return
        self.query_one(ScoreSheet).show(state)
        self.query_one("#phase", Static).update(f"[b]{phase_text(state, self.lang)}[/b]")
        entry = self.query_one(EntryPanel)
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

    def after_change(self, state: GameState) -> None:
        self.stored = self.marquoir.table.load(self.game_id)
        self.show(state)
        if state.phase == "over":
            from marquoir.tui.screens.game_over import GameOverScreen

            self.app.push_screen(GameOverScreen(self.game_id, self.lang))

    # --- entering turns --------------------------------------------------------------------

    @on(EntryPanel.Submitted, "#entry")
    def _record(self, event: EntryPanel.Submitted) -> None:
        self.record(event.turn)

    def record(self, turn: DiceTurn | ManualTurn) -> None:
        try:
            state = self.marquoir.table.enter_turn(self.game_id, turn)
        except (RulesError, StoreError) as error:
            self.refused(error)
            return
        points = format_points(state.outcomes[-1].points, self.lang, sign=True)
        self.notify(self.t("game.recorded", name=turn.player, points=points), timeout=3)
        self.after_change(state)

    def refused(self, error: RulesError | StoreError) -> None:
        text = error.text(self.lang) if isinstance(error, RulesError) else str(error)
        self.notify(text, severity="error", timeout=8)
        self.app.bell()

    def action_odds(self) -> None:
        from marquoir.tui.screens.odds import OddsScreen

        stored = self.stored
        if stored is None or stored.state.phase == "over":
            return
        card = self.query_one(EntryPanel).card
        self.app.push_screen(OddsScreen(card, stored.state, self.lang))

    def action_island(self) -> None:
        self.query_one(EntryPanel).toggle_island()

    def action_home(self) -> None:
        if self.query_one(ScoreSheet).has_focus:
            self.query_one(EntryPanel).query_one("#card").focus()
            return
        self.app.pop_screen()

    def action_undo(self) -> None:
        stored = self.stored
        if stored is None or not stored.turns:
            self.notify(self.t("game.nothing_to_undo"), severity="warning")
            return
        last = stored.state.outcomes[-1]
        try:
            state = self.marquoir.table.undo(self.game_id)
        except (RulesError, StoreError) as error:
            self.refused(error)
            return
        points = format_points(last.points, self.lang, sign=True)
        self.notify(self.t("game.undone", name=last.player, points=points))
        self.show(state)
        self.stored = self.marquoir.table.load(self.game_id)

    @work
    async def action_manual(self) -> None:
        stored = self.stored
        if stored is None or stored.state.phase == "over":
            return
        answer = await self.app.push_screen_wait(
            ManualScreen(stored.state.next_player or "", self.lang)
        )
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
        stored = self.stored
        assert stored is not None
        turn = stored.turns[position]
        lang = self.lang
        answer: EditAnswer
        if isinstance(turn, DiceTurn):
            answer = await self.app.push_screen_wait(
                TurnEditScreen(stored.setup, turn, turn.player, position + 1, lang)
            )
        else:
            answer = await self.app.push_screen_wait(ManualScreen(turn.player, lang, turn))
        if answer is None:
            return
        action, new_turn = answer
        try:
            if action == "delete":
                points = format_points(stored.state.outcomes[position].points, lang, sign=True)
                question = self.t("confirm.delete", n=position + 1, name=turn.player, points=points)
                if not await self.app.push_screen_wait(
                    ConfirmScreen(question, self.t("confirm.yes"), self.t("confirm.no"))
                ):
                    return
                state = self.marquoir.table.delete_turn(self.game_id, position)
                self.notify(self.t("edit.deleted", n=position + 1))
            else:
                assert new_turn is not None
                state = self.marquoir.table.replace_turn(self.game_id, position, new_turn)
                self.notify(self.t("edit.saved", n=position + 1))
        except (RulesError, StoreError) as error:
            self.refused(error)
            return
        self.after_change(state)
