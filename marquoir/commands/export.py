"""``marquoir export GAME``: a stored game back as a file (JSON, or a CSV sheet)."""

import argparse

from marquoir.commands.storage import guarded, open_use_cases, write_text


@guarded
def run(args: argparse.Namespace) -> int:
    form = "csv" if args.csv else "csv-long" if args.csv_long else "json"
    with open_use_cases(args) as cases:
        if args.raw:
            text = cases.export_raw(args.game)
        else:
            text = cases.export(args.game, form, excel=args.excel, lang=args.lang)
    write_text(text, args.out, args.force)
    return 0
