"""Dix mille's options of ``score`` and ``odds``: its variants, the throw just rolled."""

import argparse

from marquoir.calculator import add_option


def add(command: str, parser: argparse.ArgumentParser) -> None:
    add_option(parser, "--three-pairs", type=int, choices=(1500, 750), help="Dix mille variant")
    add_option(parser, "--straight", type=int, choices=(1500, 2500), help="Dix mille variant")
    add_option(parser, "--multiples", choices=("doubling", "fixed"), help="Dix mille variant")
    if command == "odds":
        add_option(
            parser, "--roll", metavar="DICE", help="Dix mille: the dice just thrown, e.g. 115236"
        )
        add_option(
            parser,
            "--turn-points",
            type=int,
            default=0,
            metavar="T",
            help="Dix mille: points set aside",
        )
        add_option(
            parser, "--need", type=int, metavar="N", help="maximise the chance to bank at least N"
        )
        add_option(parser, "--table", action="store_true", help="the whole turn's odds")
