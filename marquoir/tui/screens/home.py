"""Home: every game, unfinished first, then the latest finished ones; start a new game, open
one on its sheet, delete one (it can be restored), the standings, the roster, help."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Header, Static

from marquoir.rules import DEFAULT_GAME, RulesError, game_entries, game_entry
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirScreen
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.widgets.footer import Footer

if TYPE_CHECKING:
    from marquoir.records import GameSummary
    from marquoir.rules import Refusal

#: how many finished games the home screen lists (the newest)
FINISHED_LISTED = 50


class HomeScreen(MarquoirScreen):
    CSS_PATH = "home.tcss"
    FOOTER_FOLDS = ("deleted-games", "delete-game", "players")
    BINDINGS = [
        Binding("n", "app.new_game", "key.new_game", id="new-game"),
        Binding("d", "delete", "key.delete_game", id="delete-game"),
        Binding("t", "app.deleted_games", "key.deleted_games", id="deleted-games"),
        Binding("p", "app.players", "key.players", id="players"),
        Binding("s", "app.standings", "key.standings", id="standings"),
        Binding("q", "app.quit", "key.quit", id="home-quit"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.games: list[GameSummary] = []
        #: the games are being read: keys typed meanwhile wait for the list
        self.listing = True

    @property
    def accepts_keys(self) -> bool:
        """Keys typed before the database is open and the games listed wait for them (``n``
        opens a new game; Enter, the first game listed)."""
        return self.marquoir.ready and not self.listing

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            games = " · ".join(entry.name(self.lang) for entry in game_entries())
            yield Static(plain(f"⚓ Marquoir — {games}"), id="banner")
            yield Static(self.t("home.hint"), id="hint")
            yield Static(f"[b]{self.t('home.games')}[/b]")
            yield Static(self.t("home.none"), id="empty")
            yield DataTable(id="games", cursor_type="row")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("app.title")
        self.sub_title = self.t("app.subtitle")
        self.call_after_refresh(self.marquoir.first_screen_drawn)

    def on_screen_resume(self) -> None:
        """Shown first, or back from a game: list the games as they are now."""
        self.refresh_games()

    def on_marquoir_app_database_ready(self) -> None:
        self.refresh_games()

    def refresh_games(self) -> None:
        if not self.marquoir.ready:
            self.query_one("#empty", Static).update(self.t("app.opening"))
            self.query_one("#games").display = False
            return
        self.listing = True
        self.with_use_cases(
            lambda cases: cases.home_games(FINISHED_LISTED),
            self.show_games,
            group="games",
            exclusive=True,
            refused=self._not_listed,
        )

    def _not_listed(self, error: Refusal) -> None:
        self.listing = False
        self.marquoir.refused(error)

    def game_name(self, game: str) -> str:
        """Return the name of the game ``game``, or its id when it is not installed."""
        try:
            return game_entry(game).name(self.lang)
        except RulesError:
            return game

    def show_games(self, games: list[GameSummary]) -> None:
        self.games = games
        self.listing = False
        self.query_one("#empty", Static).update(self.t("home.none"))
        table = self.query_one("#games", DataTable)
        row = table.cursor_row
        table.clear(columns=True)
        # which game each is, once the list holds another game than the default one
        mixed = any(game.game != DEFAULT_GAME for game in games)
        # the status and the winners before the players: at 80 columns the names are cut
        keys = ("game", "started", *(("kind",) if mixed else ()), "status", "turns", "players")
        for key in keys:
            table.add_column(self.t(f"home.col.{key}"), key=key)
        for game in games:
            status = self.t(f"status.{game.status}")
            if game.winners:
                status += " · " + ", ".join(game.winners)
            table.add_row(
                str(game.id),
                self.marquoir.local_time(game.created_at),
                *((self.game_name(game.game),) if mixed else ()),
                plain(status),
                str(game.turns),
                plain(", ".join(game.players)),
                key=str(game.id),
            )
        table.display = bool(games)
        self.query_one("#empty").display = not games
        if games:
            table.move_cursor(row=min(row, len(games) - 1))
            if self.is_current:
                table.focus()

    @on(DataTable.RowSelected, "#games")
    def _open(self, event: DataTable.RowSelected) -> None:
        if event.row_key.value is not None:
            self.marquoir.open_game(int(event.row_key.value))

    def selected(self) -> GameSummary | None:
        if not self.games:
            return None
        table = self.query_one("#games", DataTable)
        return self.games[min(table.cursor_row, len(self.games) - 1)]

    @work
    async def action_delete(self) -> None:
        """Delete the selected game, after a question that names it."""
        game = self.selected()
        if game is None or self.marquoir.waiting():
            return
        question = self.t(
            "confirm.delete_game",
            id=game.id,
            players=", ".join(game.players),
            date=self.marquoir.local_time(game.created_at),
        )
        yes, no = self.t("confirm.delete_game_yes"), self.t("confirm.no")
        if not await self.app.push_screen_wait(ConfirmScreen(question, yes, no)):
            return
        self.marquoir.writer.write(
            lambda cases: cases.delete_game(game.id),
            lambda _: self._deleted(game.id),
        )

    def _deleted(self, game_id: int) -> None:
        self.notify(self.t("game.deleted", id=game_id))
        if self.is_attached:
            self.refresh_games()
