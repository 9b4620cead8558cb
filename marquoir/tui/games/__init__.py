"""The interface of a game's part of the app (:class:`~marquoir.tui.games.kit.GameKit`, each
game's own in its package's ``tui``); :func:`kit_of` finds a game's kit through the registry
(``marquoir.rules.games``)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from marquoir.rules import game_entry

if TYPE_CHECKING:
    from marquoir.tui.games.kit import GameKit


def kit_of(game: str) -> GameKit:
    """Return the kit of the game ``game`` (imported the first time it is asked for)."""
    kit: GameKit = importlib.import_module(game_entry(game).kit).KIT
    return kit
