"""The rules every game shares, and the interface each game's rules implement (:mod:`.games`;
each game's own rules are in its package, ``marquoir/games/<game>/rules``). Here: refusals,
the table (seating), ranks, the paper sheet by rounds, undo and edits by replay, figures in
words.

No I/O, no textual, no sqlmodel: everything here is deterministic and importable anywhere.
"""

from marquoir.rules.edits import EditRefused, delete_turn, insert_turn, replace_turn
from marquoir.rules.errors import GameFileError, Refusal, ReplayError, RulesError
from marquoir.rules.explain import format_points, winners_text
from marquoir.rules.games import (
    DEFAULT_GAME,
    GameEntry,
    GameRules,
    document,
    fingerprint,
    game_entries,
    game_entry,
    game_ids,
    game_rules,
)
from marquoir.rules.limits import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    NAME_MAX,
    check_name,
    check_note,
    check_points,
    check_season,
    check_turns,
    check_unlike,
    name_key,
)

# the function ``ranks`` has its submodule's name: once imported, the package's ``ranks`` is
# the function
from marquoir.rules.ranks import finish_ranks, ranked, ranks
from marquoir.rules.setup import GameSetup, count_refused, make_setup, new_setup

__all__ = [
    "DEFAULT_GAME",
    "GameEntry",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "NAME_MAX",
    "EditRefused",
    "GameFileError",
    "GameRules",
    "GameSetup",
    "Refusal",
    "ReplayError",
    "RulesError",
    "delete_turn",
    "document",
    "fingerprint",
    "format_points",
    "check_name",
    "check_note",
    "check_points",
    "check_season",
    "check_unlike",
    "check_turns",
    "game_entries",
    "game_entry",
    "game_ids",
    "game_rules",
    "insert_turn",
    "count_refused",
    "make_setup",
    "name_key",
    "new_setup",
    "ranked",
    "ranks",
    "finish_ranks",
    "replace_turn",
    "winners_text",
]
