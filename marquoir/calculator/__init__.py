"""Each game's part of the command line, one package a game (see ``marquoir.rules.games``):
a module per command it answers (``score.py``, ``odds.py``, each with ``run(args)``) and
``options.py`` (``add(command, parser)``: its options of each command)."""

import argparse


def add_option(parser: argparse.ArgumentParser, *flags: str, **kwargs: object) -> None:
    """Add a game's option of a command; an option another game declared already is shared
    (the first declaration holds)."""
    try:
        parser.add_argument(*flags, **kwargs)  # type: ignore[arg-type]
    except argparse.ArgumentError:  # conflicting option string: declared by another game
        return
