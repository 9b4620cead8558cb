"""What every command's output shares: one JSON document, one line for bad input."""

from __future__ import annotations

import json
import math
import os
import sys
import unicodedata
from typing import TYPE_CHECKING

from marquoir.i18n import translate, visible, visible_json
from marquoir.rules import Refusal

if TYPE_CHECKING:
    from typing import Any

EXIT_BAD_INPUT = 2
EXIT_INTERNAL = 70

#: what a terminal that is not UTF-8 is shown instead of the symbols Marquoir writes
ASCII_FALLBACKS = str.maketrans(
    {
        "−": "-",
        "×": "x",
        "—": "-",
        "─": "-",
        "┼": "+",
        "│": "|",
        "·": ".",
        "➜": "->",
        "…": "...",
        "\u202f": " ",
        "’": "'",
        "«": '"',
        "»": '"',
        "▲": "^",
        "▼": "v",
        "🏆": "*",
    }
)


class _Fallback:
    """A text stream that writes the ASCII fallbacks of the symbols it cannot encode, and
    escapes (``\\xe9``) any other character it cannot."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        stream.reconfigure(errors="backslashreplace")

    def write(self, text: str) -> int:
        return int(self._stream.write(text.translate(ASCII_FALLBACKS)))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def ascii_fallbacks() -> None:
    """On a terminal that is not UTF-8 (``PYTHONIOENCODING=ascii``, an old code page), write
    plain fallbacks instead of crashing on the first "−"."""
    for name in ("stdout", "stderr"):
        stream = getattr(sys, name)
        encoding = getattr(stream, "encoding", None) or "ascii"
        try:
            "−×─".encode(encoding)
        except (UnicodeEncodeError, LookupError):
            if hasattr(stream, "reconfigure"):
                setattr(sys, name, _Fallback(stream))


def sig(x: float) -> float:
    """4 significant digits (the odds commands' rounding)."""
    return float(f"{x:.4g}") if x and math.isfinite(x) else x


def print_json(document: object) -> None:
    """One JSON document on stdout (UTF-8 text kept as is, but every control character an
    escape: :func:`marquoir.i18n.visible_json`), ending with a newline."""
    sys.stdout.write(visible_json(json.dumps(document, ensure_ascii=False)) + "\n")


def fail_internal(command: str, error: BaseException) -> int:
    """One line for a bug (never a traceback): the command, what went wrong, and a request to
    report it; the internal-error exit status."""
    described = visible(f"{type(error).__name__}: {error}"[:200])
    message = translate("en", "cli.internal", command=command, error=described)
    sys.stderr.write(" ".join(message.split()) + "\n")
    return EXIT_INTERNAL


def fail(message: str) -> int:
    """Print one line for bad input on stderr and return the bad-input exit status."""
    one_line = visible(" ".join(message.split()))
    sys.stderr.write(f"marquoir: {one_line}\n")
    return EXIT_BAD_INPUT


def width(text: str) -> int:
    """How many terminal columns ``text`` takes: wide characters (CJK, most emoji) two,
    combining marks none, so names such as 'Zoé 🏴‍☠️' or '陳' keep every column straight."""
    if not text or max(text) < "\u0300":  # Latin letters, accented too: a column each
        return len(text)

    total = 0
    for char in text:
        if unicodedata.combining(char) or char in "\u200d\ufe0f":
            continue
        total += 2 if unicodedata.east_asian_width(char) in ("W", "F") else 1
    return total


def pad(text: str, size: int, right: bool = False) -> str:
    """``text`` padded with spaces to ``size`` columns (on the left when ``right``)."""
    gap = " " * max(size - width(text), 0)
    return gap + text if right else text + gap


def table_lines(rows: list[list[str]], right: set[int] | frozenset[int] = frozenset()) -> list[str]:
    """Rows as aligned columns, two spaces apart (columns in ``right`` aligned right)."""
    if not rows:
        return []

    rows = [[visible(cell) for cell in row] for row in rows]
    sizes = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            pad(cell, size, i in right)
            for i, (cell, size) in enumerate(zip(row, sizes, strict=True))
        ).rstrip()
        for row in rows
    ]


class CommandError(Refusal):
    """Bad input for a command (a file that cannot be read …): one sentence, exit status 2."""


def output_error(error: OSError) -> CommandError:
    """The sentence for standard output that cannot be written; what was still to be written
    is dropped (else the interpreter would try again at its exit, and fail again)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass
    return CommandError("output.unwritable", "file", reason=error.strerror or str(error))
