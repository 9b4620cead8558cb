"""The turn as a finite model: states, the rerolls RULES.md allows, and where each roll leads.

A state is what lies on the table between rolls: the skull dice and the other dice (a multiset
of 8 dice in all); the card is fixed for the model. A reroll keeps a sub-multiset ``K`` of the
non-skull dice (for Treasure Island, the dice on the chest) and rolls the rest; what follows
depends only on ``K`` and the skulls, so the model computes one expectation per ``(K, skulls)``
("a roll") and a state's rerolls are the rolls whose ``K`` fits inside it.

Points at a stop, a bust, a ship, Peace, Zombie Attack and Shipwreck are those of
``score_turn``. Skull Island (four skulls or more on the first roll) scores 0 and has no
decision; opponents' gains and losses are not the player's points and are left out.
"""

from __future__ import annotations

from functools import cache
from itertools import product
from math import factorial

from marquoir.games.mille_sabords.rules import CARDS, Dice, RuleProfile, make_profile, score_turn
from marquoir.games.mille_sabords.rules.dice import NO_DICE
from marquoir.games.mille_sabords.rules.skulls import (
    BUST_SKULLS,
    NEVER_BUST_CARDS,
    busts,
    island_possible,
)

#: faces other than the skull, in the order of Dice's fields after ``skulls``
OTHER_FACES = 5
MODEL_VERSION = 1


@cache
def multisets(n: int, faces: int) -> tuple[tuple[int, ...], ...]:
    """Every way to put ``n`` identical dice on ``faces`` faces (counts per face)."""
    if faces == 1:
        return ((n,),)
    return tuple((k, *rest) for k in range(n, -1, -1) for rest in multisets(n - k, faces - 1))


@cache
def roll_outcomes(k: int) -> tuple[tuple[tuple[int, ...], float], ...]:
    """Each result of rolling ``k`` dice (counts per face, skull first) with its probability."""
    total = 6**k
    out = []
    for counts in multisets(k, 6):
        ways = factorial(k)
        for c in counts:
            ways //= factorial(c)
        out.append((counts, ways / total))
    return tuple(out)


def sub_multisets(counts: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [tuple(c) for c in product(*(range(n + 1) for n in counts))]


class TurnModel:
    """The states and rolls of one card under one edition's reroll rule (a plain class: a
    warm ``marquoir odds`` imports no ``dataclasses``)."""

    __slots__ = ("card", "profile", "card_skulls", "states", "index", "rolls", "roll_index")

    def __init__(self, card: str, profile: RuleProfile, card_skulls: int) -> None:
        self.card = card
        self.profile = profile
        #: skulls the card adds
        self.card_skulls = card_skulls
        #: (skull dice, other counts) of each state, and the reverse index
        self.states: list[tuple[int, tuple[int, ...]]] = []
        self.index: dict[tuple[int, tuple[int, ...]], int] = {}
        #: (kept other counts, skull dice) of each roll, and the reverse index
        self.rolls: list[tuple[tuple[int, ...], int]] = []
        self.roll_index: dict[tuple[tuple[int, ...], int], int] = {}

    def __repr__(self) -> str:
        return f"TurnModel({self.card!r}, {self.profile!r}, {len(self.states)} states)"

    @property
    def never_busts(self) -> bool:
        return self.card in NEVER_BUST_CARDS

    @property
    def max_skull_dice(self) -> int:
        """The most skull dice a state (not a bust) can hold."""
        return 8 if self.never_busts else BUST_SKULLS - 1 - self.card_skulls

    def dice(self, skulls: int, other: tuple[int, ...]) -> Dice:
        return Dice(skulls, *other)

    def busts(self, skull_dice: int) -> bool:
        return busts(self.card, skull_dice)

    def skull_island(self, skull_dice: int) -> bool:
        """Skull dice on the first roll that sail to Skull Island (no decision to make)."""
        return island_possible(self.card, skull_dice)

    def points(self, dice: Dice, saved: Dice = NO_DICE) -> int:
        """The player's points for final dice (zombie: 0 until only sabres and skulls remain)."""
        if self.card == "zombie" and (dice.diamonds or dice.gold or dice.monkeys or dice.parrots):
            return 0
        return score_turn(
            self.card,
            dice,
            saved if self.card == "treasure" else NO_DICE,
            players=4,
            profile=self.profile,
        ).points

    def min_reroll(self) -> int:
        return 1 if self.card == "zombie" else 2

    def keeps_one(self) -> bool:
        """Classic: at least one non-skull die stays on the table at every reroll."""
        return self.profile.edition == "classic" and self.card != "zombie"


def build(card: str, edition: str) -> TurnModel:
    """Enumerate the states and the rolls of ``card`` (rerolls as ``edition`` allows)."""
    profile = make_profile(edition, cards_2025=True)
    model = TurnModel(card, profile, CARDS[card].skulls)
    for skulls in range(model.max_skull_dice + 1):
        for other in multisets(8 - skulls, OTHER_FACES):
            model.index[(skulls, other)] = len(model.states)
            model.states.append((skulls, other))
    least = model.min_reroll()
    for skulls in range(model.max_skull_dice + 1):
        for kept_size in range(0, 8 - skulls - least + 1):
            if kept_size == 0 and model.keeps_one():
                continue
            for kept in multisets(kept_size, OTHER_FACES):
                model.roll_index[(kept, skulls)] = len(model.rolls)
                model.rolls.append((kept, skulls))
    return model
