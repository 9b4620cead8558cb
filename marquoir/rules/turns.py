"""The facts a Captain enters: the table (seating and rule profile) and each turn as played."""

from __future__ import annotations

from marquoir.rules.dice import NO_DICE, Dice
from marquoir.rules.errors import RulesError
from marquoir.rules.profile import CLASSIC_PROFILE, RuleProfile
from marquoir.rules.record import Record
from marquoir.rules.scoring import MAX_PLAYERS, MIN_PLAYERS


class GameSetup(Record):
    """Who sits where (the first plays first) and the rules the game is played with."""

    players: tuple[str, ...]
    profile: RuleProfile = CLASSIC_PROFILE

    def seat_of(self, name: str) -> int:
        """The seat of ``name`` (case ignored), or a RulesError naming the table."""
        wanted = name.strip().casefold()
        for seat, player in enumerate(self.players):
            if player.casefold() == wanted:
                return seat
        raise RulesError(
            "game.unknown_player", "player", given=name, players=", ".join(self.players)
        )


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


def make_setup(
    players: list[str] | tuple[str, ...], profile: RuleProfile = CLASSIC_PROFILE
) -> GameSetup:
    """A validated table: 2 to 8 players, names trimmed, non-empty and unique ignoring case."""
    names = tuple(name.strip() for name in players)
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise RulesError("players.count", "players", n=len(names))
    seen: set[str] = set()
    for seat, name in enumerate(names, start=1):
        if not name:
            raise RulesError("setup.empty_name", "players", n=seat)
        if name.casefold() in seen:
            raise RulesError("setup.duplicate", "players", name=name)
        seen.add(name.casefold())
    return GameSetup(names, profile)
