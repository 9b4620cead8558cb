"""Limits that hold for every game Marquoir keeps, in one place (README "Limits")."""

from __future__ import annotations

from marquoir.rules.errors import RulesError

MIN_PLAYERS, MAX_PLAYERS = 2, 8
#: a player's name: 1 to 24 characters (what a column of the sheet can show)
NAME_MAX = 24


def check_name(name: str, field: str = "players") -> str:
    """A name as it will be stored (surrounding spaces trimmed), or a RulesError saying what
    is wrong with it."""
    name = name.strip()
    if not name:
        raise RulesError("name.empty", field)
    if len(name) > NAME_MAX:
        raise RulesError(
            "name.too_long", field, name=name[:NAME_MAX] + "…", n=len(name), most=NAME_MAX
        )
    return name
