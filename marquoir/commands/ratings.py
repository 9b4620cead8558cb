"""``marquoir ratings``: OpenSkill ratings after the finished games, in the order played."""

import argparse

from marquoir.commands.season_sheet import print_season_sheet
from marquoir.commands.storage import guarded, open_use_cases
from marquoir.use_cases import ratings_sheet


@guarded
def run(args: argparse.Namespace) -> int:
    with open_use_cases(args) as cases:
        season = None if args.all else (args.season or cases.current_season())
        lines = cases.ratings(season, args.game)
        damaged = len(cases.damaged_games(season, args.game))
    sheet = ratings_sheet(lines)
    return print_season_sheet(args, season, sheet, "ratings", "ratings.note", damaged)
