"""Limits and names, in one place, the same on every backend (README "Limits").

Every name, season and note that comes in (typed, imported, renamed) passes here: trimmed,
in one Unicode form (NFC, so "é" typed one way or another is the same letter), within its
length, without control characters; names are compared by :func:`name_key` (surrounding
spaces and case ignored) and nowhere else.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from marquoir.rules.errors import RulesError
from marquoir.rules.explain import format_points

MIN_PLAYERS, MAX_PLAYERS = 2, 8
#: a player's name: 1 to 24 characters (what a column of the sheet can show)
NAME_MAX = 24
#: a season's name
SEASON_MAX = 40
#: a turn's note
NOTE_MAX = 500
#: manual points, and what each opponent gains, at most this far from 0
POINTS_MAX = 1_000_000
#: turns in one game
TURNS_MAX = 2_000
#: a game file's size in bytes
FILE_MAX = 1_000_000


#: below U+0300 (the first combining accent) every character is its own NFC form and no two
#: of them compose, so a text of them is already NFC; the control characters there are
#: U+0000–U+001F and U+007F–U+009F (``tests/rules/test_limits_latin.py`` checks every
#: character and every pair against ``unicodedata``)
LATIN_BELOW = "\u0300"


def nfc(text: str) -> str:
    """Return ``text`` in Unicode's NFC form (``é`` typed as ``e`` and an accent becomes the
    one letter); a text of Latin letters, accented or not, is NFC as it is."""
    if not text or max(text) < LATIN_BELOW:
        return text
    return unicodedata.normalize("NFC", text)


def _control(char: str) -> bool:
    """Return whether ``char`` is a control character or a lone surrogate."""
    if char < LATIN_BELOW:
        return char < " " or "\x7f" <= char <= "\x9f"
    return unicodedata.category(char) in ("Cc", "Cs")


@lru_cache(maxsize=4096)  # a replay seats each turn by its player's name
def name_key(name: str) -> str:
    """How two names are compared: one Unicode form, surrounding spaces and case ignored.
    Lower-cased, not case-folded: folding merges different names (``ß`` and ``SS``, ``Weiß``
    and ``WEISS``), lower-casing only tells capitals from small letters."""
    return nfc(nfc(name).strip().lower())


def _text(text: str, field: str, most: int, what: str) -> str:
    """Text as it is kept: NFC, trimmed, at most ``most`` characters, no control character."""
    text = nfc(text).strip()
    for position, char in enumerate(text, start=1):
        if _control(char):
            raise RulesError(
                f"text.control.{what}", field, char=f"U+{ord(char):04X}", position=position
            )
    if len(text) > most:
        raise RulesError(
            f"text.too_long.{what}", field, text=text[:most] + "…", n=len(text), most=most
        )
    return text


#: letters that Unicode does not write as a base letter and an accent, as a French or English
#: list files them (``Ægir`` with the A's, ``Œdipe`` and ``Ørjan`` with the O's)
LIGATURES = str.maketrans(
    {"æ": "ae", "œ": "oe", "ø": "o", "ł": "l", "đ": "d", "ð": "d", "þ": "th", "ı": "i"}
)


def alphabetical(name: str) -> tuple[str, str]:
    """Where a name goes in a list read by people: its letters without their accents, case
    ignored (``Élisabeth`` with the E's, not after Z; ``Æ`` as ``AE``, ``Ø`` as ``O``), then
    the name itself (``Eloise`` before ``Éloïse``)."""
    bare = "".join(
        char for char in unicodedata.normalize("NFD", name) if not unicodedata.combining(char)
    )
    return (bare.casefold().translate(LIGATURES), name)


def check_name(name: str, field: str = "players") -> str:
    """A player's name as it will be stored, or a RulesError saying what is wrong with it."""
    name = _text(name, field, NAME_MAX, "name")
    if not name:
        raise RulesError("name.empty", field)
    return name


def check_season(name: str, field: str = "season") -> str:
    """A season's name as it will be stored."""
    name = _text(name, field, SEASON_MAX, "season")
    if not name:
        raise RulesError("season.empty", field)
    return name


def check_note(note: str, field: str = "note") -> str:
    """A note as it will be stored (it may be empty)."""
    return _text(note, field, NOTE_MAX, "note")


def _figure(n: int) -> object:
    """Return a number for a message, written as the Captain's language writes numbers."""
    return lambda lang: format_points(n, lang)


def check_points(points: int, field: str = "points") -> int:
    """Manual points (or an opponent's gain), within ±1,000,000."""
    if not -POINTS_MAX <= points <= POINTS_MAX:
        raise RulesError("points.range", field, n=_figure(points), most=_figure(POINTS_MAX))
    return points


def check_turns(count: int, field: str = "turns") -> None:
    """A game holds at most 2,000 turns."""
    if count > TURNS_MAX:
        raise RulesError("game.too_many_turns", field, n=_figure(count), most=_figure(TURNS_MAX))
