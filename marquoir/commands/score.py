"""``marquoir score``: the quick calculator for one turn, answered by the game's own command (its
registry entry's ``commands`` package), imported alone so the calculator starts fast."""

import argparse

from marquoir.rules.games import game_entry
from marquoir.rules.lazy import import_module


def run(args: argparse.Namespace) -> int:
    run_game: object = import_module(f"{game_entry(args.game).commands}.score").run
    return run_game(args)  # type: ignore[operator, no-any-return]
