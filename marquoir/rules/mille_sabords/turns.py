"""The facts a Captain enters for a Mille Sabords turn: the card drawn and the final dice, or
manual points."""

from __future__ import annotations

from marquoir.rules import setup as table_setup
from marquoir.rules.mille_sabords.dice import NO_DICE, Dice
from marquoir.rules.mille_sabords.profile import CLASSIC_PROFILE, RuleProfile
from marquoir.rules.record import Record
from marquoir.rules.setup import GameSetup

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence


class DiceTurn(Record):
    """A turn as played: the card drawn and the final dice."""

    player: str
    card: str
    dice: Dice
    saved: Dice = NO_DICE
    skull_island: bool = False
    note: str = ""


class ManualTurn(Record):
    """Points entered by hand (a house rule, a correction), counted like any turn.

    ``opponents`` is what each other player gains: one number for all of them, or a tuple of
    ``(name, points)`` pairs for some of them (the others gain nothing).
    """

    player: str
    points: int
    opponents: int | tuple[tuple[str, int], ...] = 0
    note: str = ""


Turn = DiceTurn | ManualTurn


def make_setup(players: Sequence[str], profile: RuleProfile = CLASSIC_PROFILE) -> GameSetup:
    """A validated Mille Sabords table (the classic profile unless another is given)."""
    return table_setup.make_setup(players, profile)
