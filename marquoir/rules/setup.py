"""The table, for any game: who sits where (the first plays first) and the rule profile."""

from __future__ import annotations

from marquoir.rules.errors import RulesError
from marquoir.rules.limits import MAX_PLAYERS, MIN_PLAYERS, check_name
from marquoir.rules.record import Record

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any


class GameSetup(Record):
    """Who sits where (the first plays first) and the rules the game is played with."""

    players: tuple[str, ...]
    profile: Any

    def seat_of(self, name: str) -> int:
        """The seat of ``name`` (case ignored), or a RulesError naming the table."""
        wanted = name.strip().casefold()
        for seat, player in enumerate(self.players):
            if player.casefold() == wanted:
                return seat
        raise RulesError(
            "game.unknown_player", "player", given=name, players=", ".join(self.players)
        )


def new_setup(players: Sequence[str], profile: Any) -> GameSetup:
    """A new table, as the Captain seats it: :func:`make_setup`, and every name within the
    limits (a stored game keeps the names it was stored with)."""
    for name in players:
        check_name(name)
    return make_setup(players, profile)


def make_setup(players: Sequence[str], profile: Any) -> GameSetup:
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
