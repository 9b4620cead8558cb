"""The head start, a rule every game played to a target of points may take: the later seats
start with points, to even out the first player's advantage (issue 23).

``head_start`` is one number ``H`` stored with the game's rules (the ``rules`` object of the
game file and of the store, beside the game's own profile fields; written only when it is not
0, so a game without one reads and fingerprints as before): seat ``k`` (the first is seat 0)
starts with ``k × H`` points. Two players: the second starts with ``H``. It is a multiple of the
game's step (its :attr:`GameRules.head_start_step`; a game whose step is 0 takes no head start)
and the last seat's start stays below the target. What a start means for a game's own rules
(an entry threshold, a floor at 0) is the game's replay's: it reads :func:`starting_totals`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marquoir.rules.errors import RulesError
from marquoir.rules.explain import format_points
from marquoir.rules.facts import refused_at, typed
from marquoir.rules.games import HEAD_START_FIELD as FIELD
from marquoir.rules.games import GameRules, game_entry

if TYPE_CHECKING:
    from marquoir.rules.setup import GameSetup

#: the field's name in a game's ``rules`` object


def starting_totals(setup: GameSetup) -> tuple[int, ...]:
    """Each seat's total before the first turn: ``seat × head_start``."""
    return tuple(seat * setup.head_start for seat in range(len(setup.players)))


def largest(step: int, target: int, players: int) -> int:
    """The largest head start (a multiple of ``step``) that starts the last of ``players``
    seats below ``target`` (0 for a game without a head start or alone at the table)."""
    if step <= 0 or players < 2:
        return 0
    most = (target - 1) // (players - 1)
    return most - most % step


def _points(value: int) -> Any:
    """Return a number of points as the sentence's language will write it."""
    return lambda lang: format_points(value, lang)


def check_head_start(
    value: int, step: int, target: int | None, players: int, game: Any = ""
) -> int:
    """``value`` if it is a head start the game takes for ``players`` seats, else a RulesError
    (field ``head_start``) saying why in one sentence (``game``: the game's name, or a
    function of the language giving it, for a game that takes none)."""
    if value == 0:
        return 0
    if step <= 0 or target is None:
        raise RulesError("head_start.none", FIELD, game=game)
    if value < 0:
        raise RulesError("head_start.negative", FIELD, given=_points(value))
    if value % step:
        raise RulesError("head_start.step", FIELD, given=_points(value), step=_points(step))
    if players < 2:
        raise RulesError("head_start.alone", FIELD, given=_points(value))
    if (players - 1) * value >= target:
        raise RulesError(
            "head_start.too_large",
            FIELD,
            given=_points(value),
            n=players,
            start=_points((players - 1) * value),
            target=_points(target),
            most=_points(largest(step, target, players)),
        )
    return value


def with_head_start(rules: GameRules[Any, Any, Any], setup: GameSetup, value: int) -> GameSetup:
    """``setup`` with the head start ``value``, checked against the game's step, its target
    under the setup's profile and the number of seats, or a RulesError."""

    def name(lang: str) -> str:
        return game_entry(rules.id).name(lang)

    checked = check_head_start(
        value, rules.head_start_step, rules.target(setup.profile), len(setup.players), name
    )
    return setup._replace(head_start=checked)


def read_head_start(
    rules: GameRules[Any, Any, Any], setup: GameSetup, value: Any, place: str = "rules"
) -> GameSetup:
    """``setup`` with the head start a ``rules`` object wrote (``value``: what
    :func:`split_rules` found), or a GameFileError at ``rules.head_start``."""
    where = f"{place}.{FIELD}"
    head = typed(value, where, int, "a number of points")
    try:
        return with_head_start(rules, setup, head)
    except RulesError as error:
        raise refused_at(where, error) from None


def split_rules(obj: Any) -> tuple[Any, Any]:
    """A ``rules`` object read from a file or the store: the game's own fields, and the head
    start as written (0 when absent; the caller checks its type)."""
    if not isinstance(obj, dict) or FIELD not in obj:
        return obj, 0
    own = {key: value for key, value in obj.items() if key != FIELD}
    return own, obj[FIELD]
