"""Home: resume an unfinished game, start a new one, the roster, help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Footer, Header, Static

from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    from marquoir.records import GameSummary


class HomeScreen(MarquoirScreen):
    CSS_PATH = "home.tcss"
    BINDINGS = [
        Binding("n", "app.new_game", "key.new_game", id="new-game"),
        Binding("p", "app.players", "key.players", id="players"),
        Binding("s", "app.standings", "key.standings", id="standings"),
        Binding("q", "app.quit", "key.quit", id="home-quit"),
    ]

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Static("⚓ Marquoir — Mille Sabords", id="banner")
            yield Static(self.t("home.hint"), id="hint")
            yield Static(f"[b]{self.t('home.unfinished')}[/b]")
            yield Static(self.t("home.none"), id="empty")
            yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("app.title")
        self.sub_title = self.t("app.subtitle")
        self.call_after_refresh(self.marquoir.home_drawn)

    def on_screen_resume(self) -> None:
        """Shown first, or back from a game: list what is unfinished now."""
        self.refresh_games()

    def on_marquoir_app_database_ready(self) -> None:
        self.refresh_games()

    def refresh_games(self) -> None:
        if not self.marquoir.ready:
            self.query_one("#empty", Static).update(self.t("app.opening"))
            self.query_one("#games").display = False
            return
        self.with_table(
            lambda table: table.games(status="playing", turns=True),
            self.show_games,
            group="games",
            exclusive=True,
        )

    def show_games(self, games: list[GameSummary]) -> None:
        self.query_one("#empty", Static).update(self.t("home.none"))
        table = self.query_one("#games", DataTable)
        table.clear(columns=True)
        for key in ("game", "started", "players", "turns"):
            table.add_column(self.t(f"home.col.{key}"), key=key)
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
        if games and self.is_current:
            table.focus()

    @on(DataTable.RowSelected, "#games")
    def _open(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.marquoir.open_game(int(event.row_key.value))
