"""``marquoir delete GAME...``: games leave the lists and the standings and wait among the
deleted games (``marquoir restore`` brings them back); ``--empty`` removes those for good."""

import argparse

from marquoir.commands.output import fail
from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate


@guarded
def run(args: argparse.Namespace) -> int:
    if not args.games and not args.empty:
        return fail(translate(args.lang, "delete.what"))
    with open_use_cases(args, "write") as cases:
        for game_id in args.games:
            cases.delete_game(game_id)
            print(translate(args.lang, "game.deleted_cli", id=game_id))
        if args.empty:
            print(translate(args.lang, "game.emptied", n=cases.empty_deleted()))
    return 0
