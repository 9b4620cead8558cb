"""``marquoir score --game pig 3 4 6``: the turn's points."""

import argparse

from marquoir.commands.output import fail, print_json
from marquoir.i18n import translate
from marquoir.rules import RulesError
from marquoir_pig.tui import read_rolls


def run(args: argparse.Namespace) -> int:
    try:
        turn = read_rolls("", " ".join(args.dice))
    except RulesError as error:
        return fail(error.text(args.lang))
    if args.json:
        print_json({"rolls": list(turn.rolls), "points": turn.points})
    else:
        print(translate(args.lang, "pig.score", points=turn.points))
    return 0
