"""``marquoir score --game dix-mille THROW...``: one Dix mille turn counted throw by throw."""

from __future__ import annotations

import argparse

from marquoir.commands.output import fail, print_json
from marquoir.games.dix_mille.rules import (
    BLANK_WORDS,
    ThrowRefused,
    ThrowsCount,
    count_throws,
    make_profile,
    part_label,
)
from marquoir.i18n import translate
from marquoir.rules import RulesError, format_points


def count_json(count: ThrowsCount) -> dict[str, object]:
    """The documented JSON object: ``{"game", "points", "blank", "throws": [{"dice",
    "points"}]}``."""
    return {
        "game": "dix-mille",
        "points": count.points,
        "blank": count.blank,
        "throws": [{"dice": r.dice, "points": r.points} for r in count.readings],
    }


def render(count: ThrowsCount, throws: list[str], lang: str) -> str:
    """Each throw with the dice it had and the parts of its reading, then the total."""
    rows: list[tuple[str, str]] = []
    for n, (reading, left) in enumerate(zip(count.readings, count.left, strict=False), start=1):
        rows.append((translate(lang, "dix.throw", throw=n, n=left, dice=reading.dice), ""))
        for part in reading.parts:
            rows.append(("  " + part_label(part, lang), format_points(part.points, lang)))
    if count.blank:
        n = len(count.readings) + 1
        rows.append((translate(lang, "dix.throw_blank", throw=n, n=count.left[-1]), ""))
    head = translate(lang, "dix.title", throws=" ".join(throws))
    if not count.readings:  # a blank on the first throw: one sentence, nothing to add up
        return "\n".join([head, *("  " + label for label, _ in rows)])
    width = max(len(label) for label, points in rows if points)
    total = format_points(count.points, lang)
    pwidth = max([len(points) for _, points in rows] + [len(total)])
    out = [head]
    out += [f"  {label:<{width}}  {points:>{pwidth}}".rstrip() for label, points in rows]
    out.append("  " + "─" * (width + pwidth + 2))
    out.append(f"  {translate(lang, 'dix.total'):<{width}}  {total:>{pwidth}}")
    return "\n".join(out)


def variants(args: argparse.Namespace) -> dict[str, object]:
    """The Dix mille variants given on the command line (the others take their default)."""
    given = {
        "three_pairs": args.three_pairs,
        "straight": args.straight,
        "multiples": args.multiples,
    }
    return {name: value for name, value in given.items() if value is not None}


def run(args: argparse.Namespace) -> int:
    throws = list(args.dice)
    words = [w.casefold() for w in throws]
    blank = words[-1] in BLANK_WORDS
    if any(w in BLANK_WORDS for w in words[:-1]):
        return fail(translate(args.lang, "cli.blank_last"))
    try:
        count = count_throws(
            tuple(throws[:-1] if blank else throws), blank, make_profile(**variants(args))
        )
    except ThrowRefused as error:
        where = translate(args.lang, "cli.throw_n", n=error.throw + 1)
        message = error.text(args.lang)
        return fail(translate(args.lang, "dix.refused_at", where=where, message=message))
    except RulesError as error:
        return fail(error.text(args.lang))
    if args.json:
        print_json(count_json(count))
    else:
        print(render(count, throws, args.lang))
    return 0
