"""Dix mille (the French Farkle) as dix-mille.md scores it: six dice, sets per throw, the
blank, main pleine, the entry threshold, the run of blanks, the last round.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.games.dix_mille.rules import codec as codec
from marquoir.games.dix_mille.rules import explain as explain
from marquoir.games.dix_mille.rules.explain import not_entered_text, part_label, phase_text
from marquoir.games.dix_mille.rules.game import GameState, TurnCount, count_turn, replay
from marquoir.games.dix_mille.rules.game_rules import RULES
from marquoir.games.dix_mille.rules.profile import (
    DEFAULT_PROFILE,
    PROFILE_FIELDS,
    VARIANTS,
    DixMilleProfile,
    make_profile,
)
from marquoir.games.dix_mille.rules.solo import solo_record, solo_text
from marquoir.games.dix_mille.rules.stats import STAT_FIELDS as STAT_FIELDS
from marquoir.games.dix_mille.rules.stats import player_stats, stat_values, turn_kinds
from marquoir.games.dix_mille.rules.throws import STEP, ThrowRefused, ThrowsCount, count_throws
from marquoir.games.dix_mille.rules.turns import (
    BLANK,
    BLANK_WORDS,
    BlankTurn,
    PointsTurn,
    ThrowsTurn,
    Turn,
    parse_turn_line,
)
from marquoir.games.dix_mille.rules.values import (
    SIX,
    Part,
    Reading,
    best_keep,
    blank_chance,
    blank_odds,
    blank_ways,
    kind_points,
    parse_group,
    read_group,
    scoring_chance,
    throws_of,
)
from marquoir.rules.manual import ManualTurn
from marquoir.rules.turns import TurnOutcome

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
    "blank_odds",
    "blank_ways",
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
    "throws_of",
    "stat_values",
    "turn_kinds",
    "solo_record",
    "solo_text",
]
