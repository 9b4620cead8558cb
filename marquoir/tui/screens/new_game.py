"""A new game: who sits where, who plays first, which rules."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Header, Input, Label, OptionList, Select, Static

from marquoir.rules import (
    DEFAULT_GAME,
    MAX_PLAYERS,
    MIN_PLAYERS,
    RulesError,
    check_name,
    check_unlike,
    count_refused,
    format_points,
    game_entries,
    game_entry,
    game_rules,
    name_key,
)
from marquoir.rules.head_start import check_head_start
from marquoir.tui.games import kit_of
from marquoir.tui.games.kit import FormRefusal, RulesForm
from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.footer import Footer
from marquoir.tui.widgets.seat_advantage import SeatAdvantage

if TYPE_CHECKING:
    from textual.timer import Timer

    from marquoir.records import GameView, RosterPlayer
    from marquoir.rules import Refusal


#: seconds the players and the rules stay as they are before their seat advantage is asked
ASK_AFTER = 0.3


class NewGameScreen(MarquoirScreen):
    CSS_PATH = "new_game.tcss"

    TYPING_LINE = True
    FOOTER_FOLDS = ("move-up", "move-down", "random-first", "next-game", "remove")
    BINDINGS = [
        Binding("ctrl+up", "move(-1)", "key.move_up", id="move-up"),
        Binding("ctrl+down", "move(1)", "key.move_down", id="move-down"),
        Binding("ctrl+x", "remove", "key.remove", priority=True, id="remove"),
        Binding("ctrl+r", "random_first", "key.random_first", id="random-first"),
        Binding("ctrl+s", "start", "key.start", id="start"),
        Binding("ctrl+g", "next_game", "key.game", id="next-game"),
        Binding("escape", "app.pop_screen", "key.back", id="new-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.seated: list[str] = []
        #: the roster, read once in a thread when the screen opens
        self.roster: list[RosterPlayer] = []
        #: the game is being started: the keys typed meanwhile are for its screen
        self.starting = False
        #: the roster's names as its list shows them (the players not seated)
        self.listed: list[str] = []
        #: the roster has been read
        self.roster_read = False
        #: the seat advantage is about to be asked again
        self._asking: Timer | None = None

    @property
    def accepts_keys(self) -> bool:
        """Keys wait for the roster (an Enter on it picks the name shown) and, once the game
        is being started, for its sheet."""
        return self.roster_read and not self.starting

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            with Vertical(classes="column"):
                yield Label(f"[b]{self.t('new.players')}[/b]")
                yield OptionList(id="seating")
                yield Input(placeholder=self.t("new.name"), id="name")
                # under the name typed, where the Captain looks: a refused name or seating is
                # said on the screen at any height (the rules column scrolls)
                yield Static(id="error", classes="error")
                yield TypedAhead()
                yield SeatAdvantage()
                yield Label(self.t("new.roster"))
                yield OptionList(id="roster")
            with VerticalScroll(classes="column", id="rules-column", can_focus=False):
                yield Label(f"[b]{self.t('new.rules')}[/b]")
                yield Label(self.t("new.game"))
                yield Select(
                    [(entry.name(self.lang), entry.id) for entry in game_entries()],
                    value=DEFAULT_GAME,
                    allow_blank=False,
                    id="game",
                )
                for entry in game_entries():  # each game's rules, the chosen one's shown
                    form = kit_of(entry.id).rules_form()
                    form.display = entry.id == DEFAULT_GAME
                    form.add_class("game-rules")
                    form.game = entry.id  # type: ignore[attr-defined]
                    yield form
                # a head start, in any game that takes one (``marquoir.rules.head_start``)
                yield Label(self.t("new.head_start"), id="head-start-label")
                yield Input(value="0", type="integer", id="head-start")
                # a rules field refused: said under the rules, near the field at fault
                yield Static(id="rules-error", classes="error")
                yield Button(self.t("new.start"), id="start", variant="primary")
        yield Footer()

    @property
    def game(self) -> str:
        return str(self.query_one("#game", Select).value)

    def form(self, game: str) -> RulesForm:
        """The rules form of ``game``."""
        return next(f for f in self.query(RulesForm) if getattr(f, "game", None) == game)

    def action_next_game(self) -> None:
        """ctrl+g: the next game, its rules shown."""
        games = [entry.id for entry in game_entries()]
        select = self.query_one("#game", Select)
        select.value = games[(games.index(self.game) + 1) % len(games)]

    @on(Select.Changed, "#game")
    def _game(self) -> None:
        for form in self.query(RulesForm):
            form.display = getattr(form, "game", None) == self.game
        takes = game_rules(self.game).head_start_step > 0
        self.query_one("#head-start-label").display = takes
        self.query_one("#head-start", Input).display = takes
        self.form(self.game).chosen()
        self.table_changed()

    # --- the seat advantage ----------------------------------------------------------------

    @property
    def drawing(self) -> bool:
        """A figure the screen draws a moment from now is still to come: the seat advantage,
        asked once the typing stops, or being worked out (what a screenshot waits for)."""
        return self._asking is not None or self.query_one(SeatAdvantage).working is not None

    def table_changed(self) -> None:
        """The players or the rules changed: the seat advantage is asked again (a moment
        later, once the changes have stopped: a name typed is one question, not a letter)."""
        if self._asking is not None:
            self._asking.stop()
        self._asking = self.set_timer(ASK_AFTER, self._ask)

    def _ask(self) -> None:
        self._asking = None
        panel = self.query_one(SeatAdvantage)
        game = self.game
        if game_rules(game).head_start_step <= 0:
            panel.ask(None)
            return
        if len(self.seated) < MIN_PLAYERS:
            panel.ask(None, self.t("new.seats_players"))
            return
        try:
            profile = self.form(game).profile(self.lang)
        except (FormRefusal, RulesError):
            panel.ask(None)  # the rules are not whole yet: nothing to ask
            return
        panel.ask((game, profile, len(self.seated)))

    @on(Select.Changed, ".game-rules Select")
    @on(Input.Changed, ".game-rules Input")
    def _rules_changed(self) -> None:
        self.table_changed()

    @on(SeatAdvantage.Apply)
    def _apply_head_start(self, message: SeatAdvantage.Apply) -> None:
        field = self.query_one("#head-start", Input)
        field.value = str(message.points)
        self.notify(self.t("new.fair_applied", points=format_points(message.points, self.lang)))

    def on_mount(self) -> None:
        self.title = self.t("new.title")
        self.refresh_lists()
        self.query_one("#name", Input).focus()
        self._game()
        self.with_use_cases(
            lambda cases: cases.players(),
            self._roster_read,
            group="read",
            refused=self._no_roster,
        )

    def _no_roster(self, refusal: Refusal) -> None:
        self.roster_read = True  # the names are typed then
        self.marquoir.refused(refusal)

    def _roster_read(self, roster: list[RosterPlayer]) -> None:
        self.roster = roster
        self.roster_read = True
        self.refresh_lists(self.query_one("#seating", OptionList).highlighted)

    # --- seating ---------------------------------------------------------------------------

    def refresh_lists(self, highlight: int | None = None) -> None:
        seating = self.query_one("#seating", OptionList)
        seating.clear_options()
        seating.add_options([plain(f"{i + 1}. {name}") for i, name in enumerate(self.seated)])
        if highlight is not None and self.seated:
            seating.highlighted = max(0, min(highlight, len(self.seated) - 1))
        seated = {name_key(name) for name in self.seated}
        roster = self.query_one("#roster", OptionList)
        roster.clear_options()
        self.listed = [p.name for p in self.roster if name_key(p.name) not in seated]
        roster.add_options([plain(name) for name in self.listed])
        self.table_changed()

    def seated_one(self) -> None:
        """The lists after one more player is seated: one line added to the seating, one taken
        from the roster (not both lists rebuilt: a name is added at the speed of typing)."""
        name = self.seated[-1]
        seating = self.query_one("#seating", OptionList)
        seating.add_option(plain(f"{len(self.seated)}. {name}"))
        seating.highlighted = len(self.seated) - 1
        key = name_key(name)
        index = next((i for i, shown in enumerate(self.listed) if name_key(shown) == key), None)
        if index is not None:
            del self.listed[index]
            self.query_one("#roster", OptionList).remove_option_at_index(index)
        self.table_changed()

    def seat(self, name: str) -> bool:
        """Seat a player (True), or say why not (False)."""
        error = self.query_one("#error", Static)
        if not name.strip():
            return False
        try:
            name = check_name(name)
        except RulesError as refusal:
            error.update(plain(refusal.text(self.lang)))
            return False
        if name_key(name) in {name_key(n) for n in self.seated}:
            error.update(plain(self.t("setup.duplicate", name=name)))
            return False
        try:
            check_unlike(name, self.seated, "seated")
            rostered = [player.name for player in self.roster]
            if name_key(name) not in {name_key(other) for other in rostered}:
                check_unlike(name, rostered, "roster")
        except RulesError as refusal:
            error.update(plain(refusal.text(self.lang)))
            return False
        if len(self.seated) >= MAX_PLAYERS:
            error.update(self.t("players.count", n=len(self.seated) + 1))
            return False
        self.seated.append(name)
        error.update("")
        self.seated_one()
        return True

    @on(Input.Submitted, "#name")
    def _typed_name(self, event: Input.Submitted) -> None:
        gate = gate_of(self.app)
        if self.seat(event.value):
            event.input.value = ""
            if gate is not None:  # the fixed name is seated: the keys it held go on
                gate.answered(event.input)
        elif gate is not None and event.value.strip():
            # a refused name is a question: the keys typed after its Enter, before the
            # refusal showed (the next names of a burst), wait for its fix, never typed onto it
            gate.ask(event.input)

    @on(OptionList.OptionSelected, "#roster")
    def _roster(self, event: OptionList.OptionSelected) -> None:
        self.seat(str(event.option.prompt))

    def _selected(self) -> int | None:
        index = self.query_one("#seating", OptionList).highlighted
        return index if index is not None and index < len(self.seated) else None

    def action_move(self, step: int) -> None:
        index = self._selected()
        if index is None:
            return
        other = index + step
        if 0 <= other < len(self.seated):
            self.seated[index], self.seated[other] = self.seated[other], self.seated[index]
            self.refresh_lists(other)

    def action_remove(self) -> None:
        index = self._selected()
        if index is not None:
            del self.seated[index]
            self.refresh_lists(index)

    def action_random_first(self) -> None:
        """Draw the first player; the seating keeps its order around the table."""
        if len(self.seated) < MIN_PLAYERS:
            return
        first = random.randrange(len(self.seated))
        self.seated = self.seated[first:] + self.seated[:first]
        self.refresh_lists(0)
        self.notify(self.t("new.drawn", name=self.seated[0]))

    # --- rules -----------------------------------------------------------------------------

    def refuse(self, message: str, field: str) -> None:
        """A start refused: the sentence, and the focus on the field at fault (``#name`` for
        the players), so the next key goes where the fix is. A refused start is a question:
        the keys typed after ctrl+s, before the sentence showed (a burst's first turn), wait
        for the start that follows the fix, and then go to the game's line."""
        gate = gate_of(self.app)
        if gate is not None:
            gate.ask(self)
        at_players = field == "#name"
        self.query_one("#error", Static).update(plain(message) if at_players else "")
        rules_error = self.query_one("#rules-error", Static)
        rules_error.update("" if at_players else plain(message))
        rules_error.display = not at_players
        if not at_players:
            rules_error.scroll_visible(animate=False)
        self.query_one(field).focus()

    def action_start(self) -> None:
        game = self.game
        least = game_rules(game).min_players
        if not least <= len(self.seated) <= MAX_PLAYERS:
            if least == MIN_PLAYERS:
                self.refuse(self.t("new.need_players"), "#name")
            else:  # a game that keeps solo games says its own range (1 to 8)
                self.refuse(count_refused(len(self.seated), least).text(self.lang), "#name")
            return
        try:
            profile = self.form(game).profile(self.lang)
        except FormRefusal as refusal:
            self.refuse(refusal.message, refusal.field)
            return
        except RulesError as refusal:
            self.refuse(refusal.text(self.lang), "#game")
            return
        try:
            head_start = self.head_start(profile)
        except RulesError as refusal:
            self.refuse(refusal.text(self.lang), "#head-start")
            return
        self.begin(profile, game, head_start)

    def head_start(self, profile: object) -> int:
        """The head start typed (0 for a game that takes none), checked for this table, or
        a RulesError saying why not."""
        rules = game_rules(self.game)
        if rules.head_start_step <= 0:
            return 0
        text = self.query_one("#head-start", Input).value.strip() or "0"
        try:
            value = int(text)
        except ValueError:
            raise RulesError("head_start.number", "head_start", given=text) from None
        entry = game_entry(self.game)
        return check_head_start(
            value,
            rules.head_start_step,
            rules.target(profile),
            len(self.seated),
            entry.name(self.lang),
        )

    def begin(self, profile: object, game: str, head_start: int = 0) -> None:
        """Store the new game (in a thread); its sheet opens when it is stored."""
        seated = list(self.seated)
        self.starting = True
        self.with_use_cases(
            lambda cases: cases.start_game(seated, profile, game=game, head_start=head_start),
            self._started,
            group="write",
            refused=self._not_started,
        )

    def _started(self, view: GameView) -> None:
        gate = gate_of(self.app)
        if gate is not None:  # a start refused before: the keys it held go to the game
            gate.answered(self)
        self.marquoir.open_game(view.id, replace=True)

    def _not_started(self, refusal: Refusal) -> None:
        self.starting = False
        self.query_one("#error", Static).update(plain(refusal.text(self.lang)))

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()
