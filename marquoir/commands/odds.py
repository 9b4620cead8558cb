"""``marquoir odds``: the exact odds of a turn, answered by the game's own command (its
registry entry's ``commands`` package), imported alone so the calculator starts fast."""

import argparse

from marquoir.rules.games import game_entry
from marquoir.rules.lazy import import_module


def run(args: argparse.Namespace) -> int:
    if getattr(args, "win", None) is not None:
        from marquoir.commands.win_chances import run as run_win

        return run_win(args)
    run_game: object = import_module(f"{game_entry(args.game).commands}.odds").run
    return run_game(args)  # type: ignore[operator, no-any-return]
