"""The help (f1): the keys of the screen it was opened from, then the rules as implemented, in
the Captain's language."""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Header, MarkdownViewer

from marquoir.i18n import translate
from marquoir.rules import game_entries
from marquoir.tui.bindings import translated
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.widgets.footer import Footer

#: one row of the keys' table: the keys (as Textual names them, as a keymap writes them) and
#: what they do, in the Captain's language
KeyRow = tuple[tuple[str, ...], str]


def help_text(lang: str, game: str | None = None) -> str:
    """The rules' page: what every game shares (``tui/help/<lang>.md``), then the part of
    ``game`` (``help.<lang>.md`` in its package), or of every registered game in the
    registry's order when ``game`` is None (a game without one adds nothing)."""
    name = "fr" if lang == "fr" else "en"
    parts = [files("marquoir.tui").joinpath("help", f"{name}.md").read_text(encoding="utf-8")]
    for entry in game_entries():
        if game is not None and entry.id != game:
            continue
        own = files(entry.package).joinpath(f"help.{name}.md")
        if own.is_file():
            parts.append(own.read_text(encoding="utf-8"))
    return "".join(parts)


def screen_keys(screen: Screen[Any], lang: str) -> list[KeyRow]:
    """The keys ``screen`` answers now, one row a binding: its own bindings first, then the
    app's (f1, ctrl+q, ctrl+p), each with its description in ``lang``. Marquoir's bindings
    only (each has an id a keymap can move): not Textual's own nor a widget's. A key the screen
    does not offer here (a game without it) or that the focused line takes as typing is left
    out; a binding on several keys (a keymap's ``"ctrl+n, f3"``) is one row."""
    rows: dict[tuple[int, str], KeyRow] = {}
    for key, (node, binding, _, _) in translated(screen.active_bindings, lang).items():
        if (node is not screen and node is not screen.app) or binding.id is None:
            continue  # a widget's own keys (the typing line's), or Textual's (tab, ctrl+c)
        which = (id(node), binding.id or binding.action)
        keys, _ = rows.get(which, ((), ""))
        rows[which] = ((*keys, key), binding.description)
    return list(rows.values())


def game_shown(screen: Screen[Any]) -> str | None:
    """The id of the game ``screen`` shows (a game's sheet, its game over), or None."""
    game = getattr(getattr(screen, "view", None), "game", None)
    return game if isinstance(game, str) else None


def keys_table(lang: str, rows: list[KeyRow]) -> str:
    """The keys as a Markdown table under its heading."""

    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    lines = [
        f"# {translate(lang, 'help.keys')}",
        "",
        f"| {translate(lang, 'help.key')} | {translate(lang, 'help.does')} |",
        "| --- | --- |",
    ]
    lines += [f"| {', '.join(f'`{k}`' for k in keys)} | {cell(does)} |" for keys, does in rows]
    return "\n".join(lines) + "\n\n"


class HelpScreen(MarquoirScreen):
    BINDINGS = [Binding("escape", "app.pop_screen", "key.back", id="help-back")]

    def __init__(self, keys: list[KeyRow] | None = None, game: str | None = None) -> None:
        """``keys``: the keys of the screen it was opened from (:func:`screen_keys`);
        ``game``: the game whose rules it shows (every game's when None)."""
        super().__init__()
        self.keys = keys or []
        self.game = game

    def compose(self) -> ComposeResult:
        yield Header()
        page = (keys_table(self.lang, self.keys) if self.keys else "") + help_text(
            self.lang, self.game
        )
        yield MarkdownViewer(page, show_table_of_contents=False)
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("help.title")
