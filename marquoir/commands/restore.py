"""``marquoir restore GAME...``: deleted games come back, as they were."""

import argparse

from marquoir.commands.storage import guarded, open_table
from marquoir.i18n import translate


@guarded
def run(args: argparse.Namespace) -> int:
    with open_table(args, "write") as table:
        for game_id in args.games:
            table.restore_game(game_id)
            print(translate(args.lang, "game.restored", id=game_id))
    return 0
