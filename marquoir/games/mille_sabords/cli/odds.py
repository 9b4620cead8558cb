"""``marquoir odds`` for Mille Sabords: advice for the dice on the table, or every card's
whole-turn odds."""

from __future__ import annotations

import argparse
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

from marquoir.commands.output import fail, print_json, sig
from marquoir.games.mille_sabords.rules import make_profile, option_label
from marquoir.i18n import numbers, translate
from marquoir.rules import RulesError
from marquoir.use_cases import advise, odds

if TYPE_CHECKING:
    from marquoir.odds_records import CardOdds, Option


def pct(x: float, lang: str) -> str:
    return numbers.percent(x, lang, 2)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    try:
        profile = make_profile(args.edition)
        if args.table:
            return _table(odds("mille-sabords", profile), args, lang)
        if not args.dice:
            return fail(translate(lang, "odds.need_dice"))
        advice = advise(
            "mille-sabords",
            profile,
            card=args.card,
            dice=args.dice,
            need=args.need,
            sorceress_used=args.sorceress_used,
            rolls_left=args.rolls_left,
        )
    except RulesError as error:
        return fail(error.text(lang))
    options = [advice.stop, *advice.rerolls]
    if args.json:

        def one(o: Option) -> dict[str, object]:
            return {
                "action": o.action,
                "reroll": str(o.reroll) + ("x" if o.skull else ""),
                "bust": sig(o.bust),
                "ev": None if math.isnan(o.ev) else sig(o.ev),
                "need": None if o.need is None else sig(o.need),
            }

        print_json(
            {
                "card": advice.card,
                "dice": str(advice.dice),
                "need": advice.need,
                "recommended": one(advice.best),
                "options": [one(o) for o in options],
            }
        )
        return 0
    print(translate(lang, "odds.head", card=advice.card, dice=str(advice.dice)))
    head = [
        translate(lang, "odds.col.action"),
        translate(lang, "odds.col.bust"),
        translate(lang, "odds.col.ev"),
    ]
    if advice.need is not None:
        head.append(translate(lang, "odds.col.need", need=advice.need))
    rows = [head]
    for o in options[:11]:
        label = option_label(o.action, o.reroll, o.skull, o.bust, lang)
        mark = "➜ " if o is advice.best else "  "
        ev = "—" if math.isnan(o.ev) else numbers.significant(sig(o.ev), lang)
        row = [mark + label, pct(o.bust, lang), ev]
        if advice.need is not None:
            row.append(pct(o.need or 0.0, lang))
        rows.append(row)
    widths = [max(len(r[i]) for r in rows) for i in range(len(head))]
    for r in rows:
        print(
            "  ".join(
                c.ljust(w) if i == 0 else c.rjust(w)
                for i, (c, w) in enumerate(zip(r, widths, strict=True))
            )
        )
    if len(options) > 11:
        print(translate(lang, "odds.more", n=len(options) - 11))
    return 0


def _table(rows: Sequence[CardOdds], args: argparse.Namespace, lang: str) -> int:
    if args.json:
        print_json(
            {
                "edition": args.edition,
                "cards": [
                    {"card": r.card, "ev": sig(r.ev), "first_roll_bust": sig(r.first_roll_bust)}
                    for r in rows
                ],
            }
        )
        return 0
    print(translate(lang, "odds.table_head", edition=args.edition))
    width = max(len(translate(lang, "card." + r.card)) for r in rows)
    for r in rows:
        name = translate(lang, "card." + r.card)
        ev = numbers.significant(sig(r.ev), lang)
        print(f"  {name:<{width}}  {ev:>8}  {pct(r.first_roll_bust, lang):>8}")
    return 0
