"""``marquoir seasons``: list them; ``--new``, ``--rename OLD NEW``, ``--use NAME``."""

import argparse

from marquoir.commands.storage import guarded, open_table
from marquoir.i18n import translate


@guarded
def run(args: argparse.Namespace) -> int:
    table = open_table(args)
    try:
        if args.new:
            table.create_season(args.new)
        if args.rename:
            table.rename_season(*args.rename)
        if args.use:
            table.set_current_season(args.use)
        current = table.current_season()
        seasons = table.seasons()
    finally:
        table.store.close()
    for name, starts, ends, games in seasons:
        mark = "*" if name == current else " "
        dates = f"{starts or ''}…{ends or ''}" if starts or ends else ""
        print(f"{mark} {name}  {translate(args.lang, 'seasons.games', n=games)}  {dates}".rstrip())
    return 0
