"""The game at the table: the sheet, the phase in words, and the entry for the player to play.

The screen keeps the game's turns itself and replays them on every change (the rules are the
same as the database's), so a turn shows the moment Enter is pressed and the next player's
line is ready for keys typed ahead; the change is written by the app's writer, in order, in a
thread. What the database says back is the truth: if another terminal changed the game
meanwhile, the screen takes the database's game and says what was not recorded.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import DataTable, Digits, Footer, Header, Static

from marquoir.i18n import visible
from marquoir.rules import (
    DIX_MILLE,
    MORBLEU,
    RulesError,
    delete_turn,
    format_points,
    game_rules,
    insert_turn,
    replace_turn,
)
from marquoir.rules.mille_sabords import DiceTurn, ManualTurn
from marquoir.tui.bindings import relabel_binding
from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.screens.manual import ManualScreen
from marquoir.tui.screens.turn_edit import EditAnswer, TurnEditScreen
from marquoir.tui.widgets.card_keys import CardLegend
from marquoir.tui.widgets.dix_entry import DixEntry, dix_preview, turn_line
from marquoir.tui.widgets.ledger import Ledger
from marquoir.tui.widgets.morbleu_entry import MorbleuEntry, morbleu_preview
from marquoir.tui.widgets.morbleu_entry import turn_line as morbleu_line
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.tui.widgets.turn_entry import TurnEntry, turn_text
from marquoir.tui.widgets.turn_preview import entry_renderable, turn_story

if TYPE_CHECKING:
    from marquoir.records import GameView
    from marquoir.rules import Refusal
    from marquoir.table import Table

Turn = Any  # the game's own turns (Mille Sabords: DiceTurn | ManualTurn)


#: Mille Sabords' keys a Morbleu game has no use for (no Skull Island, no card pile, one
#: reading of its ledger)
NOT_MORBLEU = frozenset({"island", "deck", "view"})

#: under this width the entry folds under the sheet
NARROW_WIDTH = 110
#: the entry's width beside the sheet
ENTRY_WIDTH = 58


class GameScreen(MarquoirScreen):
    CSS_PATH = "game.tcss"
    BINDINGS = [
        Binding("ctrl+z", "undo", "key.undo", id="undo"),
        Binding("ctrl+y", "redo", "key.redo", id="redo"),
        Binding("ctrl+g", "edit", "key.edit", id="edit"),
        Binding("ctrl+o", "manual", "key.manual", id="manual"),
        Binding("ctrl+t", "island", "key.island", id="island"),
        Binding("f2", "odds", "key.odds", id="odds"),
        Binding("f3", "board", "key.board", id="board"),
        Binding("f4", "chart", "key.chart", id="chart"),
        Binding("f5", "view", "key.view", id="view"),
        Binding("f6", "deck", "key.deck", id="deck"),
        Binding("escape", "home", "key.back", id="back"),
    ]

    def __init__(self, game_id: int, undo: bool = False) -> None:
        super().__init__()
        self.game_id = game_id
        #: take the last turn back as soon as the game is read ("correct the game")
        self.undo_on_open = undo
        #: the game as the database last said it, None until it is read
        self.view: GameView | None = None
        #: the turns as this screen shows them (the database's, and what was typed since)
        self.turns: list[Turn] = []
        #: their replay
        self.state: Any = None  # the game's own replayed state
        #: turns taken back with ctrl+z, the last one last (ctrl+y puts it back)
        self.redo: list[Turn] = []
        #: bumped when the database refuses a change: the changes handed after it are dropped
        self.epoch = 0
        #: a Dix mille game's entry (mounted once, when the game is read), else None
        self.dix: DixEntry | None = None
        #: a Morbleu game's entry, else None
        self.mor: MorbleuEntry | None = None

    @property
    def accepts_keys(self) -> bool:
        """Keys typed before the game is read (and its entry ready) wait for it."""
        if self.state is None:
            return False
        own = self.dix or self.mor
        return own is None or own.is_mounted

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Skull Island and the card pile are Mille Sabords' (hidden in a Dix mille game)."""
        if self.dix is not None and action in ("island", "deck"):
            return False
        if self.mor is not None and action in NOT_MORBLEU:
            return False
        return super().check_action(action, parameters)

    @property
    def sheet(self) -> ScoreSheet | Ledger:
        """The game's sheet (Morbleu's is a ledger)."""
        return self.query_one(Ledger) if self.mor is not None else self.query_one(ScoreSheet)

    @property
    def entry(self) -> TurnEntry | DixEntry | MorbleuEntry:
        """The line the turns are typed on (the game's own)."""
        return self.dix or self.mor or self.query_one(TurnEntry)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            with Vertical(id="sheet-side"):
                yield Static(id="phase")
                yield Static(id="notes")
                yield ScoreSheet(id="sheet")
            with Vertical(id="entry-side"):
                with Horizontal(id="entry-row"):
                    yield Static(id="to-play")
                    yield TurnEntry(id="entry")
                yield CardLegend(id="legend")
                yield Static(id="preview")
                yield TypedAhead(id="typed-ahead")
        yield Footer()

    def on_resize(self) -> None:
        self.fold()

    def fold(self) -> None:
        """Where space is short (a laptop's 80 columns, or many players), the entry folds
        under the sheet and the legend uses the cards' short names: every player's column
        keeps room for the turn's points and the total."""
        players = len(self.view.players) if self.view else 4
        width = self.size.width
        narrow = width < NARROW_WIDTH or (width - ENTRY_WIDTH - 8) // players < 17
        self.set_class(narrow, "narrow")
        legend = self.query_one(CardLegend)
        if legend.compact != narrow and legend.keys:
            legend.compact = narrow
            legend.draw()

    def on_mount(self) -> None:
        self.title = self.t("game.title", id=self.game_id)
        self.with_table(lambda table: table.game(self.game_id), self.adopt, group="read")

    # --- the game as it stands -------------------------------------------------------------

    def adopt(self, view: GameView) -> None:
        """Take the database's game as the truth (first reading, or after a refusal)."""
        if view.game == DIX_MILLE and self.dix is None:
            # a Dix mille game: its own line instead of the card and dice, set up once
            # before any key is let through (``accepts_keys``)
            self.query_one(TurnEntry).remove()
            self.query_one(CardLegend).display = False
            self.dix = DixEntry(id="dix-entry")
            self.query_one("#entry-row").mount(self.dix)
            self.refresh_bindings()
            self.call_after_refresh(self.adopt, view)
            return
        if view.game == MORBLEU and self.mor is None:
            # Morbleu: its line, its ledger instead of the sheet, the pot in large digits
            self.query_one(TurnEntry).remove()
            self.query_one(CardLegend).display = False
            self.query_one(ScoreSheet).display = False
            self.mor = MorbleuEntry(id="morbleu-entry")
            relabel_binding(self, "manual", self.t("key.adjust"))
            relabel_binding(self, "odds", self.t("key.chances"))
            self.query_one("#entry-row").mount(self.mor)
            self.query_one("#sheet-side").mount(
                Horizontal(
                    Static(self.t("morbleuui.pot_label"), id="pot-label"),
                    Digits(id="pot-digits"),
                    id="pot-row",
                ),
                Ledger(id="ledger"),
            )
            self.refresh_bindings()
            self.call_after_refresh(self.adopt, view)
            return
        first = self.view is None
        self.view = view
        self.turns = list(view.turns)
        if first:
            self.sub_title = visible(", ".join(view.players))
            if self.dix is None and self.mor is None:
                self.query_one(TurnEntry).configure(view.setup)
                self.query_one(CardLegend).configure(view.profile)
            self.fold()
        self.show(view.state)
        if first:
            self.entry.focus()
            if self.undo_on_open:
                self.action_undo()

    def show(self, state: Any) -> None:
        """Draw the game as it now stands."""
        self.state = state
        rules = game_rules(self.view.game if self.view else "mille-sabords")
        if self.mor is not None:
            self.query_one(Ledger).show(state, self.turns)
            self.query_one("#pot-digits", Digits).update(str(state.pot))
        else:
            self.query_one(ScoreSheet).show(state, self.turns)
        self.query_one("#phase", Static).update(plain(rules.phase_text(state, self.lang), "bold"))
        notes = self.query_one("#notes", Static)
        lines = self.notes(state)
        notes.display = bool(lines)
        notes.update(Text("\n").join(plain(line) for line in lines))
        entry = self.entry
        over = state.phase == "over"
        legend = self.query_one(CardLegend)
        legend.display = not over and self.dix is None and self.mor is None
        for widget in (entry, self.query_one("#preview")):
            widget.display = not over
        if over:
            self.query_one("#to-play", Static).update(self.t("game.over_refused"))
            return
        player = state.next_player or ""
        entry.player = player
        if isinstance(entry, (DixEntry, MorbleuEntry)):
            entry.state = state
        else:
            entry.deck = state.deck
        entry.rescore()
        self.show_to_play()

    def notes(self, state: Any) -> list[str]:
        """Under the phase: Dix mille's players not yet entered and runs of blanks; Morbleu's
        pot, escudos and hands."""
        if self.mor is not None:
            return game_rules(MORBLEU).state_notes(state, self.lang)[1:]  # the pot is large
        if self.dix is None:
            return []
        lines = game_rules(DIX_MILLE).state_notes(state, self.lang)
        runs = [
            f"{visible(name)} {run}"
            for name, run in zip(state.setup.players, state.blank_runs, strict=True)
            if run
        ]
        if runs:
            lines.append(self.t("dixui.runs", runs=", ".join(runs)))
        return lines

    def preview_of_entry(self) -> Any:
        entry = self.entry
        if isinstance(entry, DixEntry):
            return dix_preview(entry, self.lang)
        if isinstance(entry, MorbleuEntry):
            return morbleu_preview(entry, self.lang)
        return entry_renderable(entry, self.lang)

    @on(TurnEntry.Updated, "#entry")
    @on(DixEntry.Updated, "#dix-entry")
    @on(MorbleuEntry.Updated, "#morbleu-entry")
    def _preview(self) -> None:
        self.query_one("#preview", Static).update(self.preview_of_entry())
        self.show_to_play()

    def show_to_play(self) -> None:
        """Whose turn it is, beside the line (with ☠ while the line is marked a trip to Skull
        Island: the mark shows on the line at every width)."""
        state = self.state
        if state is None or state.phase == "over":
            return
        entry = self.entry
        island = " ☠" if isinstance(entry, TurnEntry) and entry.island else ""
        name = state.next_player or ""
        label = plain(f" {self.t('game.to_play', name=name)}{island} ", "bold reverse")
        self.query_one("#to-play", Static).update(label)

    # --- changing the game -----------------------------------------------------------------

    def change(
        self,
        turns_and_state: tuple[list[Turn], Any],
        write: Any,
        message: str | None,
        *,
        typed: str = "",
    ) -> None:
        """Show a change at once and hand its write to the app's writer. ``typed`` is the
        line that entered it, put back in the entry if the database refuses it. ``message``
        says what happened (a new turn needs none: the sheet shows it)."""
        turns, state = turns_and_state
        self.turns = turns
        self.show(state)
        if message:
            self.notify(message, timeout=3)
        epoch = self.epoch

        def guarded(table: Table) -> GameView | None:
            # a change made after one the database refused was made on a game that was not
            # the database's: it is dropped, never written to the wrong turn
            return write(table) if epoch == self.epoch else None

        self.marquoir.writer.write(
            guarded, self._written, lambda error: self._not_written(error, typed)
        )
        if state.phase == "over" and self.view is not None:
            from marquoir.tui.screens.game_over import GameOverScreen

            view = replace(self.view, turns=tuple(turns), state=state)
            self.app.push_screen(GameOverScreen(self.game_id, view))

    def _written(self, view: GameView | None) -> None:
        if view is not None and self.is_attached:
            self.view = view
            if not self.marquoir.writer.busy and list(view.turns) != self.turns:
                self.adopt(view)  # another terminal changed the game meanwhile

    def _not_written(self, error: Refusal, typed: str) -> None:
        """The database refused a change this screen showed: its game is the truth again."""
        self.epoch += 1
        self.forget_typed_ahead()
        self.marquoir.refused(error)
        if not self.is_attached:
            return
        self.notify(self.t("game.not_recorded"), severity="warning", timeout=8)
        self.with_table(lambda table: table.game(self.game_id), self.adopt, group="read")
        if typed:
            self.entry.load(typed)

    def _check(self, compute: Any) -> tuple[list[Turn], Any] | None:
        """The turns and state after a change, or None (and why) when the rules refuse it."""
        try:
            result: tuple[list[Turn], Any] = compute()
        except RulesError as error:
            self.marquoir.refused(error)
            return None
        return result

    def enter(self, turn: Turn, typed: str = "") -> None:
        """Record the next turn."""
        view = self.view
        assert view is not None
        replay = view_rules(view)
        done = self._check(
            lambda: insert_turn(replay, view.setup, self.turns, len(self.turns), turn)
        )
        if done is None:
            if typed:
                self.entry.load(typed)
            return
        game_id = self.game_id
        self.change(done, lambda table: table.enter_turn(game_id, turn), None, typed=typed)

    @on(TurnEntry.Entered, "#entry")
    @on(DixEntry.Entered, "#dix-entry")
    @on(MorbleuEntry.Entered, "#morbleu-entry")
    def _entered(self, event: TurnEntry.Entered | DixEntry.Entered | MorbleuEntry.Entered) -> None:
        state = self.state
        if state is None or state.phase == "over":
            self.app.bell()
            return
        self.redo.clear()
        self.enter(event.turn(state.next_player or ""), event.text)

    def action_undo(self) -> None:
        """Take back the last turn; a dice turn's line goes back in the entry, ctrl+y puts the
        turn back unchanged."""
        view = self.view
        if view is None or not self.turns:
            self.notify(self.t("game.nothing_to_undo"), severity="warning")
            return
        last = self.turns[-1]
        outcome = self.state.outcomes[-1] if self.state else None
        self.forget_typed_ahead()
        replay = view_rules(view)
        done = self._check(lambda: delete_turn(replay, view.setup, self.turns, len(self.turns) - 1))
        if done is None:
            return
        points = format_points(outcome.points if outcome else 0, self.lang, sign=True)
        game_id = self.game_id
        self.change(
            done,
            lambda table: table.undo(game_id),
            self.t("game.undone", name=last.player, points=points),
        )
        self.redo.append(last)
        entry = self.entry
        if isinstance(entry, TurnEntry) and isinstance(last, DiceTurn):
            entry.load(turn_text(last), last.skull_island)
        elif isinstance(entry, DixEntry) and not isinstance(last, ManualTurn):
            entry.load(turn_line(last))
        elif isinstance(entry, MorbleuEntry) and morbleu_line(last, view.players):
            entry.load(morbleu_line(last, view.players))
        else:
            entry.reset(last.player)
        entry.focus()

    def action_redo(self) -> None:
        """Put back the turn ctrl+z took, unchanged."""
        if not self.redo:
            self.notify(self.t("game.nothing_to_redo"), severity="warning")
            return
        turn = self.redo.pop()
        self.forget_typed_ahead()
        entry = self.entry
        if isinstance(turn, ManualTurn):
            pass
        elif isinstance(entry, TurnEntry) and isinstance(turn, DiceTurn):
            if entry.value == turn_text(turn):
                entry.reset(entry.player)
        elif entry.value == self.line_of(turn):
            entry.reset(entry.player)
        self.enter(turn)

    def line_of(self, turn: Turn) -> str | None:
        """A Dix mille or Morbleu turn as the line that types it (None otherwise)."""
        if isinstance(self.entry, DixEntry):
            return turn_line(turn)
        if isinstance(self.entry, MorbleuEntry) and self.view is not None:
            return morbleu_line(turn, self.view.players)
        return None

    def forget_typed_ahead(self) -> None:
        """The game changes under the keys a question of the line holds (a turn taken back
        or put back, a change refused): the turn they were typed for is not the next one any
        more, so they are dropped (and said), never typed for another player."""
        gate = gate_of(self.app)
        if gate is not None:
            gate.forget(self.entry)

    def action_island(self) -> None:
        entry = self.entry
        if isinstance(entry, TurnEntry):
            entry.toggle_island()
        else:
            self.app.bell()

    def action_view(self) -> None:
        """f5: each turn's points, its details (card, dice, marks), or the totals only."""
        mode = self.query_one(ScoreSheet).cycle_mode()
        self.app.clear_notifications()  # one reading explained at a time, however fast f5 goes
        self.notify(self.t(f"game.view.{mode}"), timeout=3)

    def action_board(self) -> None:
        """f3: the board for across the table."""
        from marquoir.tui.screens.board import BoardScreen

        self.app.push_screen(BoardScreen(self.game_id))

    def action_deck(self) -> None:
        """f6: the cards left in the pile, and each one's chance for the next draw."""
        from marquoir.tui.screens.deck import DeckScreen

        if self.dix is not None:
            self.notify(self.t("dixui.no_deck"), severity="warning")
        elif self.state is not None:
            self.app.push_screen(DeckScreen(self.state))

    def action_chart(self) -> None:
        """f4: every total after each round, on one scale."""
        from marquoir.tui.screens.chart import ChartScreen

        if self.view is not None and self.state is not None:
            view = replace(self.view, turns=tuple(self.turns), state=self.state)
            self.app.push_screen(ChartScreen(view))

    @on(ScoreSheet.TurnShown, "#sheet")
    def _turn_shown(self, event: ScoreSheet.TurnShown) -> None:
        """The cell under the sheet's cursor tells its whole story (while the sheet has the
        focus; the entry's preview otherwise)."""
        sheet = self.query_one(ScoreSheet)
        if not sheet.has_focus or self.state is None:
            return
        self.query_one("#preview", Static).update(
            turn_story(self.state, self.turns, event.position, self.lang)
        )

    def on_descendant_blur(self) -> None:
        if not self.sheet.has_focus:
            self.query_one("#preview", Static).update(self.preview_of_entry())

    @work
    async def action_delete_game(self) -> None:
        """Delete this game (the palette), after a question that names it."""
        view = self.view
        if view is None:
            return
        question = self.t(
            "confirm.delete_game",
            id=self.game_id,
            players=", ".join(view.players),
            date=self.marquoir.local_time(view.created_at),
        )
        yes, no = self.t("confirm.delete_game_yes"), self.t("confirm.no")
        if not await self.app.push_screen_wait(ConfirmScreen(question, yes, no)):
            return
        game_id = self.game_id
        self.marquoir.writer.write(
            lambda table: table.delete_game(game_id),
            lambda _: self.notify(self.t("game.deleted", id=game_id)),
        )
        self.marquoir.go_home()

    def action_odds(self) -> None:
        from marquoir.tui.screens.odds import OddsScreen

        state = self.state
        if state is None or state.phase == "over":
            return
        entry = self.entry
        if isinstance(entry, MorbleuEntry):
            from marquoir.tui.screens.morbleu_dialogs import ChancesScreen

            self.app.push_screen(ChancesScreen())
            return
        if isinstance(entry, DixEntry):
            from marquoir.tui.screens.dix_odds import DixOddsScreen

            self.app.push_screen(DixOddsScreen(state, entry.turn_points, entry.dice_left))
            return
        self.app.push_screen(OddsScreen(self.game_id, entry.card or "none", state, entry.dice_text))

    def action_home(self) -> None:
        if self.sheet.has_focus:
            self.entry.focus()
            return
        self.app.pop_screen()

    @work
    async def action_manual(self) -> None:
        state = self.state
        if state is None or state.phase == "over":
            return
        if self.mor is not None:  # Morbleu: an adjustment (not a turn)
            from marquoir.tui.screens.morbleu_dialogs import AdjustScreen

            adjust = await self.app.push_screen_wait(AdjustScreen(state))
            if adjust is not None:
                self.redo.clear()
                self.enter(adjust)
            return
        answer = await self.app.push_screen_wait(ManualScreen(state.next_player or ""))
        if answer and answer[1] is not None:
            self.redo.clear()
            self.enter(answer[1])

    # --- correcting past turns -------------------------------------------------------------

    def action_edit(self) -> None:
        self.sheet.focus()
        self.notify(self.t("game.edit_hint"), timeout=4)

    @on(DataTable.RowSelected, "#ledger")
    def _ledger_row(self, event: DataTable.RowSelected) -> None:
        position = self.query_one(Ledger).position_at(event.cursor_row)
        if position is not None:
            self.correct(position)

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
        view, state = self.view, self.state
        assert view is not None and state is not None
        turn = self.turns[position]
        answer: EditAnswer
        if isinstance(turn, DiceTurn):
            answer = await self.app.push_screen_wait(
                TurnEditScreen(view.setup, turn, turn.player, position + 1)
            )
        elif self.mor is not None or (self.dix is not None and not isinstance(turn, ManualTurn)):
            from marquoir.tui.screens.line_edit import LineEditScreen

            before = game_rules(view.game).replay(view.setup, self.turns[:position])
            line = self.line_of(turn) or ""
            entry, preview = (
                (MorbleuEntry(), morbleu_preview)
                if self.mor is not None
                else (DixEntry(), dix_preview)
            )
            answer = await self.app.push_screen_wait(
                LineEditScreen(entry, preview, before, line, turn.player, position + 1)
            )
        else:
            answer = await self.app.push_screen_wait(ManualScreen(turn.player, turn))
        if answer is None:
            return
        action, new_turn = answer
        replay = view_rules(view)
        game_id = self.game_id
        if action == "delete":
            points = format_points(state.outcomes[position].points, self.lang, sign=True)
            question = self.t("confirm.delete", n=position + 1, name=turn.player, points=points)
            if not await self.app.push_screen_wait(
                ConfirmScreen(question, self.t("confirm.yes"), self.t("confirm.no"))
            ):
                return
            done = self._check(lambda: delete_turn(replay, view.setup, self.turns, position))
            if done is not None:
                self.change(
                    done,
                    lambda table: table.delete_turn(game_id, position),
                    self.t("edit.deleted", n=position + 1),
                )
        else:
            assert new_turn is not None
            done = self._check(
                lambda: replace_turn(replay, view.setup, self.turns, position, new_turn)
            )
            if done is not None:
                self.change(
                    done,
                    lambda table: table.replace_turn(game_id, position, new_turn),
                    self.t("edit.saved", n=position + 1),
                )
        self.entry.focus()


def view_rules(view: GameView) -> Any:
    """The replay of the view's game (its rules')."""
    return game_rules(view.game).replay
