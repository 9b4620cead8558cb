"""``marquoir score`` for Mille Sabords: the quick calculator for one turn."""

import argparse

from marquoir.commands.output import fail, print_json
from marquoir.games.mille_sabords.rules import (
    TurnScore,
    line_figure,
    line_label,
    make_profile,
    score_turn,
)
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points


def result_json(result: TurnScore) -> dict[str, object]:
    """The documented JSON object for one scored turn (labels in English)."""
    return {
        "card": result.card,
        "dice": str(result.dice),
        "points": result.points,
        "opponents": result.opponents,
        "busted": result.busted,
        "skull_island": result.skull_island,
        "full_chest": result.full_chest,
        "pirate_magic": result.pirate_magic,
        "breakdown": [{"label": line_label(ln), "points": ln.points} for ln in result.breakdown],
    }


def render(result: TurnScore, lang: str) -> str:
    """The breakdown and the total, aligned, for a person."""
    rows: list[tuple[str, str]] = []
    for line in result.breakdown:
        signed = line.kind.endswith("_double")
        rows.append((line_label(line, lang), format_points(line_figure(line), lang, sign=signed)))
    total = translate(lang, "line.total")
    rows.append((total, format_points(result.points, lang)))
    if result.opponents:
        rows.append(
            (translate(lang, "cli.each_opponent"), format_points(result.opponents, lang, sign=True))
        )
    width = max(len(label) for label, _ in rows)
    pwidth = max(len(points) for _, points in rows)
    head = translate(lang, "cli.score_head", card=result.card, dice=str(result.dice))
    out = [head]
    for i, (label, points) in enumerate(rows):
        if i == len(result.breakdown):
            out.append("  " + "─" * (width + pwidth + 2))
        out.append(f"  {label:<{width}}  {points:>{pwidth}}")
    return "\n".join(out)


def run(args: argparse.Namespace) -> int:
    if len(args.dice) != 1 or args.three_pairs or args.straight or args.multiples:
        return fail(translate(args.lang, "cli.score_one_roll"))
    args.dice = args.dice[0]
    try:
        profile = make_profile(args.edition)
        result = score_turn(
            args.card,
            args.dice,
            args.saved,
            args.skull_island,
            players=args.players,
            profile=profile,
        )
    except RulesError as error:
        return fail(error.text(args.lang))
    if args.json:
        print_json(result_json(result))
    else:
        print(render(result, args.lang))
    return 0
