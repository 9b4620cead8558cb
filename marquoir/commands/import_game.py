"""``marquoir import FILE``: store a game file, validated by replay first."""

import argparse

from marquoir.commands.storage import guarded, open_table, read_json_file
from marquoir.table import read_game_file


@guarded
def run(args: argparse.Namespace) -> int:
    # a bad file is refused before the database is even opened
    read = read_game_file(read_json_file(args.file))
    with open_table(args) as table:
        game_id = table.import_read(read, args.season)
    print(game_id)
    return 0
