"""Mille Sabords (Piraten Kapern): its rules, odds, part of the app and of the command line,
its rules text and its catalogs. ``GAME`` is its entry point."""

from marquoir.rules.games import DEFAULT_GAME, package_entry

GAME = package_entry(
    __name__,
    DEFAULT_GAME,
    {"en": "Mille Sabords", "fr": "Mille Sabords"},
    offers=("score", "odds"),
    odds="odds.advice",
    win_odds="odds.win",
    menu_order=1,
)
