"""The rules as implemented, in the Captain's language."""

from __future__ import annotations

from importlib.resources import files

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Footer, Header, MarkdownViewer

from marquoir.tui.screens.base import MarquoirScreen


def help_text(lang: str) -> str:
    name = "fr.md" if lang == "fr" else "en.md"
    return files("marquoir.tui").joinpath("help", name).read_text(encoding="utf-8")


class HelpScreen(MarquoirScreen):
    BINDINGS = [Binding("escape", "app.pop_screen", "key.back", id="help-back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield MarkdownViewer(help_text(self.lang), show_table_of_contents=False)
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("help.title")
