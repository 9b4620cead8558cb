"""Reading facts written as JSON (a game file, a stored turn): the checks every game's codec
shares, each refusal a :class:`GameFileError` naming its place (``turns[3].card: …``)."""

from __future__ import annotations

from marquoir.rules.errors import GameFileError, RulesError

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def fields(
    obj: Any, place: str, allowed: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    """``obj`` as an object with only ``allowed`` keys and every ``required`` one."""
    if not isinstance(obj, dict):
        raise GameFileError(place, "expected an object {…}")
    for key in obj:
        if key not in allowed:
            where = f"{place}.{key}" if place else str(key)
            raise GameFileError(where, f"unknown field (expected one of {', '.join(allowed)})")
    for key in required:
        if key not in obj:
            raise GameFileError(place or key, f"missing field {key!r}" if place else "missing")
    return obj


def typed(value: Any, place: str, kind: type | tuple[type, ...], what: str) -> Any:
    """``value`` if it is a ``kind`` (a JSON ``true`` is never a number)."""
    if isinstance(value, bool) and kind is not bool:
        raise GameFileError(place, f"expected {what}, not {json_name(value)}")
    if not isinstance(value, kind):
        raise GameFileError(place, f"expected {what}, not {json_name(value)}")
    return value


def json_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    return {
        dict: "an object",
        list: "a list",
        str: "a string",
        int: "a number",
        float: "a number",
    }.get(type(value), type(value).__name__)


def refused_at(place: str, error: RulesError) -> GameFileError:
    """A rules refusal, placed in the document."""
    return GameFileError(place, error.text)
