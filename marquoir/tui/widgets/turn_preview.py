"""The live preview of a turn while the Captain types: points, opponents, the arithmetic, or
the question Enter asked."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from rich.console import Group, RenderableType
from rich.markup import escape
from rich.table import Table as Grid
from rich.text import Text

from marquoir.i18n import translate, visible
from marquoir.rules import RulesError, format_points
from marquoir.rules.mille_sabords import TurnScore, deck_warning_text, line_figure, line_label

if TYPE_CHECKING:
    from marquoir.tui.widgets.turn_entry import TurnEntry


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


def turn_story(state: Any, turns: Any, position: int | None, lang: str) -> RenderableType:
    """The whole story of one turn of the sheet: who, which round, the arithmetic (or the
    manual points, their note and what each opponent got)."""
    if position is None or position >= len(state.outcomes):
        return Text(translate(lang, "game.no_turn_here"), style="dim")
    outcome = state.outcomes[position]
    turn = turns[position]
    head = Text(
        translate(lang, "game.story", n=position + 1, round=outcome.round, name=outcome.player),
        style="bold",
    )
    if outcome.result is not None and hasattr(outcome.result, "hands"):  # Morbleu
        from marquoir.rules import game_rules

        facts = game_rules("morbleu").turn_facts(turn, lang)
        line = " · ".join(str(fact) for fact in facts if fact)
        pot = translate(lang, "morbleu.pot", pot=outcome.result.pot)
        return Group(head, Text(line), Text(pot, style="dim"))
    if outcome.result is not None and hasattr(outcome.result, "held"):  # Dix mille
        from marquoir.tui.widgets.dix_entry import count_renderable

        return Group(head, count_renderable(outcome.result, outcome.player, lang))
    if outcome.result is not None:
        head.append(" · " + translate(lang, f"card.{outcome.result.card}"))
        story = preview_renderable(outcome.result, outcome.player, lang)
        if position in state.warned:
            warning = "⚠ " + deck_warning_text(outcome.result.card, lang)
            return Group(head, Text(warning, style="b yellow"), story)
        return Group(head, story)
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
