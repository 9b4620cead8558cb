"""f2 in a Dix mille game: the throw on the table, and what to keep, bank or throw on.

The points set aside come from the line being typed (its throws so far); in the last round
the points it takes to pass the leader are filled in (only passing the leader counts: the
leader reached the target first and wins a tie).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.table import Table as Grid
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Label, Static

from marquoir.i18n.numbers import percent
from marquoir.rules import Refusal, format_points
from marquoir.rules.dix_mille import STEP
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog

if TYPE_CHECKING:
    from marquoir.odds_records import DixAdvice


def points_to_pass(state: Any) -> int | None:
    """In the last round, what the player to play must bank this turn to pass the leader;
    None otherwise."""
    if state.next_seat < 0 or state.phase != "last_round":
        return None
    mine: int = state.totals[state.next_seat]
    leader: int = max(t for seat, t in enumerate(state.totals) if seat != state.next_seat)
    return max(leader - mine + STEP, STEP)


class DixOddsScreen(MarquoirDialog[None]):
    TYPING_LINE = True

    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]

    BINDINGS = [Binding("escape", "close", "key.back", id="dix-odds-close")]

    def __init__(self, state: Any, turn_points: int, dice: int) -> None:
        super().__init__()
        self.state, self.turn_points, self.dice = state, turn_points, dice
        self.advice: DixAdvice | None = None

    def compose(self) -> ComposeResult:
        need = points_to_pass(self.state)
        with Vertical():
            title = self.t(
                "dixodds.title",
                name=self.state.next_player,
                points=format_points(self.turn_points, self.lang),
                n=self.dice,
            )
            yield Static(plain(title, "bold"))
            yield Label(self.t("dixodds.roll"))
            yield Input(placeholder=self.t("dixodds.roll_placeholder"), id="dix-odds-roll")
            yield Label(self.t("oddsui.need"))
            yield Input("" if need is None else str(need), id="dix-odds-need")
            yield Static(id="dix-advice")

    def on_mount(self) -> None:
        self.query_one("#dix-odds-roll", Input).focus()
        self.refresh_advice()

    def action_close(self) -> None:
        self.dismiss(None)

    @on(Input.Changed)
    def _changed(self) -> None:
        self.refresh_advice()

    def refresh_advice(self) -> None:
        panel = self.query_one("#dix-advice", Static)
        roll = self.query_one("#dix-odds-roll", Input).value.strip()
        need_text = self.query_one("#dix-odds-need", Input).value.strip()
        if not roll:
            self.advice = None
            panel.update(Text(self.t("dixodds.hint", n=self.dice), style="dim"))
            return
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        profile = self.state.setup.profile
        points = self.turn_points

        def ask(table: Any) -> DixAdvice:
            from marquoir.table import advise

            advice: DixAdvice = advise(
                "dix-mille", profile, roll=roll, turn_points=points, need=need
            )
            return advice

        self.with_table(
            ask, self.show_advice, group="advice", exclusive=True, refused=self.show_refusal
        )

    def show_refusal(self, error: Refusal) -> None:
        self.advice = None
        self.query_one("#dix-advice", Static).update(
            Text("✗ " + error.text(self.lang), style="bold red")
        )

    def show_advice(self, advice: DixAdvice) -> None:
        """The answer, unless the question changed meanwhile (answers come back from their
        threads in any order: only the newest question's is shown)."""
        need_text = self.query_one("#dix-odds-need", Input).value.strip()
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        if (advice.roll, advice.need) != (
            self.query_one("#dix-odds-roll", Input).value.strip(),
            need,
        ):
            return
        t = self.lang
        self.advice = advice
        panel = self.query_one("#dix-advice", Static)
        if advice.blank:
            panel.update(Text(self.t("dix.odds_blank"), style="bold yellow"))
            return
        grid = Grid.grid(padding=(0, 2))
        grid.add_column()
        grid.add_column()
        for _ in range(3 if advice.need else 2):
            grid.add_column(justify="right")
        cols = ["keep", "then", "blank_next", "ev"] + (["need"] if advice.need else [])
        asked = format_points(advice.need, t) if advice.need else ""
        grid.add_row(*(Text(self.t(f"dix.odds_col.{c}", need=asked), style="bold") for c in cols))
        for rank, option in enumerate(advice.options[:8]):
            keep = option.keep
            if option.action == "roll":
                then = self.t("dix.odds_roll", n=keep.next_dice)
            else:
                then = self.t("dix.odds_bank", points=format_points(int(option.bank_ev), t))
            style = "bold green" if rank == 0 else ""
            row = [
                Text(("➜ " if rank == 0 else "  ") + f"{keep.dice} (+{keep.points})", style=style),
                Text(then, style=style),
                Text(percent(option.blank, t) if option.action == "roll" else "—"),
                Text(format_points(round(max(option.bank_ev, option.roll_ev)), t)),
            ]
            if advice.need:
                row.append(Text(percent(option.need or 0, t)))
            grid.add_row(*row)
        panel.update(grid)
