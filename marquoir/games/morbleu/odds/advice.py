"""Morbleu at the table: the exact chance to succeed with 3 dice for each challenge
(morbleu.md, "At the table"), counted over the 216 throws."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.games.morbleu.odds.duel import chance
from marquoir.odds.win_sim import ENDINGS

if TYPE_CHECKING:
    from fractions import Fraction
    from typing import Any

    from marquoir.odds_records import Chances


def challenge_table() -> list[tuple[str, Fraction]]:
    """Every challenge's chance: Franche, Double, Triple, then Score 3 to 18."""
    rows = [(name, chance(name)) for name in ("franche", "double", "triple")]
    return rows + [(f"score {n}", chance("score", n)) for n in range(3, 19)]


def odds_table(profile: object) -> list[tuple[str, Fraction]]:
    """The game's odds (``marquoir.use_cases.odds``): the challenges' chances, whatever the pot."""
    return challenge_table()


#: the sentence that says how the simulated chance to win plays (``marquoir.use_cases``)
WIN_MODEL = "morbleu.win_model"


def win_chances(state: Any, endings: int | None = None, seed: int | None = None) -> Chances:
    """Each pirate's chance to win now (``marquoir.use_cases.win_chances``), simulated from the
    pot and the escudos (``morbleu_sim``: both duellists announce Double)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.morbleu.odds.sim import win_chances as simulated

    return simulated(state, ENDINGS if endings is None else endings, seed)


def win_chances_each(
    states: list[Any], endings: int | None = None, seed: int | None = None
) -> list[Chances]:
    """Each pirate's chance to win after each of a game's turns (``replay --json``)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.morbleu.odds.sim import win_chances_each as simulated

    return simulated(states, ENDINGS if endings is None else endings, seed)


def seat_chances(
    profile: object, players: int, endings: int | None = None, seed: int | None = None
) -> Chances:
    """Each seat's chance at the start of a game (no escudo yet, the whole pot), simulated."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.morbleu.odds.sim import seat_chances as simulated

    return simulated(profile, players, ENDINGS if endings is None else endings, seed)
