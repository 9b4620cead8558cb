"""What every game played in turns around the table shares: whose turn it is (the game over
refuses any turn, the wrong player is named), and one replayed turn's outcome."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.rules.errors import ReplayError, RulesError
from marquoir.rules.explain import winners_text

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any, Protocol

    from marquoir.rules.setup import GameSetup

    class Replaying(Protocol):
        def apply(self, turn: Any) -> None: ...
        def state(self) -> Any: ...


OVER = "over"


class TurnOutcome(NamedTuple):
    """One replayed turn: what it changed and where the game stood after it."""

    position: int
    player: str
    seat: int
    #: 1 for the first round; a round starts each time play passes the first seat
    round: int
    #: the player's points for the turn, as scored (before any floor at 0)
    points: int
    #: what each seat gained from the turn (the player's own seat holds ``points``)
    deltas: tuple[int, ...]
    #: every seat's total after the turn
    totals: tuple[int, ...]
    #: the game's own account of the turn (Mille Sabords: the scored dice; Dix mille: the
    #: throws counted), or None for manual points
    result: Any
    #: the phase after this turn
    phase: str
    #: what the turn is to the players whose totals it changed, for the mark it leaves on
    #: the sheet (one of the kinds of :mod:`marquoir.rules.sheet`; the game's replay says)
    kind: str = "other"


def seat_to_play(
    setup: GameSetup, phase: str, winners: tuple[str, ...], next_seat: int, player: str
) -> int:
    """The seat of ``player``, when it is theirs to play; a RulesError when the game is over
    or another player is next."""
    if phase == OVER:
        raise RulesError("game.over", "player", result=lambda lang: winners_text(winners, lang))
    seat = setup.seat_of(player)
    if seat != next_seat:
        expected = setup.players[next_seat]
        raise RulesError("game.wrong_player", "player", expected=expected, given=player)
    return seat


def replay_all(game: Replaying, turns: Sequence[Any]) -> Any:
    """Feed ``turns`` to a game's replay in order and return where it stands; the first turn
    the rules refuse raises :class:`ReplayError` with its index."""
    for index, turn in enumerate(turns):
        try:
            game.apply(turn)
        except ReplayError:
            raise
        except RulesError as error:
            raise ReplayError(index, error) from None
    return game.state()
