"""Mille Sabords' turns for the simulated chance to win: each card's turn as a chain of rolls
(the exact turn model, :mod:`.model` and :mod:`.solver`), the exact distribution of what a
turn under the advised play ends with, and the last round's turn rolled roll by roll.

A node of the chain is what lies on the table between two rolls (for the Sorceress, with her
reroll still to use or spent; for Shipwreck, with its reroll still to make or made); a move is
one roll, which leads to a node or ends the turn (three skulls: the bust's points). Each node
has the advice's move for the most points (f2 without a need: stop, or the reroll worth the
most), and its best reroll. The first roll may sail to Skull Island (four skulls or more with
a card that allows it): the player then rolls every die that is not a skull again as long as
each roll brings a skull, and each opponent loses 100 a skull of the turn (200 with the
Pirate). Each end of a turn is an outcome: the player's points and what it does to the others
(Skull Island's skulls, a Zombie Attack lost, Pirate magic).

Built once per card and edition, kept in memory and in the user's cache folder
(``mswin*.npz``).
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from functools import lru_cache
from math import comb
from typing import NamedTuple

import numpy as np

from marquoir.games.mille_sabords.odds.model import MODEL_VERSION, build, roll_outcomes
from marquoir.games.mille_sabords.odds.solver import card_transitions
from marquoir.odds import stored
from marquoir.processes import leave_with_parent, lifeline

#: raise with every change of what a chain holds (the cache files carry it)
CHAIN_VERSION = 2
#: what an outcome does besides the player's points
PLAIN, ISLAND, ZOMBIE_LOST, MAGIC = 0, 1, 2, 3
#: rolls of one turn before the walk says it did not end (a chance below 10⁻³⁰)
MAX_ROLLS = 400


class Chain(NamedTuple):
    """One card's turn under one edition's reroll rule."""

    #: each node's points if the player stops there (NaN: stopping is not allowed)
    stop_points: np.ndarray
    #: each node's outcome when the player stops there (-1: none)
    stop_outcome: np.ndarray
    #: the advice's move at each node for the most points (-1: stop)
    ev_move: np.ndarray
    #: the best reroll at each node (-1: none allowed)
    reroll_move: np.ndarray
    #: the moves' transitions: move ``m``'s are ``starts[m]`` to ``starts[m + 1]``; ``dest``
    #: a node (>= 0) or an outcome ``-(o + 1)``; ``cumulated`` each move's chances added up,
    #: plus the move's index (so one search finds a draw of any move)
    starts: np.ndarray
    dest: np.ndarray
    cumulated: np.ndarray
    #: the first roll's move
    first: int
    #: each outcome: the player's points, its kind, the skulls of a Skull Island trip
    points: np.ndarray
    kind: np.ndarray
    skulls: np.ndarray
    #: the whole turn under the advice for the most points: each outcome's chance, cumulated
    turn: np.ndarray
    #: final dice that end a turn so (skulls first, as ``Dice``), and the dice saved on
    #: Treasure Island's chest: what a Captain would type for it
    dice: np.ndarray
    saved: np.ndarray


class Pack(NamedTuple):
    """Every card of a pile's chains as one (their nodes, moves and outcomes numbered one
    after the other), so one search serves every ending whatever its card (the simulation's
    compiled loop draws from it: ``mille_sabords_sim_kernel``)."""

    stop_value: np.ndarray
    stop_outcome: np.ndarray
    ev_move: np.ndarray
    reroll_move: np.ndarray
    starts: np.ndarray
    dest: np.ndarray
    cumulated: np.ndarray
    #: each card's first roll
    first: np.ndarray
    #: where each card's nodes start (and the last ends)
    nodes: np.ndarray
    points: np.ndarray
    kind: np.ndarray
    skulls: np.ndarray
    #: each card's whole turn: its outcomes' chances cumulated, plus the card's index
    turn: np.ndarray
    #: where each card's outcomes start (and the last ends)
    outcomes: np.ndarray
    dice: np.ndarray
    saved: np.ndarray


def packed(cards: tuple[str, ...], edition: str) -> Pack:
    """The chains of ``cards`` as one :class:`Pack` (built once, then kept)."""
    with _PACKING:
        return _packed(cards, edition)


_PACKING = threading.Lock()


@lru_cache(maxsize=16)
def _packed(cards: tuple[str, ...], edition: str) -> Pack:
    return pack([chain(card, edition) for card in cards])


def empty_pack() -> Pack:
    """A pack of no card, its arrays of a pack's types (the compiled loop is compiled for
    them before any chain is built)."""
    floats = {"stop_value", "cumulated", "points", "turn"}
    return Pack(
        **{
            field: np.zeros(
                (0, 6) if field in ("dice", "saved") else 0,
                dtype=np.float64 if field in floats else np.int64,
            )
            for field in Pack._fields
        }
    )


def pack(chains: list[Chain]) -> Pack:
    """The chains of a pile's cards as one :class:`Pack` (in the order given)."""
    parts: dict[str, list[np.ndarray]] = {field: [] for field in Pack._fields}
    nodes = moves = transitions = outcomes = 0
    for c, ch in enumerate(chains):
        count = len(ch.points)
        parts["stop_value"].append(np.where(np.isnan(ch.stop_points), -np.inf, ch.stop_points))
        # a node where neither stopping nor a reroll is allowed does not occur: say 0 points
        parts["stop_outcome"].append(np.where(ch.stop_outcome >= 0, ch.stop_outcome, 0) + outcomes)
        parts["ev_move"].append(np.where(ch.ev_move >= 0, ch.ev_move + moves, -1))
        parts["reroll_move"].append(np.where(ch.reroll_move >= 0, ch.reroll_move + moves, -1))
        parts["starts"].append(ch.starts[:-1] + transitions)
        parts["dest"].append(np.where(ch.dest >= 0, ch.dest + nodes, ch.dest - outcomes))
        parts["cumulated"].append(ch.cumulated + moves)
        parts["first"].append(np.array([ch.first + moves]))
        parts["nodes"].append(np.array([nodes]))
        parts["points"].append(ch.points)
        parts["kind"].append(ch.kind)
        parts["skulls"].append(ch.skulls)
        parts["turn"].append(ch.turn + c)
        parts["outcomes"].append(np.array([outcomes]))
        parts["dice"].append(ch.dice)
        parts["saved"].append(ch.saved)
        nodes += len(ch.stop_points)
        moves += len(ch.starts) - 1
        transitions += len(ch.dest)
        outcomes += count
    parts["starts"].append(np.array([transitions]))
    parts["nodes"].append(np.array([nodes]))
    parts["outcomes"].append(np.array([outcomes]))
    return Pack(**{field: np.concatenate(arrays) for field, arrays in parts.items()})


def island_skulls(skull_dice: int, card_skulls: int) -> dict[int, float]:
    """Skull Island from ``skull_dice`` skulls on the first roll: the chance of each number
    of skulls of the turn at its end (every other die rolled again while each roll brings a
    skull)."""
    out: dict[int, float] = {}

    def go(skulls: int, left: int, p: float) -> None:
        if left == 0:
            out[skulls] = out.get(skulls, 0.0) + p
            return
        for j in range(left + 1):
            q = comb(left, j) * (1 / 6) ** j * (5 / 6) ** (left - j)
            if j == 0:
                out[skulls] = out.get(skulls, 0.0) + p * q
            else:
                go(skulls + j, left - j, p * q)

    go(skull_dice + card_skulls, 8 - skull_dice, 1.0)
    return out


def _build(card: str, edition: str) -> dict[str, np.ndarray]:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.mille_sabords.odds.card_solutions import solved

    model = build(card, edition)
    t = card_transitions(card, edition)
    sol = solved(card, edition, None).solution
    value_spent = np.asarray(sol.value_spent, dtype=float)
    roll_value = np.asarray(sol.roll_value, dtype=float)
    roll_spent = np.asarray(sol.roll_value_spent, dtype=float)
    states = len(model.states)
    rolls = len(model.rolls)
    layered = card in ("sorceress", "shipwreck")
    top = states if layered else 0  # the layer the turn starts in after its first roll
    nodes = 2 * states if layered else states

    outcomes: dict[tuple[int, int, int], int] = {}
    typed: dict[int, tuple[tuple[int, ...], tuple[int, ...]]] = {}
    nothing = (0,) * 6

    def outcome(
        points: float,
        kind: int = PLAIN,
        skulls: int = 0,
        dice: tuple[int, ...] = nothing,
        saved: tuple[int, ...] = nothing,
    ) -> int:
        key = (int(points), kind, skulls)
        o = outcomes.setdefault(key, len(outcomes))
        typed.setdefault(o, (dice, saved))
        return o

    def ending(points: float, dice: tuple[int, ...]) -> int:
        kind = ZOMBIE_LOST if card == "zombie" and points == 0 else PLAIN
        return outcome(points, kind, 0, dice)

    stop_outcome = np.full(nodes, -1, dtype=np.int64)
    stop_points = np.full(nodes, np.nan)
    face = {"gold": 1, "diamond": 0}.get(card)
    for s, (skull_dice, other) in enumerate(model.states):
        p = t.stop_points[s]
        if np.isnan(p):
            continue
        dice = (skull_dice, *other)
        magic = face is not None and other[face] == 8
        o = outcome(p, MAGIC, 0, dice) if magic else ending(p, dice)
        for layer in range(2 if layered else 1):
            stop_outcome[layer * states + s] = o
            stop_points[layer * states + s] = p
    # each bust's outcome: the outcomes numbered in the order the busts first reach them
    bust_points = t.bust_points.astype(np.int64)
    each_points, first_bust, which = np.unique(bust_points, return_index=True, return_inverse=True)
    numbered = np.zeros(len(each_points), dtype=np.int64)
    for u in np.argsort(first_bust, kind="stable").tolist():
        i = int(first_bust[u])
        dice, saved = tuple(t.bust_dice[i].tolist()), tuple(t.bust_saved[i].tolist())
        numbered[u] = outcome(int(each_points[u]), PLAIN, 0, dice, saved)
    bust_outcome = numbered[which.reshape(-1)]

    def rescue_dests(start: tuple[int, tuple[int, ...]]) -> list[int]:
        skulls, other = start
        dests = []
        for f in range(5):
            grown = tuple(c + (1 if g == f else 0) for g, c in enumerate(other))
            dests.append(model.index[(skulls, grown)])
        return dests

    def rescued(bust_points: float, dests: list[int]) -> bool:
        value = bust_points / 6 + sum(value_spent[d] for d in dests) / 6
        return bool(value > bust_points + 1e-9)

    # the moves: A_r (roll r, to layer 0), B_r (the Sorceress unused: roll r, to layer 1,
    # a third skull rerolled alone when that is worth more), then the first roll
    move_of: list[np.ndarray] = []
    prob: list[np.ndarray] = []
    dest: list[np.ndarray] = []
    move_of += [t.rows, t.bust_rows]
    prob += [t.probs, t.bust_probs]
    dest += [t.cols, -(bust_outcome + 1)]
    if card == "sorceress":
        move_of.append(t.rows + rolls)
        prob.append(t.probs)
        dest.append(t.cols + states)
        for k, r in enumerate(t.bust_rows):
            p, pts, rescue = float(t.bust_probs[k]), float(t.bust_points[k]), t.bust_rescue[k]
            targets = rescue_dests(t.rescue_starts[rescue]) if rescue >= 0 else []
            if rescue >= 0 and rescued(pts, targets):
                move_of.append(np.full(6, r + rolls))
                prob.append(np.full(6, p / 6))
                dest.append(np.array([-(bust_outcome[k] + 1), *targets]))
            else:
                move_of.append(np.array([r + rolls]))
                prob.append(np.array([p]))
                dest.append(np.array([-(bust_outcome[k] + 1)]))
    first = 2 * rolls if card == "sorceress" else rolls
    for counts, p in roll_outcomes(8):
        skull_dice, other = counts[0], tuple(counts[1:])
        if model.busts(skull_dice):
            if model.skull_island(skull_dice):
                for skulls, q in island_skulls(skull_dice, model.card_skulls).items():
                    on_dice = skulls - model.card_skulls
                    dice = (on_dice, 0, 0, 0, 8 - on_dice, 0)
                    move_of.append(np.array([first]))
                    prob.append(np.array([p * q]))
                    dest.append(np.array([-(outcome(0, ISLAND, skulls, dice) + 1)]))
                continue
            pts = float(model.points(model.dice(skull_dice, other)))
            o = outcome(pts, PLAIN, 0, (skull_dice, *other))
            third = skull_dice + model.card_skulls == 3
            if card == "sorceress" and third:
                targets = rescue_dests((skull_dice - 1, other))
                if rescued(pts, targets):
                    move_of.append(np.full(6, first))
                    prob.append(np.full(6, p / 6))
                    dest.append(np.array([-(o + 1), *targets]))
                    continue
            move_of.append(np.array([first]))
            prob.append(np.array([p]))
            dest.append(np.array([-(o + 1)]))
        else:
            move_of.append(np.array([first]))
            prob.append(np.array([p]))
            dest.append(np.array([top + model.index[(skull_dice, other)]]))
    moves = first + 1
    all_moves = np.concatenate([np.asarray(m, dtype=np.int64) for m in move_of])
    order = np.argsort(all_moves, kind="stable")
    all_moves = all_moves[order]
    all_prob = np.concatenate([np.asarray(p, dtype=float) for p in prob])[order]
    all_dest = np.concatenate([np.asarray(d, dtype=np.int64) for d in dest])[order]
    starts = np.searchsorted(all_moves, np.arange(moves + 1))
    running = np.concatenate(([0.0], np.cumsum(all_prob)))
    sizes = np.diff(starts)
    base = running[starts[:-1]]
    totals = running[starts[1:]] - base
    within = running[1:] - np.repeat(base, sizes)
    within = within / np.repeat(np.where(totals > 0, totals, 1.0), sizes)
    cumulated = all_moves + within

    # the advice at each node: the best reroll, and stop unless a reroll is worth more
    cand_node: list[np.ndarray] = []
    cand_move: list[np.ndarray] = []
    cand_value: list[np.ndarray] = []
    ps, pr = t.pair_states, t.pair_rolls
    if card == "sorceress":
        cand_node += [ps, ps + states, t.skull_states + states]
        cand_move += [pr, pr + rolls, t.skull_rolls]
        cand_value += [roll_spent[pr], roll_value[pr], roll_spent[t.skull_rolls]]
    elif card == "shipwreck":
        cand_node.append(ps + states)
        cand_move.append(pr)
        cand_value.append(roll_value[pr])
    else:
        cand_node.append(ps)
        cand_move.append(pr)
        cand_value.append(roll_value[pr])
    c_node = np.concatenate(cand_node)
    c_move = np.concatenate(cand_move)
    c_value = np.concatenate(cand_value)
    pick = np.lexsort((-c_value, c_node))
    c_node, c_move, c_value = c_node[pick], c_move[pick], c_value[pick]
    head = np.flatnonzero(np.diff(c_node, prepend=-1) != 0)
    reroll_move = np.full(nodes, -1, dtype=np.int64)
    reroll_value = np.full(nodes, -np.inf)
    reroll_move[c_node[head]] = c_move[head]
    reroll_value[c_node[head]] = c_value[head]
    stops = ~np.isnan(stop_points) & ~(reroll_value > np.nan_to_num(stop_points, nan=0) + 1e-9)
    ev_move = np.where(stops | (reroll_move < 0), -1, reroll_move)

    out_kind = np.zeros(len(outcomes), dtype=np.int64)
    out_points = np.zeros(len(outcomes))
    out_skulls = np.zeros(len(outcomes), dtype=np.int64)
    out_dice = np.zeros((len(outcomes), 6), dtype=np.int64)
    out_saved = np.zeros((len(outcomes), 6), dtype=np.int64)
    for (pts, kind, sk), o in outcomes.items():
        out_points[o], out_kind[o], out_skulls[o] = pts, kind, sk
        out_dice[o], out_saved[o] = typed[o]
    turn = _whole_turn(
        all_moves, all_prob, all_dest, ev_move, stop_outcome, first, nodes, len(outcomes)
    )
    return {
        "stop_points": stop_points,
        "stop_outcome": stop_outcome,
        "ev_move": ev_move,
        "reroll_move": reroll_move,
        "starts": starts,
        "dest": all_dest,
        "cumulated": cumulated,
        "first": np.array([first]),
        "points": out_points,
        "kind": out_kind,
        "skulls": out_skulls,
        "turn": turn,
        "dice": out_dice,
        "saved": out_saved,
    }


def _whole_turn(
    move_of: np.ndarray,
    prob: np.ndarray,
    dest: np.ndarray,
    ev_move: np.ndarray,
    stop_outcome: np.ndarray,
    first: int,
    nodes: int,
    count: int,
) -> np.ndarray:
    """The exact chance of each outcome of a whole turn under the advice (the chance that
    sits on each node carried from roll to roll until every bit has ended), cumulated."""
    moves = first + 1
    ends = np.zeros(count)
    to_node = dest >= 0
    move_flow: np.ndarray = np.zeros(moves)
    move_flow[first] = 1.0
    for _ in range(100_000):
        flow = move_flow[move_of] * prob
        ends += np.bincount(-dest[~to_node] - 1, weights=flow[~to_node], minlength=count)
        at = np.bincount(dest[to_node], weights=flow[to_node], minlength=nodes)
        if at.sum() < 1e-15:
            break
        stopping = ev_move < 0
        ok = stopping & (stop_outcome >= 0)
        ends += np.bincount(stop_outcome[ok], weights=at[ok], minlength=count)
        ends[0] += at[stopping & (stop_outcome < 0)].sum()  # never seen: no move, no stop
        moving = ~stopping
        move_flow = np.bincount(ev_move[moving], weights=at[moving], minlength=moves)
    else:
        raise AssertionError("the turn's chances did not settle")
    cumulated: np.ndarray = np.cumsum(ends / ends.sum())
    return cumulated


def build_apart(cards: tuple[str, ...], edition: str) -> subprocess.Popen[bytes] | None:
    """Start another process building the chains of ``cards`` the cache folder lacks, the
    last card first, while this one does other work, then builds them from the first: each
    waits for the card the other is building, then reads it
    (:func:`marquoir.odds.stored_arrays.read_or_solve`). The process, or None: not when
    fewer than two are missing, nor twice in a process for the same cards. It ends with its
    work, or as soon as this process ends."""
    missing = [card for card in cards if not os.path.exists(_path(card, edition))]
    if len(missing) < 2 or (cards, edition) in _APART:
        return None
    _APART.add((cards, edition))

    reading_end = lifeline().fileno()
    command = "from marquoir.games.mille_sabords.odds.draws import child; child()"
    try:
        process = subprocess.Popen(
            [sys.executable, "-c", command, str(reading_end), edition, *reversed(missing)],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            pass_fds=(reading_end,),
        )
    except OSError:  # no process to start (no interpreter at hand): this one builds them all
        return None
    threading.Thread(target=process.wait, name="mswin-chains", daemon=True).start()
    return process


#: the cards and edition whose chains another process was started for (:func:`build_apart`)
_APART: set[tuple[tuple[str, ...], str]] = set()


def child() -> None:
    """The other process of :func:`build_apart` (``python -c``): its arguments the
    descriptor of the lifeline of the process that started it, the edition, then the
    cards, in the order to build them."""
    leave_with_parent(int(sys.argv[1]))
    edition = sys.argv[2]
    for card in sys.argv[3:]:
        chain(card, edition)


def _path(card: str, edition: str) -> str:
    name = f"mswin{CHAIN_VERSION}-{MODEL_VERSION}-{card}-{edition}.npz"
    return os.path.join(os.fspath(stored.cache_dir()), name)


_BUILDING = threading.Lock()


def chain(card: str, edition: str) -> Chain:
    """The card's chain (built once, kept in memory and in the cache folder; one thread
    builds, the others wait)."""
    with _BUILDING:
        return _chain(card, edition)


@lru_cache(maxsize=64)
def _chain(card: str, edition: str) -> Chain:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.odds.stored_arrays import read_or_solve

    a = read_or_solve(_path(card, edition), Chain._fields, lambda: _build(card, edition))
    return Chain(
        stop_points=a["stop_points"],
        stop_outcome=a["stop_outcome"],
        ev_move=a["ev_move"],
        reroll_move=a["reroll_move"],
        starts=a["starts"],
        dest=a["dest"],
        cumulated=a["cumulated"],
        first=int(a["first"][0]),
        points=a["points"],
        kind=a["kind"],
        skulls=a["skulls"],
        turn=a["turn"],
        dice=a["dice"],
        saved=a["saved"],
    )
