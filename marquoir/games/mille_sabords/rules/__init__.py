"""Mille Sabords (Piraten Kapern), as RULES.md scores it: dice notation, cards, the rule
profile, one turn's score (a clause per card), the game by replay, its facts as JSON.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

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
