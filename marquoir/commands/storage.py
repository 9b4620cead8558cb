"""What the commands that use the database share: opening it, reading a file, writing one,
and turning any refusal into one line on stderr and status 2."""

from __future__ import annotations

import argparse
import functools
import json
import sys
from typing import TYPE_CHECKING

from marquoir.commands.output import CommandError, fail, output_error
from marquoir.commands.progress import rebuild_progress
from marquoir.files import write_new
from marquoir.i18n import translate, visible
from marquoir.i18n.numbers import whole
from marquoir.rules import Refusal, RulesError
from marquoir.rules.facts import load_json
from marquoir.rules.limits import FILE_MAX

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from marquoir.use_cases import UseCases


def open_use_cases(args: argparse.Namespace, access: str = "read") -> UseCases:
    """The Captain's use cases on the database chosen by --db-url, --db, the environment or default
    (a rebuild of the stored results, after a rules change or an upgrade, shows its progress
    on stderr). ``access``: ``read`` (the commands that only read: read-only, an existing
    database), ``write`` (an existing database) or ``create`` (a new one where there is
    none, said on stderr)."""
    # the store's use cases: not loaded by marquoir replay (bench/score_bench.py)
    from marquoir.use_cases import UseCases

    lang = getattr(args, "lang", "en")
    with rebuild_progress(lang) as progress:
        cases = UseCases.open(
            getattr(args, "db", None), getattr(args, "db_url", None), progress, access
        )
    if cases.created is not None:
        line = translate(lang, "store.created", path=cases.created)
        sys.stderr.write(f"marquoir: {visible(line)}\n")
    return cases


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


def write_text(text: str, out: str | None, force: bool = False) -> None:
    """To a new file (``marquoir.files``: refused if the name is taken, unless ``force``
    replaces a regular file) or to standard output (flushed: a full disk is a sentence)."""
    if out is None:
        write_out(text)
        return

    write_new(out, text, force)


def write_out(text: str) -> None:
    """``text`` on standard output, flushed: an output that cannot be written (a full disk)
    is a :class:`CommandError`; a reader gone (``| head``) is left to the command line."""
    try:
        sys.stdout.write(text)
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise output_error(error) from None


def guarded(run: Callable[[argparse.Namespace], int]) -> Callable[[argparse.Namespace], int]:
    """Run a command, turning any refusal into one line on stderr and status 2."""

    @functools.wraps(run)
    def wrapper(args: argparse.Namespace) -> int:
        try:
            return run(args)
        except Refusal as error:
            return fail(error.text(args.lang))

    return wrapper


__all__ = [
    "CommandError",
    "guarded",
    "open_use_cases",
    "output_error",
    "read_json_file",
    "write_out",
    "write_text",
]
