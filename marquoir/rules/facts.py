"""Reading facts written as JSON (a game file, a stored turn): the checks every game's codec
shares, each refusal a :class:`GameFileError` naming its place (``turns[3].card: …``)."""

from __future__ import annotations

import json
from typing import Any

from marquoir.rules.errors import GameFileError, RulesError


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
    """``value`` if it is a ``kind`` (a JSON ``true`` is never a number; a number too big
    for any field is refused as such)."""
    if isinstance(value, HugeNumber):
        shown = f"{value[:20]}{'…' if len(value) > 20 else ''}"
        raise GameFileError(
            place,
            f"{shown} is far too big: a number in a game file has at most {DIGITS_MAX} digits",
        )
    if isinstance(value, float) and kind is int:
        if not value.is_integer():
            whole = what.replace("a number", "a whole number", 1)
            if whole == what:
                whole = f"{what} (a whole number)"
            raise GameFileError(place, f"expected {whole}, not {value!r}")
        value = int(value)
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


class HugeNumber(str):
    """A number in a JSON document too big for any field (kept as its text, refused by name
    where a field reads it)."""


#: digits a number of a game file may have (no field needs more; Python refuses > 4,300)
DIGITS_MAX = 18


def _number(text: str) -> int | HugeNumber:
    return HugeNumber(text) if len(text.lstrip("-")) > DIGITS_MAX else int(text)


def _float(text: str) -> float | HugeNumber:
    value = float(text)
    return value if value == value and abs(value) < 1e18 else HugeNumber(text)


def _once(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """An object whose every key is written once (JSON lets the last of two win: ``"format"``
    twice would be read as the second, silently)."""
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            raise RulesError("file.duplicate_key", "file", name=key)
        found[key] = value
    return found


def load_json(text: str) -> Any:
    """A JSON document, read safely: a number too big for any field is kept as its text
    (refused by the field that reads it, with its place), a key written twice in one object
    and a document nested too deep are a RulesError (``file.duplicate_key``,
    ``file.too_deep``), not a silent choice or a crash."""
    try:
        return json.loads(
            text,
            parse_int=_number,
            parse_float=_float,
            parse_constant=HugeNumber,
            object_pairs_hook=_once,
        )
    except RecursionError:
        raise RulesError("file.too_deep", "file") from None
