"""A whole game by replay: the table and the turns in, totals, phase and winners out.

Nothing here is stored or remembered: :func:`replay` derives every figure from the facts, so an
undo or an edit of any past turn is just a different list of turns replayed (RULES.md, "Totals,
negative scores and the end of the game").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.mille_sabords.rules.deck import DeckState, DeckWarning, Pile
from marquoir.games.mille_sabords.rules.scoring import TurnScore, replayed_score
from marquoir.games.mille_sabords.rules.turns import DiceTurn
from marquoir.rules.head_start import starting_totals
from marquoir.rules.manual import manual_deltas
from marquoir.rules.sheet import ISLAND, OTHER, ZOMBIE
from marquoir.rules.turns import TurnOutcome, replay_all, seat_to_play

if TYPE_CHECKING:
    from collections.abc import Sequence

    from marquoir.games.mille_sabords.rules.turns import Turn
    from marquoir.rules.setup import GameSetup

PLAYING = "playing"
LAST_ROUND = "last_round"
SUDDEN_DEATH = "sudden_death"
OVER = "over"
BY_TARGET = "target"
BY_PIRATE_MAGIC = "pirate_magic"


def _kind(result: TurnScore | None) -> str:
    """What a turn is to the others on the sheet: a trip to Skull Island (☠), a Zombie
    Attack's shared points (Z), or an ordinary turn."""
    if result is not None and result.skull_island:
        return ISLAND
    if result is not None and result.card == "zombie":
        return ZOMBIE
    return OTHER


class GameState(NamedTuple):
    """Where a game stands after its turns were replayed."""

    setup: GameSetup
    outcomes: tuple[TurnOutcome, ...]
    totals: tuple[int, ...]
    phase: str
    #: seat of the player to play, or -1 when the game is over
    next_seat: int
    #: the round the next turn belongs to
    round: int
    #: during the last round, the seats still to play, in order
    last_round_left: tuple[int, ...]
    #: the player whose turn started the last round
    triggered_by: str | None
    winners: tuple[str, ...]
    ended_by: str | None
    #: the card pile after the turns (mille_sabords.deck)
    deck: DeckState
    #: the turns whose card was not left in the pile
    warnings: tuple[DeckWarning, ...]

    @property
    def warned(self) -> frozenset[int]:
        """The positions of the turns with a warning."""
        return frozenset(w.turn for w in self.warnings)

    @property
    def next_player(self) -> str | None:
        return None if self.next_seat < 0 else self.setup.players[self.next_seat]

    def total_of(self, name: str) -> int:
        return self.totals[self.setup.seat_of(name)]


def points_to_win(state: GameState) -> int | None:
    """What the player to play must score this turn: in the last round, to pass the best
    total and stand at the target; in sudden death, to reach the target (nobody stands at
    it). None while the game is simply being played (or over)."""
    if state.next_seat < 0 or state.phase not in (LAST_ROUND, SUDDEN_DEATH):
        return None
    mine = state.totals[state.next_seat]
    target = int(state.setup.profile.target)
    if state.phase == SUDDEN_DEATH:
        return max(target - mine, 1)
    leader = max(t for seat, t in enumerate(state.totals) if seat != state.next_seat)
    return max(max(leader + 1, target) - mine, 1)


def _deltas(setup: GameSetup, seat: int, turn: Turn) -> tuple[int, list[int], TurnScore | None]:
    """The player's points, every seat's gain, and the scored result (dice turns)."""
    n = len(setup.players)
    if isinstance(turn, DiceTurn):
        result = replayed_score(
            turn.card,
            turn.dice,
            turn.saved,
            turn.skull_island,
            n,
            setup.profile,
        )
        deltas = [result.opponents] * n
        deltas[seat] = result.points
        return result.points, deltas, result
    deltas = manual_deltas(setup, seat, turn)
    return turn.points, deltas, None


class Replay:
    """A replay in progress: feed it turns one by one with :meth:`apply` (which raises a
    RulesError, leaving the state unchanged, for a turn the game cannot take)."""

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        self.totals = list(starting_totals(setup))
        self.phase = PLAYING
        self.next_seat = 0
        self.round = 1
        self.left: list[int] = []
        self.triggered_by: str | None = None
        self.winners: tuple[str, ...] = ()
        self.ended_by: str | None = None
        self.outcomes: list[TurnOutcome] = []
        self.pile = Pile(setup.profile)
        self.warnings: list[DeckWarning] = []

    def apply(self, turn: Turn) -> None:
        """Play ``turn``; a refused turn changes nothing."""
        setup = self.setup
        seat = seat_to_play(setup, self.phase, self.winners, self.next_seat, turn.player)
        points, deltas, result = _deltas(setup, seat, turn)
        if isinstance(turn, DiceTurn) and not self.pile.draw(turn.card):
            self.warnings.append(DeckWarning(len(self.outcomes), turn.card))
        floor = not setup.profile.negative_scores
        for i, delta in enumerate(deltas):
            total = self.totals[i] + delta
            self.totals[i] = max(total, 0) if floor else total
        turn_round = self.round
        self._advance(seat, result)
        self.outcomes.append(
            TurnOutcome(
                len(self.outcomes),
                setup.players[seat],
                seat,
                turn_round,
                points,
                tuple(deltas),
                tuple(self.totals),
                result,
                self.phase,
                _kind(result),
            )
        )

    def _advance(self, seat: int, result: TurnScore | None) -> None:
        """The end-of-game rules, after the turn of ``seat``."""
        n = len(self.setup.players)
        target = self.setup.profile.target
        at_target = [i for i, total in enumerate(self.totals) if total >= target]
        if result is not None and result.pirate_magic:
            self._finish((seat,), BY_PIRATE_MAGIC)
            return
        if self.phase == PLAYING and at_target:
            self.phase = LAST_ROUND
            self.triggered_by = self.setup.players[seat]
            order = [(seat + k) % n for k in range(1, n + 1)]
            self.left = [i for i in order if i not in at_target]
        elif self.phase == LAST_ROUND:
            self.left.pop(0)
        elif self.phase == SUDDEN_DEATH and at_target:
            self._finish(self._highest(at_target), BY_TARGET)
            return
        if self.phase == LAST_ROUND and not self.left:
            if at_target:
                self._finish(self._highest(range(n)), BY_TARGET)
                return
            self.phase = SUDDEN_DEATH
        following = self.left[0] if self.phase == LAST_ROUND else (seat + 1) % n
        if following <= seat:
            self.round += 1
        self.next_seat = following

    def _highest(self, seats: Sequence[int] | range) -> tuple[int, ...]:
        best = max(self.totals[i] for i in seats)
        return tuple(i for i in seats if self.totals[i] == best)

    def _finish(self, seats: tuple[int, ...], why: str) -> None:
        self.phase = OVER
        self.next_seat = -1
        self.left = []
        self.winners = tuple(self.setup.players[i] for i in seats)
        self.ended_by = why

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
            self.pile.state(),
            tuple(self.warnings),
        )


def replay(setup: GameSetup, turns: Sequence[Turn]) -> GameState:
    """Replay ``turns`` in order. The first turn the rules refuse raises :class:`ReplayError`."""
    state: GameState = replay_all(Replay(setup), turns)
    return state
