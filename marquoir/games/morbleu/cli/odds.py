"""``marquoir odds --game morbleu``: each challenge's exact chance with 3 dice."""

from __future__ import annotations

import argparse

from marquoir.commands.output import print_json
from marquoir.i18n import numbers, translate
from marquoir.use_cases import odds


def pct(x: float, lang: str) -> str:
    return numbers.percent(x, lang, 2)


def run(args: argparse.Namespace) -> int:
    lang = args.lang
    """Morbleu: each challenge's exact chance with 3 dice."""
    rows = odds("morbleu", None)
    if args.json:
        print_json(
            {
                "game": "morbleu",
                "challenges": {
                    name: {"fraction": f"{f.numerator}/{f.denominator}", "chance": float(f)}
                    for name, f in rows
                },
            }
        )
        return 0
    print(translate(lang, "morbleu.odds_head"))
    for name, f in rows:
        challenge, _, n = name.partition(" ")
        label = translate(lang, f"morbleu.challenge.{challenge}") + (f" {n}" if n else "")
        print(f"  {label:<9} {int(f * 216):>3}/216  {pct(float(f), lang):>8}")
    return 0
