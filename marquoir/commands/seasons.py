"""``marquoir seasons``: list them; ``--new``, ``--rename OLD NEW``, ``--use NAME``."""

import argparse

from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import translate, visible


@guarded
def run(args: argparse.Namespace) -> int:
    changes = args.new or args.rename or args.use
    with open_use_cases(args, "create" if changes else "read") as cases:
        if args.new:
            cases.create_season(args.new)
        if args.rename:
            cases.rename_season(*args.rename)
        if args.use:
            cases.set_current_season(args.use)
        current = cases.current_season()
        seasons = cases.seasons()
    for season in seasons:
        mark = "*" if season.name == current else " "
        starts, ends = season.starts_on, season.ends_on
        dates = f"{starts or ''}…{ends or ''}" if starts or ends else ""
        games = translate(args.lang, "seasons.games", n=season.games)
        print(f"{mark} {visible(season.name)}  {games}  {dates}".rstrip())
    return 0
