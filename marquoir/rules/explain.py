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
