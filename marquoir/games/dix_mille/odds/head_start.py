"""Two-player Dix mille's fair head start, exactly: read off the solved table of every turn
start (``dix_mille_win``). With a head start ``H`` the second player starts at ``H`` (and has
entered: ``marquoir.games.dix_mille.rules.game``), so the first player's chance is ``w[0, H]``; the
fair head start is the smallest ``H`` (in fifties) with ``w[0, H] <= 1/2``."""

from __future__ import annotations

from marquoir.games.dix_mille.rules import STEP, DixMilleProfile
from marquoir.odds.head_start import FairStart


def exact_fair_start(profile: DixMilleProfile, players: int) -> FairStart | None:
    """The fair start of two players, exactly (None for another number of players: the
    generic search then asks the game's chances); a RulesError where the chance to win is not
    computed (the three-blanks penalty)."""
    if players != 2:
        return None
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.dix_mille.odds.win import solve

    row = solve(profile).w[0]
    first = float(row[0])
    seats = (first, 1.0 - first)
    fair = next((h for h in range(len(row)) if row[h] <= 0.5), None)
    if fair is None:
        return FairStart(2, STEP, seats, None, seats, True)
    chance = float(row[fair])
    return FairStart(2, STEP, seats, fair * STEP, (chance, 1.0 - chance), True)
