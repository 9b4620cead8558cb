"""Morbleu ! as morbleu.md keeps its tally: duels and their rewards, new hands, adjustments
(not turns), the pot, the 5-card limit, the end at an empty pot, the Treasure escudos.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.games import GameRules
from marquoir.rules.morbleu import codec, explain
from marquoir.rules.morbleu.game import GameState, replay
from marquoir.rules.morbleu.profile import PROFILE_FIELDS, MorbleuProfile, make_profile
from marquoir.rules.morbleu.stats import STAT_FIELDS, player_stats, stat_values, turn_kinds
from marquoir.rules.morbleu.turns import (
    CHALLENGES,
    HAND_MAX,
    POT,
    REWARDS,
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
)

RULES = GameRules(
    id="morbleu",
    profile_fields=PROFILE_FIELDS,
    profile_from_json=codec.profile_from_json,
    profile_to_json=codec.profile_to_json,
    turn_from_json=codec.turn_from_json,
    turn_to_json=codec.turn_to_json,
    replay=replay,
    stat_fields=STAT_FIELDS,
    player_stats=player_stats,
    stat_values=stat_values,
    turn_kinds=turn_kinds,
    phase_text=explain.phase_text,
    state_json=explain.state_json,
    state_notes=explain.state_notes,
    profile_facts=explain.profile_facts,
    turn_fact_fields=explain.TURN_FACT_FIELDS,
    turn_facts=explain.turn_facts,
    closing=codec.CLOSING,
    turn_figures=False,
    after_columns=explain.after_columns,
    after_facts=explain.after_facts,
    # 2: an adjustment's pot has its own field ("adjust": {"pot": -2}): the documents, and so
    # the fingerprints, of the games stored before change form (#26)
    version=2,
    board_note=explain.board_note,
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
