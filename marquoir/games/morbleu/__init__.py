"""Morbleu (a duel and escudo tally): its rules, odds, part of the app and of the command
line, its rules text and its catalogs. ``GAME`` is its entry point."""

from marquoir.rules.games import package_entry

GAME = package_entry(
    __name__,
    "morbleu",
    {"en": "Morbleu", "fr": "Morbleu"},
    offers=("odds",),
    odds="odds.advice",
    menu_order=3,
)
