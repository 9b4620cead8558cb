"""A new game: who sits where, who plays first, which rules."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, Header, Input, Label, OptionList, Select, Static, Switch

from marquoir.rules import (
    DIX_MILLE,
    MAX_PLAYERS,
    MILLE_SABORDS,
    MIN_PLAYERS,
    MORBLEU,
    RulesError,
    check_name,
    format_points,
    name_key,
)
from marquoir.rules.dix_mille import VARIANTS
from marquoir.rules.dix_mille import make_profile as dix_profile
from marquoir.rules.mille_sabords import edition_defaults, make_profile
from marquoir.rules.morbleu import make_profile as morbleu_profile
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    from marquoir.records import GameView, RosterPlayer
    from marquoir.rules import Refusal


#: the games a new game may be, in the order ctrl+g goes through them
GAMES = (MILLE_SABORDS, DIX_MILLE, MORBLEU)


class NewGameScreen(MarquoirScreen):
    CSS_PATH = "new_game.tcss"
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
                yield Label(self.t("new.roster"))
                yield OptionList(id="roster")
            with VerticalScroll(classes="column", id="rules-column", can_focus=False):
                yield Label(f"[b]{self.t('new.rules')}[/b]")
                with Vertical(id="sabords-rules"):
                    yield Label(self.t("new.edition"))
                    yield Select(
                        [(self.t("edition.classic"), "classic"), (self.t("edition.2025"), "2025")],
                        value="classic",
                        allow_blank=False,
                        id="edition",
                    )
                    yield Label(self.t("new.target"))
                    yield Input(str(edition_defaults("classic").target), id="target")
                    with Horizontal(classes="switch-row"):
                        yield Switch(value=False, id="negative")
                        yield Label(self.t("new.negative"))
                    with Horizontal(classes="switch-row"):
                        yield Switch(value=False, id="cards2025")
                        yield Label(self.t("new.cards_2025"))
                    yield Static(self.t("new.classic_help"), id="edition-help")
                yield Label(self.t("new.game"))
                yield Select(
                    [(self.t(f"game.name.{g}"), g) for g in GAMES],
                    value=MILLE_SABORDS,
                    allow_blank=False,
                    id="game",
                )
                with Vertical(id="dix-rules"):
                    for name, values in VARIANTS.items():
                        yield Label(self.t(f"new.dix.{name}"))
                        yield Select(
                            [(self.variant_label(name, v), v) for v in values],
                            value=values[0],
                            allow_blank=False,
                            id=f"dix-{name.replace('_', '-')}",
                        )
                    yield Static(self.t("new.dix_help"), classes="help")
                with Vertical(id="morbleu-rules"):
                    yield Label(self.t("new.morbleu_pot"))
                    yield Input(placeholder=self.t("new.morbleu_pot_placeholder"), id="pot")
                    yield Static(self.t("new.morbleu_help"), classes="help")
                yield Static(id="error")
                yield Button(self.t("new.start"), id="start", variant="primary")
        yield Footer()

    def variant_label(self, name: str, value: object) -> str:
        """A variant's value as the Select shows it (the default marked)."""
        if name == "multiples":
            text = self.t(f"dix.multiples.{value}")
        else:
            text = format_points(int(str(value)), self.lang)
        default = VARIANTS[name][0] == value
        return text + (" " + self.t("new.default") if default else "")

    @property
    def game(self) -> str:
        return str(self.query_one("#game", Select).value)

    def action_next_game(self) -> None:
        """ctrl+g: the next game (Mille Sabords, Dix mille), its rules shown."""
        select = self.query_one("#game", Select)
        select.value = GAMES[(GAMES.index(self.game) + 1) % len(GAMES)]

    @on(Select.Changed, "#game")
    def _game(self) -> None:
        dix = self.game == DIX_MILLE
        self.query_one("#dix-rules").display = dix
        self.query_one("#morbleu-rules").display = self.game == MORBLEU
        self.query_one("#sabords-rules").display = self.game == MILLE_SABORDS
        if self.game == MORBLEU:  # the pot has no default: it is asked at once
            self.query_one("#pot", Input).focus()

    def on_mount(self) -> None:
        self.query_one("#dix-rules").display = False
        self.query_one("#morbleu-rules").display = False
        self.title = self.t("new.title")
        self.refresh_lists()
        self.query_one("#name", Input).focus()
        self.with_table(
            lambda table: table.players(),
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
        if len(self.seated) >= MAX_PLAYERS:
            error.update(self.t("players.count", n=len(self.seated) + 1))
            return False
        self.seated.append(name)
        error.update("")
        self.seated_one()
        return True

    @on(Input.Submitted, "#name")
    def _typed_name(self, event: Input.Submitted) -> None:
        if self.seat(event.value):
            event.input.value = ""

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

    @on(Select.Changed, "#edition")
    def _edition(self, event: Select.Changed) -> None:
        defaults = edition_defaults(str(event.value))
        self.query_one("#target", Input).value = str(defaults.target)
        self.query_one("#negative", Switch).value = defaults.negative_scores
        self.query_one("#cards2025", Switch).value = defaults.cards_2025
        self.query_one("#edition-help", Static).update(self.t(f"new.{defaults.edition}_help"))

    def refuse(self, message: str, field: str) -> None:
        """A start refused: the sentence, and the focus on the field at fault (``#name`` for
        the players), so the next key goes where the fix is."""
        self.query_one("#error", Static).update(plain(message))
        self.query_one(field).focus()

    def action_start(self) -> None:
        if not MIN_PLAYERS <= len(self.seated) <= MAX_PLAYERS:
            self.refuse(self.t("new.need_players"), "#name")
            return
        if self.game == MORBLEU:
            pot = self.query_one("#pot", Input).value.strip()
            try:
                pot_profile = morbleu_profile(int(pot) if pot.isdigit() else None)
            except RulesError as refusal:
                self.refuse(refusal.text(self.lang), "#pot")
                return
            self.begin(pot_profile, MORBLEU)
            return
        if self.game == DIX_MILLE:
            variants = {
                name: self.query_one(f"#dix-{name.replace('_', '-')}", Select).value
                for name in VARIANTS
            }
            self.begin(dix_profile(**variants), DIX_MILLE)
            return
        text = (
            self.query_one("#target", Input)
            .value.strip()
            .replace(" ", "")
            .replace(",", "")
            .replace("\u202f", "")
        )
        if not text.isdigit():
            self.refuse(self.t("new.target_bad"), "#target")
            return
        try:
            profile = make_profile(
                str(self.query_one("#edition", Select).value),
                int(text),
                self.query_one("#negative", Switch).value,
                self.query_one("#cards2025", Switch).value,
            )
        except RulesError as refusal:
            self.refuse(refusal.text(self.lang), "#target")
            return
        self.begin(profile, MILLE_SABORDS)

    def begin(self, profile: object, game: str) -> None:
        """Store the new game (in a thread); its sheet opens when it is stored."""
        seated = list(self.seated)
        self.starting = True
        self.with_table(
            lambda table: table.start_game(seated, profile, game=game),
            self._started,
            group="write",
            refused=self._not_started,
        )

    def _started(self, view: GameView) -> None:
        self.marquoir.open_game(view.id, replace=True)

    def _not_started(self, refusal: Refusal) -> None:
        self.starting = False
        self.query_one("#error", Static).update(plain(refusal.text(self.lang)))

    @on(Button.Pressed, "#start")
    def _start(self) -> None:
        self.action_start()
