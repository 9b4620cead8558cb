"""Morbleu ! as morbleu.md keeps its tally: duels and their rewards, new hands, adjustments
(not turns), the pot, the 5-card limit, the end at an empty pot, the Treasure escudos.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.games.morbleu.rules.game import GameState, replay
from marquoir.games.morbleu.rules.game_rules import RULES
from marquoir.games.morbleu.rules.profile import PROFILE_FIELDS, MorbleuProfile, make_profile
from marquoir.games.morbleu.rules.turns import (
    CHALLENGES,
    HAND_MAX,
    POT,
    REWARDS,
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
)

__all__ = [
    "CHALLENGES",
    "HAND_MAX",
    "POT",
    "PROFILE_FIELDS",
    "REWARDS",
    "RULES",
    "AdjustTurn",
    "DuelTurn",
    "GameState",
    "MorbleuProfile",
    "NewHandTurn",
    "TreasureTurn",
    "make_profile",
    "replay",
]
