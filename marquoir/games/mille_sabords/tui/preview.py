"""The live preview of a turn while the Captain types: points, opponents, the arithmetic, or
the question Enter asked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.table import Table as Grid
from rich.text import Text

from marquoir.games.mille_sabords.rules import (
    GameState,
    TurnScore,
    deck_warning_text,
    line_figure,
    line_label,
)
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.tui.entry import TurnEntry


def preview_renderable(
    result: TurnScore | RulesError | None, player: str, lang: str, island_hint: bool = False
) -> RenderableType:
    """What the preview shows for a scored turn, a refusal, or nothing typed yet."""
    if result is None:
        return Text(translate(lang, "game.preview_empty"), style="dim")
    if isinstance(result, RulesError):
        return Text.from_markup(f"[b red]✗ {escape(result.text(lang))}[/]")
    grid = Grid.grid(padding=(0, 2))
    grid.add_column()
    grid.add_column(justify="right")
    points = format_points(result.points, lang, sign=True)
    grid.add_row(
        Text(translate(lang, "game.preview_player", name=player, points=""), style="bold"),
        Text(points, style="bold"),
    )
    if result.opponents:
        grid.add_row(
            Text(translate(lang, "game.preview_each", points="")),
            Text(format_points(result.opponents, lang, sign=True), style="bold"),
        )
    for line in result.breakdown:
        sign = line.kind.endswith("_double")
        grid.add_row(
            Text("  " + line_label(line, lang), style="dim"),
            Text(format_points(line_figure(line), lang, sign=sign), style="dim"),
        )
    grid.add_row(
        Text(translate(lang, "game.canonical", dice=str(result.dice)), style="dim italic"), Text("")
    )
    if island_hint:
        grid.add_row(
            Text(translate(lang, "game.island_hint", name=player), style="yellow"), Text("")
        )
    return grid


def entry_renderable(entry: TurnEntry, lang: str) -> RenderableType:
    """The preview of the turn on an entry's line, or the question its Enter asked."""
    if entry.asking:
        question = translate(lang, "entry.island_question", name=escape(entry.player))
        return Text.from_markup(f"[b yellow]{question}[/]")
    parts: list[RenderableType] = []
    if entry.island:
        parts.append(Text(translate(lang, "entry.island_marked"), style="b red"))
    if entry.saving:
        parts.append(Text(translate(lang, "entry.saved_question"), style="b yellow"))
    card = entry.deck_warning
    if card is not None:
        warning = Text("⚠ " + deck_warning_text(card, lang), style="b yellow")
        if entry.confirming:
            warning.append("\n" + translate(lang, "entry.deck_confirm"), style="yellow")
        parts.append(warning)
    preview = preview_renderable(entry.result, entry.player, lang, entry.island_hint)
    return Group(*parts, preview) if parts else preview


def dice_story(state: GameState, position: int, lang: str, head: Text) -> RenderableType:
    """A dice turn's story on the sheet, under its head: its card, the ⚠ of a card not left
    in the pile, the arithmetic."""
    outcome = state.outcomes[position]
    head.append(" · " + translate(lang, f"card.{outcome.result.card}"))
    story = preview_renderable(outcome.result, outcome.player, lang)
    if position in state.warned:
        warning = "⚠ " + deck_warning_text(outcome.result.card, lang)
        return Group(head, Text(warning, style="b yellow"), story)
    return Group(head, story)
