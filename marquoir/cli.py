"""The ``marquoir`` command: argument parsing and dispatch only.

Each command's code (``marquoir.commands.<name>``) is imported when that command runs, so
``marquoir score`` loads the rules and nothing else (no Textual, no store); without a command
the app (``marquoir.tui``) starts.
"""

from __future__ import annotations

import argparse
import errno
import os
import sys
from importlib import import_module
from importlib.metadata import version
from typing import TYPE_CHECKING, Any

from marquoir.commands.output import (
    EXIT_BAD_INPUT,
    ascii_fallbacks,
    fail,
    fail_internal,
    output_error,
)
from marquoir.i18n import language_from_environment, translate, visible
from marquoir.join import close_seats, served_seats
from marquoir.rules import name_key
from marquoir.rules.games import DEFAULT_GAME, GameDefinitionError, game_entries

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import NoReturn


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Write the usage error on one line (the user's words made visible) and exit 2."""
        sys.stderr.write(f"{self.prog}: {visible(message)} (see {self.prog} --help)\n")
        sys.exit(EXIT_BAD_INPUT)


#: the largest game id (the database's integer)
GAME_ID_MAX = 2**31 - 1


def _games(command: str | None = None) -> tuple[str, ...]:
    """Return the registered games' ids (those answering ``command``), ``--game``'s choices."""
    return tuple(e.id for e in game_entries() if command is None or command in e.offers)


def _add_games_options(parser: argparse.ArgumentParser, command: str) -> None:
    """Add each game's own options of ``command`` (its commands package's ``options``); an
    option two games share is declared once."""
    for entry in game_entries():
        if command in entry.offers and entry.commands is not None:
            import_module(f"{entry.commands}.options").add(command, parser)


def _add_game_option(parser: argparse.ArgumentParser, command: str | None = None) -> None:
    """Add ``--game``, its choices the games answering ``command``."""
    parser.add_argument("--game", choices=_games(command), default=DEFAULT_GAME, help="the game")


def game_id(text: str) -> int:
    """Return a game's id from the command line: a number from 1 (never a traceback for a huge
    one)."""
    if not text.isdigit() or len(text) > 10 or not 1 <= int(text) <= GAME_ID_MAX:
        raise argparse.ArgumentTypeError(f"'{text[:20]}' is not a game id (see marquoir games)")
    return int(text)


def _add_database_options(parser: argparse.ArgumentParser, *, top: bool = False) -> None:
    """Add --db and --db-url, accepted before the command and after it."""
    group = parser.add_argument_group("database")
    # on a command, SUPPRESS keeps an option given before the command from being reset
    default = None if top else argparse.SUPPRESS
    group.add_argument(
        "--db", metavar="PATH", default=default, help="an SQLite file (or set MARQUOIR_DB)"
    )
    group.add_argument(
        "--db-url",
        metavar="URL",
        default=default,
        help="an SQLAlchemy URL, e.g. postgresql://… (or set MARQUOIR_DB_URL); wins over --db",
    )


def _add_season_sheet_options(parser: argparse.ArgumentParser, all_help: str) -> None:
    """Add what ``standings`` and ``ratings`` share: which season (or all), which game, CSV."""
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--season", metavar="NAME", help="this season (default: the current one)")
    which.add_argument("--all", action="store_true", help=all_help)
    _add_game_option(parser)
    parser.add_argument("--csv", action="store_true", help="CSV on stdout")
    parser.add_argument("--excel", action="store_true", help="with --csv: BOM and ';'")
    _add_database_options(parser)


#: every command's name, in the order of ``marquoir --help`` (a test checks it against the parser)
COMMANDS = (
    "score",
    "replay",
    "odds",
    "import",
    "export",
    "games",
    "standings",
    "ratings",
    "seasons",
    "delete",
    "restore",
    "board",
    "backup",
    "rebuild",
    "check",
)


#: the options before the command that take a value (so the value is not the command)
_VALUED = frozenset({"--lang", "--db", "--db-url"})


def _command_of(argv: Sequence[str]) -> str | None:
    """Return the command word of the command line, or None (no command, or ``--help`` before
    it): the name an error line gives."""
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg in _VALUED:
            skip = True
        elif arg in ("-h", "--help"):
            return None
        elif not arg.startswith("-"):
            return arg
    return None


class _Version(argparse.Action):
    """``--version``: prints Marquoir's version (pyproject.toml's, as installed) and exits. It
    is read only when asked: the package's metadata is not loaded by any other command."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        super().__init__(
            option_strings,
            dest=argparse.SUPPRESS,
            default=argparse.SUPPRESS,
            nargs=0,
            help="print the version and exit",
        )

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        sys.stdout.write(f"marquoir {version('marquoir')}\n")
        parser.exit()


def build_parser() -> argparse.ArgumentParser:
    """Return the command line's parser: every command, each with its options."""
    parser = _Parser(
        prog="marquoir",
        description="Score keeper for dice games at a real table. Without a command, opens the "
        "score sheet.",
    )
    parser.add_argument("--version", action=_Version)
    parser.add_argument("--lang", choices=("fr", "en"), help="language (default: the locale)")
    parser.add_argument(
        "--no-chances",
        action="store_true",
        help="the app and the board show no chance to win (f7 shows them again)",
    )
    _add_database_options(parser, top=True)
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, prog="marquoir"
    )

    score = sub.add_parser("score", help="score one turn (each game's own dice: see --game)")
    score.add_argument(
        "dice",
        metavar="DICE",
        nargs="+",
        help="the turn's dice as the game writes them (see the manual's page of the game)",
    )
    _add_game_option(score, "score")
    score.add_argument("--json", action="store_true", help="one JSON object on stdout")
    _add_games_options(score, "score")

    replay = sub.add_parser("replay", help="replay a marquoir-game/1 JSON file: sheet and winners")
    replay.add_argument("file", metavar="FILE", help="the game file ('-' for standard input)")
    replay.add_argument("--json", action="store_true", help="one JSON object on stdout")
    replay.add_argument(
        "--win",
        action="store_true",
        help="with --json: each turn's chance to win (simulated: seconds, not milliseconds)",
    )

    odds = sub.add_parser("odds", help="a turn's exact odds and the best move (see --game)")
    odds.add_argument("dice", metavar="DICE", nargs="?", help="the dice on the table now")
    _add_game_option(odds, "odds")
    odds.add_argument("--json", action="store_true", help="one JSON object on stdout")
    odds.add_argument(
        "--win",
        metavar="FILE",
        help="a game file ('-' for standard input): each player's chance to win now",
    )
    _add_games_options(odds, "odds")

    imp = sub.add_parser(
        "import", help="store marquoir-game/1 files; prints each new game's id, or why not"
    )
    imp.add_argument("files", metavar="FILE", nargs="+", help="game files ('-' for standard input)")
    imp.add_argument("--season", metavar="NAME", help="the season (default: this year's)")
    imp.add_argument(
        "--again", action="store_true", help="store a game even if the same one is stored"
    )
    _add_database_options(imp)

    export = sub.add_parser("export", help="write a stored game as a file")
    export.add_argument(
        "game", metavar="GAME", type=game_id, help="the game's id (see marquoir games)"
    )
    kind = export.add_mutually_exclusive_group()
    kind.add_argument("--json", action="store_true", help="marquoir-game/1 JSON (the default)")
    kind.add_argument("--csv", action="store_true", help="the score sheet as CSV")
    kind.add_argument("--csv-long", action="store_true", help="CSV, one row per turn")
    export.add_argument("--excel", action="store_true", help="CSV for spreadsheets: BOM and ';'")
    export.add_argument(
        "--out", metavar="FILE", help="write to FILE (a new file) instead of standard output"
    )
    export.add_argument(
        "--force", action="store_true", help="with --out: replace a file already there"
    )
    export.add_argument(
        "--raw",
        action="store_true",
        help="the game's rows as stored (JSON), for a repair: a damaged game too",
    )
    _add_database_options(export)

    games = sub.add_parser("games", help="list the stored games")
    games.add_argument("--season", metavar="NAME", help="only this season's games")
    games.add_argument(
        "--deleted", action="store_true", help="the deleted games instead (marquoir restore)"
    )
    games.add_argument("--json", action="store_true", help="a JSON list on stdout")
    _add_database_options(games)

    standings = sub.add_parser("standings", help="season standings (finished games)")
    _add_season_sheet_options(standings, "all seasons together")
    standings.add_argument(
        "--solo",
        action="store_true",
        help="only the solo records (a game that keeps solo games): each player's best",
    )
    ratings = sub.add_parser("ratings", help="OpenSkill ratings, game by game (finished games)")
    _add_season_sheet_options(ratings, "all seasons, in the order played")

    seasons = sub.add_parser("seasons", help="list, create, rename seasons; choose the current one")
    seasons.add_argument("--new", metavar="NAME", help="create a season")
    seasons.add_argument("--rename", nargs=2, metavar=("OLD", "NEW"), help="rename a season")
    seasons.add_argument("--use", metavar="NAME", help="new games join this season from now on")
    _add_database_options(seasons)

    delete = sub.add_parser(
        "delete", help="delete games (they leave the standings; marquoir restore brings them back)"
    )
    delete.add_argument("games", metavar="GAME", type=game_id, nargs="*", help="the games' ids")
    delete.add_argument("--empty", action="store_true", help="remove every deleted game for good")
    _add_database_options(delete)

    restore = sub.add_parser("restore", help="bring deleted games back")
    restore.add_argument("games", metavar="GAME", type=game_id, nargs="+", help="the games' ids")
    _add_database_options(restore)

    board = sub.add_parser(
        "board", help="the board for across the table, following a game live (read-only)"
    )
    board.add_argument(
        "game", metavar="GAME", type=game_id, nargs="?", help="the game (default: in progress)"
    )
    board.add_argument("--serve", action="store_true", help="serve it to browsers on the network")
    board.add_argument("--host", default="127.0.0.1", help="with --serve (default 127.0.0.1)")
    board.add_argument("--port", type=int, default=8000, help="with --serve (default 8000)")
    board.add_argument(
        "--token", help="with --serve: the address's token (default: a new one each serve)"
    )
    board.add_argument(
        "--seats",
        action="store_true",
        help="with --serve: each seat's own address too, where its player enters their turns",
    )
    board.add_argument(
        "--close-seats",
        nargs="*",
        metavar="NAME",
        help="close the seats of the board served with --seats, or those of NAME (the board stays)",
    )
    board.add_argument(
        "--no-chances",
        action="store_true",
        default=argparse.SUPPRESS,
        help="show no chance to win (on the served page too)",
    )
    # with --serve, started by the app: the descriptor of the app's lifeline (the serve ends
    # with the app); not for the Captain
    board.add_argument("--lifeline", type=int, help=argparse.SUPPRESS)
    _add_database_options(board)

    backup = sub.add_parser("backup", help="a consistent copy of the SQLite database")
    backup.add_argument("file", metavar="FILE", help="the copy to write (a new file)")
    backup.add_argument("--force", action="store_true", help="replace a file already there")
    _add_database_options(backup)

    rebuild = sub.add_parser(
        "rebuild",
        help="replay every stored game: its results, luck and ratings written again "
        "(resumed by the next opening if stopped)",
    )
    _add_database_options(rebuild)

    check = sub.add_parser(
        "check",
        help="is the database whole? SQLite's check, then every game read; exit 1 if not",
    )
    _add_database_options(check)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``marquoir`` and return its exit status: whatever happens, one line on stderr and a
    status (0 done, 2 refused input, 70 an internal error to report); a closed pipe ends
    quietly."""
    ascii_fallbacks()
    return _run(argv)


def _run(argv: Sequence[str] | None) -> int:
    """Return the command's exit status, every error turned into one line on stderr."""
    try:
        status = _main(argv)
        sys.stdout.flush()  # here, not at the interpreter's exit: a full disk is a sentence
        return status
    except BrokenPipeError:
        _quiet_pipe()
        return 0
    except OSError as error:
        if error.errno not in _OUTPUT_ERRORS or error.filename is not None:
            return fail_internal(_command_line(argv), error)
        lang = language_from_environment()
        return fail(output_error(error).text(lang))
    except KeyboardInterrupt:
        sys.stderr.write("\n")
        return 130
    except GameDefinitionError as error:  # an installed game that is not whole
        sys.stderr.write(f"{_command_line(argv)}: {error}\n")
        return 2
    except Exception as error:  # a bug: one line that names the command, never a traceback
        return fail_internal(_command_line(argv), error)


#: what writing standard output can meet: a full disk, a quota, a file size limit, the device
_OUTPUT_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


def _command_line(argv: Sequence[str] | None) -> str:
    """Return ``marquoir <command>``, the name an error line starts with."""
    command = _command_of(argv if argv is not None else sys.argv[1:]) or ""
    return f"marquoir {command}".strip()


def _quiet_pipe() -> None:
    """Send the rest of the output nowhere: its reader is gone (``| head``)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line, run its command and return its exit status."""
    args = build_parser().parse_args(argv)
    if args.lang is None:
        args.lang = language_from_environment()
    if args.command == "board" and args.seats and not args.serve:
        print(translate(args.lang, "board.seats_without_serve"), file=sys.stderr)
        return 2
    if args.command == "board" and args.close_seats is not None:
        names = args.close_seats or None
        seated = {name_key(name) for name, _ in served_seats()}
        unknown = [name for name in names or () if name_key(name) not in seated]
        if seated and unknown:
            print(translate(args.lang, "board.no_such_seat", name=unknown[0]), file=sys.stderr)
            return 2
        if close_seats(names):
            if names is None:
                print(translate(args.lang, "board.seats_closed"))
            else:
                print(translate(args.lang, "web.some_seats_closed", names=", ".join(names)))
            return 0
        print(translate(args.lang, "board.no_seats"), file=sys.stderr)
        return 1
    if args.command == "board" and args.serve:
        # aiohttp: not loaded by the other commands (bench/score_bench.py)
        from marquoir.web.serve import serve_board

        return serve_board(
            args.lang,
            args.game,
            args.db,
            args.db_url,
            args.host,
            args.port,
            args.token,
            chances=not args.no_chances,
            seats=args.seats,
            lifeline=args.lifeline,
        )
    if args.command in (None, "board"):
        # Textual: not loaded by the calculator (bench/score_bench.py)
        from marquoir.tui.terminal import hold_keys

        restore = hold_keys()  # keys typed while the app starts wait for it
        try:
            # Textual: not loaded by the calculator (bench/score_bench.py)
            from marquoir.tui.launch import run_app

            board = args.game if args.command == "board" else False
            status, error = run_app(
                args.db, args.db_url, args.lang, board, chances=not args.no_chances
            )
        finally:
            restore()
        if error is None:
            return status
        fail(error)  # one line on stderr; the status the app ended with (70: a bug)
        return status or EXIT_BAD_INPUT
    name = {"import": "import_game"}.get(args.command, args.command)
    exit_status: int = import_module(f"marquoir.commands.{name}").run(args)
    return exit_status
