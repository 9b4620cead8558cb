"""What the storage commands share: opening the database the options name, reading a file."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from marquoir.i18n import translate


class CommandError(Exception):
    """Bad input for a command: one sentence, exit status 2."""


def open_table(args: argparse.Namespace) -> Any:
    """The Captain's desk on the database chosen by --db-url, --db, the environment or default."""
    from marquoir.store import database_url, open_store
    from marquoir.table import Table

    url = database_url(getattr(args, "db", None), getattr(args, "db_url", None))
    return Table(open_store(url))


def read_json_file(path: str, lang: str) -> Any:
    """A JSON document from a file or ('-') standard input, or a CommandError naming why not."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as error:
        raise CommandError(
            translate(lang, "file.unreadable", path=path, reason=error.strerror)
        ) from None
    except UnicodeDecodeError:
        raise CommandError(translate(lang, "file.not_utf8", path=path)) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise CommandError(
            translate(
                lang,
                "file.not_json",
                path=path,
                line=error.lineno,
                col=error.colno,
                reason=error.msg,
            )
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
        raise CommandError(f"{out}: cannot be written ({error.strerror})") from None


def guarded(run: Any) -> Any:
    """Run a storage command, turning refusals into one line on stderr and status 2."""
    from marquoir.cli import fail
    from marquoir.exports.game_json import GameFileError
    from marquoir.rules import RulesError
    from marquoir.store import StoreError

    def wrapper(args: argparse.Namespace) -> int:
        try:
            status: int = run(args)
            return status
        except RulesError as error:
            return fail(error.text(args.lang))
        except (CommandError, GameFileError, StoreError) as error:
            return fail(str(error))

    return wrapper
