"""The table, for any game: who sits where (the first plays first) and the rule profile."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.rules.errors import RulesError
from marquoir.rules.limits import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    check_name,
    check_unlike,
    name_key,
    nfc,
)

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any


class GameSetup(NamedTuple):
    """Who sits where (the first plays first) and the rules the game is played with."""

    players: tuple[str, ...]
    profile: Any
    #: the points each later seat starts ahead of the one before (``marquoir.rules.head_start``)
    head_start: int = 0

    def seat_of(self, name: str) -> int:
        """The seat of ``name`` (compared by :func:`name_key`), or a RulesError naming the
        table."""
        wanted = name_key(name)
        for seat, player in enumerate(self.players):
            if name_key(player) == wanted:
                return seat
        raise RulesError(
            "game.unknown_player", "player", given=name, players=", ".join(self.players)
        )


def new_setup(players: Sequence[str], profile: Any, least: int = MIN_PLAYERS) -> GameSetup:
    """A new table, as the Captain seats it: :func:`make_setup`, every name within the
    limits, and no name that looks like another seated before it (a stored game keeps the
    names it was stored with)."""
    names = [check_name(name, f"players[{i}]") for i, name in enumerate(players)]
    setup = make_setup(names, profile, least)
    for i, name in enumerate(names):
        check_unlike(name, names[:i], "seated", f"players[{i}]")
    return setup


def make_setup(players: Sequence[str], profile: Any, least: int = MIN_PLAYERS) -> GameSetup:
    """A validated table: ``least`` (the game's :attr:`GameRules.min_players`, 2 unless it
    keeps solo games) to 8 players, names trimmed (one Unicode form), non-empty and unique
    by :func:`name_key`."""
    names = tuple(nfc(name).strip() for name in players)
    if not least <= len(names) <= MAX_PLAYERS:
        raise count_refused(len(names), least)
    seen: set[str] = set()
    for seat, name in enumerate(names, start=1):
        if not name:
            raise RulesError("setup.empty_name", "players", n=seat)
        if name_key(name) in seen:
            raise RulesError("setup.duplicate", "players", name=name)
        seen.add(name_key(name))
    return GameSetup(names, profile)


def count_refused(n: int, least: int = MIN_PLAYERS) -> RulesError:
    """``n`` players refused by a game that seats ``least`` to 8: one sentence that says
    the game's range (``1 to 8`` for a game that keeps solo games)."""
    if least == MIN_PLAYERS:
        return RulesError("players.count", "players", n=n)
    return RulesError("players.count_from", "players", n=n, least=least, most=MAX_PLAYERS)
