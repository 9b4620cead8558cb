"""Morbleu's chance to win by simulation, from the pot, the escudos and the duel chances
(morbleu.md).

The model (Marquoir does not see the cards, which may overturn any duel): each turn the
player to play challenges one of the others, chosen at random; both announce **Double** (two
identical dice, 96/216, the likeliest challenge that takes an escudo) and throw 3 dice; the
one who alone succeeds wins the duel and takes 1 escudo from the pot; both or neither: a draw.
Nobody pays for a new hand. The game ends when a duel empties the pot; the Treasure cards in
hand are unknown until then and count 0, so the most escudos win (equal highest share).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from marquoir.games.morbleu.odds.duel import chance
from marquoir.games.morbleu.rules.game import OVER, TREASURE, GameState
from marquoir.games.morbleu.rules.turns import REWARDS
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

#: the challenge the model has both duellists announce
CHALLENGE = "double"


class Start(NamedTuple):
    escudos: tuple[int, ...]
    pot: int
    seat: int


def simulate(start: Start, endings: int = ENDINGS, seed: int | None = None) -> Chances:
    """Each pirate's chance to win from ``start``, over ``endings`` simulated endings."""
    check_endings(endings)
    rng = generator(seed, "morbleu", start, endings)
    return chances_of(play_out([start], endings, rng))


def play_out(starts: Sequence[Start], endings: int, rng: np.random.Generator) -> np.ndarray:
    """``endings`` endings from each of ``starts`` (one after the other): each ending's
    share of the win for each pirate."""
    players = len(starts[0].escudos)
    success = float(chance(CHALLENGE))
    reward = REWARDS[CHALLENGE][1]
    escudos = np.repeat(np.array([s.escudos for s in starts], dtype=np.int64), endings, axis=0)
    pot = np.repeat(np.array([s.pot for s in starts], dtype=np.int64), endings)
    seat = np.repeat(np.array([s.seat for s in starts], dtype=np.int64), endings)
    for _ in range(MAX_TURNS):
        live = np.flatnonzero(pot > 0)
        if not len(live):
            break
        s = seat[live]
        other = (s + rng.integers(1, players, len(live))) % players
        mine = rng.random(len(live)) < success
        theirs = rng.random(len(live)) < success
        winner = np.where(mine & ~theirs, s, np.where(theirs & ~mine, other, -1))
        wins = winner >= 0
        taken = np.minimum(reward, pot[live[wins]])
        escudos[live[wins], winner[wins]] += taken
        pot[live[wins]] -= taken
        seat[live] = (s + 1) % players
    else:
        raise too_long()
    return parts(highest(escudos, np.ones_like(escudos, dtype=bool)))


def _known(state: GameState) -> Chances | None:
    """The chances that need no simulation: the winners once the game is over; the most
    escudos once the pot is empty (the Treasure unknown: 0)."""
    players = state.setup.players
    if state.phase == OVER:
        return settled(state.winners, players)
    if state.phase == TREASURE or state.pot == 0:
        best = max(state.escudos)
        top = tuple(p for p, e in zip(players, state.escudos, strict=True) if e == best)
        return settled(top, players)
    return None


def _start(state: GameState) -> Start:
    return Start(tuple(state.escudos), state.pot, state.next_seat)


def win_chances(state: GameState, endings: int = ENDINGS, seed: int | None = None) -> Chances:
    """Each pirate's chance to win now: known once the pot is empty, else simulated."""
    known = _known(state)
    return known if known is not None else simulate(_start(state), endings, seed)


def win_chances_each(
    states: Sequence[GameState], endings: int = ENDINGS, seed: int | None = None
) -> list[Chances]:
    """Each pirate's chance to win after each of ``states`` (one game's turns), simulated
    together."""
    check_endings(endings)

    def play(rest: list[GameState]) -> np.ndarray:
        starts = [_start(state) for state in rest]
        return play_out(starts, endings, generator(seed, "morbleu", starts, endings))

    return each(states, _known, play)


def seat_chances(
    profile: object, players: int, endings: int = ENDINGS, seed: int | None = None
) -> Chances:
    """Each seat's chance at the start (no escudo yet, the whole pot), simulated."""
    pot = int(profile.pot)  # type: ignore[attr-defined]
    return simulate(Start((0,) * players, pot, 0), endings, seed)
