"""Mille Sabords' chance to win by simulation, any number of players, from where a replayed
game stands (RULES.md, "Totals, negative scores and the end of the game").

Each simulated turn draws its card from the pile as it stands (the cards left, the reshuffle
of the discards when it is drawn out), then the turn from that card's exact turn model
(:mod:`.mille_sabords_draws`): the advice for the most points (f2), Skull Island's
deductions to the others, a Zombie Attack lost shared among them, Pirate magic ending the
game; in the last round each player plays to pass the best total (stop as soon as it is
passed, never before: the best reroll otherwise). Totals are floored at 0 when the profile
says so; the last round, its end, sudden death and Pirate magic are RULES.md's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

import numpy as np

from marquoir.odds.mille_sabords_draws import ISLAND, MAGIC, ZOMBIE_LOST, packed
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
from marquoir.rules.mille_sabords import RuleProfile
from marquoir.rules.mille_sabords.deck import deck_of
from marquoir.rules.mille_sabords.game import LAST_ROUND, OVER, SUDDEN_DEATH, GameState

if TYPE_CHECKING:
    from collections.abc import Sequence

PLAYING_CODE, LAST_CODE, SUDDEN_CODE, OVER_CODE = 0, 1, 2, 3
PHASES = {LAST_ROUND: LAST_CODE, SUDDEN_DEATH: SUDDEN_CODE}
#: what a Skull Island skull costs each opponent, by card
ISLAND_COST = 100


class Start(NamedTuple):
    """Where the endings start: the totals, the phase's code, the seat to play, the seats
    the last round still waits for, and the pile (each card of the deck and how many are
    left)."""

    totals: tuple[int, ...]
    phase: int
    seat: int
    to_play: tuple[bool, ...]
    left: tuple[tuple[str, int], ...]


def start_of(state: GameState) -> Start:
    players = len(state.setup.players)
    waiting = set(state.last_round_left)
    return Start(
        tuple(state.totals),
        PHASES.get(state.phase, PLAYING_CODE),
        state.next_seat,
        tuple(seat in waiting for seat in range(players)),
        tuple(state.deck.left),
    )


def simulate(
    profile: RuleProfile, start: Start, endings: int = ENDINGS, seed: int | None = None
) -> Chances:
    """Each player's chance to win from ``start``, over ``endings`` simulated endings."""
    check_endings(endings)
    rng = generator(seed, "mille-sabords", profile, start, endings)
    return chances_of(play_out(profile, [start], endings, rng))


def play_out(
    profile: RuleProfile, starts: Sequence[Start], endings: int, rng: np.random.Generator
) -> np.ndarray:
    """``endings`` endings from each of ``starts`` (one after the other): each ending's
    share of the win for each player."""
    players = len(starts[0].totals)
    full = deck_of(profile)
    cards = list(full)
    turns = packed(tuple(cards), profile.edition)
    full_counts = np.array([full[card] for card in cards], dtype=np.int64)

    def rows(values: list[Any], dtype: Any) -> np.ndarray:
        return np.repeat(np.array(values, dtype=dtype), endings, axis=0)

    piles = [dict(start.left) for start in starts]
    pile = rows([[left.get(c, 0) for c in cards] for left in piles], np.int64)
    totals = rows([start.totals for start in starts], np.int64)
    phase = rows([start.phase for start in starts], np.int64)
    seat = rows([start.seat for start in starts], np.int64)
    to_play = rows([start.to_play for start in starts], bool)
    won = np.zeros((len(totals), players), dtype=bool)
    pirate = cards.index("pirate") if "pirate" in cards else -1
    share = 1200 // (players - 1)
    for _ in range(MAX_TURNS):
        live = np.flatnonzero(phase != OVER_CODE)
        if not len(live):
            break
        s = seat[live]
        # the card: drawn from the pile as it stands, the discards reshuffled when it is out
        counts = pile[live]
        cum = np.cumsum(counts, axis=1)
        pick = (cum <= (rng.random(len(live)) * cum[:, -1])[:, None]).sum(axis=1)
        counts[np.arange(len(live)), pick] -= 1
        counts[cum[:, -1] == 1] = full_counts
        pile[live] = counts
        # the turn: the card's outcomes
        in_last = phase[live] == LAST_CODE
        o = np.empty(len(live), dtype=np.int64)
        o[~in_last] = turns.draw(rng, pick[~in_last])
        if in_last.any():
            last = np.flatnonzero(in_last)
            others = totals[live[last]].copy()
            others[np.arange(len(last)), s[last]] = np.iinfo(np.int64).min
            need = others.max(axis=1) - totals[live[last], s[last]] + 1
            o[last] = turns.roll_for(rng, pick[last], need.astype(float))
        points = turns.points[o].astype(np.int64)
        kind, skulls = turns.kind[o], turns.skulls[o]
        cost = np.where(pick == pirate, 2 * ISLAND_COST, ISLAND_COST)
        others_gain = np.where(kind == ISLAND, -cost * skulls, 0)
        others_gain = np.where(kind == ZOMBIE_LOST, share, others_gain)
        delta = np.repeat(others_gain[:, None], players, axis=1)
        delta[np.arange(len(live)), s] = points
        new = totals[live] + delta
        if not profile.negative_scores:
            new = np.maximum(new, 0)
        totals[live] = new
        # the end of the game (RULES.md), after the turn of ``s``
        magic = kind == MAGIC
        won[live[magic], s[magic]] = True
        at = new >= profile.target
        any_at = at.any(axis=1)
        was = phase[live]
        now = was.copy()
        starting = (was == PLAYING_CODE) & any_at
        now[starting] = LAST_CODE
        waiting = to_play[live]
        waiting[starting] = ~at[starting]
        waiting[was == LAST_CODE, s[was == LAST_CODE]] = False
        sudden_won = (was == SUDDEN_CODE) & any_at & ~magic
        if sudden_won.any():
            won[live[sudden_won]] = highest(new[sudden_won], at[sudden_won])
        round_over = (now == LAST_CODE) & ~waiting.any(axis=1)
        final = round_over & any_at & ~magic
        if final.any():
            won[live[final]] = highest(new[final], np.ones_like(at[final]))
        now[round_over & ~any_at] = SUDDEN_CODE
        over = magic | sudden_won | final
        now[over] = OVER_CODE
        phase[live] = now
        to_play[live] = waiting
        # who plays next: in the last round the next seat it still waits for
        ahead = (s[:, None] + np.arange(1, players + 1)[None, :]) % players
        waits = np.take_along_axis(waiting, ahead, axis=1)
        following = np.where(
            now == LAST_CODE, ahead[np.arange(len(live)), waits.argmax(axis=1)], (s + 1) % players
        )
        seat[live] = following
    else:
        raise too_long()
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
        rng = generator(seed, "mille-sabords", profile, starts, endings)
        return play_out(profile, starts, endings, rng)

    return each(states, known, play)


def seat_chances(
    profile: RuleProfile, players: int, endings: int = ENDINGS, seed: int | None = None
) -> Chances:
    """Each seat's chance at the start of a game (nothing scored, the pile full), simulated."""
    full = tuple(deck_of(profile).items())
    start = Start((0,) * players, PLAYING_CODE, 0, (False,) * players, full)
    return simulate(profile, start, endings, seed)
