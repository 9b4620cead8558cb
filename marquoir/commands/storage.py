"""What the commands that use the database share: opening it, reading a file, writing one,
and turning any refusal into one line on stderr and status 2."""

from __future__ import annotations

import argparse
import functools
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from marquoir.commands.output import fail
from marquoir.rules import Refusal

if TYPE_CHECKING:
    from marquoir.table import Table


class CommandError(Refusal):
    """Bad input for a command (a file that cannot be read …): one sentence, exit status 2."""


def open_table(args: argparse.Namespace) -> Table:
    """The Captain's desk on the database chosen by --db-url, --db, the environment or default."""
    from marquoir.table import Table

    return Table.open(getattr(args, "db", None), getattr(args, "db_url", None))


def read_json_file(path: str) -> Any:
    """A JSON document from a file or ('-') standard input, or a CommandError naming why not."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as error:
        raise CommandError("file.unreadable", "file", path=path, reason=error.strerror) from None
    except UnicodeDecodeError:
        raise CommandError("file.not_utf8", "file", path=path) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CommandError(
            "file.not_json",
            "file",
            path=path,
            line=error.lineno,
            col=error.colno,
            reason=error.msg,
        ) from None


def write_text(text: str, out: str | None) -> None:
    """To a file (written whole, then renamed into place) or to standard output."""
    if out is None:
        sys.stdout.write(text)
        return
    import os
    import tempfile

    folder = os.path.dirname(os.path.abspath(out))
    try:
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".marquoir-", suffix=".tmp")
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        os.replace(tmp, out)
    except OSError as error:
        raise CommandError("file.unwritable", "file", path=out, reason=error.strerror) from None


def guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run a command, turning any refusal into one line on stderr and status 2."""

    @functools.wraps(run)
    def wrapper(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except Refusal as error:
            return fail(error.text(args.lang))

    return wrapper


__all__ = ["CommandError", "guarded", "open_table", "read_json_file", "write_text"]
