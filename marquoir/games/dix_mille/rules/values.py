"""What the dice set aside from one throw are worth (dix-mille.md, "Values"): their best
reading, every die scoring, or a refusal naming the die that does not score.

A throw's group is written as its faces (``"155"``); the order never matters.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from functools import lru_cache
from itertools import combinations_with_replacement, product
from math import factorial
from typing import TYPE_CHECKING, NamedTuple

from marquoir.games.dix_mille.rules.profile import DEFAULT_PROFILE, DixMilleProfile
from marquoir.rules.errors import RulesError

if TYPE_CHECKING:
    from fractions import Fraction

#: the faces that score alone, and what one of them is worth
SINGLES = {1: 100, 5: 50}
SIX = 6


class Part(NamedTuple):
    """One scoring part of a reading: ``kind`` is ``single``, ``kind`` (n of a face),
    ``straight`` or ``pairs``; ``face`` and ``size`` say which dice."""

    kind: str
    face: int
    size: int
    points: int


class Reading(NamedTuple):
    """The best reading of a group of dice: its parts (largest first) and their sum."""

    dice: str
    points: int
    parts: tuple[Part, ...]


def parse_group(text: str) -> tuple[int, ...]:
    """The faces of a group (``"155"``), or a RulesError naming the character that is not a
    face (digits 1–6) and where it is."""
    if not text:
        raise RulesError("dix.empty_group", "throws")
    faces = []
    for position, char in enumerate(text, start=1):
        if char not in "123456":
            raise RulesError("dix.not_a_face", "throws", char=char, n=position)
        faces.append(int(char))
    if len(faces) > SIX:
        raise RulesError("dix.too_many", "throws", n=len(faces))
    return tuple(faces)


def kind_points(face: int, count: int, profile: DixMilleProfile) -> int:
    """Three or more of a face: the triple (1,000 for 1s, face × 100), doubled for each die
    beyond three; with ``fixed`` multiples, four, five, six of a kind 1,000 / 2,000 / 3,000."""
    triple = 1000 if face == 1 else face * 100
    if count == 3:
        return triple
    if profile.multiples == "fixed":
        return {4: 1000, 5: 2000, 6: 3000}[count]
    return int(triple * 2 ** (count - 3))


def _face_readings(face: int, count: int, profile: DixMilleProfile) -> list[tuple[Part, ...]]:
    """Every way to read ``count`` dice of ``face`` with all of them scoring: n of a kind
    (n ≥ 3), and single 1s and 5s."""
    if count == 0:
        return [()]
    found: list[tuple[Part, ...]] = []
    for size in range(count, 2, -1):
        part = Part("kind", face, size, kind_points(face, size, profile))
        found += [(part, *rest) for rest in _face_readings(face, count - size, profile)]
    if face in SINGLES:
        singles = Part("single", face, count, SINGLES[face] * count)
        found.append((singles,))
        for size in range(3, count):
            part = Part("kind", face, size, kind_points(face, size, profile))
            found.append((part, Part("single", face, count - size, SINGLES[face] * (count - size))))
    return found


@lru_cache(maxsize=4096)
def read_group(faces: tuple[int, ...], profile: DixMilleProfile = DEFAULT_PROFILE) -> Reading:
    """The best reading of a group of dice set aside from one throw of six dice or fewer (a
    straight and three pairs need the six: see :func:`read_throw`). A RulesError names the
    first die (in the order written) that does not score."""
    counts = Counter(faces)
    whole: list[tuple[Part, ...]] = []
    if len(faces) == SIX and len(counts) == SIX:
        whole.append((Part("straight", 0, SIX, profile.straight),))
    if len(faces) == SIX and len(counts) == 3 and set(counts.values()) == {2}:
        whole.append((Part("pairs", 0, SIX, profile.three_pairs),))
    by_face: list[Part] = []
    unread = [face for face in faces if face not in SINGLES and counts[face] < 3]
    if not unread:
        for face in sorted(counts):
            best = max(_face_readings(face, counts[face], profile), key=_sum)
            by_face += best
        whole.append(tuple(by_face))
    if not whole:
        raise RulesError("dix.no_score", "throws", die=unread[0])
    best_reading = max(whole, key=_sum)
    text = "".join(str(face) for face in sorted(faces))
    parts = tuple(sorted(best_reading, key=lambda p: (-p.points, p.face)))
    return Reading(text, _sum(best_reading), parts)


def _sum(parts: tuple[Part, ...]) -> int:
    return sum(part.points for part in parts)


def needs_six(faces: tuple[int, ...]) -> str | None:
    """``straight`` or ``pairs`` when the group reads only as a straight or three pairs (so
    the throw must have had six dice), else None."""
    counts = Counter(faces)
    if len(faces) != SIX:
        return None
    if len(counts) == SIX:
        return "straight"
    if len(counts) == 3 and set(counts.values()) == {2}:
        return "pairs"
    return None


def scoring_chance(dice: int, profile: DixMilleProfile = DEFAULT_PROFILE) -> tuple[int, int]:
    """Of the 6ⁿ throws of ``dice`` dice, how many score something: (scoring, all)."""
    scoring = sum(1 for throw in product(range(1, 7), repeat=dice) if best_keep(throw, profile))
    return scoring, 6**dice


def throws_of(n: int) -> list[tuple[tuple[int, ...], Fraction]]:
    """Every throw of ``n`` dice, sorted, with its exact chance."""
    return [
        (faces, Fraction(_orders(faces), 6**n))
        for faces in combinations_with_replacement(range(1, 7), n)
    ]


def _orders(faces: tuple[int, ...]) -> int:
    """In how many orders the dice can show ``faces`` (a throw sorted): n! over each face's
    count's factorial."""
    ways = factorial(len(faces))
    for count in Counter(faces).values():
        ways //= factorial(count)
    return ways


@lru_cache(maxsize=8)
def blank_ways(n: int) -> int:
    """Of the 6ⁿ throws of ``n`` dice (each order its own), how many score nothing (the same
    under every profile: only which dice score matters)."""
    blank = 0
    for faces in combinations_with_replacement(range(1, 7), n):
        if not best_keep(faces, DEFAULT_PROFILE):
            blank += _orders(faces)
    return blank


def blank_chance(n: int) -> Fraction:
    """The exact chance that a throw of ``n`` dice scores nothing."""
    return Fraction(blank_ways(n), 6**n)


def blank_odds(n: int) -> float:
    """:func:`blank_chance` as a float, the same one (a quotient of integers is rounded once,
    as a fraction's float is), without importing ``fractions``."""
    odds: float = blank_ways(n) / 6**n
    return odds


def best_keep(throw: tuple[int, ...], profile: DixMilleProfile) -> bool:
    """Whether a throw scores at all (a 1, a 5, three of a kind, or a six-dice straight or
    three pairs)."""
    counts = Counter(throw)
    if counts[1] or counts[5] or any(n >= 3 for n in counts.values()):
        return True
    return needs_six(throw) is not None
