"""Mille Sabords' options of ``score`` and ``odds``."""

import argparse

from marquoir.calculator import add_option


def add(command: str, parser: argparse.ArgumentParser) -> None:
    add_option(parser, "--card", default="none", help="the Pirate card's id (default: none)")
    add_option(parser, "--edition", choices=("classic", "2025"), default="classic")
    if command == "score":
        add_option(
            parser, "--saved", default="", metavar="DICE", help="dice saved on Treasure Island"
        )
        add_option(
            parser, "--skull-island", action="store_true", help="the player sailed to Skull Island"
        )
        add_option(
            parser,
            "--players",
            type=int,
            default=4,
            help="players at the table (for Zombie Attack; default 4)",
        )
        return
    add_option(
        parser, "--need", type=int, metavar="N", help="maximise the chance to score at least N"
    )
    add_option(
        parser, "--sorceress-used", action="store_true", help="the sorceress's reroll is spent"
    )
    add_option(
        parser, "--rolls-left", type=int, choices=(0, 1), default=1, help="Shipwreck: rerolls left"
    )
    add_option(parser, "--table", action="store_true", help="every card's whole-turn odds")
