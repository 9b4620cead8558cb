"""Dix mille, exactly: the chance of a blank with 1 to 6 dice, the expected points of a whole
turn under optimal play, the advice for a throw just rolled (dix-mille.md, "The blank-roll
risk"), and the chance to win: the game's odds as the registry hands them out
(``marquoir.use_cases.odds``, ``advise`` and ``win_chances``). The turn is solved in
:mod:`.dix_mille_turn`, its solutions kept in the cache folder (:mod:`.dix_mille_stored`) and
read from there; the chance to win is :mod:`.dix_mille_win`'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.dix_mille.odds.stored import need_grid, points_grid
from marquoir.games.dix_mille.odds.turn import (
    CAP,
    Solution,
    Tables,
    keeps,
    solve_need,
    solve_points,
    tables,
)
from marquoir.games.dix_mille.rules import (
    SIX,
    STEP,
    DixMilleProfile,
    GameState,
    ThrowRefused,
    blank_chance,
    blank_odds,
    count_throws,
    parse_group,
)
from marquoir.odds.win_sim import ENDINGS
from marquoir.odds_records import Chances, DixAdvice, DixOption
from marquoir.rules import RulesError

if TYPE_CHECKING:
    from marquoir.odds.head_start import FairStart

__all__ = [
    "CAP",
    "Solution",
    "Tables",
    "advise",
    "advise_position",
    "keeps",
    "odds_table",
    "seat_chances",
    "solve_need",
    "solve_points",
    "tables",
    "turn_ev",
    "win_chances",
    "win_chances_each",
    "WIN_MODEL",
]


#: the sentence that says how the simulated chance to win plays (``marquoir.use_cases``)
WIN_MODEL = "dix.win_model"


def advise(
    roll: str, turn_points: int, profile: DixMilleProfile, need: int | None = None
) -> DixAdvice:
    """Every sensible way to play ``roll`` (the dice just thrown) with ``turn_points`` set
    aside before it: the dice to keep, bank or throw on, the blank risk of the next throw, the
    expected points and (with ``need``) the chance to bank at least N this turn."""
    try:
        faces = parse_group(roll)
    except RulesError as error:
        raise ThrowRefused(0, error) from None
    if turn_points < 0 or turn_points % STEP:
        raise RulesError("dix.points_step", "points", given=turn_points)
    if need is not None and need <= 0:
        raise RulesError("dix.points_step", "need", given=need)
    count_throws((), True, profile)  # the profile is whole
    throw = tuple(sorted(faces))
    options = []
    solved = points_grid(profile)  # the numpy solution's figures, read from its table
    levels = solved.width - 1
    goal = need_grid(profile, need) if need is not None else None
    for keep in keeps(throw, profile):
        after = turn_points + keep.points
        i = after // STEP
        bank_ev = float(after)
        roll_ev = float(solved.at(keep.next_dice, i)) if i <= levels else float(after)
        chance = None
        if goal is not None and need is not None:
            top = goal.width - 1
            chance = 1.0 if after >= need else float(goal.at(keep.next_dice, min(i, top)))
        action = "roll" if roll_ev > bank_ev + 1e-9 else "bank"
        if goal is not None and chance is not None and after < (need or 0):
            action = "roll"
        blank = blank_odds(keep.next_dice)
        options.append(DixOption(keep, action, blank, bank_ev, roll_ev, chance))

    def rank(o: DixOption) -> tuple[float, float]:
        best_ev = max(o.bank_ev, o.roll_ev)
        return (-(o.need if o.need is not None else 0.0), -best_ev)

    options.sort(key=rank)
    return DixAdvice(roll, turn_points, need, tuple(options), not options)


def turn_ev(profile: DixMilleProfile) -> float:
    """The expected points of a whole turn under optimal play (six dice, nothing aside)."""
    return float(points_grid(profile).at(SIX, 0))


def odds_table(profile: DixMilleProfile) -> dict[str, object]:
    """The game's odds (``marquoir.use_cases.odds``): the exact chance of a blank with 1 to 6 dice
    (fractions) and the expected points of a whole turn under optimal play."""
    return {"blank": {n: blank_chance(n) for n in range(1, 7)}, "turn_ev": turn_ev(profile)}


def advise_position(
    profile: DixMilleProfile, roll: str, turn_points: int = 0, need: int | None = None
) -> DixAdvice:
    """The advice for a position (``marquoir.use_cases.advise``): see :func:`advise`."""
    return advise(roll, turn_points, profile, need)


def fair_head_start(profile: DixMilleProfile, players: int) -> FairStart | None:
    """The seat advantage and the fair head start, exactly for two players
    (``marquoir.odds.head_start``); None for more (the generic search)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.head_start import exact_fair_start

    return exact_fair_start(profile, players)


def win_chances(
    state: GameState, endings: int | None = None, seed: int | None = None
) -> tuple[float, ...] | Chances:
    """Each player's chance to win now, both playing to win (``marquoir.use_cases.win_chances``):
    exact for two players (``dix_mille_win``), simulated otherwise (``dix_mille_sim``: three
    players or more, the three-blanks penalty, totals left by manual points that the game's
    own turns cannot make); ``endings`` and ``seed`` are the simulation's."""
    players = len(state.setup.players)
    check_table(players)
    if players == 2 and not state.setup.profile.three_blanks:
        # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
        from marquoir.games.dix_mille.odds.win import game_chances

        try:
            return game_chances(state)
        except RulesError as error:
            if error.key != "dix.win_manual":
                raise
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.sim import win_chances as simulated

    return simulated(state, ENDINGS if endings is None else endings, seed)


def win_chances_each(
    states: list[GameState], endings: int | None = None, seed: int | None = None
) -> list[tuple[float, ...] | Chances]:
    """Each player's chance to win after each of a game's turns (``replay --json``): as
    :func:`win_chances` says for each, the simulated ones simulated together."""
    if not states:
        return []
    check_table(len(states[0].setup.players))
    exact: list[tuple[float, ...] | Chances | None] = [None] * len(states)
    if len(states[0].setup.players) == 2 and not states[0].setup.profile.three_blanks:
        # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
        from marquoir.games.dix_mille.odds.win import game_chances

        for i, state in enumerate(states):
            try:
                exact[i] = game_chances(state)
            except RulesError as error:
                if error.key != "dix.win_manual":
                    raise
    rest = [state for state, figures in zip(states, exact, strict=True) if figures is None]
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.sim import win_chances_each as simulated

    played = iter(simulated(rest, ENDINGS if endings is None else endings, seed))
    return [figures if figures is not None else next(played) for figures in exact]


def seat_chances(
    profile: DixMilleProfile, players: int, endings: int | None = None, seed: int | None = None
) -> tuple[float, ...] | Chances:
    """Each seat's chance at the start of a game (``marquoir.use_cases.win_chances``): exact for
    two players without the three-blanks penalty, simulated otherwise."""
    check_table(players)
    if players == 2 and not profile.three_blanks:
        # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
        from marquoir.games.dix_mille.odds.win import seat_chances as exact

        return exact(profile)
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.sim import seat_chances as simulated

    return simulated(profile, players, ENDINGS if endings is None else endings, seed)


def check_table(players: int) -> None:
    """A RulesError for a solo game: its player plays for a record, not to win."""
    if players < 2:
        raise RulesError("win.solo", "players")
