"""A solo game of Dix mille (dix-mille.md: "1 for a solo record attempt"; the source: "on
peut aussi jouer seul pour battre son record"): one player plays until the target; the record
is the number of turns taken (fewer is better) and the points of the best turn.

With one player the last round has no one to play it: the turn that reaches the target ends
the game (``game.py``: the last round's seats are the others, none here).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.i18n import translate
from marquoir.rules.explain import format_points

if TYPE_CHECKING:
    from marquoir.games.dix_mille.rules.game import GameState


def solo_record(state: GameState) -> tuple[int, int] | None:
    """A played-out solo game's record: (turns taken, the best turn's points), every turn of
    the game counted (blanks and manual points too); None for a game of two players or more,
    or one still being played."""
    if len(state.setup.players) != 1 or state.phase != "over" or not state.outcomes:
        return None
    return len(state.outcomes), max(outcome.points for outcome in state.outcomes)


def solo_text(state: GameState, lang: str) -> str | None:
    """The record in words (``Zoé reached 5,150 in 12 turns (best turn 1,500)``), or None."""
    record = solo_record(state)
    if record is None:
        return None
    turns, best = record
    return translate(
        lang,
        "dix.solo_record",
        n=turns,
        name=state.setup.players[0],
        total=format_points(state.totals[0], lang),
        best=format_points(best, lang),
    )
