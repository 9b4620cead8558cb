"""Dix mille, exactly: the chance of a blank with 1 to 6 dice, the expected points of a whole
turn under optimal play, the advice for a throw just rolled (dix-mille.md, "The blank-roll
risk"), and the chance to win: the game's odds as the registry hands them out
(``marquoir.table.odds``, ``advise`` and ``win_chances``). The turn is solved in
:mod:`.dix_mille_turn`, its solutions kept in the cache folder (:mod:`.dix_mille_stored`) and
read from there; the chance to win is :mod:`.dix_mille_win`'s.
"""

from __future__ import annotations

from marquoir.odds.dix_mille_stored import need_grid, points_grid
from marquoir.odds.dix_mille_turn import (
    CAP,
    Solution,
    Tables,
    keeps,
    solve_need,
    solve_points,
    tables,
)
from marquoir.odds_records import DixAdvice, DixOption
from marquoir.rules import RulesError
from marquoir.rules.dix_mille import (
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
]


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
    """The game's odds (``marquoir.table.odds``): the exact chance of a blank with 1 to 6 dice
    (fractions) and the expected points of a whole turn under optimal play."""
    return {"blank": {n: blank_chance(n) for n in range(1, 7)}, "turn_ev": turn_ev(profile)}


def advise_position(
    profile: DixMilleProfile, roll: str, turn_points: int = 0, need: int | None = None
) -> DixAdvice:
    """The advice for a position (``marquoir.table.advise``): see :func:`advise`."""
    return advise(roll, turn_points, profile, need)


def win_chances(state: GameState) -> tuple[float, ...]:
    """Each player's chance to win now, both playing to win (``marquoir.table.win_chances``):
    two players only (``dix_mille_win``)."""
    from marquoir.odds.dix_mille_win import game_chances

    return game_chances(state)


def seat_chances(profile: DixMilleProfile, players: int) -> tuple[float, ...]:
    """Each seat's chance at the start of a game (``marquoir.table.win_chances``)."""
    from marquoir.odds.dix_mille_win import check_players, seat_chances

    check_players(players)
    return seat_chances(profile)
