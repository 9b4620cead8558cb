"""Mille Sabords (Piraten Kapern), as RULES.md scores it: dice notation, cards, the rule
profile, one turn's score (a clause per card), the game by replay, its facts as JSON.

Pure: no I/O, no textual, no sqlmodel; everything here is deterministic.
"""

from marquoir.rules.games import DEFAULT_GAME, GameRules
from marquoir.rules.mille_sabords import codec, explain
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
from marquoir.rules.mille_sabords.profile import (
    CLASSIC_PROFILE,
    PROFILE_2025,
    PROFILE_FIELDS,
    RuleProfile,
    edition_defaults,
    make_profile,
)
from marquoir.rules.mille_sabords.scoring import TurnScore, score_turn
from marquoir.rules.mille_sabords.skulls import busts, island_possible, island_refusal, turn_skulls
from marquoir.rules.mille_sabords.stats import STAT_FIELDS, player_stats, stat_values, turn_kinds
from marquoir.rules.mille_sabords.turns import DiceTurn, ManualTurn, Turn, make_setup
from marquoir.rules.sheet import ISLAND, ZOMBIE
from marquoir.rules.turns import TurnOutcome

RULES = GameRules(
    id=DEFAULT_GAME,
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
    sheet_kinds=(ISLAND, ZOMBIE),
    floor_at_zero=lambda profile: not profile.negative_scores,
)

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
