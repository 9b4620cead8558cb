"""Morbleu's duel: the exact chance to succeed with 3 dice for each challenge (morbleu.md,
"At the table"), counted over the 216 throws: the odds table reads it (:mod:`.morbleu`) and so
does the simulated chance to win (:mod:`.morbleu_sim`)."""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from itertools import product

THROWS = list(product(range(1, 7), repeat=3))


def chance(challenge: str, n: int = 0) -> Fraction:
    """Franche: at least one 6; Double: two identical dice or more; Triple: three identical;
    Score N: a total of at least N."""

    def succeeds(throw: tuple[int, ...]) -> bool:
        most = max(Counter(throw).values())
        return {
            "franche": 6 in throw,
            "double": most >= 2,
            "triple": most == 3,
            "score": sum(throw) >= n,
        }[challenge]

    return Fraction(sum(1 for throw in THROWS if succeeds(throw)), len(THROWS))
