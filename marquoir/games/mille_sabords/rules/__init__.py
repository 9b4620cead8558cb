"""Mille Sabords (Piraten Kapern), as RULES.md scores it: dice notation, cards, the rule
profile, one turn's score (a clause per card), the game by replay, its facts as JSON.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.lazy import lazy_names

TYPE_CHECKING = False
if TYPE_CHECKING:
    from marquoir.games.mille_sabords.rules import codec as codec
    from marquoir.games.mille_sabords.rules import explain as explain
    from marquoir.games.mille_sabords.rules.cards import CARD_IDS, CARDS, DECKS, Card, get_card
    from marquoir.games.mille_sabords.rules.clauses import Line
    from marquoir.games.mille_sabords.rules.deck import DeckState, DeckWarning, deck_of
    from marquoir.games.mille_sabords.rules.dice import FACES, Dice, parse_dice, parse_roll
    from marquoir.games.mille_sabords.rules.explain import (
        count_of,
        deck_warning_text,
        dice_words,
        line_figure,
        line_label,
        option_label,
        phase_text,
    )
    from marquoir.games.mille_sabords.rules.game import GameState, Replay, replay
    from marquoir.games.mille_sabords.rules.game_rules import RULES
    from marquoir.games.mille_sabords.rules.profile import (
        CLASSIC_PROFILE,
        PROFILE_2025,
        RuleProfile,
        edition_defaults,
        make_profile,
    )
    from marquoir.games.mille_sabords.rules.profile import (
        PROFILE_FIELDS as PROFILE_FIELDS,
    )
    from marquoir.games.mille_sabords.rules.scoring import TurnScore, score_turn
    from marquoir.games.mille_sabords.rules.skulls import (
        busts,
        island_possible,
        island_refusal,
        turn_skulls,
    )
    from marquoir.games.mille_sabords.rules.stats import (
        STAT_FIELDS as STAT_FIELDS,
    )
    from marquoir.games.mille_sabords.rules.stats import (
        player_stats as player_stats,
    )
    from marquoir.games.mille_sabords.rules.stats import (
        stat_values as stat_values,
    )
    from marquoir.games.mille_sabords.rules.stats import (
        turn_kinds as turn_kinds,
    )
    from marquoir.games.mille_sabords.rules.turns import DiceTurn, ManualTurn, Turn, make_setup
    from marquoir.rules.turns import TurnOutcome

#: where each name lives, imported the first time it is asked for: ``marquoir score`` loads
#: the scoring alone, not the replay, the deck, the codec or the statistics
_HOMES = {
    "CARD_IDS": "marquoir.games.mille_sabords.rules.cards",
    "CARDS": "marquoir.games.mille_sabords.rules.cards",
    "DECKS": "marquoir.games.mille_sabords.rules.cards",
    "Card": "marquoir.games.mille_sabords.rules.cards",
    "get_card": "marquoir.games.mille_sabords.rules.cards",
    "Line": "marquoir.games.mille_sabords.rules.clauses",
    "DeckState": "marquoir.games.mille_sabords.rules.deck",
    "DeckWarning": "marquoir.games.mille_sabords.rules.deck",
    "deck_of": "marquoir.games.mille_sabords.rules.deck",
    "FACES": "marquoir.games.mille_sabords.rules.dice",
    "Dice": "marquoir.games.mille_sabords.rules.dice",
    "parse_dice": "marquoir.games.mille_sabords.rules.dice",
    "parse_roll": "marquoir.games.mille_sabords.rules.dice",
    "count_of": "marquoir.games.mille_sabords.rules.explain",
    "deck_warning_text": "marquoir.games.mille_sabords.rules.explain",
    "dice_words": "marquoir.games.mille_sabords.rules.explain",
    "line_figure": "marquoir.games.mille_sabords.rules.explain",
    "line_label": "marquoir.games.mille_sabords.rules.explain",
    "option_label": "marquoir.games.mille_sabords.rules.explain",
    "phase_text": "marquoir.games.mille_sabords.rules.explain",
    "GameState": "marquoir.games.mille_sabords.rules.game",
    "Replay": "marquoir.games.mille_sabords.rules.game",
    "replay": "marquoir.games.mille_sabords.rules.game",
    "CLASSIC_PROFILE": "marquoir.games.mille_sabords.rules.profile",
    "PROFILE_2025": "marquoir.games.mille_sabords.rules.profile",
    "PROFILE_FIELDS": "marquoir.games.mille_sabords.rules.profile",
    "RuleProfile": "marquoir.games.mille_sabords.rules.profile",
    "edition_defaults": "marquoir.games.mille_sabords.rules.profile",
    "make_profile": "marquoir.games.mille_sabords.rules.profile",
    "TurnScore": "marquoir.games.mille_sabords.rules.scoring",
    "score_turn": "marquoir.games.mille_sabords.rules.scoring",
    "busts": "marquoir.games.mille_sabords.rules.skulls",
    "island_possible": "marquoir.games.mille_sabords.rules.skulls",
    "island_refusal": "marquoir.games.mille_sabords.rules.skulls",
    "turn_skulls": "marquoir.games.mille_sabords.rules.skulls",
    "STAT_FIELDS": "marquoir.games.mille_sabords.rules.stats",
    "player_stats": "marquoir.games.mille_sabords.rules.stats",
    "stat_values": "marquoir.games.mille_sabords.rules.stats",
    "turn_kinds": "marquoir.games.mille_sabords.rules.stats",
    "DiceTurn": "marquoir.games.mille_sabords.rules.turns",
    "ManualTurn": "marquoir.games.mille_sabords.rules.turns",
    "Turn": "marquoir.games.mille_sabords.rules.turns",
    "make_setup": "marquoir.games.mille_sabords.rules.turns",
    "TurnOutcome": "marquoir.rules.turns",
    "RULES": "marquoir.games.mille_sabords.rules.game_rules",
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
