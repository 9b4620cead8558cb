"""The facts a Captain enters for a Dix mille turn (dix-mille.md, "Entering a turn"): each
throw's dice set aside (the last one ``blank`` when the turn ended on a blank), or the banked
points, or a blank; or manual points."""

from __future__ import annotations

from typing import NamedTuple

from marquoir.rules.errors import RulesError
from marquoir.rules.manual import ManualTurn

BLANK = "blank"
#: the words that say a blank, in either language (and their first letter)
BLANK_WORDS = (BLANK, "blanc", "b")


class ThrowsTurn(NamedTuple):
    """The dice set aside from each throw, in order (``("155", "222", "1")``); ``blank``: the
    last throw scored nothing and the turn ends with 0."""

    player: str
    throws: tuple[str, ...]
    blank: bool = False
    note: str = ""


class PointsTurn(NamedTuple):
    """The turn's banked points, as the Captain counted them (a multiple of 50)."""

    player: str
    points: int
    note: str = ""


class BlankTurn(NamedTuple):
    """A turn that ended on a blank (0 points)."""

    player: str
    note: str = ""


Turn = ThrowsTurn | PointsTurn | BlankTurn | ManualTurn


def parse_turn_line(player: str, text: str) -> ThrowsTurn | PointsTurn | BlankTurn:
    """A turn typed on one line: throws (``155 222 1``, ``123456 5 blank``), banked points
    (``=850``) or a blank (``blank``, ``b``, ``0``)."""
    words = text.split()
    if not words:
        raise RulesError("dix.empty_turn", "throws")
    if words == ["0"] or (len(words) == 1 and words[0].casefold() in BLANK_WORDS):
        return BlankTurn(player)
    if words[0].startswith("="):
        digits = words[0][1:] or (words[1] if len(words) > 1 else "")
        if not digits.isdigit() or len(words) > (1 if words[0][1:] else 2):
            raise RulesError("dix.bad_points", "points", given=text.strip())
        return PointsTurn(player, int(digits))
    blank = words[-1].casefold() in BLANK_WORDS
    throws = tuple(words[:-1] if blank else words)
    return ThrowsTurn(player, throws, blank)
