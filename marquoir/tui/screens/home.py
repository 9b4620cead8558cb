"""Home: resume an unfinished game, start a new one, the roster, help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Header, Static

from marquoir.i18n import translate
from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    pass


class HomeScreen(MarquoirScreen):
    DEFAULT_CSS = """
    HomeScreen > Vertical { padding: 1 2; }
    HomeScreen #banner { color: $accent; text-style: bold; height: auto; margin-bottom: 1; }
    HomeScreen DataTable { height: 1fr; }
    HomeScreen #empty { color: $text-muted; height: auto; }
    HomeScreen #hint { color: $text-muted; margin-bottom: 1; height: auto; }
    """
    BINDINGS = [
        Binding("n", "app.new_game", "key.new_game"),
        Binding("p", "app.players", "key.players"),
        Binding("s", "app.standings", "key.standings"),
        Binding("q", "app.quit", "key.quit"),
    ]

    def compose(self) -> ComposeResult:
        lang = self.lang
        yield Header()
        with Vertical():
            yield Static("⚓ Marquoir — Mille Sabords", id="banner")
            yield Static(translate(lang, "home.hint"), id="hint")
            yield Static(f"[b]{translate(lang, 'home.unfinished')}[/b]")
            yield Static(translate(lang, "home.none"), id="empty")
            yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        self.title = translate(self.lang, "app.title")
        self.sub_title = translate(self.lang, "app.subtitle")
        self.call_after_refresh(self.marquoir.home_drawn)

    def on_screen_resume(self) -> None:
        """Shown first, or back from a game: list what is unfinished now."""
        self.refresh_games()

    def on_marquoir_app_database_ready(self) -> None:
        self.refresh_games()

    def refresh_games(self) -> None:
        lang = self.lang
        if not self.marquoir.ready:
            self.query_one("#empty", Static).update(translate(lang, "app.opening"))
            self.query_one("#games").display = False
            return
        self.query_one("#empty", Static).update(translate(lang, "home.none"))
        games = self.marquoir.table.games(status="playing", turns=True)
        table = self.query_one("#games", DataTable)
        table.clear(columns=True)
        for key in ("game", "started", "players", "turns"):
            table.add_column(translate(lang, f"home.col.{key}"), key=key)
        for game in games:
            table.add_row(
                str(game.id),
                self.marquoir.local_time(game.created_at),
                ", ".join(game.players),
                str(game.turns),
                key=str(game.id),
            )
        table.display = bool(games)
        self.query_one("#empty").display = not games
        if games:
            table.focus()

    @on(DataTable.RowSelected, "#games")
    def _open(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.marquoir.open_game(int(event.row_key.value))
