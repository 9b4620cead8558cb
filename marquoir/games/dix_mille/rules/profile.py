"""A Dix mille game's rule profile: the variants a family argues about, chosen at the start
and stored with the game (dix-mille.md, "Variants")."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from marquoir.rules.errors import RulesError

if TYPE_CHECKING:
    from typing import Any

#: each variant, its allowed values, and its default (the first)
VARIANTS: dict[str, tuple[Any, ...]] = {
    "target": (5000, 2000, 3000, 10000),
    "entry": (0, 500, 1000),
    "three_pairs": (1500, 750),
    "straight": (1500, 2500),
    "multiples": ("doubling", "fixed"),
    "three_blanks": (0, 500),
}
PROFILE_FIELDS = tuple(VARIANTS)


class DixMilleProfile(NamedTuple):
    """The variants of one game (dix-mille.md)."""

    target: int = 5000
    entry: int = 0
    three_pairs: int = 1500
    straight: int = 1500
    multiples: str = "doubling"
    three_blanks: int = 0

    def as_dict(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in PROFILE_FIELDS}


DEFAULT_PROFILE = DixMilleProfile()


def make_profile(**variants: Any) -> DixMilleProfile:
    """A profile: each variant given must be one of its allowed values (the others take
    their default); a RulesError names the variant and what it allows."""
    for name, value in variants.items():
        allowed = VARIANTS.get(name)
        if allowed is None:
            raise RulesError("dix.unknown_variant", name, given=name, known=", ".join(VARIANTS))
        if value not in allowed or isinstance(value, bool):
            raise RulesError(
                "dix.variant", name, name=name, given=value, allowed=" / ".join(map(str, allowed))
            )
    return DixMilleProfile(**variants)
