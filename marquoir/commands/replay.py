"""``marquoir replay``: a game file's score sheet, phase and winners."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from marquoir.commands.output import pad, print_json, width
from marquoir.commands.storage import guarded, read_json_file
from marquoir.i18n import translate, visible
from marquoir.rules import GameRules, RulesError, format_points
from marquoir.rules.head_start import starting_totals
from marquoir.rules.sheet import figures, floor_last, score_sheet
from marquoir.use_cases import read_game_file, win_chances_by_turn

if TYPE_CHECKING:
    from typing import Any

    from marquoir.rules.games import GameState
    from marquoir.rules.sheet import SheetCell


def state_json(
    rules: GameRules[Any, Any, Any], state: GameState, lang: str = "en"
) -> dict[str, object]:
    """The documented JSON object of a replayed game, with the game's own keys (its
    rules' ``state_json``, their messages in ``lang``)."""
    players = state.setup.players

    def by_name(values: tuple[int, ...]) -> dict[str, int]:
        return dict(zip(players, values, strict=True))

    return {
        "players": list(players),
        "totals": by_name(state.totals),
        "phase": state.phase,
        "next_player": state.next_player,
        "winners": list(state.winners),
        "ended_by": state.ended_by,
        "turns": [
            {
                "player": o.player,
                "points": o.points,
                "opponents": {
                    p: d for i, (p, d) in enumerate(by_name(o.deltas).items()) if i != o.seat
                },
                "totals": by_name(o.totals),
            }
            for o in state.outcomes
        ],
        # a head start: each seat's total before the first turn (``turns[0]`` adds to it)
        **(
            {"head_start": state.setup.head_start, "start": by_name(starting_totals(state.setup))}
            if state.setup.head_start
            else {}
        ),
        **rules.state_json(state, lang),
    }


def centred(text: str, size: int) -> str:
    """``text`` in the middle of ``size`` columns."""
    left = (size - width(text)) // 2
    return pad(" " * left + text, size)


def replay_cell(cell: SheetCell, state: GameState, lang: str) -> tuple[str, str]:
    """A cell's figures in the order they happened (``→`` after them when the floor at 0
    stopped the total last) and its total."""
    total = format_points(cell.total, lang)
    shown, floored = floor_last(figures(cell, state, lang), total)
    return (" ".join(shown) or "·") + (" →" if floored else ""), total


def render_sheet(rules: GameRules[Any, Any, Any], state: GameState, lang: str) -> str:
    """The score sheet for a terminal: per round, each player's figures (their turn's points,
    what the others' turns gave or took, marked) and the total: every row adds up."""
    players = [visible(name) for name in state.setup.players]
    rows = score_sheet(state)
    cells = [[replay_cell(c, state, lang) for c in row.cells] for row in rows]
    pw = max([len(p) for r in cells for p, _ in r] + [1])
    tw = max([len(t) for r in cells for _, t in r] + [1])
    size = max([pw + 1 + tw] + [width(name) for name in players])
    round_label = translate(lang, "sheet.round")
    rw = max(len(round_label), len(str(len(rows))))
    head = " │ ".join(centred(name, size) for name in players)
    out = [f"{round_label:>{rw}} │ {head}".rstrip()]
    out.append("─" * (rw + 1) + "┼" + "┼".join("─" * (size + 2) for _ in players))
    for row, row_cells in zip(rows, cells, strict=True):
        text = " │ ".join(f"{p:>{pw}} {t:>{size - pw - 1}}" for p, t in row_cells)
        out.append(f"{row.round:>{rw}} │ {text}")
    out.append("")
    out.append(rules.phase_text(state, lang))
    out += rules.state_notes(state, lang)
    return "\n".join(out)


def add_win_chances(written: dict[str, Any], document: Any) -> None:
    """Each turn's ``win_chances`` (each player's chance to win after it) and, when
    simulated, ``win_errors`` (each figure's standard error), and the game's
    ``win_endings`` (0: exact); nothing when the game has no chance to win (a solo game)."""
    try:
        chances = win_chances_by_turn(document)
    except RulesError:
        return
    players = document.setup.players
    endings = 0
    for turn, after in zip(written["turns"], chances, strict=True):
        turn["win_chances"] = {
            name: round(p, 4) for name, p in zip(players, after.chances, strict=True)
        }
        if after.errors:
            turn["win_errors"] = {
                name: round(e, 4) for name, e in zip(players, after.errors, strict=True)
            }
        endings = max(endings, after.endings)
    written["win_endings"] = endings


@guarded
def run(args: argparse.Namespace) -> int:
    read = read_game_file(read_json_file(args.file))
    if args.json:
        written = state_json(read.rules, read.state, args.lang)
        if args.win:  # asked for: a simulation a turn costs seconds where a replay costs ms
            add_win_chances(written, read)
        print_json(written)
    else:
        print(render_sheet(read.rules, read.state, args.lang))
    return 0
