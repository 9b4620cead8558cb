"""Dix mille (the French Farkle) as dix-mille.md scores it: six dice, sets per throw, the
blank, main pleine, the entry threshold, the run of blanks, the last round.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.lazy import lazy_names

TYPE_CHECKING = False
if TYPE_CHECKING:
    from marquoir.rules.dix_mille import codec as codec
    from marquoir.rules.dix_mille import explain as explain
    from marquoir.rules.dix_mille.explain import not_entered_text, part_label, phase_text
    from marquoir.rules.dix_mille.game import GameState, TurnCount, count_turn, replay
    from marquoir.rules.dix_mille.game_rules import RULES
    from marquoir.rules.dix_mille.profile import (
        DEFAULT_PROFILE,
        PROFILE_FIELDS,
        VARIANTS,
        DixMilleProfile,
        make_profile,
    )
    from marquoir.rules.dix_mille.solo import solo_record, solo_text
    from marquoir.rules.dix_mille.stats import STAT_FIELDS as STAT_FIELDS
    from marquoir.rules.dix_mille.stats import player_stats, stat_values, turn_kinds
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

#: where each name lives, imported the first time it is asked for: ``marquoir score`` loads
#: the counting of a turn alone, not the replay, the codec or the statistics
_HOMES = {
    "solo_record": "marquoir.rules.dix_mille.solo",
    "solo_text": "marquoir.rules.dix_mille.solo",
    "not_entered_text": "marquoir.rules.dix_mille.explain",
    "part_label": "marquoir.rules.dix_mille.explain",
    "phase_text": "marquoir.rules.dix_mille.explain",
    "GameState": "marquoir.rules.dix_mille.game",
    "TurnCount": "marquoir.rules.dix_mille.game",
    "count_turn": "marquoir.rules.dix_mille.game",
    "replay": "marquoir.rules.dix_mille.game",
    "DEFAULT_PROFILE": "marquoir.rules.dix_mille.profile",
    "PROFILE_FIELDS": "marquoir.rules.dix_mille.profile",
    "VARIANTS": "marquoir.rules.dix_mille.profile",
    "DixMilleProfile": "marquoir.rules.dix_mille.profile",
    "make_profile": "marquoir.rules.dix_mille.profile",
    "STAT_FIELDS": "marquoir.rules.dix_mille.stats",
    "player_stats": "marquoir.rules.dix_mille.stats",
    "stat_values": "marquoir.rules.dix_mille.stats",
    "turn_kinds": "marquoir.rules.dix_mille.stats",
    "STEP": "marquoir.rules.dix_mille.throws",
    "ThrowRefused": "marquoir.rules.dix_mille.throws",
    "ThrowsCount": "marquoir.rules.dix_mille.throws",
    "count_throws": "marquoir.rules.dix_mille.throws",
    "BLANK": "marquoir.rules.dix_mille.turns",
    "BLANK_WORDS": "marquoir.rules.dix_mille.turns",
    "BlankTurn": "marquoir.rules.dix_mille.turns",
    "PointsTurn": "marquoir.rules.dix_mille.turns",
    "ThrowsTurn": "marquoir.rules.dix_mille.turns",
    "Turn": "marquoir.rules.dix_mille.turns",
    "parse_turn_line": "marquoir.rules.dix_mille.turns",
    "SIX": "marquoir.rules.dix_mille.values",
    "Part": "marquoir.rules.dix_mille.values",
    "Reading": "marquoir.rules.dix_mille.values",
    "best_keep": "marquoir.rules.dix_mille.values",
    "blank_chance": "marquoir.rules.dix_mille.values",
    "blank_odds": "marquoir.rules.dix_mille.values",
    "blank_ways": "marquoir.rules.dix_mille.values",
    "kind_points": "marquoir.rules.dix_mille.values",
    "parse_group": "marquoir.rules.dix_mille.values",
    "read_group": "marquoir.rules.dix_mille.values",
    "scoring_chance": "marquoir.rules.dix_mille.values",
    "throws_of": "marquoir.rules.dix_mille.values",
    "ManualTurn": "marquoir.rules.manual",
    "TurnOutcome": "marquoir.rules.turns",
    "RULES": "marquoir.rules.dix_mille.game_rules",
}


# its submodules the package used to import itself: codec, explain
__getattr__ = lazy_names(__name__, _HOMES, ("codec", "explain"))


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
