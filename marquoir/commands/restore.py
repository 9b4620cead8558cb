"""``marquoir restore GAME...``: deleted games come back, as they were."""

import argparse

from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate


@guarded
def run(args: argparse.Namespace) -> int:
    with open_use_cases(args, "write") as cases:
        for game_id in args.games:
            cases.restore_game(game_id)
            print(translate(args.lang, "game.restored", id=game_id))
    return 0
