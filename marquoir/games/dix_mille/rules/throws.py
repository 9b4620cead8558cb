"""A turn entered as its throws, counted: each group read (``values``), the dice left after
each throw (six again after a main pleine), the refusals named by throw."""

from __future__ import annotations

from typing import NamedTuple

from marquoir.games.dix_mille.rules.profile import DixMilleProfile
from marquoir.games.dix_mille.rules.values import SIX, Reading, needs_six, parse_group, read_group
from marquoir.rules.errors import RulesError
from marquoir.rules.explain import format_points

#: banked points are counted in fifties
STEP = 50
#: the most throws one turn holds (a long turn at a real table has a dozen or two; a main
#: pleine takes the six dice back, so only this bound ends a turn typed without end)
THROWS_MAX = 100


class ThrowsCount(NamedTuple):
    """A turn's throws counted: each group's reading, the dice left before each throw, and
    what the turn banks (0 when it ended on a blank)."""

    readings: tuple[Reading, ...]
    left: tuple[int, ...]
    blank: bool
    #: the points set aside before the blank (lost) or banked
    counted: int

    @property
    def points(self) -> int:
        return 0 if self.blank else self.counted


class ThrowRefused(RulesError):
    """A throw refused: ``throw`` is its place in the turn (from 0)."""

    def __init__(self, throw: int, cause: RulesError) -> None:
        self.throw = throw
        self.cause = cause
        super().__init__(cause.key, f"throws[{throw}]", **cause.params)


def count_throws(throws: tuple[str, ...], blank: bool, profile: DixMilleProfile) -> ThrowsCount:
    """Count a turn's throws; a ThrowRefused names the throw and why (a die that does not
    score, more dice than are left, a straight or three pairs outside a six-dice throw)."""
    if not throws and not blank:
        raise RulesError("dix.empty_turn", "throws")
    check_throws(len(throws))
    readings: list[Reading] = []
    lefts: list[int] = []
    left = SIX
    for index, text in enumerate(throws):
        try:
            faces = parse_group(text)
            special = needs_six(faces)
            if special is not None and left < SIX:
                raise RulesError(f"dix.needs_six.{special}", "throws", left=left)
            if len(faces) > left:
                raise RulesError("dix.more_than_left", "throws", n=len(faces), left=left)
            reading = read_group(faces, profile)
        except ThrowRefused:
            raise
        except RulesError as error:
            raise ThrowRefused(index, error) from None
        readings.append(reading)
        lefts.append(left)
        left -= len(faces)
        if left == 0:  # main pleine: all six dice scored, the player takes them back
            left = SIX
    if blank:
        lefts.append(left)
    counted = sum(r.points for r in readings)
    return ThrowsCount(tuple(readings), tuple(lefts), blank, counted)


def check_throws(count: int) -> None:
    """A turn holds at most :data:`THROWS_MAX` throws (said with the limit)."""
    if count > THROWS_MAX:
        raise RulesError(
            "dix.too_many_throws",
            "throws",
            n=lambda lang: format_points(count, lang),
            most=THROWS_MAX,
        )


def check_banked(points: int) -> int:
    """Banked points as the Captain typed them: a positive multiple of 50."""
    if points <= 0 or points % STEP:
        raise RulesError("dix.points_step", "points", given=points)
    return points
