"""``marquoir standings``: who leads the season (finished games only)."""

import argparse

from marquoir.commands.season_sheet import print_season_sheet
from marquoir.commands.storage import guarded, open_table
from marquoir.table import standings_sheet


@guarded
def run(args: argparse.Namespace) -> int:
    with open_table(args) as table:
        season = None if args.all else (args.season or table.current_season())
        rows = table.standings(season, args.game)
    return print_season_sheet(args, season, standings_sheet(rows, args.game), "standings")
