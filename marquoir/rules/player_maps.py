"""The one name rule for every map keyed by a player, in every game: a manual turn's
``opponents``, and every map a game's turns key by a player (an adjustment's, a declaration's).

A key is read as every name of a turn is (trimmed, one Unicode form, compared as the table
compares names: :meth:`GameSetup.seat_of`); a player named twice in one map, in whatever
spelling, is refused where the map stands (``turns[4].opponents: Anne is named twice``),
never summed nor kept as the last spelling. :func:`player_map` reads a map of a document (a
game file, a stored turn); :func:`seats_once` is the same rule in the replay, for the turns
the app builds itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.rules.errors import RulesError
from marquoir.rules.facts import refused_at, typed

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from typing import Any

    from marquoir.rules.errors import GameFileError
    from marquoir.rules.setup import GameSetup

#: the message of a player named twice in one map
TWICE = "names.twice"


def named_twice(place: str, name: str) -> GameFileError:
    """The refusal of ``name`` given twice in the map at ``place``."""
    return refused_at(place, RulesError(TWICE, "", name=name))


def player_map(
    obj: Any,
    place: str,
    deref: Callable[[Any, str], str],
    value: Callable[[Any, str], Any],
    skip: Callable[[str], bool] = lambda key: False,
) -> tuple[tuple[str, Any], ...]:
    """The ``(name, value)`` pairs of the object ``{name: value}`` at ``place``, in its order:
    each key read by ``deref`` (the table's name for it, or a refusal at ``place.key``), each
    value by ``value``; a player named twice is a GameFileError at ``place``. ``skip`` leaves
    out the keys the caller reads itself (a file's older form)."""
    amounts = typed(obj, place, dict, "an object {name: …}")
    pairs: list[tuple[str, Any]] = []
    for key, raw in amounts.items():
        if skip(key):
            continue
        where = f"{place}.{key}"
        name = deref(key, where)
        if any(name == seen for seen, _ in pairs):
            raise named_twice(place, name)
        pairs.append((name, value(raw, where)))
    return tuple(pairs)


def seats_once(setup: GameSetup, names: Iterable[str], field: str) -> list[int]:
    """The seat of each name, in order; a seat named twice is a RulesError at ``field``
    (``opponents``), a name not at the table one at ``field.name``."""
    seats: list[int] = []
    for name in names:
        try:
            seat = setup.seat_of(name)
        except RulesError as error:
            raise RulesError(error.key, f"{field}.{name}", **error.params) from None
        if seat in seats:
            raise RulesError(TWICE, field, name=setup.players[seat])
        seats.append(seat)
    return seats
