"""The odds panel for the player to play: the dice on the table now, and what to do."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from rich.table import Table as Grid
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Checkbox, Input, Label, Static

from marquoir.games.mille_sabords.rules import GameState, option_label
from marquoir.games.mille_sabords.rules.game import points_to_win
from marquoir.i18n import translate
from marquoir.i18n.numbers import percent, whole
from marquoir.rules import Refusal, format_points
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog

if TYPE_CHECKING:
    from marquoir.odds_records import Advice, MsWinAdvice, MsWinMove


class OddsScreen(MarquoirDialog[None]):
    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]
    BINDINGS = [Binding("escape", "close", "key.back", id="odds-close")]

    TYPING_LINE = True

    def __init__(
        self,
        game_id: int,
        card: str,
        state: GameState,
        dice: str = "",
        turns: list[Any] | None = None,
    ) -> None:
        super().__init__()
        self.game_id, self.card, self.state, self.dice = game_id, card, state, dice
        #: the game's turns (``state`` is their replay): the chance to win of each move is
        #: worked out from the game file, in the app's worker process
        self.turns = turns
        #: the advice on screen, if any
        self.advice: Advice | None = None
        #: the newest question asked (dice, need, sorceress used)
        self.asked: tuple[str, int | None, bool] | None = None
        #: the moves' chances to win for the dice asked last, once worked out
        self.win_advice: MsWinAdvice | None = None
        #: the question whose dice the odds refused (no chance to win is shown for it)
        self.refused: tuple[str, int | None, bool] | None = None

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
            yield Static(id="to-win")

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
            self.advice = self.asked = self.win_advice = None
            panel.update(Text(self.t("oddsui.hint"), style="dim"))
            self.query_one("#to-win", Static).update("")
            return
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        used = self.card == "sorceress" and self.query_one("#odds-sorceress", Checkbox).value
        question = (dice, need, used)
        if self.asked is None or self.asked[::2] != question[::2]:
            self.ask_to_win(dice, used)
        self.asked = question
        self.with_use_cases(
            lambda cases: (
                question,
                cases.advise(
                    self.game_id, card=self.card, dice=dice, need=need, sorceress_used=used
                ),
            ),
            self.show_answer,
            group="advice",
            exclusive=True,
            refused=self.show_refusal,
        )

    def show_refusal(self, error: Refusal) -> None:
        """Dice refused: the sentence, and no chance to win under it."""
        self.advice = self.win_advice = None
        self.refused = self.asked
        self.query_one("#advice", Static).update(
            Text("✗ " + error.text(self.lang), style="bold red")
        )
        self.query_one("#to-win", Static).update("")

    def show_answer(self, answer: tuple[tuple[str, int | None, bool], Advice]) -> None:
        """An answer, unless the question changed meanwhile (answers come back from their
        threads in any order: only the newest question's is shown)."""
        question, advice = answer
        if question == self.asked:
            self.show_advice(advice)
            self.show_to_win()

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
        shown = 9 if not self.compact else 1 if self.card == "sorceress" else 4
        for option in [advice.stop, *advice.rerolls][:shown] if shown > 1 else [advice.best]:
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

    @property
    def compact(self) -> bool:
        """Fewer rows on a short screen (a laptop's 24) when the chance to win is shown, so
        that it fits below the odds: four moves (the Sorceress's box taking the room of
        three, her best move alone), then the two moves to win."""
        shown = self.marquoir.show_chances and self.turns is not None
        return shown and self.app.size.height < 30

    # --- to win ----------------------------------------------------------------------------

    def ask_to_win(self, dice: str, used: bool) -> None:
        """Each move's chance to win for the dice typed, worked out in the app's worker
        process (a simulation of the rest of the game from each move: under a second)."""
        self.win_advice = None

        def answered(found: MsWinAdvice | None) -> None:
            asked = self.asked
            if asked is None or (asked[0], asked[2]) != (dice, used) or asked == self.refused:
                return  # other dice since, or these refused: their sentence stands alone
            self.win_advice = found
            self.show_to_win(unknown=found is None)

        position = {"card": self.card, "dice": dice, "sorceress_used": used}
        panel = self.query_one("#to-win", Static)
        self.ask_win_advice(
            panel, "mille-sabords", self.state.setup, self.turns, position, answered
        )

    def show_to_win(self, unknown: bool = False) -> None:
        """Under the odds for the most points, the move with the most chance to win, the
        move for the most points with its chance, and the other moves weighed; once both
        answers are in for these dice."""
        panel = self.query_one("#to-win", Static)
        found, advice = self.win_advice, self.advice
        if unknown:
            panel.update(Text(self.t("win.unknown"), style="dim"))
            return
        if found is None or advice is None or not found.moves:
            return
        t = self.lang

        def said(move: MsWinMove) -> str:
            o = move.option
            return option_label(o.action, o.reroll, o.skull, o.bust, t)

        best = found.moves[0]
        most = max(found.moves, key=lambda m: -math.inf if math.isnan(m.option.ev) else m.option.ev)
        lines = Text("" if self.compact else self.t("win.to_win_simulated") + "\n", style="bold")
        lines.append(
            "➜ " + self.t("win.best_to_win", move=said(best), chance=percent(best.chance, t)),
            style="bold green",
        )
        if most is best:
            lines.append("\n  " + self.t("win.same_move"))
        else:
            chance = percent(most.chance, t)
            lines.append("\n  " + self.t("win.most_points", move=said(most), chance=chance))
            if best.chance - most.chance < 2 * (best.error + most.error):
                lines.append("\n  " + self.t("win.within_margin"), style="yellow")
        if self.compact:  # a laptop's 24 rows: the two moves only
            panel.update(lines)
            return
        others = [m for m in found.moves if m is not best and m is not most][:2]
        if others:
            each = [self.t("win.gives", then=said(m), chance=percent(m.chance, t)) for m in others]
            lines.append("\n  " + " · ".join(each), style="dim")
        error = max(m.error for m in found.moves)
        note = self.t(
            "win.moves_simulated",
            error=percent(error, t).rstrip("%").strip(),
            endings=whole(found.endings, t),
        )
        lines.append("\n  " + note, style="dim")
        panel.update(lines)
