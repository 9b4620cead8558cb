"""Names that look alike: Latin ``Anne`` and ``Аnne`` with a Cyrillic ``А``, ``Anne`` and
``Anne`` with an invisible mark after it.

Each name is reduced to its *skeleton*, as Unicode's security mechanisms (UTS #39) do: the
name as :func:`~marquoir.rules.limits.name_key` compares it (one Unicode form, case ignored),
decomposed (NFD), without its default-ignorable characters (variation selectors and the like),
each character replaced by the prototype of its class in Unicode's ``confusables.txt``, then
decomposed again. Two names with one skeleton look alike.

The prototypes are kept in ``confusables.json`` beside this module, which
``scripts/confusables.py`` writes from the ``confusable_homoglyphs`` package (a development
dependency: Unicode's ``confusables.txt`` as pairs); they are read once, when a name is first
compared.

Two names written in plain ASCII are never called look-alikes (``Amie`` and ``Arnie``,
``Ivan`` and ``Ian`` sit at one table): what is caught is a letter of another script or a mark
that a reader cannot see.
"""

from __future__ import annotations

import json
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import NamedTuple

#: characters Unicode says to ignore when showing text, beyond the format characters (Cf):
#: variation selectors, the combining grapheme joiner, the Hangul fillers, Khmer's inherent
#: vowels and Mongolian's free variation selectors
IGNORABLE = frozenset(
    "\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0"
    + "".join(chr(c) for c in range(0xFE00, 0xFE10))
    + "".join(chr(c) for c in range(0xE0100, 0xE01F0))
)
#: each confusable character's prototype (``scripts/confusables.py`` writes it)
TABLE = Path(__file__).with_name("confusables.json")


def ignorable(char: str) -> bool:
    """Whether a reader sees nothing of ``char`` (a format character, a variation selector …)."""
    return char in IGNORABLE or unicodedata.category(char) == "Cf"


@lru_cache(maxsize=1)
def prototypes() -> dict[str, str]:
    """Each confusable character's prototype (the one every character of its class becomes),
    as ``scripts/confusables.py`` wrote them from Unicode's table."""
    table: dict[str, str] = json.loads(TABLE.read_text("utf-8"))
    return table


@lru_cache(maxsize=4096)  # a roster's names are compared with each new one
def skeleton(key: str) -> str:
    """A name's skeleton, from its key (``name_key``): two names look alike when theirs are one."""
    cases = prototypes()
    bare = (c for c in unicodedata.normalize("NFD", key) if not ignorable(c))
    return unicodedata.normalize("NFD", "".join(cases.get(c, c) for c in bare))


class Lookalike(NamedTuple):
    """A name that looks like another: the other, and the first character that tells them
    apart to a machine but not to a reader (its place from 1, and the character)."""

    other: str
    position: int
    char: str


def lookalike(name: str, key: str, others: dict[str, str]) -> Lookalike | None:
    """The name among ``others`` (each name by its key) that ``name`` (by ``key``) looks like
    without being it, or None."""
    own = None
    for other_key, other in others.items():
        if other_key == key or (key.isascii() and other_key.isascii()):
            continue
        own = skeleton(key) if own is None else own
        if skeleton(other_key) != own:
            continue
        position, char = _telling(name, other)
        return Lookalike(other, position, char)
    return None


def _telling(name: str, other: str) -> tuple[int, str]:
    """The first character of ``name`` a reader would not tell from ``other``'s."""
    for position, char in enumerate(name, start=1):
        if ignorable(char) or (not char.isascii() and char not in other):
            return position, char
    return 1, name[:1]
