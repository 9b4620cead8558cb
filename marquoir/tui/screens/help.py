"""The rules as implemented, in the Captain's language."""

from __future__ import annotations

from importlib.resources import files

from textual.app import ComposeResult
from textual.binding import Binding
from textual.widgets import Header, MarkdownViewer

from marquoir.rules import game_entries
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.footer import Footer


def help_text(lang: str) -> str:
    """The page: what every game shares (``tui/help/<lang>.md``), then each registered
    game's own part, in the registry's order (``help.<lang>.md`` in its package; a game
    without one adds nothing)."""
    name = "fr" if lang == "fr" else "en"
    parts = [files("marquoir.tui").joinpath("help", f"{name}.md").read_text(encoding="utf-8")]
    for entry in game_entries():
        own = files(entry.package).joinpath(f"help.{name}.md")
        if own.is_file():
            parts.append(own.read_text(encoding="utf-8"))
    return "".join(parts)


class HelpScreen(MarquoirScreen):
    BINDINGS = [Binding("escape", "app.pop_screen", "key.back", id="help-back")]

    def compose(self) -> ComposeResult:
        yield Header()
        yield MarkdownViewer(help_text(self.lang), show_table_of_contents=False)
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("help.title")
