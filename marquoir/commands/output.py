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
