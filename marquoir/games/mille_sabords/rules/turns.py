"""The facts a Captain enters for a Mille Sabords turn: the card drawn and the final dice, or
manual points."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.mille_sabords.rules.dice import NO_DICE, Dice
from marquoir.games.mille_sabords.rules.profile import CLASSIC_PROFILE, RuleProfile
from marquoir.rules import setup as table_setup
from marquoir.rules.manual import ManualTurn as ManualTurn
from marquoir.rules.setup import GameSetup

if TYPE_CHECKING:
    from collections.abc import Sequence


class DiceTurn(NamedTuple):
    """A turn as played: the card drawn and the final dice."""

    player: str
    card: str
    dice: Dice
    saved: Dice = NO_DICE
    skull_island: bool = False
    note: str = ""


Turn = DiceTurn | ManualTurn


def make_setup(players: Sequence[str], profile: RuleProfile = CLASSIC_PROFILE) -> GameSetup:
    """A validated Mille Sabords table (the classic profile unless another is given)."""
    return table_setup.make_setup(players, profile)
