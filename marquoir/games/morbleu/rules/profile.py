"""A Morbleu game's rule profile: the pot, counted by the Captain at the start (no default)."""

from __future__ import annotations

from typing import NamedTuple

from marquoir.rules.errors import RulesError

#: the most escudos a pot may hold at the start
POT_MAX = 1000
PROFILE_FIELDS = ("pot",)


class MorbleuProfile(NamedTuple):
    """The escudos on the table at the start."""

    pot: int

    def as_dict(self) -> dict[str, int]:
        return {"pot": self.pot}


def make_profile(pot: int | None = None) -> MorbleuProfile:
    """A profile; the pot must be given (the Captain counts it), 1 to :data:`POT_MAX`."""
    if pot is None:
        raise RulesError("morbleu.pot_missing", "pot")
    if isinstance(pot, bool) or not 1 <= pot <= POT_MAX:
        raise RulesError("morbleu.pot_range", "pot", given=pot, most=POT_MAX)
    return MorbleuProfile(pot)
