"""The Captain's language, held once by the app: every screen and widget reads it there."""

from __future__ import annotations

from rich.text import Text

from marquoir.i18n import translate, visible


class Translated:
    """A mixin for screens and widgets: ``self.lang`` and ``self.t(key, …)``."""

    @property
    def lang(self) -> str:
        lang: str = getattr(self.app, "lang", "en")  # type: ignore[attr-defined]
        return lang

    def t(self, key: str, **params: object) -> str:
        return translate(self.lang, key, **params)


def plain(text: str, style: str = "") -> Text:
    """Return text shown as it is: never read as markup (a name may hold ``[``), every control
    character made visible."""
    return Text(visible(text), style=style)
