"""The rule profile a game is started with, and stored with, so it always replays the same way.

The one home of each edition's defaults (RULES.md "Totals, negative scores and the end of the
game"): the new-game screen, the game file and the store all ask :func:`edition_defaults`.
"""

from typing import NamedTuple

from marquoir.games.mille_sabords.rules.cards import CLASSIC, EDITION_2025, EDITIONS
from marquoir.rules.errors import RulesError

DEFAULT_TARGET = {CLASSIC: 6000, EDITION_2025: 8000}
TARGET_STEP = 500
TARGET_MAX = 100_000
#: the fields of a profile, as the game file and the store write them
PROFILE_FIELDS = ("edition", "target", "negative_scores", "cards_2025")


class RuleProfile(NamedTuple):
    edition: str = CLASSIC
    target: int = 6000
    #: False: totals are floored at 0 after every turn (classic rulebook)
    negative_scores: bool = False
    #: the Peace, Zombie Attack and Shipwreck cards may be drawn
    cards_2025: bool = False

    def as_dict(self) -> dict[str, object]:
        return self._asdict()


def edition_defaults(edition: str) -> RuleProfile:
    """The edition's profile as the box says: classic to 6,000, no negative totals, 35 cards;
    2025 to 8,000, negative totals, 38 cards."""
    if edition not in EDITIONS:
        raise RulesError("profile.edition", "edition", given=edition)
    modern = edition == EDITION_2025
    return RuleProfile(edition, DEFAULT_TARGET[edition], modern, modern)


def make_profile(
    edition: str = CLASSIC,
    target: int | None = None,
    negative_scores: bool | None = None,
    cards_2025: bool | None = None,
) -> RuleProfile:
    """A profile with the edition's defaults for whatever is not given, validated."""
    defaults = edition_defaults(edition)
    if target is None:
        target = defaults.target
    if isinstance(target, bool) or not isinstance(target, int):
        raise RulesError("profile.target", "target", given=target, step=TARGET_STEP)
    if target <= 0 or target % TARGET_STEP or target > TARGET_MAX:
        raise RulesError("profile.target", "target", given=target, step=TARGET_STEP)
    return RuleProfile(
        edition=edition,
        target=target,
        negative_scores=defaults.negative_scores
        if negative_scores is None
        else bool(negative_scores),
        cards_2025=defaults.cards_2025 if cards_2025 is None else bool(cards_2025),
    )


CLASSIC_PROFILE = make_profile(CLASSIC)
PROFILE_2025 = make_profile(EDITION_2025)
