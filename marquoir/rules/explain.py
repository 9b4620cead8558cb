"""Figures and results in words, for any game: ``4,000`` / ``4 000``, ``Chloé won``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.i18n import translate
from marquoir.i18n.numbers import whole

if TYPE_CHECKING:
    from collections.abc import Sequence


def format_points(points: int, lang: str = "en", *, sign: bool = False) -> str:
    """``4,000`` in English, ``4 000`` in French; ``sign`` writes ``+`` before positive points
    (:mod:`marquoir.i18n.numbers`, the one home of numbers)."""
    return whole(points, lang, sign=sign)


def winners_text(names: Sequence[str], lang: str = "en") -> str:
    """``Chloé won`` / ``Anne and Bruno shared the win``, for messages."""
    if len(names) == 1:
        return translate(lang, "game.won_one", name=names[0])
    joined = ", ".join(names[:-1]) + translate(lang, "game.and") + names[-1]
    return translate(lang, "game.won_shared", names=joined)


def last_round_needs(
    totals: Sequence[int], seat: int, left: Sequence[int], step: int, least: int = 0
) -> int | None:
    """Return the fewest points (a multiple of ``step``, at least ``least``) the seat's one
    turn left in the last round must score for a total strictly above every other one; 0
    when the seat has played its last turn below the leader, None when it leads (``left``:
    the seats still to play)."""
    best = max(total for other, total in enumerate(totals) if other != seat)
    if seat not in left:
        return None if totals[seat] >= best else 0
    needed = max(0, (best - totals[seat]) // step * step + step)
    return max(needed, least)
