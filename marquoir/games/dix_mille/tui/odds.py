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

from marquoir.games.dix_mille.rules import STEP
from marquoir.i18n.numbers import percent
from marquoir.rules import Refusal, format_points
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog
from marquoir.use_cases import advise

if TYPE_CHECKING:
    from marquoir.odds_records import DixAdvice, DixWinAdvice, DixWinMove, Keep


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

    def __init__(
        self, state: Any, turn_points: int, dice: int, turns: list[Any] | None = None
    ) -> None:
        super().__init__()
        self.state, self.turn_points, self.dice = state, turn_points, dice
        #: the game's turns (``state`` is their replay): the chance to win is worked out
        #: from the game file, in the app's worker process
        self.turns = turns
        self.advice: DixAdvice | None = None
        self.win_advice: DixWinAdvice | None = None

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
            yield Static(id="dix-to-win")

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
            self.query_one("#dix-to-win", Static).update("")
            return
        self.ask_to_win(roll)
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        profile = self.state.setup.profile
        points = self.turn_points

        def ask(table: Any) -> DixAdvice:
            advice: DixAdvice = advise(
                "dix-mille", profile, roll=roll, turn_points=points, need=need
            )
            return advice

        self.with_use_cases(
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
        if self.win_advice is not None:
            self.show_to_win()
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

    # --- to win ----------------------------------------------------------------------------

    def ask_to_win(self, roll: str) -> None:
        """The chance to win of each way to play the throw, worked out in the app's worker
        process (the first solve of a profile takes seconds: the dialog says so meanwhile)."""
        self.win_advice = None

        def answered(found: DixWinAdvice | None) -> None:
            self.win_advice = found
            self.show_to_win()

        position = {"roll": roll, "turn_points": self.turn_points}
        panel = self.query_one("#dix-to-win", Static)
        self.ask_win_advice(panel, "dix-mille", self.state.setup, self.turns, position, answered)

    def show_to_win(self) -> None:
        """Beside the move for the most points (the table above), the move for the most
        chance to win, with what each gives; once both answers are in, for this throw."""
        panel = self.query_one("#dix-to-win", Static)
        found, advice = self.win_advice, self.advice
        roll = self.query_one("#dix-odds-roll", Input).value.strip()
        if found is None:
            panel.update(Text(self.t("win.unknown"), style="dim"))
            return
        if found.roll != roll or advice is None or advice.roll != roll or not found.moves:
            return  # an older throw's answer, or the points advice still to come
        best = found.moves[0]
        most = advice.options[0]
        chance_of = {(m.keep.dice, m.action): m for m in found.moves}
        points_move = chance_of.get((most.keep.dice, most.action), best)
        lines = Text(self.t("dixodds.to_win") + "\n", style="bold")
        best_line = self.t("win.best_to_win", move=self._move(best), chance=self._pc(best))
        lines.append("➜ " + best_line + "\n", style="bold green")
        if (points_move.keep, points_move.action) == (best.keep, best.action):
            lines.append("  " + self.t("win.same_move") + "\n")
        else:
            most_line = self.t(
                "win.most_points", move=self._move(points_move), chance=self._pc(points_move)
            )
            lines.append("  " + most_line + "\n")
        for keep in dict.fromkeys(m.keep for m in (best, points_move)):
            lines.append("  " + self._both(keep, chance_of) + "\n", style="dim")
        lines.rstrip()
        panel.update(lines)

    def _pc(self, move: DixWinMove) -> str:
        """To a tenth of a point: the moves' chances are often close."""
        return percent(move.chance, self.lang)

    def _then(self, keep: Keep, action: str) -> str:
        if action == "roll":
            return self.t("dix.odds_roll", n=keep.next_dice)
        return self.t(
            "dix.odds_bank", points=format_points(self.turn_points + keep.points, self.lang)
        )

    def _move(self, move: DixWinMove) -> str:
        return f"{move.keep.dice} (+{move.keep.points}), {self._then(move.keep, move.action)}"

    def _both(self, keep: Keep, chance_of: dict[tuple[str, str], DixWinMove]) -> str:
        """``15 (+150) — bank 650: 38% · throw 3 dice: 41%``"""
        parts = []
        for action in ("bank", "roll"):
            move = chance_of.get((keep.dice, action))
            if move is not None:
                then = self._then(keep, action)
                parts.append(self.t("win.gives", then=then, chance=self._pc(move)))
        return f"{keep.dice} (+{keep.points}) — " + " · ".join(parts)
