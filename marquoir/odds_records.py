"""The odds' records, as ``marquoir.use_cases`` hands them out (``marquoir.records`` names them
too): the advice for the dice on the table (Mille Sabords, Dix mille) and a card's whole-turn
odds, as named tuples."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from typing import Any


class Option(NamedTuple):
    """At the table, with dice on it: stop, or reroll ``reroll`` (with one skull too when
    ``skull`` is true), and what it is worth."""

    action: str
    #: the dice to reroll (a Mille Sabords ``Dice``)
    reroll: Any
    skull: bool
    #: the chance that the roll ends the turn
    bust: float
    #: expected points from here under the best play (NaN where stopping is not allowed)
    ev: float
    #: the chance to score at least the points asked for, when asked
    need: float | None


class Advice(NamedTuple):
    """What to do with the dice on the table: every option, and the recommended one."""

    card: str
    dice: Any
    need: int | None
    stop: Option
    rerolls: tuple[Option, ...]
    best: Option


class Keep(NamedTuple):
    """Dix mille: one way to set dice aside from a throw: the dice, their points, the dice
    thrown next (six again after a main pleine)."""

    dice: str
    points: int
    next_dice: int


class DixOption(NamedTuple):
    """Dix mille: one way to play the throw on the table."""

    keep: Keep
    #: ``bank`` or ``roll``: what to do after setting the dice aside
    action: str
    #: the chance that the next throw (of ``keep.next_dice``) is a blank
    blank: float
    #: expected points banked: stopping now, and throwing on (then playing best)
    bank_ev: float
    roll_ev: float
    #: with ``need``: the best chance to bank at least N this turn after this keep
    need: float | None


class DixAdvice(NamedTuple):
    """Dix mille: every sensible way to play the throw just rolled, best first."""

    roll: str
    turn_points: int
    need: int | None
    options: tuple[DixOption, ...]
    #: the throw scores nothing: the turn ends with 0
    blank: bool


class DixWinMove(NamedTuple):
    """Dix mille, playing to win: one way to play the throw on the table (the dice kept, then
    ``bank`` or ``roll``) and the chance to win it gives."""

    keep: Keep
    action: str
    chance: float


class DixWinAdvice(NamedTuple):
    """Dix mille, playing to win: every sensible way to play the throw just rolled, banked or
    thrown on, the most chance to win first (empty: the throw scores nothing)."""

    roll: str
    turn_points: int
    moves: tuple[DixWinMove, ...]


class MsWinMove(NamedTuple):
    """Mille Sabords, playing to win: one way to play the dice on the table (stop, or a
    reroll, as the odds' :class:`Option` says it) and the chance to win it gives, with its
    standard error (simulated)."""

    option: Option
    chance: float
    error: float


class MsWinAdvice(NamedTuple):
    """Mille Sabords, playing to win: the sensible ways to play the dice on the table, the
    most chance to win first, each simulated over at least ``endings`` endings of the
    game."""

    card: str
    dice: Any
    moves: tuple[MsWinMove, ...]
    endings: int


class CardOdds(NamedTuple):
    """A card's whole turn under optimal play."""

    card: str
    ev: float
    first_roll_bust: float


class Chances(NamedTuple):
    """Each player's chance to win (seating order) as a game's odds module hands it out:
    exact (no ``errors``) or simulated (each figure's standard error, the endings played)."""

    chances: tuple[float, ...]
    errors: tuple[float, ...] = ()
    endings: int = 0
