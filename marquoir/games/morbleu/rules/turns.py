"""The facts of a Morbleu turn (morbleu.md): a duel (who was challenged, who won with which
challenge, or a draw), a new hand, an adjustment (not a turn), and the Treasure escudos
declared at the end."""

from __future__ import annotations

from typing import NamedTuple

#: the challenges, and what winning each brings: (cards drawn, escudos from the pot)
REWARDS = {"franche": (1, 0), "double": (1, 1), "triple": (2, 1), "score": (2, 2)}
CHALLENGES = tuple(REWARDS)
#: the pot's escudos in an adjustment (``"adjust": {"pot": -2}``); files written before it had
#: its own field kept it among the pirates' (``"escudos": {"pot": -2}``), still read
POT = "pot"
HAND_START = 3
HAND_MAX = 5


class DuelTurn(NamedTuple):
    """``player`` challenged ``against``; ``winner`` (one of them) won with ``challenge``, or
    None for a draw."""

    player: str
    against: str
    winner: str | None
    challenge: str | None = None
    note: str = ""


class NewHandTurn(NamedTuple):
    """``player`` paid 1 escudo back to the pot, discarded the hand and drew 3."""

    player: str
    note: str = ""


class AdjustTurn(NamedTuple):
    """Escudos moved (each pirate's ``(name, delta)``, and the pot's ``pot``: all adding up to
    0) and hand sizes set, with a note: a card's effect or a correction. Not a turn: the same
    player still plays. The pot is never a key among the pirates (a pirate may be named Pot)."""

    player: str
    escudos: tuple[tuple[str, int], ...] = ()
    hands: tuple[tuple[str, int], ...] = ()
    note: str = ""
    pot: int = 0


class TreasureTurn(NamedTuple):
    """The escudos printed on each pirate's Treasure cards, declared once the pot is empty
    (``player``: the first seat; the file writes it as ``"treasure"``)."""

    player: str
    treasure: tuple[tuple[str, int], ...]


Turn = DuelTurn | NewHandTurn | AdjustTurn | TreasureTurn
