"""Dix mille's chance to win by simulation: any number of players, any profile (the
three-blanks penalty included), from where a replayed game stands.

Each simulated turn is drawn from the exact turn model (:mod:`.dix_mille_draws`) under this
play: a player who has entered plays for the most points (the f2 advice); one who has not
plays for the entry threshold and banks it; in the last round each player plays to pass the
best total (the best chance to bank what passes it, banked at once). The end is
dix-mille.md's: the last round, then the highest total, a tie to the one who reached the
target first (else shared); a third blank in a row costs the penalty.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np

from marquoir.games.dix_mille.odds.draws import throw_for_need, turns
from marquoir.games.dix_mille.rules import STEP, DixMilleProfile, GameState
from marquoir.games.dix_mille.rules.game import BLANKS_IN_A_ROW, LAST_ROUND, OVER
from marquoir.odds.win_sim import (
    ENDINGS,
    MAX_TURNS,
    chances_of,
    check_endings,
    each,
    generator,
    highest,
    parts,
    settled,
    too_long,
)
from marquoir.odds_records import Chances

if TYPE_CHECKING:
    from collections.abc import Sequence

PLAYING_CODE, LAST_CODE, OVER_CODE = 0, 1, 2


class Start(NamedTuple):
    """Where the endings start: the totals, who has entered, the runs of blanks, the turn
    after which each total first stood at the target (-1: never), the phase, the seat to
    play, the last round's turns left and the turns played so far."""

    totals: tuple[int, ...]
    entered: tuple[bool, ...]
    runs: tuple[int, ...]
    reached: tuple[int, ...]
    last_round: bool
    seat: int
    left: int
    position: int


def start_of(state: GameState) -> Start:
    return Start(
        tuple(state.totals),
        tuple(state.entered),
        tuple(state.blank_runs),
        tuple(state.reached_at),
        state.phase == LAST_ROUND,
        state.next_seat,
        len(state.last_round_left),
        len(state.outcomes),
    )


def simulate(
    profile: DixMilleProfile, start: Start, endings: int = ENDINGS, seed: int | None = None
) -> Chances:
    """Each player's chance to win from ``start``, over ``endings`` simulated endings."""
    check_endings(endings)
    rng = generator(seed, "dix-mille", profile, start, endings)
    return chances_of(play_out(profile, [start], endings, rng))


def play_out(
    profile: DixMilleProfile, starts: Sequence[Start], endings: int, rng: np.random.Generator
) -> np.ndarray:
    """``endings`` endings from each of ``starts`` (one after the other): each ending's
    share of the win for each player."""
    tw = turns(profile)
    players = len(starts[0].totals)

    def rows(values: list[Any], dtype: Any) -> np.ndarray:
        return np.repeat(np.array(values, dtype=dtype), endings, axis=0)

    totals = rows([s.totals for s in starts], np.int64)
    entered = rows([s.entered for s in starts], bool)
    runs = rows([s.runs for s in starts], np.int64)
    reached = rows([s.reached for s in starts], np.int64)
    phase = rows([LAST_CODE if s.last_round else PLAYING_CODE for s in starts], np.int64)
    seat = rows([s.seat for s in starts], np.int64)
    left = rows([s.left for s in starts], np.int64)
    position = rows([s.position for s in starts], np.int64)
    entry = profile.entry // STEP
    for _ in range(MAX_TURNS):
        live = np.flatnonzero(phase != OVER_CODE)
        if not len(live):
            break
        banked = np.empty(len(live), dtype=np.int64)
        s = seat[live]
        in_last = phase[live] == LAST_CODE
        has_entered = entered[live, s]
        plain = ~in_last & (has_entered | (tw.entry is None))
        banked[plain] = tw.points.draw(rng, int(plain.sum()))
        opening = ~in_last & ~plain
        if opening.any():
            assert tw.entry is not None
            banked[opening] = tw.entry.draw(rng, int(opening.sum()))
        if in_last.any():
            who = live[in_last]
            mine = totals[who, s[in_last]]
            others = totals[who].copy()
            others[np.arange(len(who)), s[in_last]] = np.iinfo(np.int64).min
            need = -((mine - others.max(axis=1) - 1) // STEP)  # fifties to pass the best
            need = np.maximum(need, 1)
            need = np.where(has_entered[in_last], need, np.maximum(need, entry))
            banked[in_last] = throw_for_need(tw, rng, need)
        blank = banked < 0
        points = np.where(blank, 0, banked * STEP)
        held = ~blank & ~has_entered & (points < profile.entry)
        run = np.where(blank, runs[live, s] + 1, 0)
        penalty = blank & (run >= BLANKS_IN_A_ROW) & (profile.three_blanks > 0)
        runs[live, s] = np.where(penalty, 0, run)
        gained = np.where(held, 0, points) - np.where(penalty, profile.three_blanks, 0)
        totals[live, s] += gained
        entered[live, s] = has_entered | (~blank & ~held)
        now = totals[live, s]
        first = (now >= profile.target) & (reached[live, s] < 0)
        reached[live[first], s[first]] = position[live[first]]
        position[live] += 1
        starts_last = (phase[live] == PLAYING_CODE) & (now >= profile.target)
        phase[live[starts_last]] = LAST_CODE
        left[live[starts_last]] = players - 1
        left[live[in_last]] -= 1
        ends = in_last & (left[live] == 0)
        phase[live[ends]] = OVER_CODE
        seat[live] = (s + 1) % players
    else:
        raise too_long()
    top = highest(totals, np.ones_like(totals, dtype=bool))
    reached_top = top & (reached >= 0)
    first_there = np.where(reached_top, reached, np.iinfo(np.int64).max).argmin(axis=1)
    won = np.where(
        reached_top.any(axis=1, keepdims=True),
        np.arange(players)[None, :] == first_there[:, None],
        top,
    )
    return parts(won)


def win_chances(state: GameState, endings: int = ENDINGS, seed: int | None = None) -> Chances:
    """Each player's chance to win now, simulated from the replayed game."""
    if state.phase == OVER:
        return settled(state.winners, state.setup.players)
    return simulate(state.setup.profile, start_of(state), endings, seed)


def win_chances_each(
    states: Sequence[GameState], endings: int = ENDINGS, seed: int | None = None
) -> list[Chances]:
    """Each player's chance to win after each of ``states`` (one game's turns), simulated
    together."""
    check_endings(endings)
    if not states:
        return []
    profile = states[0].setup.profile

    def known(state: GameState) -> Chances | None:
        return settled(state.winners, state.setup.players) if state.phase == OVER else None

    def play(rest: list[GameState]) -> np.ndarray:
        starts = [start_of(state) for state in rest]
        rng = generator(seed, "dix-mille", profile, starts, endings)
        return play_out(profile, starts, endings, rng)

    return each(states, known, play)


def seat_chances(
    profile: DixMilleProfile, players: int, endings: int = ENDINGS, seed: int | None = None
) -> Chances:
    """Each seat's chance at the start of a game (nobody has scored), simulated."""
    free = profile.entry == 0
    start = Start((0,) * players, (free,) * players, (0,) * players, (-1,) * players,
                  False, 0, 0, 0)  # fmt: skip
    return simulate(profile, start, endings, seed)
