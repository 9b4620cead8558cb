"""The Captain's language, held once by the app: every screen and widget reads it there."""

from __future__ import annotations

from rich.text import Text
from textual._context import active_app

from marquoir.i18n import translate, visible


def app_lang() -> str:
    """The running app's language (screens and widgets are made inside the app)."""
    lang: str = getattr(active_app.get(), "lang", "en")
    return lang


class Translated:
    """A mixin for screens and widgets: ``self.lang`` and ``self.t(key, …)``."""

    @property
    def lang(self) -> str:
        lang: str = getattr(self.app, "lang", "en")  # type: ignore[attr-defined]
        return lang

    def t(self, key: str, **params: object) -> str:
        return translate(self.lang, key, **params)


def plain(text: str, style: str = "") -> Text:
    """Text shown as it is: never read as markup (a name may hold ``[``), every control
    character made visible."""
    return Text(visible(text), style=style)
