"""Two-player Dix mille played out by dice, seeded: both players follow the solved policy
(``marquoir.games.dix_mille.odds.win``: at each throw the keep worth the most, then bank or throw
on as the table says), and the game itself is the rules' replay (banked points, blanks, the
entry threshold, the last round, the tie rule), so the simulation checks the solution
against the rules rather than against itself."""

from __future__ import annotations

import random
from functools import cache

import numpy as np

from marquoir.games.dix_mille.odds import win_kernel as kernel
from marquoir.games.dix_mille.odds.advice import keeps
from marquoir.games.dix_mille.odds.win import HARD, WinTable, flat
from marquoir.games.dix_mille.rules import STEP, BlankTurn, PointsTurn
from marquoir.games.dix_mille.rules.game import LAST_ROUND, OVER, Replay
from marquoir.odds_records import Keep
from marquoir.rules.setup import new_setup

PLAYERS = ("Anne", "Bruno")


class Policy:
    """The solved play of one profile, each turn start's turn solved once."""

    def __init__(self, table: WinTable) -> None:
        self.table = table
        self.profile = table.profile
        self.flat = flat(table.profile)
        self.target = self.profile.target // STEP
        self.entry = self.profile.entry // STEP
        self.turn = cache(self._turn)

    def _turn(self, a: int, b: int) -> tuple[np.ndarray, int, float]:
        x = 1.0 - float(self.table.w[b, a])
        v = np.zeros((self.target + HARD + kernel.BEYOND + 2, 7))
        s = np.zeros_like(v)
        _, _, last = kernel.sweep(
            a,
            b,
            x,
            self.target,
            self.entry,
            HARD,
            self.table.w,
            self.table.reach[6],
            *self.flat,
            v,
            s,
        )
        return v, last, x

    def bank(self, a: int, b: int, u: int) -> float:
        _, _, x = self.turn(a, b)
        value: float = kernel.bank_value(
            u, a, b, x, self.target, self.entry, self.table.w, self.table.reach[6]
        )[0]
        return value

    def play(self, rng: random.Random, a: int, b: int, last_turn: bool) -> int | None:
        """One turn of the player at ``a`` against ``b`` (fifties): the fifties banked, or
        None for a blank."""
        t, n = 0, 6
        need = b - a + 1
        while True:
            throw = tuple(sorted(rng.randint(1, 6) for _ in range(n)))
            options = keeps(throw, self.profile)
            if not options:
                return None
            if last_turn:
                best = max(options, key=lambda k, t=t: self.last_worth(need - t, k))
                t, n = t + best.points // STEP, best.next_dice
                if t >= need:
                    return t
                continue
            v, last, _ = self.turn(a, b)
            best = max(options, key=lambda k, t=t: v[t + k.points // STEP, k.next_dice])
            t, n = t + best.points // STEP, best.next_dice
            if t >= last or self.bank(a, b, a + t) >= v[t, n]:
                return t

    def last_worth(self, left: int, keep: Keep) -> float:
        """In the last turn, ``left`` fifties still to pass: what ``keep`` leaves."""
        left -= keep.points // STEP
        return 1.0 if left <= 0 else float(self.table.reach[keep.next_dice, left])


def play_game(policy: Policy, rng: random.Random, opening: tuple[int, ...] = ()) -> tuple[str, ...]:
    """A whole game (after the ``opening`` turns' points, in seating order), by the rules'
    replay; its winners."""
    replay = Replay(new_setup(PLAYERS, policy.profile))
    for points in opening:
        player = PLAYERS[replay.next_seat]
        replay.apply(PointsTurn(player, points) if points else BlankTurn(player))
    while replay.phase != OVER:
        seat = replay.next_seat
        mine, other = replay.totals[seat] // STEP, replay.totals[1 - seat] // STEP
        banked = policy.play(rng, mine, other, replay.phase == LAST_ROUND)
        player = PLAYERS[seat]
        replay.apply(BlankTurn(player) if banked is None else PointsTurn(player, banked * STEP))
    return replay.winners
