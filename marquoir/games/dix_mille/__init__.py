"""Dix mille (the French Farkle): its rules, odds, part of the app and of the command line,
its rules text and its catalogs. ``GAME`` is its entry point."""

from marquoir.rules.games import package_entry

GAME = package_entry(
    __name__,
    "dix-mille",
    {"en": "Dix mille", "fr": "Dix mille"},
    offers=("score", "odds"),
    odds="odds.advice",
    win_odds="odds.win",
    menu_order=2,
)
