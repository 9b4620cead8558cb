"""Dix mille (the French Farkle) as dix-mille.md scores it: six dice, sets per throw, the
blank, main pleine, the entry threshold, the run of blanks, the last round.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.lazy import lazy_names

TYPE_CHECKING = False
if TYPE_CHECKING:
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

#: where each name lives, imported the first time it is asked for: ``marquoir score`` loads
#: the counting of a turn alone, not the replay, the codec or the statistics
_HOMES = {
    "solo_record": "marquoir.games.dix_mille.rules.solo",
    "solo_text": "marquoir.games.dix_mille.rules.solo",
    "not_entered_text": "marquoir.games.dix_mille.rules.explain",
    "part_label": "marquoir.games.dix_mille.rules.explain",
    "phase_text": "marquoir.games.dix_mille.rules.explain",
    "GameState": "marquoir.games.dix_mille.rules.game",
    "TurnCount": "marquoir.games.dix_mille.rules.game",
    "count_turn": "marquoir.games.dix_mille.rules.game",
    "replay": "marquoir.games.dix_mille.rules.game",
    "DEFAULT_PROFILE": "marquoir.games.dix_mille.rules.profile",
    "PROFILE_FIELDS": "marquoir.games.dix_mille.rules.profile",
    "VARIANTS": "marquoir.games.dix_mille.rules.profile",
    "DixMilleProfile": "marquoir.games.dix_mille.rules.profile",
    "make_profile": "marquoir.games.dix_mille.rules.profile",
    "STAT_FIELDS": "marquoir.games.dix_mille.rules.stats",
    "player_stats": "marquoir.games.dix_mille.rules.stats",
    "stat_values": "marquoir.games.dix_mille.rules.stats",
    "turn_kinds": "marquoir.games.dix_mille.rules.stats",
    "STEP": "marquoir.games.dix_mille.rules.throws",
    "ThrowRefused": "marquoir.games.dix_mille.rules.throws",
    "ThrowsCount": "marquoir.games.dix_mille.rules.throws",
    "count_throws": "marquoir.games.dix_mille.rules.throws",
    "BLANK": "marquoir.games.dix_mille.rules.turns",
    "BLANK_WORDS": "marquoir.games.dix_mille.rules.turns",
    "BlankTurn": "marquoir.games.dix_mille.rules.turns",
    "PointsTurn": "marquoir.games.dix_mille.rules.turns",
    "ThrowsTurn": "marquoir.games.dix_mille.rules.turns",
    "Turn": "marquoir.games.dix_mille.rules.turns",
    "parse_turn_line": "marquoir.games.dix_mille.rules.turns",
    "SIX": "marquoir.games.dix_mille.rules.values",
    "Part": "marquoir.games.dix_mille.rules.values",
    "Reading": "marquoir.games.dix_mille.rules.values",
    "best_keep": "marquoir.games.dix_mille.rules.values",
    "blank_chance": "marquoir.games.dix_mille.rules.values",
    "blank_odds": "marquoir.games.dix_mille.rules.values",
    "blank_ways": "marquoir.games.dix_mille.rules.values",
    "kind_points": "marquoir.games.dix_mille.rules.values",
    "parse_group": "marquoir.games.dix_mille.rules.values",
    "read_group": "marquoir.games.dix_mille.rules.values",
    "scoring_chance": "marquoir.games.dix_mille.rules.values",
    "throws_of": "marquoir.games.dix_mille.rules.values",
    "ManualTurn": "marquoir.rules.manual",
    "TurnOutcome": "marquoir.rules.turns",
    "RULES": "marquoir.games.dix_mille.rules.game_rules",
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
