"""Mille Sabords, playing to win the dice on the table (f2, issue 23): each sensible way to
play them, and the chance to win it gives.

A move is stop, or a reroll the odds offer (:func:`.advice.advise`). Its chance is simulated
as every other Mille Sabords chance (:mod:`.mille_sabords_sim`), from the middle of the turn:
the player keeps the card in hand (it has left the pile), makes the move, plays the rest of
the turn as the simulation plays every turn (for the most points; in the last round, to pass
the leader), and the game goes on to its end. The moves weighed are stop and the best
rerolls for the most points (and, when the turn must reach a score, for the best chance of
it): at most :data:`MOVES`, so the answer stays within a second. The Sorceress's third skull
is the two moves of its own: end the turn, or reroll that skull alone (a skull again ends
it; any other face leaves the Sorceress spent).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from marquoir.games.mille_sabords.odds.advice import advise, check_card
from marquoir.games.mille_sabords.odds.draws import PLAIN, chain
from marquoir.games.mille_sabords.odds.sim import pack_of, play_out, start_of
from marquoir.games.mille_sabords.rules import parse_roll
from marquoir.games.mille_sabords.rules.deck import deck_of
from marquoir.games.mille_sabords.rules.game import LAST_ROUND, OVER, points_to_win
from marquoir.games.mille_sabords.rules.skulls import BUST_SKULLS
from marquoir.odds.win_sim import ENDINGS, chances_of, check_endings, generator
from marquoir.odds_records import MsWinAdvice, MsWinMove
from marquoir.rules import RulesError

if TYPE_CHECKING:
    from marquoir.games.mille_sabords.odds.draws import Pack
    from marquoir.games.mille_sabords.odds.sim import Start
    from marquoir.games.mille_sabords.rules import Dice, GameState
    from marquoir.odds_records import Advice, Option

#: the moves weighed at most: stop and the best rerolls
MOVES = 7


def win_advice(
    state: GameState,
    card: str,
    dice: str,
    sorceress_used: bool = False,
    rolls_left: int = 1,
    endings: int = ENDINGS,
    seed: int | None = None,
) -> MsWinAdvice:
    """The moves for ``dice`` on the table of the player to play of a replayed game (holding
    ``card``), each with its chance to win, best first; a RulesError where the dice are
    refused (as f2's odds refuse them) or the game is over."""
    check_endings(endings)
    if state.phase == OVER:
        raise RulesError("win.not_computed", "game", game="Mille Sabords")
    profile = state.setup.profile
    card = check_card(card, profile)
    rolled = parse_roll(dice)
    need = points_to_win(state)
    advice = advise(card, rolled, profile, None, sorceress_used, rolls_left)
    options = _weighed(advice, advise(card, rolled, profile, need, sorceress_used, rolls_left))
    pack = pack_of(profile)
    cards = list(deck_of(profile))
    where = _Where(pack, cards.index(card), card, profile.edition)
    start = _holding(start_of(state), cards.index(card), deck_of(profile))
    third = card == "sorceress" and not sorceress_used and rolled[0] == BUST_SKULLS
    layer = (card == "sorceress" and not sorceress_used) or (card == "shipwreck" and rolls_left)
    need_now = float("nan")
    if state.phase == LAST_ROUND:  # as the simulation plays the turn: to pass the best other
        mine = state.totals[state.next_seat]
        best = max(t for seat, t in enumerate(state.totals) if seat != state.next_seat)
        need_now = float(best - mine + 1)
    # each move is one or more openings of the simulation, with the weight of each
    openings: list[tuple[int, int]] = []
    shares: list[list[tuple[int, float]]] = []
    for option in options:
        if third:
            split = where.third_skull(rolled, option, need_now)
        else:
            split = [(where.opening(rolled, option, bool(layer)), 1.0)]
        shares.append([(len(openings) + i, w) for i, (_, w) in enumerate(split)])
        openings.extend(opening for opening, _ in split)
    each = max(endings // max(len(s) for s in shares), 1)
    rng = generator(seed, "mille-sabords-win", profile, start, card, str(rolled), options)
    part = play_out(profile, [start] * len(openings), each, rng, openings)
    me = state.next_seat
    moves = []
    for option, weighed in zip(options, shares, strict=True):
        mixed = np.zeros((each, part.shape[1]))
        for i, w in weighed:
            mixed += w * part[i * each : (i + 1) * each]
        figures = chances_of(mixed)
        moves.append(MsWinMove(option, figures.chances[me], figures.errors[me]))
    moves.sort(key=lambda move: -move.chance)
    return MsWinAdvice(card, rolled, tuple(moves), each)


def _weighed(advice: Advice, for_need: Advice) -> list[Option]:
    """Stop (where it is allowed) and the best rerolls for the most points, then for the
    chance of the points the turn needs: at most :data:`MOVES`, each once."""
    out: dict[tuple[str, str, bool], Option] = {}
    if advice.stop.ev == advice.stop.ev:  # NaN: stopping is not allowed (Zombie Attack)
        out[("stop", "", False)] = advice.stop
    by_need = for_need.rerolls if for_need.need is not None else ()
    for ev_option, need_option in zip(advice.rerolls, (*by_need, *advice.rerolls), strict=False):
        for option in (ev_option, need_option) if by_need else (ev_option,):
            out.setdefault((option.action, str(option.reroll), option.skull), option)
        if len(out) >= MOVES:
            break
    return list(out.values())[:MOVES]


def _holding(start: Start, card: int, full: dict[str, int]) -> Start:
    """``start`` with the player's card taken from the pile (the pile reshuffled when it was
    the last; a card the pile no longer holds, a Captain's typo the sheet warns of, leaves
    it as it is)."""
    left = dict(start.left)
    name = list(full)[card]
    if left.get(name, 0) > 0:
        left[name] -= 1
        if not any(left.values()):
            left = dict(full)
    return start._replace(left=tuple(left.items()))


class _Where:
    """Where a position of one card's turn lies in the pack: its nodes and moves."""

    def __init__(self, pack: Pack, index: int, card: str, edition: str) -> None:
        # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
        from marquoir.games.mille_sabords.odds.card_solutions import solved

        own = chain(card, edition)
        self.pack, self.index = pack, index
        self.model = solved(card, edition, None).model
        self.states, self.rolls = len(self.model.states), len(self.model.rolls)
        self.moves = int(pack.first[index]) - own.first
        self.nodes = int(pack.nodes[index])

    def opening(self, dice: Dice, option: Option, layered: bool) -> tuple[int, int]:
        """The simulation's opening for ``option`` with ``dice`` on the table: the card and
        the move rolled (a reroll), or the turn's outcome (stop)."""
        skulls, other = dice[0], tuple(dice[1:])
        if option.action == "stop":
            node = self.nodes + (self.states if layered else 0)
            node += self.model.index[(skulls, other)]
            return self.index, -(int(self.pack.stop_outcome[node]) + 1)
        kept = tuple(o - r for o, r in zip(other, tuple(option.reroll[1:]), strict=True))
        if option.skull:  # the Sorceress brings back a skull: she is spent
            return self.index, self.moves + self.model.roll_index[(kept, skulls - 1)]
        r = self.model.roll_index[(kept, skulls)]
        sorceress_unused = layered and self.model.card == "sorceress"
        return self.index, self.moves + r + (self.rolls if sorceress_unused else 0)

    def third_skull(
        self, dice: Dice, option: Option, need: float
    ) -> list[tuple[tuple[int, int], float]]:
        """The Sorceress's third skull: end the turn (no points), or reroll that skull alone,
        each face a sixth (a skull: the same end; another: the turn played on from there,
        the Sorceress spent)."""
        ended = (self.index, -(self._nothing() + 1))
        if option.action == "stop":
            return [(ended, 1.0)]
        out = [(ended, 1 / 6)]
        other = tuple(dice[1:])
        for face in range(5):
            grown = tuple(c + (face == f) for f, c in enumerate(other))
            node = self.nodes + self.model.index[(BUST_SKULLS - 1, grown)]
            out.append(((self.index, self._played_on(node, need)), 1 / 6))
        return out

    def _played_on(self, node: int, need: float) -> int:
        """The opening at ``node`` as the simulation plays on from it: the move it makes, or
        the outcome if it stops there."""
        pack = self.pack
        if need != need:  # for the most points
            move = int(pack.ev_move[node])
        elif pack.stop_value[node] >= need:
            move = -1
        else:
            move = int(pack.reroll_move[node])
        return move if move >= 0 else -(int(pack.stop_outcome[node]) + 1)

    def _nothing(self) -> int:
        """The card's outcome of a turn ended with no points."""
        pack, c = self.pack, self.index
        lo, hi = int(pack.outcomes[c]), int(pack.outcomes[c + 1])
        for o in range(lo, hi):
            if pack.points[o] == 0 and pack.kind[o] == PLAIN:
                return o
        raise AssertionError("the Sorceress's turn has no end without points")
