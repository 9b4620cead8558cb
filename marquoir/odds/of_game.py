"""A game's odds module, found through the registry (``GameEntry.odds``) and imported when
asked for: the one home of that lookup for the use cases."""

from __future__ import annotations

from importlib import import_module
from typing import Any

from marquoir.rules import RulesError, game_entry


def odds_module(game: str) -> Any:
    """Return the odds module of ``game``; raise a RulesError when the game has none."""
    module = game_entry(game).odds
    if module is None:
        raise RulesError("game.no_odds", "game", given=game)
    return import_module(module)
