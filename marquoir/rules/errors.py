"""Refusals: input that Marquoir will not take, as a sentence a Captain can read in either
language. Every layer refuses with a :class:`Refusal` (the rules with :class:`RulesError`), so
the app and the commands show any of them the same way."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.i18n import translate

if TYPE_CHECKING:
    from typing import Any


class Refusal(ValueError):
    """Input refused, with the reason as an i18n key and its parameters.

    ``str(error)`` is a complete English sentence; ``error.text(lang)`` gives it in another
    language. ``field`` names what was wrong (``"dice"``, ``"saved"``, ``"card"``,
    ``"player"`` …) so callers can point at it (a JSON path, an input).
    """

    def __init__(self, key: str, field: str = "", **params: Any) -> None:
        self.key = key
        self.field = field
        self.params = params
        super().__init__(self.text("en"))

    def text(self, lang: str) -> str:
        return translate(lang, self.key, **self.params)

    def __str__(self) -> str:
        return self.text("en")


class RulesError(Refusal):
    """Input that the rules refuse."""


class ReplayError(RulesError):
    """A turn the game cannot accept. ``index`` is the turn's place in the list (from 0);
    ``field`` names the part of the turn at fault (``dice``, ``player`` …)."""

    def __init__(self, index: int, cause: RulesError) -> None:
        self.index = index
        self.cause = cause
        super().__init__(cause.key, cause.field, **cause.params)


class GameFileError(Refusal):
    """A game document Marquoir will not take; ``str()`` is ``place: sentence``, the place a
    path into the document (``turns[3].dice``). ``message`` may be a callable of the language
    (the sentence of the rules' refusal)."""

    def __init__(self, place: str, message: Any) -> None:
        self.place = place
        self.message = message
        key = "file.at_place" if place else "file.message"
        super().__init__(key, place.rsplit(".", 1)[-1], place=place, message=message)
