"""``marquoir export GAME``: a stored game back as a file (JSON, or a CSV sheet)."""

import argparse
import json

from marquoir.commands.storage import guarded, open_table, write_text


@guarded
def run(args: argparse.Namespace) -> int:
    from marquoir.exports import csv_sheet

    table = open_table(args)
    try:
        if args.csv or args.csv_long:
            stored = table.load(args.game)
            if args.csv:
                rows = csv_sheet.sheet_rows(
                    stored.game.id or 0, stored.game.created_at, stored.season.name, stored.state
                )
            else:
                rows = csv_sheet.long_rows(stored.state, stored.turns)
            text = csv_sheet.to_csv(rows, excel=args.excel)
        else:
            text = json.dumps(table.export_game(args.game), ensure_ascii=False, indent=1) + "\n"
    finally:
        table.store.close()
    write_text(text, args.out)
    return 0
