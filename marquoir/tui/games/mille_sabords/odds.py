"""The odds panel for the player to play: the dice on the table now, and what to do."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from rich.table import Table as Grid
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Checkbox, Input, Label, Static

from marquoir.i18n import translate
from marquoir.i18n.numbers import percent
from marquoir.rules import Refusal, format_points
from marquoir.rules.mille_sabords import GameState, option_label
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog

if TYPE_CHECKING:
    from marquoir.odds_records import Advice


def points_to_win(state: GameState) -> int | None:
    """What the player to play must score this turn: in the last round, to pass the best
    total and stand at the target; in sudden death, to reach the target (nobody stands at
    it). None while the game is simply being played."""
    if state.next_seat < 0 or state.phase not in ("last_round", "sudden_death"):
        return None
    mine = state.totals[state.next_seat]
    target = int(state.setup.profile.target)
    if state.phase == "sudden_death":
        return max(target - mine, 1)
    leader = max(t for seat, t in enumerate(state.totals) if seat != state.next_seat)
    return max(max(leader + 1, target) - mine, 1)


class OddsScreen(MarquoirDialog[None]):
    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]
    BINDINGS = [Binding("escape", "close", "key.back", id="odds-close")]

    TYPING_LINE = True

    def __init__(self, game_id: int, card: str, state: GameState, dice: str = "") -> None:
        super().__init__()
        self.game_id, self.card, self.state, self.dice = game_id, card, state, dice
        #: the advice on screen, if any
        self.advice: Advice | None = None
        #: the newest question asked (dice, need, sorceress used)
        self.asked: tuple[str, int | None, bool] | None = None

    def compose(self) -> ComposeResult:
        t = self.lang
        need = points_to_win(self.state)
        with Vertical():
            title = translate(t, "oddsui.title", name=self.state.next_player, card=self.card)
            yield Static(plain(title, "bold"))
            yield Label(translate(t, "oddsui.dice"))
            yield Input(
                self.dice.strip(),
                placeholder=translate(t, "game.dice_placeholder"),
                id="odds-dice",
                select_on_focus=False,  # the keys typed add to the line's dice
            )
            yield Label(translate(t, "oddsui.need"))
            yield Input("" if need is None else str(need), id="odds-need")
            if self.card == "sorceress":
                yield Checkbox(translate(t, "oddsui.sorceress_used"), id="odds-sorceress")
            yield Static(id="advice")

    def on_mount(self) -> None:
        dice = self.query_one("#odds-dice", Input)
        dice.focus()
        dice.cursor_position = len(dice.value)
        self.refresh_advice()

    def action_close(self) -> None:
        self.dismiss(None)

    @on(Input.Changed)
    @on(Checkbox.Changed)
    def _changed(self) -> None:
        self.refresh_advice()

    def refresh_advice(self) -> None:
        """Ask the table (in a thread: the first solve of a card takes a fraction of a
        second) for the dice typed so far; the newest question wins."""
        panel = self.query_one("#advice", Static)
        dice = self.query_one("#odds-dice", Input).value.strip()
        need_text = self.query_one("#odds-need", Input).value.strip()
        if not dice:
            self.advice = None
            panel.update(Text(self.t("oddsui.hint"), style="dim"))
            return
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        used = self.card == "sorceress" and self.query_one("#odds-sorceress", Checkbox).value
        question = (dice, need, used)
        self.asked = question
        self.with_table(
            lambda table: (
                question,
                table.advise(
                    self.game_id, card=self.card, dice=dice, need=need, sorceress_used=used
                ),
            ),
            self.show_answer,
            group="advice",
            exclusive=True,
            refused=self.show_refusal,
        )

    def show_refusal(self, error: Refusal) -> None:
        self.advice = None
        self.query_one("#advice", Static).update(
            Text("✗ " + error.text(self.lang), style="bold red")
        )

    def show_answer(self, answer: tuple[tuple[str, int | None, bool], Advice]) -> None:
        """An answer, unless the question changed meanwhile (answers come back from their
        threads in any order: only the newest question's is shown)."""
        question, advice = answer
        if question == self.asked:
            self.show_advice(advice)

    def show_advice(self, advice: Advice) -> None:
        t = self.lang
        need = advice.need
        panel = self.query_one("#advice", Static)
        self.advice = advice
        grid = Grid.grid(padding=(0, 2))
        grid.add_column()
        for _ in range(3 if need else 2):
            grid.add_column(justify="right")
        head = [
            translate(t, "odds.col.action"),
            translate(t, "odds.col.bust"),
            translate(t, "odds.col.ev"),
        ]
        if need:
            head.append(translate(t, "odds.col.need", need=format_points(need, t)))
        grid.add_row(*(Text(h, style="bold") for h in head))
        for option in [advice.stop, *advice.rerolls][:9]:
            label = option_label(option.action, option.reroll, option.skull, option.bust, t)
            style = "bold green" if option is advice.best else ""
            row = [
                Text(("➜ " if option is advice.best else "") + label, style=style),
                Text(percent(option.bust, t)),
                Text("—" if math.isnan(option.ev) else format_points(round(option.ev), t)),
            ]
            if need:
                row.append(Text(percent(option.need or 0, t)))
            grid.add_row(*row)
        panel.update(grid)
