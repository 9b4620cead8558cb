"""``marquoir seasons``: list them; ``--new``, ``--rename OLD NEW``, ``--use NAME``."""

import argparse

from marquoir.commands.storage import guarded, open_table
from marquoir.i18n import translate, visible


@guarded
def run(args: argparse.Namespace) -> int:
    changes = args.new or args.rename or args.use
    with open_table(args, "create" if changes else "read") as table:
        if args.new:
            table.create_season(args.new)
        if args.rename:
            table.rename_season(*args.rename)
        if args.use:
            table.set_current_season(args.use)
        current = table.current_season()
        seasons = table.seasons()
    for season in seasons:
        mark = "*" if season.name == current else " "
        starts, ends = season.starts_on, season.ends_on
        dates = f"{starts or ''}…{ends or ''}" if starts or ends else ""
        games = translate(args.lang, "seasons.games", n=season.games)
        print(f"{mark} {visible(season.name)}  {games}  {dates}".rstrip())
    return 0
