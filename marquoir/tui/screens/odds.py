"""The odds panel for the player to play: the dice on the table now, and what to do."""

from __future__ import annotations

import math

from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Checkbox, Input, Label, Static

from marquoir.i18n import translate
from marquoir.odds.advice import Advice
from marquoir.rules import GameState, RulesError, format_points
from marquoir.tui.bindings import translate_bindings


def points_to_pass_the_leader(state: GameState) -> int | None:
    """In the last round: what the player to play must score to pass the best total."""
    if state.phase != "last_round" or state.next_seat < 0:
        return None
    mine = state.totals[state.next_seat]
    leader = max(t for seat, t in enumerate(state.totals) if seat != state.next_seat)
    return max(leader - mine + 1, 1)


class OddsScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    OddsScreen { align: center middle; }
    OddsScreen > Vertical { width: 84; height: auto; max-height: 95%; border: thick $accent; background: $surface; padding: 0 1; }
    OddsScreen #advice { height: auto; margin-top: 1; }
    """
    BINDINGS = [Binding("escape", "close", "key.back")]

    def __init__(self, card: str, state: GameState, lang: str) -> None:
        super().__init__()
        self.card, self.state, self.lang = card, state, lang
        self.edition = state.setup.profile.edition
        #: the advice on screen, if any
        self.advice: Advice | None = None
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        t = self.lang
        need = points_to_pass_the_leader(self.state)
        with Vertical():
            yield Static(
                f"[b]{translate(t, 'oddsui.title', name=self.state.next_player, card=self.card)}[/b]"
            )
            yield Label(translate(t, "oddsui.dice"))
            yield Input(placeholder=translate(t, "game.dice_placeholder"), id="odds-dice")
            yield Label(translate(t, "oddsui.need"))
            yield Input("" if need is None else str(need), id="odds-need")
            if self.card == "sorceress":
                yield Checkbox(translate(t, "oddsui.sorceress_used"), id="odds-sorceress")
            yield Static(id="advice")

    def on_mount(self) -> None:
        self.query_one("#odds-dice", Input).focus()
        self.refresh_advice()

    def action_close(self) -> None:
        self.dismiss(None)

    @on(Input.Changed)
    @on(Checkbox.Changed)
    def _changed(self) -> None:
        self.refresh_advice()

    def refresh_advice(self) -> None:
        from marquoir.odds.advice import advise

        t = self.lang
        panel = self.query_one("#advice", Static)
        dice = self.query_one("#odds-dice", Input).value.strip()
        need_text = self.query_one("#odds-need", Input).value.strip()
        if not dice:
            panel.update(Text(translate(t, "oddsui.hint"), style="dim"))
            return
        need = int(need_text) if need_text.isdigit() and int(need_text) > 0 else None
        used = self.card == "sorceress" and self.query_one("#odds-sorceress", Checkbox).value
        try:
            advice = advise(self.card, dice, self.edition, need, used)
        except RulesError as error:
            self.advice = None
            panel.update(Text("✗ " + error.text(t), style="bold red"))
            return
        self.advice = advice
        grid = Table.grid(padding=(0, 2))
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
            if option.action == "stop":
                label = translate(t, "odds.stop" if option.bust < 1 else "odds.turn_ends")
            elif option.skull and not option.reroll.total:
                label = translate(t, "odds.skull_alone")
            else:
                label = translate(t, "odds.reroll", dice=str(option.reroll))
                if option.skull:
                    label += translate(t, "odds.with_skull")
            style = "bold green" if option is advice.best else ""
            row = [
                Text(("➜ " if option is advice.best else "") + label, style=style),
                Text(f"{option.bust * 100:.1f} %"),
                Text("—" if math.isnan(option.ev) else f"{option.ev:.4g}"),
            ]
            if need:
                row.append(Text(f"{(option.need or 0) * 100:.1f} %"))
            grid.add_row(*row)
        panel.update(grid)
