"""A Dix mille game by replay (dix-mille.md, "End of the game"): the table and the turns in;
totals, who has entered, the runs of blanks, the last round and the winners out."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.dix_mille.rules.throws import ThrowsCount, check_banked, count_throws
from marquoir.games.dix_mille.rules.turns import BlankTurn, PointsTurn, ThrowsTurn, Turn
from marquoir.rules.head_start import starting_totals
from marquoir.rules.manual import ManualTurn, manual_deltas
from marquoir.rules.turns import TurnOutcome, replay_all, seat_to_play

if TYPE_CHECKING:
    from collections.abc import Sequence

    from marquoir.rules.setup import GameSetup

PLAYING = "playing"
LAST_ROUND = "last_round"
OVER = "over"
BY_TARGET = "target"
#: blanks in a row that cost the ``three_blanks`` penalty
BLANKS_IN_A_ROW = 3


class TurnCount(NamedTuple):
    """A turn as the rules counted it (None for manual points)."""

    #: the throws counted, when the turn was entered as throws
    throws: ThrowsCount | None
    #: the turn ended on a blank
    blank: bool
    #: the points the turn made before the entry threshold
    made: int
    #: held at 0 by the entry threshold (the player had not entered yet)
    held: bool
    #: the third blank in a row: what it cost (0 without the variant)
    penalty: int

    @property
    def points(self) -> int:
        """What the turn gives its player: the penalty of a blank (or 0), 0 below the
        entry threshold, else the points made."""
        if self.blank:
            return -self.penalty
        return 0 if self.held else self.made


class GameState(NamedTuple):
    """Where a Dix mille game stands after its turns were replayed."""

    setup: GameSetup
    outcomes: tuple[TurnOutcome, ...]
    totals: tuple[int, ...]
    phase: str
    next_seat: int
    round: int
    last_round_left: tuple[int, ...]
    triggered_by: str | None
    winners: tuple[str, ...]
    ended_by: str | None
    #: whether each seat has banked a turn reaching the entry threshold
    entered: tuple[bool, ...]
    #: each seat's blank turns in a row now
    blank_runs: tuple[int, ...]
    #: for each seat, the position of the turn after which its total first stood at the
    #: target, or -1
    reached_at: tuple[int, ...]

    @property
    def next_player(self) -> str | None:
        return None if self.next_seat < 0 else self.setup.players[self.next_seat]


def count_turn(turn: Turn, profile: object, entered: bool, run: int) -> TurnCount:
    """What a (non-manual) turn scores for a player who has ``entered`` (or not) and has
    ``run`` blank turns in a row behind them."""
    throws = None
    if isinstance(turn, ThrowsTurn):
        throws = count_throws(turn.throws, turn.blank, profile)  # type: ignore[arg-type]
        blank, made = throws.blank, throws.points
    elif isinstance(turn, PointsTurn):
        blank, made = False, check_banked(turn.points)
    else:
        blank, made = True, 0
    held = not blank and not entered and made < profile.entry  # type: ignore[attr-defined]
    penalty = 0
    if blank and run + 1 >= BLANKS_IN_A_ROW:
        penalty = profile.three_blanks  # type: ignore[attr-defined]
    return TurnCount(throws, blank, made, held, penalty)


class Replay:
    """A replay in progress: :meth:`apply` one turn at a time (a refused turn changes
    nothing)."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        # a head start is on the sheet like banked points: a seat that starts with some has
        # entered (README, "Decisions")
        self.totals = list(starting_totals(setup))
        n = len(self.totals)
        self.entered = [setup.profile.entry == 0 or total > 0 for total in self.totals]
        self.runs = [0] * n
        self.reached = [-1] * n
        self.phase = PLAYING
        self.next_seat = 0
        self.round = 1
        self.left: list[int] = []
        self.triggered_by: str | None = None
        self.winners: tuple[str, ...] = ()
        self.ended_by: str | None = None
        self.outcomes: list[TurnOutcome] = []

    def apply(self, turn: Turn) -> None:
        setup = self.setup
        seat = seat_to_play(setup, self.phase, self.winners, self.next_seat, turn.player)
        count: TurnCount | None = None
        if isinstance(turn, ManualTurn):
            deltas = manual_deltas(setup, seat, turn)
            points = turn.points
        else:
            count = count_turn(turn, setup.profile, self.entered[seat], self.runs[seat])
            points = count.points
            deltas = [0] * len(setup.players)
            deltas[seat] = points
            if count.blank:
                self.runs[seat] = 0 if count.penalty else self.runs[seat] + 1
            else:
                self.runs[seat] = 0
                self.entered[seat] = self.entered[seat] or not count.held
        position = len(self.outcomes)
        for i, delta in enumerate(deltas):
            self.totals[i] += delta
            target = setup.profile.target
            if self.totals[i] >= target and self.reached[i] < 0:
                self.reached[i] = position
        turn_round = self.round
        self._advance(seat)
        self.outcomes.append(
            TurnOutcome(
                position,
                setup.players[seat],
                seat,
                turn_round,
                points,
                tuple(deltas),
                tuple(self.totals),
                count,
                self.phase,
            )
        )

    def _advance(self, seat: int) -> None:
        n = len(self.setup.players)
        if self.phase == PLAYING and self.totals[seat] >= self.setup.profile.target:
            self.phase = LAST_ROUND
            self.triggered_by = self.setup.players[seat]
            self.left = [(seat + k) % n for k in range(1, n)]
        elif self.phase == LAST_ROUND:
            self.left.pop(0)
        if self.phase == LAST_ROUND and not self.left:
            self._finish()
            return
        following = self.left[0] if self.phase == LAST_ROUND else (seat + 1) % n
        if following <= seat:
            self.round += 1
        self.next_seat = following

    def _finish(self) -> None:
        """The highest total wins; equal highest totals: the one who reached the target
        first; if none of them reached it, they share the win."""
        best = max(self.totals)
        top = [i for i, total in enumerate(self.totals) if total == best]
        reached = [i for i in top if self.reached[i] >= 0]
        if reached:
            top = [min(reached, key=lambda i: self.reached[i])]
        self.phase = OVER
        self.next_seat = -1
        self.left = []
        self.winners = tuple(self.setup.players[i] for i in top)
        self.ended_by = BY_TARGET

    def state(self) -> GameState:
        return GameState(
            self.setup,
            tuple(self.outcomes),
            tuple(self.totals),
            self.phase,
            self.next_seat,
            self.round,
            tuple(self.left),
            self.triggered_by,
            self.winners,
            self.ended_by,
            tuple(self.entered),
            tuple(self.runs),
            tuple(self.reached),
        )


def replay(setup: GameSetup, turns: Sequence[Turn]) -> GameState:
    """Replay ``turns`` in order; the first refused turn raises :class:`ReplayError`."""
    state: GameState = replay_all(Replay(setup), turns)
    return state


__all__ = ["BlankTurn", "GameState", "PointsTurn", "ThrowsTurn", "TurnOutcome", "replay"]
