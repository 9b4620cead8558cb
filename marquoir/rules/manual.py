"""Points entered by hand, in any game: a house rule or a correction, counted as given.

One home for the manual turn: its facts (:class:`ManualTurn`), what it gives every seat
(:func:`manual_deltas`) and its JSON (``{"manual": {"points", "opponents"}, "note"}``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.rules.errors import RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.limits import check_note, check_points
from marquoir.rules.player_maps import player_map, seats_once

if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

    from marquoir.rules.setup import GameSetup

MANUAL_TURN_FIELDS = ("player", "manual", "note")
MANUAL_FIELDS = ("points", "opponents")


class ManualTurn(NamedTuple):
    """Points entered by hand (a house rule, a correction), counted like any turn.

    ``opponents`` is what each other player gains: one number for all of them, or a tuple of
    ``(name, points)`` pairs for some of them (the others gain nothing).
    """

    player: str
    points: int
    opponents: int | tuple[tuple[str, int], ...] = 0
    note: str = ""


def manual_deltas(setup: GameSetup, seat: int, turn: ManualTurn) -> list[int]:
    """What each seat gains from the manual turn of ``seat`` (its own seat: the points)."""
    n = len(setup.players)
    if isinstance(turn.opponents, int):
        deltas = [turn.opponents] * n
    else:
        deltas = [0] * n
        try:
            seats = seats_once(setup, (name for name, _ in turn.opponents), "opponents")
        except RulesError as error:
            raise RulesError(error.key, "opponents", **error.params) from None
        for other, (_, gain) in zip(seats, turn.opponents, strict=True):
            if other == seat:
                raise RulesError("manual.self_opponent", "opponents", name=setup.players[seat])
            deltas[other] = gain
    deltas[seat] = turn.points
    return deltas


def is_manual(obj: Any) -> bool:
    """Whether a turn's JSON object is a manual turn."""
    return isinstance(obj, dict) and "manual" in obj


def manual_from_json(
    player: str, obj: Any, place: str, deref: Callable[[Any, str], str]
) -> ManualTurn:
    facts = fields(obj, place, MANUAL_TURN_FIELDS, ("manual",))
    manual = fields(facts["manual"], f"{place}.manual", MANUAL_FIELDS, ("points",))
    points = points_at(manual["points"], f"{place}.manual.points")
    opponents: Any = manual.get("opponents", 0)
    if isinstance(opponents, dict):
        opponents = player_map(opponents, f"{place}.manual.opponents", deref, points_at)
    else:
        where = f"{place}.manual.opponents"
        typed(opponents, where, int, "a number or an object {name: points}")
        opponents = points_at(opponents, where)
    return ManualTurn(player, points, opponents, note_at(facts, place))


def manual_to_json(turn: ManualTurn, ref: Callable[[str], Any]) -> dict[str, Any]:
    opponents = turn.opponents
    manual: dict[str, Any] = {
        "points": turn.points,
        "opponents": opponents
        if isinstance(opponents, int)
        else {str(ref(name)): gain for name, gain in opponents},
    }
    out: dict[str, Any] = {"manual": manual}
    if turn.note:
        out["note"] = turn.note
    return out


def points_at(value: Any, place: str) -> int:
    """A number of points (manual points, an opponent's gain), within the limits."""
    points: int = typed(value, place, int, "a number of points")
    try:
        return check_points(points)
    except RulesError as error:
        raise refused_at(place, error) from None


def note_at(facts: dict[str, Any], place: str) -> str:
    """A turn's note, within the limits."""
    note = typed(facts.get("note", ""), f"{place}.note", str, "a string")
    try:
        return check_note(note)
    except RulesError as error:
        raise refused_at(f"{place}.note", error) from None
