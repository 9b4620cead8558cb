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

from marquoir.games.mille_sabords.odds import sim_kernel as kernel
from marquoir.games.mille_sabords.odds.draws import (
    MAX_ROLLS,
    Pack,
    build_apart,
    empty_pack,
    packed,
)
from marquoir.games.mille_sabords.rules import RuleProfile
from marquoir.games.mille_sabords.rules.deck import deck_of
from marquoir.games.mille_sabords.rules.game import LAST_ROUND, OVER, SUDDEN_DEATH, GameState
from marquoir.odds.win_sim import (
    ENDINGS,
    MAX_TURNS,
    chances_of,
    check_endings,
    each,
    generator,
    parts,
    settled,
    too_long,
)
from marquoir.odds_records import Chances

if TYPE_CHECKING:
    from collections.abc import Sequence

PLAYING_CODE, LAST_CODE, SUDDEN_CODE = kernel.PLAYING_CODE, kernel.LAST_CODE, kernel.SUDDEN_CODE
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
    profile: RuleProfile,
    starts: Sequence[Start],
    endings: int,
    rng: np.random.Generator,
    openings: Sequence[tuple[int, int]] | None = None,
) -> np.ndarray:
    """``endings`` endings from each of ``starts`` (one after the other): each ending's
    share of the win for each player. A start's opening ``(card, move)``, where given, is a
    turn under way: the card's index in :func:`pack_of`'s pack, held by the player to play
    (the start's pile is without it), and the move of that pack played on (the kernel's
    ``play_out``); ``(-1, 0)``: none."""
    turns = pack_of(profile)
    won, how = _run(profile, turns, starts, endings, int(rng.integers(2**32)), openings)
    if how == kernel.ROLLS_ENDLESS:
        raise AssertionError("a turn did not end")  # never seen: say so loudly
    if how != kernel.DONE:
        raise too_long()
    return parts(won)


def _run(
    profile: RuleProfile,
    turns: Pack,
    starts: Sequence[Start],
    endings: int,
    seed: int,
    openings: Sequence[tuple[int, int]] | None,
) -> tuple[np.ndarray, int]:
    """The compiled loop's answer for ``turns``, the profile's pack: who won each ending,
    and how the endings went."""
    players = len(starts[0].totals)
    full = deck_of(profile)
    cards = list(full)
    if openings is None:
        openings = [(-1, 0)] * len(starts)

    def array(values: list[Any], dtype: Any) -> np.ndarray:
        return np.array(values, dtype=dtype).reshape(len(starts), -1)

    piles = [dict(start.left) for start in starts]
    chains = (
        turns.cumulated, turns.starts, turns.dest, turns.stop_value, turns.stop_outcome,
        turns.reroll_move,
    )  # fmt: skip
    won, how = kernel.play_out(
        array([[left.get(c, 0) for c in cards] for left in piles], np.int64),
        array([start.totals for start in starts], np.int64),
        np.array([start.phase for start in starts], dtype=np.int64),
        np.array([start.seat for start in starts], dtype=np.int64),
        array([start.to_play for start in starts], np.bool_),
        np.array(openings, dtype=np.int64).reshape(len(starts), 2),
        endings,
        np.array([full[card] for card in cards], dtype=np.int64),
        turns.turn,
        turns.outcomes,
        turns.points,
        turns.kind,
        turns.skulls,
        chains,
        turns.first,
        turns.ev_move,
        MAX_ROLLS,
        profile.target,
        not profile.negative_scores,
        cards.index("pirate") if "pirate" in cards else -1,
        ISLAND_COST,
        1200 // (players - 1),
        MAX_TURNS,
        seed,
    )
    return won, how


def pack_of(profile: RuleProfile) -> Pack:
    """The chains of every card of the profile's deck, in the deck's order, as one pack.
    Where the cache folder lacks some (a new version's first start), another process builds
    them too (:func:`~.draws.build_apart`) while this one compiles the simulation's loop
    first: the two cores at work, not one after the other."""
    cards = tuple(deck_of(profile))
    if build_apart(cards, profile.edition) is not None:
        compile_loop(profile)
    return packed(cards, profile.edition)


def compile_loop(profile: RuleProfile) -> None:
    """Compile the simulation's loop for the arrays it is given (or read it from numba's
    cache), playing no ending."""
    players = 2
    pile = tuple(deck_of(profile).items())
    start = Start((0,) * players, PLAYING_CODE, 0, (False,) * players, pile)
    _run(profile, empty_pack(), [start], 0, 0, None)


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
