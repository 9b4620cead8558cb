"""``marquoir standings``: who leads the season (finished games only)."""

import argparse

from marquoir.commands.output import table_lines, width
from marquoir.commands.storage import guarded, open_table, write_text
from marquoir.i18n import translate
from marquoir.table import standings_sheet, to_csv


@guarded
def run(args: argparse.Namespace) -> int:
    with open_table(args) as table:
        season = None if args.all else (args.season or table.current_season())
        rows = table.standings(season)
    sheet = standings_sheet(rows)
    if args.csv:
        write_text(to_csv(sheet, excel=args.excel), None)
        return 0
    lang = args.lang
    title = (
        translate(lang, "standings.all")
        if season is None
        else translate(lang, "standings.season", name=season)
    )
    print(title)
    if not rows:
        print(translate(lang, "standings.none"))
        return 0
    cells = [[str(c) for c in row] for row in sheet]
    cells[0] = [translate(lang, f"standings.col.{name}") for name in cells[0]]
    lines = table_lines(cells, right=set(range(len(cells[0]))) - {1})
    print(lines[0])
    print("─" * width(lines[0]))
    for line in lines[1:]:
        print(line)
    return 0
