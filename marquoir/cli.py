"""The ``marquoir`` command: argument parsing only.

Each command's code is imported when that command runs, so ``marquoir score`` loads the rules
and nothing else (no textual, no sqlmodel).
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

TYPE_CHECKING = False  # typing is not imported at run time: `marquoir score` starts fast
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import NoReturn

EXIT_BAD_INPUT = 2


class _Formatter(argparse.HelpFormatter):
    """argparse's formatter without its shutil import (a few ms of every start)."""

    def __init__(self, prog: str, indent_increment: int = 2, max_help_position: int = 24) -> None:
        try:
            width = os.get_terminal_size().columns - 2
        except OSError:
            width = 78
        super().__init__(prog, indent_increment, max_help_position, width)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit status 2."""

    def __init__(self, *args: object, **kwargs: object) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"{self.prog}: {message} (see {self.prog} --help)\n")
        sys.exit(EXIT_BAD_INPUT)


def _add_database_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_argument_group("database")
    group.add_argument("--db", metavar="PATH", help="an SQLite file (or set MARQUOIR_DB)")
    group.add_argument(
        "--db-url", metavar="URL", help="an SQLAlchemy URL, e.g. PostgreSQL (or MARQUOIR_DB_URL)"
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="marquoir",
        description="Score keeper for Mille Sabords. Without a command, opens the score sheet.",
    )
    parser.add_argument("--lang", choices=("fr", "en"), help="language (default: the locale)")
    _add_database_options(parser)
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, prog="marquoir"
    )

    score = sub.add_parser("score", help="score one turn: a card and the 8 final dice")
    score.add_argument("dice", metavar="DICE", help="the 8 final dice, e.g. xxggggds or 2x4gds")
    score.add_argument("--card", default="none", help="the Pirate card's id (default: none)")
    score.add_argument("--saved", default="", metavar="DICE", help="dice saved on Treasure Island")
    score.add_argument(
        "--skull-island", action="store_true", help="the player sailed to Skull Island"
    )
    score.add_argument(
        "--players", type=int, default=4, help="players at the table (for Zombie Attack; default 4)"
    )
    score.add_argument("--edition", choices=("classic", "2025"), default="classic")
    score.add_argument("--json", action="store_true", help="one JSON object on stdout")

    replay = sub.add_parser("replay", help="replay a marquoir-game/1 JSON file: sheet and winners")
    replay.add_argument("file", metavar="FILE", help="the game file ('-' for standard input)")
    replay.add_argument("--json", action="store_true", help="one JSON object on stdout")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.lang is None:
        from marquoir.i18n import language_from_environment

        args.lang = language_from_environment()
    if args.command is None:
        parser.print_help()
        return 0
    module = importlib.import_module(f"marquoir.commands.{args.command}")
    status: int = module.run(args)
    return status


def fail(message: str) -> int:
    """Print one line for bad input on stderr and return the bad-input exit status."""
    sys.stderr.write(f"marquoir: {message}\n")
    return EXIT_BAD_INPUT
