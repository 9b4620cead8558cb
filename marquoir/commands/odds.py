"""``marquoir odds``: the exact odds of a turn, answered by the game's own command (its
registry entry's ``commands`` package), imported alone."""

import argparse
from importlib import import_module

from marquoir.commands.win_chances import run as run_win
from marquoir.rules.games import game_entry


def run(args: argparse.Namespace) -> int:
    """Run ``marquoir odds`` (``--win``: the chances to win of a game file); return its exit
    status."""
    if getattr(args, "win", None) is not None:
        return run_win(args)
    status: int = import_module(f"{game_entry(args.game).commands}.odds").run(args)
    return status
