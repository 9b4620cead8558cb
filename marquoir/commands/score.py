"""``marquoir score``: the quick calculator for one turn, answered by the game's own command (its
registry entry's ``commands`` package), imported alone."""

import argparse
from importlib import import_module

from marquoir.rules.games import game_entry


def run(args: argparse.Namespace) -> int:
    """Run ``marquoir score`` with the game's own command; return its exit status."""
    status: int = import_module(f"{game_entry(args.game).commands}.score").run(args)
    return status
