"""``marquoir import FILE...``: store game files, each validated by replay first and stored in
its own transaction; one line for each (its new id, or why it was refused)."""

import argparse
import sys
from typing import Any

from marquoir.commands.output import EXIT_BAD_INPUT, CommandError, fail
from marquoir.commands.storage import guarded, open_use_cases, read_json_file
from marquoir.i18n import visible
from marquoir.rules import Refusal
from marquoir.use_cases import read_game_file


@guarded
def run(args: argparse.Namespace) -> int:
    files: list[str] = args.files
    several = len(files) > 1

    def refuse(path: str, error: Refusal) -> None:
        """One line; with several files, it names the file (a file error names it already)."""
        text = error.text(args.lang)
        fail(f"{path}: {text}" if several and not isinstance(error, CommandError) else text)

    read: list[tuple[str, Any]] = []
    refused = 0
    for path in files:  # a bad file is refused before the database is even opened
        try:
            read.append((path, read_game_file(read_json_file(path))))
        except Refusal as error:
            refused += 1
            refuse(path, error)
    if read:
        with open_use_cases(args, "create") as cases:
            for path, document in read:
                try:
                    game_id = cases.import_read(document, args.season, args.again)
                except Refusal as error:
                    refused += 1
                    refuse(path, error)
                    continue
                sys.stdout.write(f"{visible(path)}: {game_id}\n" if several else f"{game_id}\n")
                sys.stdout.flush()
    return EXIT_BAD_INPUT if refused else 0
