"""``marquoir odds --game dix-mille``: the blank-roll risk exactly, the whole turn's expected
points, and the advice for the throw just rolled."""

from __future__ import annotations

import argparse

from marquoir.commands.output import fail, print_json, sig
from marquoir.games.dix_mille.cli.score import variants
from marquoir.games.dix_mille.rules import ThrowRefused, make_profile
from marquoir.i18n import numbers, translate
from marquoir.rules import RulesError, format_points
from marquoir.use_cases import advise, odds


def pct(x: float, lang: str) -> str:
    return numbers.percent(x, lang)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        profile = make_profile(**variants(args))
        if args.table:
            return _table(odds("dix-mille", profile), args, lang)
        if not args.roll:
            return fail(translate(lang, "dix.odds_need_roll"))
        advice = advise(
            "dix-mille", profile, roll=args.roll, turn_points=args.turn_points, need=args.need
        )
    except ThrowRefused as error:
        return fail(f"--roll: {error.text(lang)}")
    except RulesError as error:
        return fail(error.text(lang))
    if args.json:
        print_json(
            {
                "game": "dix-mille",
                "roll": advice.roll,
                "turn_points": advice.turn_points,
                "need": advice.need,
                "blank": advice.blank,
                "options": [
                    {
                        "keep": o.keep.dice,
                        "points": o.keep.points,
                        "next_dice": o.keep.next_dice,
                        "action": o.action,
                        "next_blank": sig(o.blank),
                        "bank_ev": sig(o.bank_ev),
                        "roll_ev": sig(o.roll_ev),
                        "need": None if o.need is None else sig(o.need),
                    }
                    for o in advice.options
                ],
            }
        )
        return 0
    head = translate(
        lang, "dix.odds_head", roll=advice.roll, points=format_points(advice.turn_points, lang)
    )
    print(head)
    if advice.blank:
        print(translate(lang, "dix.odds_blank"))
        return 0
    cols = ["keep", "then", "blank_next", "ev"] + (["need"] if advice.need else [])
    rows = [[translate(lang, f"dix.odds_col.{c}", need=advice.need) for c in cols]]
    for rank, o in enumerate(advice.options):
        then = (
            translate(lang, "dix.odds_roll", n=o.keep.next_dice)
            if o.action == "roll"
            else translate(lang, "dix.odds_bank", points=format_points(int(o.bank_ev), lang))
        )
        row = [
            ("➜ " if rank == 0 else "  ") + f"{o.keep.dice} ({format_points(o.keep.points, lang)})",
            then,
            pct(o.blank, lang) if o.action == "roll" else "—",
            numbers.significant(sig(max(o.bank_ev, o.roll_ev)), lang),
        ]
        if advice.need:
            row.append(pct(o.need or 0.0, lang))
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(cols))]
    for r in rows:
        print(
            "  ".join(
                c.ljust(w) if i < 2 else c.rjust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            ).rstrip()
        )
    return 0


def _table(odds: dict[str, object], args: argparse.Namespace, lang: str) -> int:
    blank = odds["blank"]
    assert isinstance(blank, dict)
    ev = float(odds["turn_ev"])  # type: ignore[arg-type]
    if args.json:
        print_json(
            {
                "game": "dix-mille",
                "blank": {
                    str(n): {"fraction": f"{f.numerator}/{f.denominator}", "chance": float(f)}
                    for n, f in blank.items()
                },
                "turn_ev": round(ev, 2),
            }
        )
        return 0
    print(translate(lang, "dix.table_head"))
    for n, f in blank.items():
        fraction = f"{f.numerator}/{f.denominator}"
        print(
            f"  {translate(lang, 'dix.table_dice', n=n):<8} {fraction:>7}  {pct(float(f), lang):>7}"
        )
    print(translate(lang, "dix.table_ev", ev=numbers.decimal(ev, lang)))
    return 0
