"""``marquoir ratings``: OpenSkill ratings after the finished games, in the order played."""

import argparse

from marquoir.commands.season_sheet import print_season_sheet
from marquoir.commands.storage import guarded, open_table
from marquoir.table import ratings_sheet


@guarded
def run(args: argparse.Namespace) -> int:
    with open_table(args) as table:
        season = None if args.all else (args.season or table.current_season())
        lines = table.ratings(season, args.game)
        damaged = len(table.damaged_games(season, args.game))
    sheet = ratings_sheet(lines)
    return print_season_sheet(args, season, sheet, "ratings", "ratings.note", damaged)
