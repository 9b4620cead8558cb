"""The rules every game shares, and the interface each game's rules implement (:mod:`.games`;
each game's own rules are in its package, ``marquoir/games/<game>/rules``). Here: refusals,
the table (seating), ranks, the paper sheet by rounds, undo and edits by replay, figures in
words.

No I/O, no textual, no sqlmodel: everything here is deterministic and importable anywhere.
"""

from marquoir.rules.lazy import lazy_names

# the function ``ranks`` has its submodule's name: bound here, before any import of the
# submodule could bind the module in its place
from marquoir.rules.ranks import finish_ranks, ranked, ranks

TYPE_CHECKING = False
if TYPE_CHECKING:
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
        name_key,
    )
    from marquoir.rules.setup import GameSetup, count_refused, make_setup, new_setup

#: where each name lives: imported the first time it is asked for (``marquoir.rules.games``
#: alone does not load the edits, the setup or the ranks)
_HOMES = {
    "EditRefused": "marquoir.rules.edits",
    "delete_turn": "marquoir.rules.edits",
    "insert_turn": "marquoir.rules.edits",
    "replace_turn": "marquoir.rules.edits",
    "GameFileError": "marquoir.rules.errors",
    "Refusal": "marquoir.rules.errors",
    "ReplayError": "marquoir.rules.errors",
    "RulesError": "marquoir.rules.errors",
    "format_points": "marquoir.rules.explain",
    "winners_text": "marquoir.rules.explain",
    "DEFAULT_GAME": "marquoir.rules.games",
    "GameEntry": "marquoir.rules.games",
    "GameRules": "marquoir.rules.games",
    "document": "marquoir.rules.games",
    "fingerprint": "marquoir.rules.games",
    "game_entries": "marquoir.rules.games",
    "game_entry": "marquoir.rules.games",
    "game_ids": "marquoir.rules.games",
    "game_rules": "marquoir.rules.games",
    "MAX_PLAYERS": "marquoir.rules.limits",
    "MIN_PLAYERS": "marquoir.rules.limits",
    "NAME_MAX": "marquoir.rules.limits",
    "check_name": "marquoir.rules.limits",
    "check_note": "marquoir.rules.limits",
    "check_points": "marquoir.rules.limits",
    "check_season": "marquoir.rules.limits",
    "check_turns": "marquoir.rules.limits",
    "name_key": "marquoir.rules.limits",
    "GameSetup": "marquoir.rules.setup",
    "count_refused": "marquoir.rules.setup",
    "make_setup": "marquoir.rules.setup",
    "new_setup": "marquoir.rules.setup",
}


__getattr__ = lazy_names(__name__, _HOMES)


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
