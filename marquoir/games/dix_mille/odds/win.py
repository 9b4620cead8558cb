"""Two-player Dix mille: the exact chance to win, both players playing to win
(dix-mille.md, "End of the game"; Busche & Neller's value iteration for Farkle).

A position is the two totals, the turn's points set aside and the dice left to throw, all in
fifties. When a turn leaves its player at or above the target, the other has one last turn
and must pass that total (a tie goes to the one who reached the target first); so banking at
or above the target is worth ``1 - q(lead + 50)``, ``q(n)`` being the best chance to bank at
least ``n`` in one turn, and the player there may throw on to raise the bar. Below the
target, banking hands the other the turn at the new totals: ``1 - W(other, mine + turn)``.
A blank hands it at the same totals, and a turn held at 0 by the entry threshold does the
same (the player stays at 0, which is "not entered" when there is a threshold).

The table ``W`` of every turn start is solved once per profile (``dix_mille_win_kernel``),
kept in memory and in the user's cache folder; a turn start is then a look-up, a position in
the middle of a turn one turn solved again (a millisecond).

Not computed yet: the three-blanks penalty (the runs of blanks would be part of the position
and totals could fall, so the layers would no longer go one way), three players or more.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from marquoir.games.dix_mille.odds.turn import keeps
from marquoir.games.dix_mille.rules import (
    SIX,
    STEP,
    DixMilleProfile,
    GameState,
    ThrowRefused,
    blank_chance,
    parse_group,
)
from marquoir.games.dix_mille.rules.game import LAST_ROUND, OVER
from marquoir.odds_records import DixWinAdvice, DixWinMove
from marquoir.rules import RulesError, format_points

if TYPE_CHECKING:
    from marquoir.odds_records import DixWinAdvice

#: raise when the model changes what it computes (the cache files carry it)
WIN_VERSION = 1
#: how far past the target (in fifties) a turn is ever followed: 20,000 points, where the
#: other's chance to pass in one turn is below 10⁻⁹
HARD = 20_000 // STEP


class Flat(NamedTuple):
    """Every throw of 1 to 6 dice and its sensible keeps, as the kernel reads them."""

    tp: np.ndarray
    ts: np.ndarray
    te: np.ndarray
    kp: np.ndarray
    kn: np.ndarray
    lo: np.ndarray
    hi: np.ndarray
    pblank: np.ndarray


class WinTable(NamedTuple):
    """A profile's solution: ``w[a, b]`` the chance of the player to play at ``a`` against
    ``b`` (fifties, both below the target) at the start of a turn; ``reach[n, r]`` the best
    chance, about to throw ``n`` dice, to bank at least ``r`` more fifties this turn."""

    profile: DixMilleProfile
    w: np.ndarray
    reach: np.ndarray


class WinChance(NamedTuple):
    """A position's chance to win for the player to play: at best (``chance``), banking now
    (None at the start of a turn, where there is nothing to bank) and throwing on."""

    chance: float
    bank: float | None
    roll: float


@lru_cache(maxsize=8)
def flat(profile: DixMilleProfile) -> Flat:
    """Return the rules' reading of every throw (``advice.tables``), flattened."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.turn import tables

    t = tables(profile)
    tp: list[np.ndarray] = []
    ts: list[np.ndarray] = []
    te: list[np.ndarray] = []
    kp: list[np.ndarray] = []
    kn: list[np.ndarray] = []
    lo = np.zeros(SIX + 1, dtype=np.int64)
    hi = np.zeros(SIX + 1, dtype=np.int64)
    pblank = np.ones(SIX + 1)
    throws = keeps = 0
    for n in range(1, SIX + 1):
        count, kept = len(t.probs[n]), len(t.points[n])
        lo[n], hi[n] = throws, throws + count
        tp.append(t.probs[n])
        starts = t.starts[n] + keeps
        ts.append(starts)
        te.append(np.append(starts[1:], keeps + kept))
        kp.append(t.points[n])
        kn.append(t.nexts[n])
        pblank[n] = float(blank_chance(n))
        throws += count
        keeps += kept
    ints = [np.concatenate(a).astype(np.int64) for a in (ts, te, kp, kn)]
    return Flat(np.concatenate(tp), ints[0], ints[1], ints[2], ints[3], lo, hi, pblank)


def check_profile(profile: DixMilleProfile) -> None:
    """A RulesError when the chance to win is not computed for this profile."""
    if profile.three_blanks:
        raise RulesError("dix.win_three_blanks", "three_blanks", points=profile.three_blanks)


def cache_file(profile: DixMilleProfile) -> Path:
    # platformdirs: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import platformdirs

    name = "-".join(str(getattr(profile, f)) for f in profile.as_dict())
    return platformdirs.user_cache_path("marquoir") / "odds" / f"dixwin{WIN_VERSION}-{name}.npz"


def compute(profile: DixMilleProfile) -> WinTable:
    """Solve the profile (no cache): the last turn's chances, then every turn start."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds import win_kernel as kernel

    check_profile(profile)
    target = profile.target // STEP
    entry = profile.entry // STEP
    f = flat(profile)
    top = target + HARD + kernel.BEYOND + 2
    reach = kernel.reach_table(top, f.tp, f.ts, f.te, f.kp, f.kn, f.lo, f.hi)
    w, steps = kernel.solve_all(target, entry, HARD, reach[SIX], *f)
    if steps > kernel.MAX_STEPS:
        raise AssertionError("the chance to win did not settle")  # never seen: say so loudly
    return WinTable(profile, w, reach)


#: one solve at a time: a second caller waits for the first one's table
_SOLVING = threading.Lock()


def solve(profile: DixMilleProfile, use_disk: bool = True) -> WinTable:
    """The profile's table: from memory, else from the cache folder, else solved (and kept
    there; a damaged file is solved again and replaced)."""
    check_profile(profile)
    with _SOLVING:
        return _solve(profile, use_disk)


@lru_cache(maxsize=8)
def _solve(profile: DixMilleProfile, use_disk: bool) -> WinTable:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.odds.stored_arrays import read_or_solve

    if not use_disk:
        return compute(profile)
    target = profile.target // STEP

    def fits(found: dict[str, np.ndarray]) -> bool:
        return found["w"].shape == (target, target) and found["reach"].shape[0] == SIX + 1

    def solved() -> dict[str, np.ndarray]:
        table = compute(profile)
        return {"w": table.w, "reach": table.reach}

    arrays = read_or_solve(cache_file(profile), ("w", "reach"), solved, fits)
    return WinTable(profile, arrays["w"], arrays["reach"])


def _fifties(points: int, field: str) -> int:
    if points < 0 or points % STEP:
        raise RulesError("dix.win_step", field, given=points)
    return points // STEP


def last_turn_chance(table: WinTable, mine: int, other: int, turn: int, dice: int) -> WinChance:
    """The last turn (the other reached the target first): pass their total this turn."""
    need = max(other - mine + 1, 1)
    left = need - turn
    bank = 1.0 if turn > 0 and left <= 0 else (0.0 if turn > 0 else None)
    if left <= 0:  # passed already: throwing on risks a blank, then banks
        roll = 1.0 - float(blank_chance(dice))
    elif left >= table.reach.shape[1]:
        roll = 0.0
    else:
        roll = float(table.reach[dice, left])
    return WinChance(max(roll, bank or 0.0), bank, roll)


def win_chance(
    profile: DixMilleProfile,
    mine: int,
    other: int,
    turn_points: int = 0,
    dice: int = SIX,
    last_turn: bool = False,
) -> WinChance:
    """The chance that the player to play wins, at ``mine`` against ``other``, with
    ``turn_points`` set aside and ``dice`` to throw (six at the start of a turn), both playing
    to win; ``last_turn``: the other reached the target and this is the last turn."""
    check_profile(profile)
    target = profile.target // STEP
    a, b = _fifties(mine, "mine"), _fifties(other, "other")
    t = _fifties(turn_points, "turn_points")
    if not 1 <= dice <= SIX or (t == 0 and dice != SIX):
        raise RulesError("dix.win_dice", "dice", given=dice)
    table = solve(profile)
    if last_turn:
        if b < target or a >= target:
            raise RulesError("dix.win_position", "other", mine=mine, other=other)
        return last_turn_chance(table, a, b, t, dice)
    if a >= target or b >= target:
        raise RulesError("dix.win_position", "mine", mine=mine, other=other)
    if t == 0:
        w = float(table.w[a, b])
        return WinChance(w, None, w)
    return _in_turn(table, a, b, t, dice)


def _in_turn(table: WinTable, a: int, b: int, t: int, dice: int) -> WinChance:
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds import win_kernel as kernel

    profile = table.profile
    target, entry = profile.target // STEP, profile.entry // STEP
    f = flat(profile)
    q = table.reach[SIX]
    x = 1.0 - float(table.w[b, a])
    v = np.zeros((target + HARD + kernel.BEYOND + 2, SIX + 1))
    s = np.zeros_like(v)
    _, _, last = kernel.sweep(a, b, x, target, entry, HARD, table.w, q, *f, v, s)
    bank = float(kernel.bank_value(a + t, a, b, x, target, entry, table.w, q)[0])
    if t >= last:
        return WinChance(bank, bank, bank)
    # throwing on: what the kernel compared banking with
    lo, hi = int(f.lo[dice]), int(f.hi[dice])
    after = v[t + f.kp, f.kn]
    best = np.maximum.reduceat(after[f.ts[lo] : f.te[hi - 1]], f.ts[lo:hi] - f.ts[lo])
    roll = float(np.dot(f.tp[lo:hi], best)) + float(f.pblank[dice]) * x
    return WinChance(float(v[t, dice]), bank, roll)


def seat_chances(profile: DixMilleProfile) -> tuple[float, float]:
    """At 0–0: the first player's chance and the second's."""
    first = float(solve(profile).w[0, 0])
    return first, 1.0 - first


def check_players(players: int) -> None:
    """A RulesError unless the game has two players."""
    if players != 2:
        raise RulesError("dix.win_players", "players", n=players)


def _position(state: GameState) -> tuple[DixMilleProfile, int, int, bool]:
    """A replayed game's position for the player to play: the profile, their total, the
    other's, and whether it is the last round; a RulesError when it is not computed (three
    players or more, the three-blanks penalty) or when manual points left a total the game's
    own turns cannot make (not a multiple of 50, below 0, a player at 0 who has entered …)."""
    setup = state.setup
    profile: DixMilleProfile = setup.profile
    check_players(len(setup.players))
    check_profile(profile)
    seat = state.next_seat
    last = state.phase == LAST_ROUND
    for i, total in enumerate(state.totals):
        entered = total > 0 or not profile.entry
        reached = total >= profile.target
        if (
            total < 0
            or total % STEP
            or state.entered[i] != entered
            or reached != (last and i != seat)
        ):
            raise RulesError(
                "dix.win_manual",
                "turns",
                player=setup.players[i],
                total=lambda lang, total=total: format_points(total, lang),
            )
    return profile, state.totals[seat], state.totals[1 - seat], last


def game_chances(state: GameState) -> tuple[float, ...]:
    """Each player's chance to win now (seating order), from a replayed game: its totals, who
    is to play and whether it is the last round. A RulesError when it is not computed (see
    :func:`_position`)."""
    setup = state.setup
    if state.phase == OVER:
        check_players(len(setup.players))
        check_profile(setup.profile)
        return tuple(
            1.0 / len(state.winners) if name in state.winners else 0.0 for name in setup.players
        )
    profile, mine, other, last = _position(state)
    seat = state.next_seat
    chance = win_chance(profile, mine, other, last_turn=last).chance
    return (chance, 1.0 - chance) if seat == 0 else (1.0 - chance, chance)


class _Turn:
    """The turn of the player at ``a`` (the other at ``b``, fifties, both below the target),
    solved once: what banking at a level is worth, and throwing on from it."""

    def __init__(self, table: WinTable, a: int, b: int, top: int) -> None:
        # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
        from marquoir.games.dix_mille.odds import win_kernel as kernel

        self.kernel, self.table, self.a, self.b = kernel, table, a, b
        profile = table.profile
        self.target, self.entry = profile.target // STEP, profile.entry // STEP
        self.f = f = flat(profile)
        self.x = 1.0 - float(table.w[b, a])
        rows = max(self.target + HARD + kernel.BEYOND + 2, top + kernel.BEYOND + 1)
        self.v = np.zeros((rows, SIX + 1))
        s = np.zeros_like(self.v)
        _, _, self.last = kernel.sweep(
            a, b, self.x, self.target, self.entry, HARD, table.w, table.reach[SIX], *f, self.v, s
        )
        # from the last level on banking is best at every level: what the sweep left past
        # ``last + BEYOND`` is banking's worth too
        for t in range(self.last + kernel.BEYOND, rows):
            self.v[t, :] = self.bank(t)

    def bank(self, t: int) -> float:
        table = self.table
        return float(
            self.kernel.bank_value(
                self.a + t, self.a, self.b, self.x, self.target, self.entry, table.w,
                table.reach[SIX],
            )[0]
        )  # fmt: skip

    def roll(self, t: int, dice: int) -> float:
        """Throwing ``dice`` with ``t`` aside, then playing to win."""
        f = self.f
        lo, hi = int(f.lo[dice]), int(f.hi[dice])
        after = self.v[t + f.kp, f.kn]
        best = np.maximum.reduceat(after[f.ts[lo] : f.te[hi - 1]], f.ts[lo:hi] - f.ts[lo])
        return float(np.dot(f.tp[lo:hi], best)) + float(f.pblank[dice]) * self.x


def win_advice(state: GameState, roll: str, turn_points: int = 0) -> DixWinAdvice:
    """Playing to win the throw just rolled (``roll``, ``turn_points`` set aside before it)
    by the player to play of a replayed two-player game: each sensible keep
    (``dix_mille_turn.keeps``), banked or thrown on, and the chance to win it gives, both
    playing to win; best first. A RulesError where the chance is not computed
    (:func:`_position`) or the throw is refused; a throw that scores nothing has no move."""
    if state.phase == OVER:
        raise RulesError("dix.win_position", "mine", mine=0, other=0)
    profile, mine, other, last = _position(state)
    try:
        faces = parse_group(roll)
    except RulesError as error:
        raise ThrowRefused(0, error) from None
    t0 = _fifties(turn_points, "turn_points")
    found = keeps(tuple(sorted(faces)), profile)
    table = solve(profile)
    a, b = mine // STEP, other // STEP
    moves: list[DixWinMove] = []
    if last:
        for keep in found:
            c = last_turn_chance(table, a, b, t0 + keep.points // STEP, keep.next_dice)
            moves.append(DixWinMove(keep, "bank", c.bank or 0.0))
            moves.append(DixWinMove(keep, "roll", c.roll))
    elif found:
        top = t0 + max(keep.points for keep in found) // STEP
        turn = _Turn(table, a, b, top)
        for keep in found:
            t = t0 + keep.points // STEP
            moves.append(DixWinMove(keep, "bank", turn.bank(t)))
            moves.append(DixWinMove(keep, "roll", turn.roll(t, keep.next_dice)))
    moves.sort(key=lambda move: -move.chance)
    return DixWinAdvice(roll, turn_points, tuple(moves))
