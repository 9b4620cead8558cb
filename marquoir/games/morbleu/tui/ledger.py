"""Morbleu's sheet, a ledger: a row per turn — who challenged whom, the winner and the
challenge (or a draw, a new hand, an adjustment and its note, the Treasure) — then each
pirate's escudos and cards after it, and the pot. The newest row stays in view."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.widgets import DataTable

from marquoir.games.morbleu.rules import AdjustTurn, DuelTurn, NewHandTurn
from marquoir.i18n import visible
from marquoir.rules.sheet import abbreviate
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import TurnPicked

#: a pirate's column: escudos, then cards in hand (``12·5``)
PIRATE_WIDTH = 6


def treasure(outcome: Any, seat: int) -> str:
    """``+2=5``: the Treasure escudos declared and the final score (the escudos when short)."""
    text = f"+{outcome.deltas[seat]}={outcome.totals[seat]}"
    return text if len(text) <= PIRATE_WIDTH else str(outcome.totals[seat])


class Ledger(Translated, DataTable[Text]):
    DEFAULT_CSS = """
    Ledger { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None, classes: str | None = None) -> None:
        super().__init__(id=id, classes=classes, cursor_type="row", zebra_stripes=True)
        self.state: Any = None
        self.turns: tuple[Any, ...] = ()
        #: the width the columns were laid out for
        self.laid_out_for = 0

    def on_resize(self) -> None:
        """The columns share the width: laid out again when it changes (a ledger drawn
        before the screen's layout settled had the turn column too wide)."""
        if self.state is not None and self.size.width != self.laid_out_for:
            self.show(self.state, self.turns)

    def show(self, state: Any, turns: Any) -> None:
        self.state, self.turns = state, tuple(turns)
        players = state.setup.players
        self.clear(columns=True)
        self.laid_out_for = self.size.width
        width = self.size.width or 80
        free = width - 4 - 2 - (len(players) + 1) * (PIRATE_WIDTH + 2) - 4
        story = max(free, 14)
        self.add_column("#", key="n", width=3)
        self.add_column(self.t("morbleuui.col.turn"), key="turn", width=story)
        short = abbreviate([visible(p) for p in players], PIRATE_WIDTH)
        for seat, name in enumerate(short):
            style = "bold reverse" if seat == state.next_seat else "bold"
            self.add_column(Text(name, style=style), key=f"seat{seat}", width=PIRATE_WIDTH)
        self.add_column(self.t("morbleuui.pot_label"), key="pot", width=PIRATE_WIDTH)
        for outcome, turn in zip(state.outcomes, self.turns, strict=True):
            result = outcome.result
            escudos = self.escudos_after(outcome)
            cells = [Text(str(outcome.position + 1), justify="right"), self.story(turn)]
            for seat, (e, h) in enumerate(zip(escudos, result.hands, strict=True)):
                style = "bold" if outcome.deltas[seat] else ""
                # the Treasure's row: what each one's Treasure cards add, and the score
                figure = f"{e}·{h}" if result.kind != "treasure" else treasure(outcome, seat)
                cells.append(Text(figure, style=style, justify="right"))
            cells.append(Text(str(result.pot), justify="right"))
            self.add_row(*cells, key=str(outcome.position))
        if state.outcomes:
            self.move_cursor(row=len(state.outcomes) - 1, animate=False)

    def escudos_after(self, outcome: Any) -> tuple[int, ...]:
        """The escudos after a turn (the totals, before any Treasure is added)."""
        if outcome.phase == "over" and self.state.treasure is not None:
            return tuple(t - x for t, x in zip(outcome.totals, self.state.treasure, strict=True))
        return tuple(outcome.totals)

    def story(self, turn: Any) -> Text:
        """``Anne ⚔ Bruno · Anne, Score`` / ``· draw`` / ``new hand`` / ``✎ note``."""
        if isinstance(turn, DuelTurn):
            head = f"{visible(turn.player)} ⚔ {visible(turn.against)}"
            if turn.winner is None:
                return Text(f"{head} · {self.t('morbleu.draw')}", no_wrap=True, overflow="ellipsis")
            challenge = self.t(f"morbleu.challenge.{turn.challenge}")
            return Text(
                f"{head} · {visible(turn.winner)}, {challenge}", no_wrap=True, overflow="ellipsis"
            )
        if isinstance(turn, NewHandTurn):
            text = f"{visible(turn.player)} · {self.t('morbleu.kind.new_hand')}"
            return Text(text, no_wrap=True, overflow="ellipsis")
        if isinstance(turn, AdjustTurn):
            text = f"✎ {visible(turn.note) or self.t('morbleu.kind.adjust')}"
            return Text(text, style="italic", no_wrap=True, overflow="ellipsis")
        return Text(self.t("morbleu.kind.treasure"), style="bold")

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        """Enter on a row: its turn, to correct."""
        event.stop()
        position = self.position_at(event.cursor_row)
        if position is not None:
            self.post_message(TurnPicked(self, position))

    def position_at(self, row: int) -> int | None:
        return row if 0 <= row < len(self.turns) else None
