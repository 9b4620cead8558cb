"""Morbleu's dialogs: an adjustment (escudos moved, hands set, a note; not a turn) and the
chance to succeed with 3 dice for each challenge."""

from __future__ import annotations

from typing import Any

from rich.table import Table as Grid
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label, Static

from marquoir.games.morbleu.rules import AdjustTurn
from marquoir.i18n import visible
from marquoir.i18n.numbers import percent
from marquoir.tui.keys import TypedAhead, gate_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import DIALOGS_CSS, MarquoirDialog, keys_line
from marquoir.use_cases import odds


def _number(text: str) -> int | None:
    """``+2``, ``-1``, ``3`` as a number; None for anything else (empty: 0)."""
    text = text.strip().replace("−", "-")
    if not text:
        return 0
    body = text.lstrip("+-")
    if not body.isdigit() or len(text) - len(body) > 1:
        return None
    return int(text)


class AdjustScreen(MarquoirDialog[AdjustTurn | None]):
    """Escudos moved between the pirates and the pot (the pot takes the difference), cards in
    hand set, a note. Enter records it; Escape changes nothing."""

    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]

    TYPING_LINE = True

    BINDINGS = [Binding("escape", "close", "key.back", id="adjust-back")]

    def __init__(self, state: Any) -> None:
        super().__init__()
        self.state = state

    def compose(self) -> ComposeResult:
        players = self.state.setup.players
        with Vertical():
            title = self.t("morbleuui.adjust_title", name=self.state.next_player or "")
            yield Static(plain(title, "bold"))
            for seat, name in enumerate(players):
                with Horizontal(classes="adjust-row"):
                    yield Label(plain(name), classes="adjust-name")
                    yield Input(placeholder=self.t("morbleuui.adjust_escudos"), id=f"esc-{seat}")
                    yield Input(
                        placeholder=f"{self.t('morbleuui.adjust_hand')} ({self.state.hands[seat]})",
                        id=f"hand-{seat}",
                    )
            yield Input(placeholder=self.t("manual.note"), id="adjust-note")
            yield Static(id="adjust-pot")
            yield TypedAhead()
            yield Static(
                keys_line(self.lang, ("keyname.enter", "key.save"), ("keyname.escape", "key.back"))
            )

    def on_mount(self) -> None:
        self.query_one("#esc-0", Input).focus()
        self._changed()

    def turn(self) -> AdjustTurn | str:
        """The adjustment typed, or why not (a sentence)."""
        players = self.state.setup.players
        moves: list[tuple[str, int]] = []
        hands: list[tuple[str, int]] = []
        for seat, name in enumerate(players):
            delta = _number(self.query_one(f"#esc-{seat}", Input).value)
            if delta is None:
                return self.t("morbleuui.adjust_bad", name=visible(name))
            if delta:
                moves.append((name, delta))
            hand = self.query_one(f"#hand-{seat}", Input).value.strip()
            if hand:
                if not hand.isdigit():
                    return self.t("morbleu.hand_size", given=hand)
                hands.append((name, int(hand)))
        pot = -sum(delta for _, delta in moves)
        note = self.query_one("#adjust-note", Input).value.strip()
        return AdjustTurn(self.state.next_player or "", tuple(moves), tuple(hands), note, pot)

    @on(Input.Changed)
    def _changed(self) -> None:
        turn = self.turn()
        panel = self.query_one("#adjust-pot", Static)
        if isinstance(turn, str):
            panel.update(Text("✗ " + turn, style="bold red"))
            return
        panel.update(Text(self.t("morbleuui.adjust_pot", delta=f"{turn.pot:+d}"), style="dim"))

    @on(Input.Submitted)
    def _save(self) -> None:
        turn = self.turn()
        gate = gate_of(self.app)
        if isinstance(turn, str):
            self.app.bell()
            if gate is not None:
                # a refused adjustment is a question: the keys typed after its Enter (the
                # next duel of a burst) wait for the fix and the save, never typed onto it
                gate.ask(self)
            return
        if gate is not None:  # saved: the keys it held go to the game's line
            gate.answered(self)
        self.dismiss(turn)

    def action_close(self) -> None:
        self.dismiss(None)


class ChancesScreen(MarquoirDialog[None]):
    """Each challenge's chance with 3 dice, exactly (read through ``marquoir.use_cases``)."""

    CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]

    BINDINGS = [Binding("escape", "close", "key.back", id="chances-back")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static(plain(self.t("morbleuui.chances_title"), "bold"))
            yield Static(id="chances")

    def on_mount(self) -> None:
        self.with_use_cases(lambda cases: self._rows(), self._show, group="read")

    @staticmethod
    def _rows() -> list[tuple[str, Any]]:
        rows: list[tuple[str, Any]] = odds("morbleu", None)
        return rows

    def _show(self, rows: list[tuple[str, Any]]) -> None:
        grid = Grid.grid(padding=(0, 2))
        for _ in range(3):
            grid.add_column(justify="right")
        grid.columns[0].justify = "left"
        for name, chance in rows:
            challenge, _, n = name.partition(" ")
            label = self.t(f"morbleu.challenge.{challenge}") + (f" {n}" if n else "")
            figure = percent(float(chance), self.lang)
            grid.add_row(label, f"{int(chance * 216)}/216", figure)
        self.query_one("#chances", Static).update(grid)

    def action_close(self) -> None:
        self.dismiss(None)
