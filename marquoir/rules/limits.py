"""Limits and names, in one place, the same on every backend (README "Limits").

Every name, season and note that comes in (typed, imported, renamed) passes here: in one
Unicode form (NFC, so "é" typed one way or another is the same letter), without control
characters (a tab at the start is refused, not trimmed), trimmed of its spaces, within its
length; names are compared by :func:`name_key` (surrounding spaces and case ignored) and
nowhere else. A name or a season's name holds nothing a reader cannot see either: no format
character (the bidi overrides and isolates that reorder the line a name is printed in, the
zero-width characters that make ``Anne`` and ``Anne`` two players), no line separator, no
invisible letter; a zero-width joiner is kept where it joins (inside an emoji such as 🏴‍☠️,
after a virama). A new name that looks like a seated or a rostered one is refused
(:func:`check_unlike`, :mod:`marquoir.rules.lookalikes`).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from functools import lru_cache

from marquoir.rules.errors import RulesError
from marquoir.rules.explain import format_points
from marquoir.rules.lookalikes import lookalike

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


ZWNJ, ZWJ = "\u200c", "\u200d"
#: letters a reader cannot see (Unicode's default-ignorable letters and marks)
INVISIBLE = frozenset("\u034f\u115f\u1160\u17b4\u17b5\u180b\u180c\u180d\u180f\u3164\uffa0")
#: the tag characters that spell a subdivision's flag (🏴 then tags, the last U+E007F)
TAGS = range(0xE0020, 0xE0080)


def _pictograph(char: str) -> bool:
    """Whether ``char`` is a symbol an emoji sequence joins (or its modifier, or VS16)."""
    return char == "\ufe0f" or unicodedata.category(char) in ("So", "Sk")


def _joins(text: str, i: int) -> bool:
    """Whether the format character at ``text[i]`` does a visible job: a zero-width joiner
    inside an emoji (👩‍💻, 🏴‍☠️), a joiner or non-joiner after a virama (Indic scripts), a tag
    after a flag."""
    char, before = text[i], text[i - 1] if i else ""
    after = text[i + 1] if i + 1 < len(text) else ""
    if char in (ZWJ, ZWNJ) and before and unicodedata.combining(before) == 9:
        return True
    if char == ZWJ:  # between an emoji (or its modifier, its VS16) and the next emoji
        return (
            bool(before and after) and _pictograph(before) and unicodedata.category(after) == "So"
        )
    if ord(char) in TAGS:
        return bool(before) and (ord(before) in TAGS or unicodedata.category(before) == "So")
    return False


def _unseen(text: str, i: int) -> bool:
    """Whether ``text[i]`` is a character a reader of a name cannot see, or one that moves
    the text around it (format characters, line separators, invisible letters)."""
    char = text[i]
    if char < LATIN_BELOW:
        return char == "\u00ad"  # the soft hyphen, the one format character below
    if char in INVISIBLE:
        return True
    category = unicodedata.category(char)
    if category in ("Zl", "Zp"):
        return True
    return category == "Cf" and not _joins(text, i)


#: the controls Unicode names only by an alias (``unicodedata.name`` knows none of them)
CONTROL_NAMES = {
    "\x00": "NULL",
    "\x07": "BELL",
    "\x08": "BACKSPACE",
    "\t": "CHARACTER TABULATION",
    "\n": "LINE FEED",
    "\x0b": "LINE TABULATION",
    "\x0c": "FORM FEED",
    "\r": "CARRIAGE RETURN",
    "\x1b": "ESCAPE",
    "\x7f": "DELETE",
    "\x85": "NEXT LINE",
    "\x9b": "CONTROL SEQUENCE INTRODUCER",
}


def char_name(char: str) -> str:
    """A character as a sentence names it: its Unicode name and code (``RIGHT-TO-LEFT
    OVERRIDE (U+202E)``, ``CHARACTER TABULATION (U+0009)``)."""
    name = unicodedata.name(char, "") or CONTROL_NAMES.get(char, "")
    if not name:
        name = "<surrogate>" if unicodedata.category(char) == "Cs" else "<control>"
    return f"{name} (U+{ord(char):04X})"


@lru_cache(maxsize=4096)  # a replay seats each turn by its player's name
def name_key(name: str) -> str:
    """How two names are compared: one Unicode form, surrounding spaces and case ignored.
    Lower-cased, not case-folded: folding merges different names (``ß`` and ``SS``, ``Weiß``
    and ``WEISS``), lower-casing only tells capitals from small letters."""
    return nfc(nfc(name).strip().lower())


def _text(text: str, field: str, most: int, what: str, seen: bool = True) -> str:
    """Text as it is kept: NFC, no control character (``seen``: nor any a reader cannot see),
    trimmed, at most ``most`` characters. Each character is checked before the text is
    trimmed: a tab or a line feed at either end is refused, not trimmed away."""
    text = nfc(text)
    refused = [i for i, char in enumerate(text) if _control(char) or (seen and _unseen(text, i))]
    if refused:
        char = text[refused[0]]
        # the text as a reader would see it: the refused characters left out
        shown = "".join(c for i, c in enumerate(text) if i not in refused).strip()
        shown = shown if len(shown) <= most else shown[:most] + "…"
        raise RulesError(
            f"text.control.{what}", field, text=shown, char=char_name(char), position=refused[0] + 1
        )
    text = text.strip()
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


def check_unlike(name: str, others: Iterable[str], where: str, field: str = "players") -> None:
    """Refuse ``name`` when it looks like one of ``others`` without being it (``where``:
    ``seated`` or ``roster``, what the sentence says the other is)."""
    found = lookalike(name, name_key(name), {name_key(other): other for other in others})
    if found is not None:
        raise RulesError(
            f"name.lookalike.{where}",
            field,
            name=name,
            other=found.other,
            char=char_name(found.char),
            position=found.position,
        )


def check_season(name: str, field: str = "season") -> str:
    """A season's name as it will be stored."""
    name = _text(name, field, SEASON_MAX, "season")
    if not name:
        raise RulesError("season.empty", field)
    return name


def check_note(note: str, field: str = "note") -> str:
    """A note as it will be stored (it may be empty). A note is read again from every stored
    turn: it keeps the rule notes were stored under (no control character)."""
    return _text(note, field, NOTE_MAX, "note", seen=False)


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
