"""A game's odds module, found through the registry (``GameEntry.odds``) and imported when
asked for: the one home of that lookup for the table's door and its desk."""

from __future__ import annotations

from marquoir.rules import RulesError, game_entry
from marquoir.rules.lazy import import_module

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def odds_module(game: str) -> Any:
    """The odds module of ``game``, or a RulesError saying the game has none."""
    module = game_entry(game).odds
    if module is None:
        raise RulesError("game.no_odds", "game", given=game)
    return import_module(module)
