"""What every command's output shares: one JSON document, one line for bad input."""

from __future__ import annotations

import sys

EXIT_BAD_INPUT = 2


def print_json(document: object) -> None:
    """One JSON document on stdout (UTF-8 text kept as is), ending with a newline."""
    import json

    json.dump(document, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")


def fail(message: str) -> int:
    """Print one line for bad input on stderr and return the bad-input exit status."""
    one_line = " ".join(message.split())
    sys.stderr.write(f"marquoir: {one_line}\n")
    return EXIT_BAD_INPUT


def width(text: str) -> int:
    """How many terminal columns ``text`` takes: wide characters (CJK, most emoji) two,
    combining marks none, so names such as 'Zoé 🏴‍☠️' or '陳' keep every column straight."""
    import unicodedata

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
    sizes = [max(width(row[i]) for row in rows) for i in range(len(rows[0]))]
    return [
        "  ".join(
            pad(cell, size, i in right)
            for i, (cell, size) in enumerate(zip(row, sizes, strict=True))
        ).rstrip()
        for row in rows
    ]
