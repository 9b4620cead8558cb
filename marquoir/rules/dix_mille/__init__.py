"""Dix mille (the French Farkle) as dix-mille.md scores it: six dice, sets per throw, the
blank, main pleine, the entry threshold, the run of blanks, the last round.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.dix_mille import codec, explain
from marquoir.rules.dix_mille.explain import not_entered_text, part_label, phase_text
from marquoir.rules.dix_mille.game import GameState, TurnCount, count_turn, replay
from marquoir.rules.dix_mille.profile import (
    DEFAULT_PROFILE,
    PROFILE_FIELDS,
    VARIANTS,
    DixMilleProfile,
    make_profile,
)
from marquoir.rules.dix_mille.solo import solo_record, solo_text
from marquoir.rules.dix_mille.stats import STAT_FIELDS, player_stats, stat_values, turn_kinds
from marquoir.rules.dix_mille.throws import STEP, ThrowRefused, ThrowsCount, count_throws
from marquoir.rules.dix_mille.turns import (
    BLANK,
    BLANK_WORDS,
    BlankTurn,
    PointsTurn,
    ThrowsTurn,
    Turn,
    parse_turn_line,
)
from marquoir.rules.dix_mille.values import (
    SIX,
    Part,
    Reading,
    best_keep,
    blank_chance,
    kind_points,
    parse_group,
    read_group,
    scoring_chance,
    throws_of,
)
from marquoir.rules.games import GameRules
from marquoir.rules.manual import ManualTurn
from marquoir.rules.turns import TurnOutcome

RULES = GameRules(
    id="dix-mille",
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
    phase_text=phase_text,
    state_json=explain.state_json,
    state_notes=explain.state_notes,
    profile_facts=explain.profile_facts,
    turn_fact_fields=explain.TURN_FACT_FIELDS,
    turn_facts=explain.turn_facts,
    target=explain.target,
    turn_words=explain.turn_words,
    # dix-mille.md: "2 to 8 players (1 for a solo record attempt)"
    min_players=1,
)

__all__ = [
    "BLANK",
    "BLANK_WORDS",
    "DEFAULT_PROFILE",
    "PROFILE_FIELDS",
    "RULES",
    "SIX",
    "STEP",
    "VARIANTS",
    "BlankTurn",
    "DixMilleProfile",
    "GameState",
    "ManualTurn",
    "Part",
    "PointsTurn",
    "Reading",
    "ThrowRefused",
    "ThrowsCount",
    "ThrowsTurn",
    "Turn",
    "TurnCount",
    "TurnOutcome",
    "best_keep",
    "blank_chance",
    "count_throws",
    "count_turn",
    "kind_points",
    "make_profile",
    "not_entered_text",
    "parse_group",
    "parse_turn_line",
    "part_label",
    "phase_text",
    "player_stats",
    "read_group",
    "replay",
    "scoring_chance",
    "solo_record",
    "solo_text",
    "throws_of",
    "stat_values",
    "turn_kinds",
]
