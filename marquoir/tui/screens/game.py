"""The game at the table: the sheet, the phase in words, and the entry for the player to play.

The screen keeps the game's turns itself and replays them on every change (the rules are the
same as the database's); the change is written by the app's writer, in order, in a thread.
**What the screen shows is saved**: the sheet shows a change (the next player to play, the
game over) only once the database has committed it; keys typed meanwhile wait in the app's
queue of keys typed ahead (:mod:`marquoir.tui.keys`: the screen does not accept keys while a
change is being written) and then go on, in order. What the database says back is the truth:
if it refuses a change (another terminal changed the game meanwhile), the screen takes the
database's game, puts the refused line back in the entry and says what was not recorded.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Header, Static

from marquoir.i18n import visible
from marquoir.rules import (
    RulesError,
    delete_turn,
    format_points,
    game_rules,
    insert_turn,
    replace_turn,
)
from marquoir.tui.bindings import relabel_binding
from marquoir.tui.games import kit_of
from marquoir.tui.games.kit import GAME_ACTIONS
from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.widgets.footer import Footer
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.tui.widgets.turn_messages import LineChanged, TurnPicked, TurnTyped
from marquoir.tui.widgets.turn_story import turn_story
from marquoir.use_cases import board_facts

if TYPE_CHECKING:
    from textual.widget import Widget

    from marquoir.records import GameView
    from marquoir.rules import Refusal
    from marquoir.rules.games import GameState
    from marquoir.tui.games.kit import GameKit
    from marquoir.use_cases import UseCases

Turn = Any  # the game's own turns

#: how often the sheet asks whether anyone else changed the game (a read of one row): a turn
#: from a phone or another app shows within this and the time to read it
FOLLOW_SECONDS = 0.5
#: under this width the entry folds under the sheet
NARROW_WIDTH = 110
#: the entry's width beside the sheet
ENTRY_WIDTH = 58
#: the keys that act on the turn being typed: a finished game has none, its footer leaves
#: them out
TURN_ACTIONS = frozenset({"odds", "manual", "island"})


class GameScreen(MarquoirScreen):
    CSS_PATH = "game.tcss"

    TYPING_LINE = True
    FOOTER_FOLDS = ("redo", "view", "chart", "chances", "deck", "manual", "board", "edit", "island")
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
        Binding("f7", "chances", "key.win_chances", id="chances"),
        Binding("escape", "home", "key.back", id="back"),
    ]

    def __init__(self, game_id: int, undo: bool = False) -> None:
        super().__init__()
        self.game_id = game_id
        #: take the last turn back as soon as the game is read ("correct the game")
        self.undo_on_open = undo
        #: the game as the database last said it, None until it is read
        self.view: GameView | None = None
        #: the turns as this screen has them (the database's, and the changes handed to the
        #: writer since: the next change is made on them)
        self.turns: list[Turn] = []
        #: their replay (None while the game is being read)
        self.state: GameState | None = None
        #: the game as the sheet shows it: the database's, committed
        self.shown: GameState | None = None
        #: changes handed to the writer and not answered yet (keys wait meanwhile)
        self.saving = 0
        #: turns taken back with ctrl+z, the last one last (ctrl+y puts it back)
        self.redo: list[Turn] = []
        #: bumped when the database refuses a change: the changes handed after it are dropped
        self.epoch = 0
        #: the game's part of the screen (its line, its sheet, its dialogs), once it is read
        self.kit: GameKit | None = None
        #: the game's line (mounted once, when the game is read), else None
        self._entry: Any = None
        #: the turns of the game as shown, and whether their chances to win were asked for
        self._shown_turns: list[Turn] = []
        self._chances_on: bool | None = None
        #: the game's stamp when others' changes were last looked for, this screen's own
        #: changes so far (a look begun before one of them is not believed), and who entered
        #: each turn (None the Captain, ``"phone"`` a player from their seat's address)
        self._stamp: str | None = None
        self._changes = 0
        self.entered_by: list[str | None] = []

    @property
    def accepts_keys(self) -> bool:
        """Keys typed before the game is read (and its line ready), or while a change is
        being written (the sheet moves on once it is saved), wait for it."""
        return (
            self.state is not None
            and not self.saving
            and self._entry is not None
            and self._entry.is_mounted
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A game's own keys (its kit's ``offers``) only in a game that has them; the keys
        of the turn being typed only while the game goes on."""
        if action in GAME_ACTIONS and self.kit is not None and action not in self.kit.offers:
            return False
        if action in TURN_ACTIONS and self.shown is not None and self.shown.phase == "over":
            return False
        return super().check_action(action, parameters)

    @property
    def sheet(self) -> Widget:
        """The game's sheet."""
        return self.query_one(".game-sheet")

    @property
    def entry(self) -> Any:
        """The line the turns are typed on (the game's own)."""
        assert self._entry is not None
        return self._entry

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            with Vertical(id="sheet-side"):
                yield Static(id="phase")
                yield Static(id="notes")
            with Vertical(id="entry-side"):
                with Horizontal(id="entry-row"):
                    yield Static(id="to-play")
                yield Static(id="preview")
                yield TypedAhead(id="typed-ahead")
        yield Footer()

    def on_resize(self) -> None:
        self.fold()

    def fold(self) -> None:
        """Where space is short (a laptop's 80 columns, or many players), the entry folds
        under the sheet (and the game's widgets fold too): every player's column keeps room
        for the turn's points and the total."""
        players = len(self.view.players) if self.view else 4
        width = self.size.width
        narrow = width < NARROW_WIDTH or (width - ENTRY_WIDTH - 8) // players < 17
        self.set_class(narrow, "narrow")
        if self.kit is not None and self._entry is not None and self._entry.is_mounted:
            self.kit.fold(self, narrow)

    def on_mount(self) -> None:
        self.title = self.t("game.title", id=self.game_id)
        self.with_use_cases(lambda cases: cases.game(self.game_id), self.adopt, group="read")
        #: the timer that asks whether anyone else changed the game (:meth:`follow_others`)
        self.follow_timer = self.set_interval(FOLLOW_SECONDS, self.follow_others)

    # --- what others write to the game (a player's phone, another app) ----------------------

    def follow_others(self) -> None:
        """Ask whether anyone else (a player's phone, another app, a command) changed the
        game; read it and draw it when they did, and say what changed. Not while this
        screen's own change is being written: its answer shows the game as the database has
        it."""
        if self.view is None or self.saving or not self.is_attached or not self.marquoir.ready:
            return
        game_id, known, changes = self.game_id, self._stamp, self._changes

        def read(cases: UseCases) -> tuple[str, GameView | None, list[str | None] | None]:
            stamp = cases.game_stamp(game_id)
            if stamp == known:
                return stamp, None, None
            return stamp, cases.game(game_id), cases.entered_by(game_id)

        def answered(answer: tuple[str, GameView | None, list[str | None] | None]) -> None:
            stamp, view, entered_by = answer
            if changes != self._changes or self.saving or not self.is_attached:
                return  # a change of this screen's since: its own answer says
            self._stamp = stamp
            if entered_by is not None:
                self.entered_by = entered_by
            if view is None or list(view.turns) == self.turns:
                return  # nothing new, or this screen's own change
            told = self._what_changed(view)
            # a line being typed was meant for the player who has just played elsewhere: set
            # aside (and said), never recorded for the next player
            more = len(view.turns) > len(self.turns)
            typed = self.entry.value if more and self._entry is not None else ""
            self.redo.clear()
            self.adopt(view)
            if typed.strip():
                self.entry.reset(self.state.next_player or "" if self.state else "")
                self.notify(
                    self.t("game.line_set_aside", line=typed), severity="warning", timeout=8
                )
            self.notify(told, timeout=6)

        self.with_use_cases(read, answered, group="follow", exclusive=True, refused=lambda _: None)

    def _what_changed(self, view: GameView) -> str:
        """What another writer did to the game, in a sentence for the Captain: a player's
        turn from their phone, turns entered, taken back or corrected in another app."""
        mine, theirs = self.turns, list(view.turns)
        if len(theirs) > len(mine) and theirs[: len(mine)] == mine:
            if len(theirs) == len(mine) + 1 and self.entered_by[-1:] == ["phone"]:
                return self.t("game.phone_turn", name=theirs[-1].player)
            last = board_facts(view, self.lang).last_turn
            return self.t("follow.added", n=len(theirs) - len(mine), last=last)
        if len(theirs) < len(mine) and mine[: len(theirs)] == theirs:
            return self.t("follow.removed", n=len(mine) - len(theirs))
        return self.t("follow.changed")

    # --- the game as it stands -------------------------------------------------------------

    def adopt(self, view: GameView) -> None:
        """Take the database's game as the truth (first reading, or after a refusal)."""
        if self.kit is None:
            # the game's own line, sheet and widgets, set up once before any key is let
            # through (``accepts_keys``)
            try:
                kit = kit_of(view.game)
            except RulesError as error:  # a game no longer installed: said, and not opened
                self.marquoir.refused(error)
                self.dismiss()
                return
            self.kit = kit
            self._entry = kit.entry()
            self._entry.add_class("game-line")
            self.query_one("#entry-row").mount(self._entry)
            beside = kit.beside_entry()
            if beside:
                self.query_one("#entry-side").mount(*beside, after="#entry-row")
            sheet = kit.sheet(self.lang)
            if sheet is None:  # the game's sheet is the shared one
                sheet = [ScoreSheet(kit, id="sheet", classes="game-sheet")]
            self.query_one("#sheet-side").mount(*sheet)
            for action, key in kit.labels.items():
                relabel_binding(self, action, self.t(key))
            self.refresh_bindings()
            self.call_after_refresh(self.adopt, view)
            return
        first = self.view is None
        self.view = view
        self.turns = list(view.turns)
        self.state = view.state
        if first:
            self.sub_title = visible(", ".join(view.players))
            self.kit.configure(self, view)
            self.fold()
        self.show(view.state, self.turns)
        if first:
            (self.sheet if self.is_over else self.entry).focus()
            if self.undo_on_open:
                self.action_undo()

    def show(self, state: GameState, turns: list[Turn]) -> None:
        """Draw the game as the database has it (``turns`` and their replay ``state``)."""
        assert self.kit is not None and self.view is not None
        self.shown = state
        self._shown_turns = list(turns)
        rules = game_rules(self.view.game)
        self.sheet.show(state, turns)  # type: ignore[attr-defined]
        self.follow_chances()
        self.kit.show(self, state)
        self.query_one("#phase", Static).update(plain(rules.phase_text(state, self.lang), "bold"))
        notes = self.query_one("#notes", Static)
        lines = self.kit.notes(state, self.lang)
        notes.display = bool(lines)
        notes.update(Text("\n").join(plain(line) for line in lines))
        entry = self.entry
        over = state.phase == "over"
        entry.display = not over
        self.refresh_bindings()  # a finished game's footer leaves out the keys of a turn
        if over:  # no line to type: the sheet has the keys, its cells tell their story
            self.query_one("#to-play", Static).update(self.t("game.over_refused"))
            if entry.has_focus or self.focused is None:
                self.sheet.focus()
            self.tell_story()
            return
        entry.player = state.next_player or ""
        entry.follow(state)
        entry.rescore()
        self.show_to_play()

    def follow_chances(self) -> None:
        """Each player's chance to win on the sheet's totals row, for the game as shown."""
        state, view = self.shown, self.view
        if state is None or view is None:
            return
        self._chances_on = self.marquoir.show_chances
        self.ask_chances(view.game, state.setup, self._shown_turns, self._draw_chances)

    def _draw_chances(self, win: Any) -> None:
        show = getattr(self.sheet, "show_chances", None) if self.is_attached else None
        if show is not None:
            show(win)

    def action_chances(self) -> None:
        """f7: each player's chance to win shown, or hidden for a table that prefers not to
        know (for the whole app: the board's too)."""
        app = self.marquoir
        app.show_chances = not app.show_chances
        self.notify(self.t("win.shown" if app.show_chances else "win.hidden"), timeout=3)
        self.follow_chances()

    def on_screen_resume(self) -> None:
        """Back from the board, where f7 may have been pressed."""
        if self._chances_on != self.marquoir.show_chances:
            self.follow_chances()

    def preview_of_entry(self) -> Any:
        assert self.kit is not None
        return self.kit.preview(self.entry, self.lang)

    @on(LineChanged)
    def _preview(self, event: LineChanged) -> None:
        if event.entry is not self._entry:
            return  # a dialog's own line
        self.query_one("#preview", Static).update(self.preview_of_entry())
        self.show_to_play()

    def show_to_play(self) -> None:
        """Whose turn it is, beside the line (with the line's mark, the game's
        own: it shows at every width)."""
        state = self.shown
        if state is None or state.phase == "over":
            return
        name = state.next_player or ""
        label = plain(f" {self.t('game.to_play', name=name)}{self.entry.mark} ", "bold reverse")
        self.query_one("#to-play", Static).update(label)

    # --- changing the game -----------------------------------------------------------------

    def change(
        self,
        turns_and_state: tuple[list[Turn], Any],
        write: Any,
        message: str | None,
        *,
        typed: str = "",
        then: Any = None,
    ) -> None:
        """Hand a change to the app's writer; the sheet shows it once it is committed (then
        ``message`` says what happened, a new turn needs none, and ``then()`` runs). ``typed``
        is the line that entered it, put back in the entry if the database refuses it."""
        turns, state = turns_and_state
        self.turns, self.state = turns, state
        self.saving += 1
        self._changes += 1
        self._stamp = None  # the game's stamp moves on: the next look reads the game
        epoch = self.epoch

        def guarded(cases: UseCases) -> GameView | None:
            # a change made after one the database refused was made on a game that was not
            # the database's: it is dropped, never written to the wrong turn
            return write(cases) if epoch == self.epoch else None

        self.marquoir.writer.write(
            guarded,
            lambda view: self._written(view, list(turns), state, message, then),
            lambda error: self._not_written(error, typed),
        )

    def _written(
        self, view: GameView | None, turns: list[Turn], state: Any, message: str | None, then: Any
    ) -> None:
        """The change is committed: the sheet shows it (the next player, the game over)."""
        self.saving -= 1
        if view is None or not self.is_attached:
            return  # dropped after a refusal (the database's game is being read), or left
        self.view = view
        self.show(state, turns)
        if message:
            self.notify(message, timeout=3)
        if then is not None:
            then()
        if state.phase == "over":
            # the game-over screen: not loaded when a game opens (python -X importtime)
            from marquoir.tui.screens.game_over import GameOverScreen

            over = replace(view, turns=tuple(turns), state=state)
            self.app.push_screen(GameOverScreen(self.game_id, over))
        elif not self.saving and list(view.turns) != self.turns:
            self.adopt(view)  # another terminal changed the game meanwhile

    def _not_written(self, error: Refusal, typed: str) -> None:
        """The database refused a change this screen had: its game is the truth again (the
        keys typed after the refused line were typed for a game that is not: dropped, and
        said)."""
        self.saving -= 1
        self.epoch += 1
        self.state = None  # keys wait for the database's game
        self.forget_typed_ahead()
        gate = gate_of(self.app)
        if gate is not None:
            gate.drop_queued()
        self.marquoir.refused(error)
        if not self.is_attached:
            return
        self.notify(self.t("game.not_recorded"), severity="warning", timeout=8)
        self.with_use_cases(lambda cases: cases.game(self.game_id), self.adopt, group="read")
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
        self.change(done, lambda cases: cases.enter_turn(game_id, turn), None, typed=typed)

    @on(TurnTyped)
    def _entered(self, event: TurnTyped) -> None:
        state = self.state
        if state is None or state.phase == "over":
            self.app.bell()
            return
        self.redo.clear()
        self.enter(event.turn(state.next_player or ""), event.text)

    def action_undo(self) -> None:
        """Take back the last turn; its line goes back in the entry, ctrl+y puts the turn
        back unchanged."""
        view = self.view
        if view is None or self.kit is None or not self.turns:
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
        kit = self.kit

        def put_back() -> None:
            entry = self.entry
            if not kit.put_back(entry, last, view.players):
                entry.reset(last.player)
            entry.focus()

        self.change(
            done,
            lambda cases: cases.undo(game_id),
            self.t("game.undone", name=last.player, points=points),
            then=put_back,
        )
        self.redo.append(last)

    def action_redo(self) -> None:
        """Put back the turn ctrl+z took, unchanged."""
        if not self.redo:
            self.notify(self.t("game.nothing_to_redo"), severity="warning")
            return
        turn = self.redo.pop()
        self.forget_typed_ahead()
        entry = self.entry
        line = self.kit.line_of(turn, self.view.players) if self.kit and self.view else None
        if line is not None and entry.value == line:
            entry.reset(entry.player)
        self.enter(turn)

    def forget_typed_ahead(self) -> None:
        """The game changes under the keys a question of the line holds (a turn taken back
        or put back, a change refused): the turn they were typed for is not the next one any
        more, so they are dropped (and said), never typed for another player."""
        gate = gate_of(self.app)
        if gate is not None:
            gate.forget(self.entry)

    def action_island(self) -> None:
        """ctrl+t: a game's own key (its kit acts)."""
        if self.kit is not None:
            self.kit.act(self, "island")

    def action_deck(self) -> None:
        """f6: a game's own key (its kit acts)."""
        if self.kit is not None:
            self.kit.act(self, "deck")

    def action_view(self) -> None:
        """f5: each turn's points, its details (what it was, its marks), or the totals only."""
        mode = self.query_one(ScoreSheet).cycle_mode()
        self.app.clear_notifications()  # one reading explained at a time, however fast f5 goes
        self.notify(self.t(f"game.view.{mode}"), timeout=3)

    def action_board(self) -> None:
        """f3: the board for across the table."""
        self.app.push_screen(BoardScreen(self.game_id))

    def action_chart(self) -> None:
        """f4: every total after each round, on one scale."""
        # plotext: not loaded when a game opens (python -X importtime)
        from marquoir.tui.screens.chart import ChartScreen

        if self.view is not None and self.state is not None:
            view = replace(self.view, turns=tuple(self.turns), state=self.state)
            self.app.push_screen(ChartScreen(view))

    @on(ScoreSheet.TurnShown)
    def _turn_shown(self, event: ScoreSheet.TurnShown) -> None:
        """The cell under the sheet's cursor tells its whole story (while the sheet has the
        focus; the entry's preview otherwise)."""
        if event.sheet.has_focus or self.is_over:
            self.tell_story(event.position)

    @property
    def is_over(self) -> bool:
        """The game as shown is over (no line to type: the sheet tells each turn's story)."""
        return self.shown is not None and self.shown.phase == "over"

    def tell_story(self, position: int | None = -1) -> None:
        """Under the sheet, the story of the turn at ``position`` (-1: the one under the
        sheet's cursor)."""
        if self.state is None or self.kit is None:
            return
        sheet = self.sheet
        if position == -1:
            position = None
            if isinstance(sheet, ScoreSheet):
                cursor = sheet.cursor_coordinate
                position = sheet.position_at(cursor.row, cursor.column)
        self.query_one("#preview", Static).update(
            turn_story(
                self.kit, self.state, self.turns, position, self.lang, self._entered_by(position)
            )
        )

    def _entered_by(self, position: int | None) -> str | None:
        """Who entered the turn at ``position``, as last read (None: the Captain)."""
        if position is None or not 0 <= position < len(self.entered_by):
            return None
        return self.entered_by[position]

    def on_descendant_blur(self) -> None:
        if self.kit is not None and not self.sheet.has_focus and not self.is_over:
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
            lambda cases: cases.delete_game(game_id),
            lambda _: self.notify(self.t("game.deleted", id=game_id)),
        )
        self.marquoir.go_home()

    def action_odds(self) -> None:
        """f2: the game's odds for the turn being typed."""
        state = self.state
        if state is None or state.phase == "over" or self.kit is None:
            return
        screen = self.kit.odds_screen(self, state, self.entry)
        if screen is not None:
            self.app.push_screen(screen)

    def action_home(self) -> None:
        if self.sheet.has_focus:
            self.entry.focus()
            return
        self.app.pop_screen()

    @work
    async def action_manual(self) -> None:
        """ctrl+o: manual points (or the game's own dialog), in the game's dialog."""
        state = self.state
        if state is None or state.phase == "over" or self.kit is None:
            return
        turn = await self.kit.manual(self, state)
        if turn is not None:
            self.redo.clear()
            self.enter(turn)

    # --- correcting past turns -------------------------------------------------------------

    def action_edit(self) -> None:
        self.sheet.focus()
        self.notify(self.t("game.edit_hint"), timeout=4)

    @on(TurnPicked)
    def _picked(self, event: TurnPicked) -> None:
        if event.position is None:
            self.notify(self.t("game.no_turn_here"), severity="warning")
            return
        self.correct(event.position)

    @work
    async def correct(self, position: int) -> None:
        view, state, kit = self.view, self.state, self.kit
        assert view is not None and state is not None and kit is not None
        turn = self.turns[position]
        answer = await kit.correct(self, view, self.turns, position)
        if answer is None:
            return
        action, new_turn = answer
        replay = view_rules(view)
        game_id = self.game_id
        if action == "delete":
            # what the rules refuse (a later turn no longer possible) is said before any
            # question: a confirmation is asked only for what can be done
            done = self._check(lambda: delete_turn(replay, view.setup, self.turns, position))
            if done is None:
                self.entry.focus()
                return
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
                    lambda cases: cases.delete_turn(game_id, position),
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
                    lambda cases: cases.replace_turn(game_id, position, new_turn),
                    self.t("edit.saved", n=position + 1),
                )
        self.entry.focus()


def view_rules(view: GameView) -> Any:
    """The replay of the view's game (its rules')."""
    return game_rules(view.game).replay
