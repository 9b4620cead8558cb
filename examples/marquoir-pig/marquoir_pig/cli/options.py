"""Pig's options: none of its own (the rolls are the command's dice)."""

import argparse


def add(command: str, parser: argparse.ArgumentParser) -> None:
    """Pig's ``score`` reads its rolls from DICE alone."""
