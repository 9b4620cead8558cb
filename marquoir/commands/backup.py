"""``marquoir backup FILE``: a consistent copy of the SQLite database, even while it is in use."""

import argparse
from pathlib import Path

from marquoir.commands.storage import guarded, open_use_cases
from marquoir.i18n import visible


@guarded
def run(args: argparse.Namespace) -> int:
    with open_use_cases(args) as cases:
        cases.backup(Path(args.file), force=args.force)
    print(visible(args.file))
    return 0
