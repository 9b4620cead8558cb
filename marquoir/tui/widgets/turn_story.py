"""One turn's whole story, for the cell under the sheet's cursor: who, which round, then the
game's own account of the turn (its kit's), or manual points with their note and what each
opponent got."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.table import Table as Grid
from rich.text import Text

from marquoir.i18n import translate, visible
from marquoir.rules import format_points
from marquoir.rules.manual import ManualTurn

if TYPE_CHECKING:
    from marquoir.rules.games import GameState
    from marquoir.tui.games.kit import GameKit


def turn_story(
    kit: GameKit,
    state: GameState,
    turns: Any,
    position: int | None,
    lang: str,
    entered_by: str | None = None,
) -> RenderableType:
    """The story of the turn at ``position`` (see the module), or why there is none;
    ``entered_by`` ``"phone"``: the player entered it from their phone, and it says so."""
    if position is None or position >= len(state.outcomes):
        return Text(translate(lang, "game.no_turn_here"), style="dim")
    outcome = state.outcomes[position]
    turn = turns[position]
    head = Text(
        translate(lang, "game.story", n=position + 1, round=outcome.round, name=outcome.player),
        style="bold",
    )
    if entered_by == "phone":
        head.append(" · " + translate(lang, "game.from_phone", name=outcome.player), "italic")
    if not isinstance(turn, ManualTurn):
        return kit.story(state, turn, position, lang, head)
    grid = Grid.grid(padding=(0, 2))
    grid.add_column()
    grid.add_column(justify="right")
    grid.add_row(
        Text(translate(lang, "game.manual_points", name=outcome.player), style="bold"),
        Text(format_points(outcome.points, lang, sign=True), style="bold"),
    )
    players = state.setup.players
    for seat, delta in enumerate(outcome.deltas):
        if seat != outcome.seat and delta:
            grid.add_row(
                Text("  " + visible(players[seat])), Text(format_points(delta, lang, sign=True))
            )
    if turn.note:
        grid.add_row(Text(translate(lang, "game.note", note=turn.note), style="italic"), Text(""))
    return Group(head, grid)
