"""``marquoir replay``: a game file's score sheet, phase and winners."""

from __future__ import annotations

import argparse

from marquoir.commands.output import pad, print_json, width
from marquoir.commands.storage import guarded, read_json_file
from marquoir.i18n import translate, visible
from marquoir.rules import format_points
from marquoir.rules.mille_sabords import GameState, deck_warning_text, phase_text
from marquoir.rules.sheet import score_sheet
from marquoir.table import read_game_file


def state_json(state: GameState, lang: str = "en") -> dict[str, object]:
    """The documented JSON object of a replayed game (warnings' messages in ``lang``)."""
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
        "deck": {
            "size": state.deck.size,
            "left": dict(state.deck.left),
            "drawn": state.deck.drawn,
        },
        "warnings": [
            {"turn": w.turn, "card": w.card, "message": deck_warning_text(w.card, lang)}
            for w in state.warnings
        ],
    }


def centred(text: str, size: int) -> str:
    """``text`` in the middle of ``size`` columns."""
    left = (size - width(text)) // 2
    return pad(" " * left + text, size)


def render_sheet(state: GameState, lang: str) -> str:
    """The score sheet for a terminal: per round, each player's turn points and total."""
    players = [visible(name) for name in state.setup.players]
    rows = score_sheet(state)
    cells = [
        [
            (
                format_points(c.points, lang, sign=True) if c.points is not None else "·",
                format_points(c.total, lang),
            )
            for c in row.cells
        ]
        for row in rows
    ]
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
    out.append(phase_text(state, lang))
    for warning in state.warnings:
        outcome = state.outcomes[warning.turn]
        message = deck_warning_text(warning.card, lang)
        line = translate(
            lang,
            "deck.warning_line",
            n=warning.turn + 1,
            name=visible(outcome.player),
            message=message,
        )
        out.append(line)
    return "\n".join(out)


@guarded
def run(args: argparse.Namespace) -> int:
    state = read_game_file(read_json_file(args.file)).state
    if args.json:
        print_json(state_json(state, args.lang))
    else:
        print(render_sheet(state, args.lang))
    return 0
