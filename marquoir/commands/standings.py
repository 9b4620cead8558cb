"""``marquoir standings``: who leads the season (finished games only); for a game that keeps
solo games, each player's best solo record below (``--solo``: those alone, for ``--csv``)."""

import argparse

from marquoir.commands.season_sheet import print_season_sheet
from marquoir.commands.storage import guarded, open_use_cases
from marquoir.rules import RulesError, game_entry, game_rules
from marquoir.use_cases import solo_sheet, standings_sheet


@guarded
def run(args: argparse.Namespace) -> int:
    solo_kept = game_rules(args.game).min_players == 1
    if args.solo and not solo_kept:
        entry = game_entry(args.game)
        raise RulesError("solo.not_kept", "game", game=entry.name)
    with open_use_cases(args) as cases:
        season = None if args.all else (args.season or cases.current_season())
        rows = [] if args.solo else cases.standings(season, args.game)
        records = cases.solo_records(season, args.game) if solo_kept else []
        damaged = len(cases.damaged_games(season, args.game))
    if args.solo:
        return print_season_sheet(args, season, solo_sheet(records), "solo")
    sheet = standings_sheet(rows, args.game)
    status = print_season_sheet(args, season, sheet, "standings", damaged=damaged)
    if records and not args.csv:  # the CSV is one table: --solo --csv gives the solo records
        print()
        print_season_sheet(args, season, solo_sheet(records), "solo")
    return status
