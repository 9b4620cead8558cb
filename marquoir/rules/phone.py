"""A turn entered from a player's phone: what each game's ``phone`` module hands the shell.

A game that takes its turns from the players' phones names a module in its registry entry
(``GameEntry.phone``) with three functions, all pure:

- ``read(state, player, line, flags) -> turn``: the turn ``line`` types for ``player`` in
  the game as it stands (``line`` exactly as the Captain types it; ``flags``: the pad's
  flags the phone ticked), or a :class:`~marquoir.rules.RulesError` naming what is wrong;
- ``preview(state, player, line, flags, lang) -> Preview``: the points the line scores and
  their arithmetic, in ``lang`` (its ``refusal`` says why the line cannot be recorded);
- ``pad(state, line, lang) -> Pad``: the buttons that build the line on a phone (their
  counts read from ``line``) and the flags asked beside it.

A button does one of :data:`TAP_KINDS` to the line: :func:`tapped` applies it, so that a page
without JavaScript (the server) and with it (the page's script) build the same line.
"""

from __future__ import annotations

from importlib import import_module
from types import ModuleType
from typing import NamedTuple

from marquoir.rules.errors import Refusal, RulesError
from marquoir.rules.games import game_entry

#: what a button does to the line: ``lead`` puts its text first (a card's key, in place of
#: the one there), ``add`` adds it at the end, ``set`` makes it the whole line, ``back``
#: takes the last character away, ``clear`` empties the line
TAP_KINDS = ("lead", "add", "set", "back", "clear")
#: the longest line a phone may send (the longest a game's line reads is far shorter)
MAX_LINE = 200


class PadButton(NamedTuple):
    """A button: its words, what it does (one of :data:`TAP_KINDS`) with which text, and a
    count shown on it (how many of it the line holds; None: no count)."""

    label: str
    kind: str
    text: str = ""
    tally: int | None = None
    #: the button is the one chosen (a card already on the line)
    chosen: bool = False


class PadGroup(NamedTuple):
    """A row of buttons under a title (the cards, the dice …)."""

    title: str
    buttons: tuple[PadButton, ...]


class PadFlag(NamedTuple):
    """A box ticked beside the line (Skull Island …): its name in the form, its words."""

    name: str
    label: str


class Pad(NamedTuple):
    """What a phone shows to build a line: a hint, the groups of buttons, the flags."""

    hint: str
    groups: tuple[PadGroup, ...]
    flags: tuple[PadFlag, ...] = ()


class Preview(NamedTuple):
    """What a line scores: a head (``Anne +1,400``), the arithmetic's rows (words, figure),
    notes, and the sentence of a refusal (empty when the line can be recorded)."""

    head: str
    rows: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    refusal: str = ""


def tapped(line: str, kind: str, text: str) -> str:
    """Return ``line`` after a button of ``kind`` with ``text`` (see :data:`TAP_KINDS`); an
    unknown kind leaves it as it is."""
    if kind == "lead":
        rest = line.lstrip()
        rest = rest[1:].lstrip() if rest else ""
        return f"{text} {rest}" if rest else f"{text} "
    if kind == "add":
        return line + text
    if kind == "set":
        return text
    if kind == "back":
        return line.rstrip()[:-1] if line.strip() else ""
    if kind == "clear":
        return ""
    return line


class NotYourTurn(Refusal):
    """A turn from a phone refused before its line is read: it is not that seat's turn, or
    the game is over."""


def phone_module(game_id: str) -> ModuleType:
    """The ``phone`` module of ``game_id`` (see the module), or a RulesError saying the game
    takes no turn from the phones."""
    entry = game_entry(game_id)
    if entry.phone is None:
        raise RulesError("phone.not_offered", "game", game=entry.name)
    return import_module(entry.phone)
