"""Whole games played by the rules' own replay, seeded, for the calibration of the simulated
chance to win (issue 23): each turn is drawn from the game's exact turn model under the
simulation's play (the same draws), but everything else — the card pile and its reshuffle,
the totals and their floor, Skull Island's deductions, a Zombie Attack's shares, the entry
threshold, the runs of blanks, the last round, sudden death, the tie rules, the pot — is the
rules' ``Replay``, fed the turns a Captain would type (final dice, banked points, duels). So
the simulation's own game (its vectorised end of the game) is checked against the rules."""

from __future__ import annotations

import random
from typing import Any

import numpy as np

from marquoir.games.dix_mille.odds.draws import throw_for_need, turns
from marquoir.games.dix_mille.rules import STEP, BlankTurn, PointsTurn
from marquoir.games.dix_mille.rules.game import LAST_ROUND as DIX_LAST
from marquoir.games.dix_mille.rules.game import Replay as DixReplay
from marquoir.games.mille_sabords.odds.draws import MAX_ROLLS, Pack, packed
from marquoir.games.mille_sabords.rules import Dice
from marquoir.games.mille_sabords.rules.deck import deck_of
from marquoir.games.mille_sabords.rules.game import LAST_ROUND as MS_LAST
from marquoir.games.mille_sabords.rules.game import Replay as MsReplay
from marquoir.games.mille_sabords.rules.turns import DiceTurn
from marquoir.games.morbleu.odds.advice import chance
from marquoir.games.morbleu.rules.game import PLAYING as MORBLEU_PLAYING
from marquoir.games.morbleu.rules.game import Replay as MorbleuReplay
from marquoir.games.morbleu.rules.turns import DuelTurn
from marquoir.rules.setup import new_setup

NAMES = ("Anne", "Bruno", "Chloé", "David", "Émile")
OVER = "over"


def _best_other(totals: list[int], seat: int) -> int:
    return max(t for i, t in enumerate(totals) if i != seat)


def dix_mille_game(profile: Any, players: int, rng: np.random.Generator) -> tuple[list[Any], Any]:
    """A Dix mille game: the state before each turn, and the final state."""
    tw = turns(profile)
    replay = DixReplay(new_setup(NAMES[:players], profile))
    states = []
    while replay.phase != OVER:
        states.append(replay.state())
        seat = replay.next_seat
        player = NAMES[seat]
        if replay.phase == DIX_LAST:
            need = -((replay.totals[seat] - _best_other(replay.totals, seat) - 1) // STEP)
            need = max(need, 1)
            if not replay.entered[seat]:
                need = max(need, profile.entry // STEP)
            banked = int(throw_for_need(tw, rng, np.array([need]))[0])
        elif replay.entered[seat] or tw.entry is None:
            banked = int(tw.points.draw(rng, 1)[0])
        else:
            banked = int(tw.entry.draw(rng, 1)[0])
        replay.apply(BlankTurn(player) if banked < 0 else PointsTurn(player, banked * STEP))
    return states, replay.state()


def drawn(pack: Pack, rng: np.random.Generator, card: int) -> int:
    """A whole turn of ``card`` under the advice for the most points: its outcome (the
    compiled loop's draw, written plainly with numpy)."""
    at = int(np.searchsorted(pack.turn, card + rng.random(), side="right"))
    return min(max(at, int(pack.outcomes[card])), int(pack.outcomes[card + 1]) - 1)


def rolled_for(pack: Pack, rng: np.random.Generator, card: int, need: float) -> int:
    """A turn of ``card`` rolled roll by roll: stop as soon as the points reach ``need``,
    else the best reroll; its outcome (the compiled loop's, written plainly with numpy)."""
    move = int(pack.first[card])
    for _ in range(MAX_ROLLS):
        at = int(np.searchsorted(pack.cumulated, move + rng.random(), side="right"))
        at = min(max(at, int(pack.starts[move])), int(pack.starts[move + 1]) - 1)
        to = int(pack.dest[at])
        if to < 0:
            return -to - 1
        reroll = int(pack.reroll_move[to])
        if pack.stop_value[to] >= need or reroll < 0:
            return int(pack.stop_outcome[to])
        move = reroll
    raise AssertionError("a turn did not end")


def mille_sabords_game(
    profile: Any, players: int, rng: np.random.Generator
) -> tuple[list[Any], Any]:
    """A Mille Sabords game: the state before each turn, and the final state."""
    cards = list(deck_of(profile))
    turns_of = packed(tuple(cards), profile.edition)
    replay = MsReplay(new_setup(NAMES[:players], profile))
    states = []
    draw = random.Random(int(rng.integers(2**32)))
    while replay.phase != OVER:
        states.append(replay.state())
        seat = replay.next_seat
        left = replay.pile.left
        card = draw.choices(cards, weights=[left[c] for c in cards])[0]
        c = cards.index(card)
        if replay.phase == MS_LAST:
            need = _best_other(replay.totals, seat) - replay.totals[seat] + 1
            o = rolled_for(turns_of, rng, c, float(need))
        else:
            o = drawn(turns_of, rng, c)
        dice = Dice(*(int(n) for n in turns_of.dice[o]))
        saved = Dice(*(int(n) for n in turns_of.saved[o]))
        island = int(turns_of.kind[o]) == 1
        replay.apply(DiceTurn(NAMES[seat], card, dice, saved, island))
    return states, replay.state()


def morbleu_game(profile: Any, players: int, rng: np.random.Generator) -> tuple[list[Any], Any]:
    """A Morbleu game of duels (both announce Double): the state before each turn, and the
    state once the pot is empty."""
    success = float(chance("double"))
    replay = MorbleuReplay(new_setup(NAMES[:players], profile))
    states = []
    while replay.phase == MORBLEU_PLAYING:
        states.append(replay.state())
        seat = replay.next_seat
        other = (seat + int(rng.integers(1, players))) % players
        mine, theirs = rng.random() < success, rng.random() < success
        winner = (
            NAMES[seat] if mine and not theirs else NAMES[other] if theirs and not mine else None
        )
        replay.apply(DuelTurn(NAMES[seat], NAMES[other], winner, "double" if winner else None))
    return states, replay.state()


def shares(state: Any, escudos: bool = False) -> tuple[float, ...]:
    """Each player's share of the win at the end (Morbleu: the most escudos, the Treasure
    unknown)."""
    players = state.setup.players
    if escudos:
        best = max(state.escudos)
        winners = [p for p, e in zip(players, state.escudos, strict=True) if e == best]
    else:
        winners = list(state.winners)
    return tuple(1.0 / len(winners) if p in winners else 0.0 for p in players)
