"""What every full screen of the app shares: the app, the Captain's language, and footer
labels in that language."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from marquoir.i18n import translate
from marquoir.tui.bindings import translate_bindings

if TYPE_CHECKING:
    from marquoir.tui.app import MarquoirApp


class MarquoirScreen(Screen[None]):
    def __init__(self, lang: str) -> None:
        super().__init__()
        self.lang = lang
        translate_bindings(self, lang)

    @property
    def marquoir(self) -> MarquoirApp:
        return self.app  # type: ignore[return-value]

    def t(self, key: str, **params: object) -> str:
        return translate(self.lang, key, **params)
