"""Pure Mille Sabords: dice notation, cards, rule profile, turn scoring and game replay.

No I/O, no textual, no sqlmodel: everything here is deterministic and importable anywhere.
"""

from marquoir.rules.cards import CARD_IDS, CARDS, DECKS, Card, get_card
from marquoir.rules.dice import FACES, Dice, parse_dice, parse_roll
from marquoir.rules.edits import EditRefused, delete_turn, insert_turn, replace_turn
from marquoir.rules.errors import RulesError
from marquoir.rules.explain import format_points, line_label, phase_text
from marquoir.rules.game import (
    GameState,
    Replay,
    ReplayError,
    TurnOutcome,
    replay,
    winners_text,
)
from marquoir.rules.profile import RuleProfile, make_profile
from marquoir.rules.scoring import Line, TurnResult, score_turn
from marquoir.rules.turns import DiceTurn, GameSetup, ManualTurn, Turn, make_setup

__all__ = [
    "DiceTurn",
    "EditRefused",
    "GameSetup",
    "GameState",
    "ManualTurn",
    "Replay",
    "ReplayError",
    "Turn",
    "TurnOutcome",
    "delete_turn",
    "insert_turn",
    "make_setup",
    "replace_turn",
    "replay",
    "winners_text",
    "CARDS",
    "CARD_IDS",
    "DECKS",
    "FACES",
    "Card",
    "Dice",
    "Line",
    "RuleProfile",
    "RulesError",
    "TurnResult",
    "format_points",
    "get_card",
    "line_label",
    "make_profile",
    "parse_dice",
    "parse_roll",
    "phase_text",
    "score_turn",
]
