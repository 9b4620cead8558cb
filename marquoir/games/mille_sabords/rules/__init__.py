"""Mille Sabords (Piraten Kapern), as RULES.md scores it: dice notation, cards, the rule
profile, one turn's score (a clause per card), the game by replay, its facts as JSON.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.lazy import lazy_names

TYPE_CHECKING = False
if TYPE_CHECKING:
    from marquoir.rules.mille_sabords import codec as codec
    from marquoir.rules.mille_sabords import explain as explain
    from marquoir.rules.mille_sabords.cards import CARD_IDS, CARDS, DECKS, Card, get_card
    from marquoir.rules.mille_sabords.clauses import Line
    from marquoir.rules.mille_sabords.deck import DeckState, DeckWarning, deck_of
    from marquoir.rules.mille_sabords.dice import FACES, Dice, parse_dice, parse_roll
    from marquoir.rules.mille_sabords.explain import (
        count_of,
        deck_warning_text,
        dice_words,
        line_figure,
        line_label,
        option_label,
        phase_text,
    )
    from marquoir.rules.mille_sabords.game import GameState, Replay, replay
    from marquoir.rules.mille_sabords.game_rules import RULES
    from marquoir.rules.mille_sabords.profile import (
        CLASSIC_PROFILE,
        PROFILE_2025,
        RuleProfile,
        edition_defaults,
        make_profile,
    )
    from marquoir.rules.mille_sabords.profile import (
        PROFILE_FIELDS as PROFILE_FIELDS,
    )
    from marquoir.rules.mille_sabords.scoring import TurnScore, score_turn
    from marquoir.rules.mille_sabords.skulls import (
        busts,
        island_possible,
        island_refusal,
        turn_skulls,
    )
    from marquoir.rules.mille_sabords.stats import (
        STAT_FIELDS as STAT_FIELDS,
    )
    from marquoir.rules.mille_sabords.stats import (
        player_stats as player_stats,
    )
    from marquoir.rules.mille_sabords.stats import (
        stat_values as stat_values,
    )
    from marquoir.rules.mille_sabords.stats import (
        turn_kinds as turn_kinds,
    )
    from marquoir.rules.mille_sabords.turns import DiceTurn, ManualTurn, Turn, make_setup
    from marquoir.rules.turns import TurnOutcome

#: where each name lives, imported the first time it is asked for: ``marquoir score`` loads
#: the scoring alone, not the replay, the deck, the codec or the statistics
_HOMES = {
    "CARD_IDS": "marquoir.rules.mille_sabords.cards",
    "CARDS": "marquoir.rules.mille_sabords.cards",
    "DECKS": "marquoir.rules.mille_sabords.cards",
    "Card": "marquoir.rules.mille_sabords.cards",
    "get_card": "marquoir.rules.mille_sabords.cards",
    "Line": "marquoir.rules.mille_sabords.clauses",
    "DeckState": "marquoir.rules.mille_sabords.deck",
    "DeckWarning": "marquoir.rules.mille_sabords.deck",
    "deck_of": "marquoir.rules.mille_sabords.deck",
    "FACES": "marquoir.rules.mille_sabords.dice",
    "Dice": "marquoir.rules.mille_sabords.dice",
    "parse_dice": "marquoir.rules.mille_sabords.dice",
    "parse_roll": "marquoir.rules.mille_sabords.dice",
    "count_of": "marquoir.rules.mille_sabords.explain",
    "deck_warning_text": "marquoir.rules.mille_sabords.explain",
    "dice_words": "marquoir.rules.mille_sabords.explain",
    "line_figure": "marquoir.rules.mille_sabords.explain",
    "line_label": "marquoir.rules.mille_sabords.explain",
    "option_label": "marquoir.rules.mille_sabords.explain",
    "phase_text": "marquoir.rules.mille_sabords.explain",
    "GameState": "marquoir.rules.mille_sabords.game",
    "Replay": "marquoir.rules.mille_sabords.game",
    "replay": "marquoir.rules.mille_sabords.game",
    "CLASSIC_PROFILE": "marquoir.rules.mille_sabords.profile",
    "PROFILE_2025": "marquoir.rules.mille_sabords.profile",
    "PROFILE_FIELDS": "marquoir.rules.mille_sabords.profile",
    "RuleProfile": "marquoir.rules.mille_sabords.profile",
    "edition_defaults": "marquoir.rules.mille_sabords.profile",
    "make_profile": "marquoir.rules.mille_sabords.profile",
    "TurnScore": "marquoir.rules.mille_sabords.scoring",
    "score_turn": "marquoir.rules.mille_sabords.scoring",
    "busts": "marquoir.rules.mille_sabords.skulls",
    "island_possible": "marquoir.rules.mille_sabords.skulls",
    "island_refusal": "marquoir.rules.mille_sabords.skulls",
    "turn_skulls": "marquoir.rules.mille_sabords.skulls",
    "STAT_FIELDS": "marquoir.rules.mille_sabords.stats",
    "player_stats": "marquoir.rules.mille_sabords.stats",
    "stat_values": "marquoir.rules.mille_sabords.stats",
    "turn_kinds": "marquoir.rules.mille_sabords.stats",
    "DiceTurn": "marquoir.rules.mille_sabords.turns",
    "ManualTurn": "marquoir.rules.mille_sabords.turns",
    "Turn": "marquoir.rules.mille_sabords.turns",
    "make_setup": "marquoir.rules.mille_sabords.turns",
    "TurnOutcome": "marquoir.rules.turns",
    "RULES": "marquoir.rules.mille_sabords.game_rules",
}


# its submodules the package used to import itself: codec, explain
__getattr__ = lazy_names(__name__, _HOMES, ("codec", "explain"))


__all__ = [
    "CARDS",
    "CARD_IDS",
    "CLASSIC_PROFILE",
    "DECKS",
    "FACES",
    "PROFILE_2025",
    "RULES",
    "Card",
    "DeckState",
    "DeckWarning",
    "Dice",
    "DiceTurn",
    "GameState",
    "Line",
    "ManualTurn",
    "Replay",
    "RuleProfile",
    "Turn",
    "TurnOutcome",
    "TurnScore",
    "busts",
    "count_of",
    "deck_of",
    "deck_warning_text",
    "dice_words",
    "line_figure",
    "option_label",
    "edition_defaults",
    "get_card",
    "island_possible",
    "island_refusal",
    "line_label",
    "make_profile",
    "make_setup",
    "parse_dice",
    "parse_roll",
    "phase_text",
    "replay",
    "score_turn",
    "turn_skulls",
]
