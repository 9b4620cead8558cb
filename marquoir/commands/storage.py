"""What the commands that use the database share: opening it, reading a file, writing one,
and turning any refusal into one line on stderr and status 2."""

from __future__ import annotations

import argparse
import functools
import json
import os
import sys
import tempfile
from typing import TYPE_CHECKING

from marquoir.commands.output import fail
from marquoir.i18n.numbers import whole
from marquoir.rules import Refusal, RulesError
from marquoir.rules.facts import load_json
from marquoir.rules.limits import FILE_MAX

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from marquoir.use_cases import UseCases


class CommandError(Refusal):
    """Bad input for a command (a file that cannot be read …): one sentence, exit status 2."""


def open_use_cases(args: argparse.Namespace) -> UseCases:
    """The Captain's use cases on the database chosen by --db-url, --db, the environment or default
    (a rebuild of the stored results, after a rules change or an upgrade, shows its progress
    on stderr)."""
    from marquoir.commands.progress import rebuild_progress
    from marquoir.use_cases import UseCases

    with rebuild_progress(getattr(args, "lang", "en")) as progress:
        return UseCases.open(getattr(args, "db", None), getattr(args, "db_url", None), progress)


def read_json_file(path: str) -> Any:
    """A JSON document from a file or ('-') standard input, at most a megabyte of UTF-8, or a
    CommandError naming why not."""
    try:
        if path == "-":
            data = sys.stdin.buffer.read(FILE_MAX + 1)
        else:
            with open(path, "rb") as handle:
                data = handle.read(FILE_MAX + 1)
    except OSError as error:
        raise CommandError("file.unreadable", "file", path=path, reason=error.strerror) from None
    if len(data) > FILE_MAX:
        raise CommandError(
            "file.too_big",
            "file",
            path=path,
            size=lambda lang: whole(FILE_MAX, lang) + "+",
            most=lambda lang: whole(FILE_MAX, lang),
        )
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CommandError("file.not_utf8", "file", path=path) from None
    try:
        return load_json(text)
    except RulesError as error:
        raise CommandError("file.at_place", "file", place=path, message=error.text) from None
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


__all__ = ["CommandError", "guarded", "open_use_cases", "read_json_file", "write_text"]
