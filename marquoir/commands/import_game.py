"""``marquoir import FILE``: store a game file, validated by replay first."""

import argparse

from marquoir.commands.storage import guarded, open_table, read_json_file
from marquoir.exports.game_json import read_game


@guarded
def run(args: argparse.Namespace) -> int:
    data = read_json_file(args.file, args.lang)
    read_game(data)  # refuse a bad file before the database is even opened
    table = open_table(args)
    try:
        game_id = table.import_game(data, args.season)
    finally:
        table.store.close()
    print(game_id)
    return 0
