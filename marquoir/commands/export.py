"""``marquoir export GAME --json``: a stored game back as a file."""

import argparse
import json

from marquoir.commands.storage import guarded, open_table, write_text


@guarded
def run(args: argparse.Namespace) -> int:
    table = open_table(args)
    try:
        document = table.export_game(args.game)
    finally:
        table.store.close()
    write_text(json.dumps(document, ensure_ascii=False, indent=1) + "\n", args.out)
    return 0
