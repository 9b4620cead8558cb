"""The one exception the rules raise: a sentence a Captain can read, in either language."""

from __future__ import annotations

from marquoir.i18n import translate

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


class RulesError(ValueError):
    """Input that the rules refuse.

    ``str(error)`` is a complete English sentence; ``error.text(lang)`` gives it in another
    language. ``field`` names what was wrong (``"dice"``, ``"saved"``, ``"card"``,
    ``"skull_island"``, ``"player"`` …) so callers can point at it (a JSON path, an input).
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
