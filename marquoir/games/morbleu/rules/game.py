"""A Morbleu game by replay (morbleu.md): every pirate's escudos and hand size, the pot, the
end when a duel leaves the pot empty, and the final scores once the Treasure escudos are
declared."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.morbleu.rules.turns import (
    HAND_MAX,
    HAND_START,
    POT,
    REWARDS,
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
    Turn,
)
from marquoir.rules.errors import RulesError
from marquoir.rules.player_maps import seats_once
from marquoir.rules.sheet import OTHER
from marquoir.rules.sheet import TREASURE as TREASURE_KIND
from marquoir.rules.turns import TurnOutcome, replay_all, seat_to_play

if TYPE_CHECKING:
    from collections.abc import Sequence

    from marquoir.rules.setup import GameSetup

PLAYING = "playing"
#: the pot is empty: the Treasure escudos are declared next
TREASURE = "treasure"
OVER = "over"
BY_EMPTY_POT = "empty_pot"


class DuelResult(NamedTuple):
    """What a duel (or a new hand, an adjustment) did, for the ledger."""

    kind: str
    #: a duel's opponent, winner (None: a draw) and challenge
    against: str = ""
    winner: str | None = None
    challenge: str | None = None
    #: cards the winner drew (after the 5-card limit) and escudos taken from the pot
    cards: int = 0
    escudos: int = 0
    #: the pot after the turn
    pot: int = 0
    #: every seat's hand after the turn
    hands: tuple[int, ...] = ()


class GameState(NamedTuple):
    """Where a Morbleu game stands after its turns were replayed. ``totals`` are the escudos
    until the game is over, then the final scores (escudos + Treasure)."""

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
    escudos: tuple[int, ...]
    hands: tuple[int, ...]
    pot: int
    #: the Treasure escudos declared, or None before
    treasure: tuple[int, ...] | None
    #: each seat's duels won, lost and drawn
    duels: tuple[tuple[int, int, int], ...]

    @property
    def next_player(self) -> str | None:
        return None if self.next_seat < 0 else self.setup.players[self.next_seat]


class Replay:
    def __init__(self, setup: GameSetup) -> None:
        n = len(setup.players)
        self.setup = setup
        self.escudos = [0] * n
        self.hands = [HAND_START] * n
        self.pot = int(setup.profile.pot)
        self.treasure: tuple[int, ...] | None = None
        self.duels = [[0, 0, 0] for _ in range(n)]
        self.phase = PLAYING
        self.next_seat = 0
        self.round = 1
        self.winners: tuple[str, ...] = ()
        self.outcomes: list[TurnOutcome] = []

    def apply(self, turn: Turn) -> None:
        setup = self.setup
        if self.phase == TREASURE and not isinstance(turn, (TreasureTurn, AdjustTurn)):
            raise RulesError("morbleu.declare_treasure", "")
        seat = seat_to_play(setup, self.phase, self.winners, self.next_seat, turn.player)
        before = self._totals()  # the Treasure declared changes the totals, not the escudos
        turn_round = self.round
        if isinstance(turn, TreasureTurn):
            result = self._treasure(turn)
        elif isinstance(turn, AdjustTurn):
            result = self._adjust(turn)
        elif isinstance(turn, DuelTurn):
            result = self._duel(seat, turn)
        else:
            result = self._new_hand(seat, turn)
        deltas = tuple(after - b for after, b in zip(self._totals(), before, strict=True))
        if not isinstance(turn, (AdjustTurn, TreasureTurn)):
            self._advance(seat)
        totals = self._totals()
        self.outcomes.append(
            TurnOutcome(
                len(self.outcomes),
                setup.players[seat],
                seat,
                turn_round,
                deltas[seat],
                deltas,
                totals,
                result._replace(pot=self.pot, hands=tuple(self.hands)),
                self.phase,
                TREASURE_KIND if isinstance(turn, TreasureTurn) else OTHER,
            )
        )

    def _totals(self) -> tuple[int, ...]:
        if self.treasure is None:
            return tuple(self.escudos)
        return tuple(e + t for e, t in zip(self.escudos, self.treasure, strict=True))

    def _duel(self, seat: int, turn: DuelTurn) -> DuelResult:
        setup = self.setup
        try:
            other = setup.seat_of(turn.against)
        except RulesError as error:
            raise RulesError(error.key, "duel.against", **error.params) from None
        if other == seat:
            raise RulesError("morbleu.self_duel", "duel.against", name=setup.players[seat])
        against = setup.players[other]
        if turn.winner is None:
            self.duels[seat][2] += 1
            self.duels[other][2] += 1
            return DuelResult("duel", against)
        try:
            winner = setup.seat_of(turn.winner)
        except RulesError as error:
            raise RulesError(error.key, "duel.winner", **error.params) from None
        if winner not in (seat, other):
            raise RulesError("morbleu.not_in_duel", "duel.winner", name=setup.players[winner])
        if turn.challenge not in REWARDS:
            raise RulesError(
                "morbleu.challenge",
                "duel.challenge",
                given=turn.challenge or "",
                known=", ".join(REWARDS),
            )
        cards, escudos = REWARDS[turn.challenge]
        drawn = min(cards, HAND_MAX - self.hands[winner]) if self.hands[winner] < HAND_MAX else 0
        self.hands[winner] = min(HAND_MAX, self.hands[winner] + cards)
        taken = min(escudos, self.pot)
        self.pot -= taken
        self.escudos[winner] += taken
        loser = other if winner == seat else seat
        self.duels[winner][0] += 1
        self.duels[loser][1] += 1
        return DuelResult("duel", against, setup.players[winner], turn.challenge, drawn, taken)

    def _new_hand(self, seat: int, turn: NewHandTurn) -> DuelResult:
        if self.escudos[seat] < 1:
            raise RulesError("morbleu.no_escudo", "", name=self.setup.players[seat])
        self.escudos[seat] -= 1
        self.pot += 1
        self.hands[seat] = HAND_START
        return DuelResult("new_hand")

    def _adjust(self, turn: AdjustTurn) -> DuelResult:
        """Escudos moved and hands set; refused whole when any part is wrong."""
        setup = self.setup
        escudos, pot, hands = list(self.escudos), self.pot, list(self.hands)
        seats = seats_once(setup, (name for name, _ in turn.escudos), "adjust.escudos")
        hand_seats = seats_once(setup, (name for name, _ in turn.hands), "adjust.hands")
        if sum(delta for _, delta in turn.escudos) + turn.pot != 0:
            raise RulesError("morbleu.adjust_sum", "adjust.escudos")
        pot += turn.pot
        if pot < 0:
            raise RulesError("morbleu.pot_short", f"adjust.{POT}", pot=self.pot)
        for seat, (name, delta) in zip(seats, turn.escudos, strict=True):
            escudos[seat] += delta
            if escudos[seat] < 0:
                raise RulesError(
                    "morbleu.escudos_short",
                    f"adjust.escudos.{name}",
                    name=setup.players[seat],
                    n=self.escudos[seat],
                )
        for seat, (name, size) in zip(hand_seats, turn.hands, strict=True):
            if not 0 <= size <= HAND_MAX:
                raise RulesError("morbleu.hand_size", f"adjust.hands.{name}", given=size)
            hands[seat] = size
        self.escudos, self.pot, self.hands = escudos, pot, hands
        return DuelResult("adjust")

    def _treasure(self, turn: TreasureTurn) -> DuelResult:
        if self.phase != TREASURE:
            raise RulesError("morbleu.treasure_early", "treasure", pot=self.pot)
        treasure = [0] * len(self.setup.players)
        seats = seats_once(self.setup, (name for name, _ in turn.treasure), "treasure")
        for seat, (name, n) in zip(seats, turn.treasure, strict=True):
            if n < 0:
                raise RulesError("morbleu.treasure_negative", f"treasure.{name}", given=n)
            treasure[seat] = n
        self.treasure = tuple(treasure)
        totals = self._totals()
        best = max(totals)
        self.winners = tuple(
            p for p, t in zip(self.setup.players, totals, strict=True) if t == best
        )
        self.phase = OVER
        self.next_seat = -1
        return DuelResult("treasure")

    def _advance(self, seat: int) -> None:
        if self.pot == 0:  # the last escudo has left the table: the Treasure is declared
            self.phase = TREASURE
            self.next_seat = 0
            return
        following = (seat + 1) % len(self.setup.players)
        if following <= seat:
            self.round += 1
        self.next_seat = following

    def state(self) -> GameState:
        return GameState(
            self.setup,
            tuple(self.outcomes),
            self._totals(),
            self.phase,
            self.next_seat,
            self.round,
            (),
            None,
            self.winners,
            BY_EMPTY_POT if self.phase == OVER else None,
            tuple(self.escudos),
            tuple(self.hands),
            self.pot,
            self.treasure,
            tuple((w, lost, d) for w, lost, d in self.duels),
        )


def replay(setup: GameSetup, turns: Sequence[Turn]) -> GameState:
    """Replay ``turns`` in order; the first refused turn raises ``ReplayError``."""
    state: GameState = replay_all(Replay(setup), turns)
    return state
