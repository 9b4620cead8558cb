"""Morbleu's options of ``odds``: none beyond the common ones (the challenges' table)."""

import argparse


def add(command: str, parser: argparse.ArgumentParser) -> None:
    """Morbleu's ``odds`` is its challenges' table: no option of its own."""
