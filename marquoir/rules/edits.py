"""Undo and editing are entering facts again: change the list of turns, replay the game.

Any game: the game's own ``replay`` is passed in. An edit that makes a later turn impossible
(the game now ends earlier, the seats no longer follow) is refused with a sentence naming that
turn, and nothing changes.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.i18n import translate
from marquoir.rules.errors import ReplayError, RulesError
from marquoir.rules.limits import check_turns

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    from marquoir.rules.setup import GameSetup

    Replay = Callable[[GameSetup, Sequence[Any]], Any]


class EditRefused(RulesError):
    """An edit the game cannot take.

    ``index`` is the turn in conflict (from 0), numbered as in the game before the edit;
    ``own`` is true when the conflict is the edited or inserted turn itself.
    """

    def __init__(self, index: int, own: bool, cause: RulesError) -> None:
        self.index = index
        self.own = own
        self.cause = cause
        super().__init__("edit.self" if own else "edit.conflict", cause.field, turn=index + 1)

    def text(self, lang: str) -> str:
        return translate(lang, self.key, turn=self.index + 1, reason=self.cause.text(lang))


def _edited(
    replay: Replay, setup: GameSetup, turns: list[Any], edited: int, shift: int
) -> tuple[list[Any], Any]:
    """Replay the edited list. ``shift`` maps a later turn's place back to the list before
    the edit (+1 after a delete, -1 after an insert), so the message names the turn the
    Captain knows."""
    try:
        return turns, replay(setup, turns)
    except ReplayError as error:
        own = error.index == edited and shift <= 0
        index = error.index if error.index < edited or own else error.index + shift
        raise EditRefused(index, own, error.cause) from None


def _check_index(turns: Sequence[Any], index: int, *, end: bool = False) -> None:
    if not 0 <= index < len(turns) + (1 if end else 0):
        raise RulesError("edit.no_turn", "turn", turn=index + 1, count=len(turns))


def replace_turn(
    replay: Replay, setup: GameSetup, turns: Sequence[Any], index: int, turn: Any
) -> tuple[list[Any], Any]:
    """The turns with turn ``index`` replaced, and the replayed game."""
    _check_index(turns, index)
    changed = list(turns)
    changed[index] = turn
    return _edited(replay, setup, changed, index, 0)


def insert_turn(
    replay: Replay, setup: GameSetup, turns: Sequence[Any], index: int, turn: Any
) -> tuple[list[Any], Any]:
    """The turns with ``turn`` inserted before ``index`` (``len(turns)`` appends)."""
    _check_index(turns, index, end=True)
    check_turns(len(turns) + 1, "turn")
    changed = list(turns)
    changed.insert(index, turn)
    return _edited(replay, setup, changed, index, -1)


def delete_turn(
    replay: Replay, setup: GameSetup, turns: Sequence[Any], index: int
) -> tuple[list[Any], Any]:
    """The turns without turn ``index``; deleting the last one is the undo."""
    _check_index(turns, index)
    changed = list(turns)
    del changed[index]
    return _edited(replay, setup, changed, index, 1)
