"""``marquoir backup FILE``: a consistent copy of the SQLite database, even while it is in use."""

import argparse
from pathlib import Path

from marquoir.commands.storage import guarded, open_table


@guarded
def run(args: argparse.Namespace) -> int:
    table = open_table(args)
    try:
        table.store.backup(Path(args.file))
    finally:
        table.store.close()
    print(args.file)
    return 0
