"""Season standings: switch seasons, sort any column, open a player's record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Footer, Header, Select, Static

from marquoir.rules import format_points
from marquoir.table import MILLE_SABORDS, standing_fields
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, MarquoirScreen

if TYPE_CHECKING:
    from marquoir.records import PlayerRecord, SeasonInfo, Standing

ALL = "\x00all"


class RecordScreen(MarquoirDialog[None]):
    """One player's finished games, best turns and head-to-head against each rival."""

    BINDINGS = [Binding("escape", "close", "key.back", id="record-close")]

    def __init__(self, name: str, season: str | None) -> None:
        super().__init__()
        self.player, self.season = name, season

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(plain(self.t("record.title", name=self.player), "bold"), id="record-title")
            yield Static(self.t("record.rivals"))
            yield DataTable(cursor_type="none", id="rivals")
            yield Static(self.t("record.best"))
            yield DataTable(cursor_type="none", id="best")
            yield Static(self.t("record.games"))
            yield DataTable(cursor_type="none", id="record-games")

    def on_mount(self) -> None:
        self.with_table(
            lambda table: table.player_record(self.player, self.season), self.show, group="read"
        )

    def show(self, record: PlayerRecord) -> None:
        t = self.lang
        self.query_one("#record-title", Static).update(
            plain(self.t("record.title", name=record.player), "bold")
        )
        rivals = self.query_one("#rivals", DataTable)
        rivals.add_columns(
            *(self.t(f"record.col.{k}") for k in ("rival", "games", "ahead", "behind"))
        )
        for rival in record.rivals:
            rivals.add_row(plain(rival.name), str(rival.games), str(rival.ahead), str(rival.behind))
        best = self.query_one("#best", DataTable)
        best.add_columns(self.t("record.col.points"), self.t("record.col.game"))
        for points, game_id in record.best_turns:
            best.add_row(format_points(points, t), str(game_id))
        games = self.query_one("#record-games", DataTable)
        games.add_columns(*(self.t(f"record.col.{k}") for k in ("game", "date", "total", "rank")))
        for game in record.games:
            games.add_row(
                str(game.id),
                game.day.isoformat(),
                format_points(game.total, t),
                f"{game.rank}{' 🏆' if game.won else ''}",
            )

    def action_close(self) -> None:
        self.dismiss(None)


class StandingsScreen(MarquoirScreen):
    CSS_PATH = "standings.tcss"
    BINDINGS = [
        Binding("s", "sort", "key.sort", id="sort"),
        Binding("escape", "app.pop_screen", "key.back", id="standings-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Standing] = []
        self.sorted_by: tuple[str, bool] = ("rank", False)
        self.fields = standing_fields(MILLE_SABORDS)
        self._season: str | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Select([], allow_blank=True, id="season")
            yield Static(self.t("standings.none"), id="none")
            yield DataTable(id="standings", cursor_type="cell", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("standings.title")
        self.query_one("#standings").focus()
        self.with_table(
            lambda table: (table.current_season(), table.seasons()), self._seasons, group="read"
        )

    def _seasons(self, answer: tuple[str, list[SeasonInfo]]) -> None:
        current, seasons = answer
        names = [season.name for season in seasons]
        if current not in names:
            names.insert(0, current)
        options = [(self.t("standings.option", name=name), name) for name in names]
        options.append((self.t("standings.all_option"), ALL))
        select = self.query_one("#season", Select)
        with self.prevent(Select.Changed):
            select.set_options(options)
            select.value = current
        self._season = current
        self.load()

    @property
    def season(self) -> str | None:
        return self._season

    @on(Select.Changed, "#season")
    def _season_chosen(self, event: Select.Changed) -> None:
        if event.value is Select.BLANK:
            return
        self._season = None if event.value == ALL else str(event.value)
        self.load()

    def load(self) -> None:
        season = self._season
        self.with_table(
            lambda table: table.standings(season), self._loaded, group="standings", exclusive=True
        )

    def _loaded(self, rows: list[Standing]) -> None:
        self.rows = rows
        self.draw()

    def draw(self) -> None:
        t = self.lang
        table = self.query_one("#standings", DataTable)
        table.clear(columns=True)
        for field in self.fields:
            arrow = ""
            if self.sorted_by[0] == field:
                arrow = " ▼" if self.sorted_by[1] else " ▲"
            table.add_column(self.t(f"standings.col.{field}") + arrow, key=field)
        key, reverse = self.sorted_by
        rows = sorted(self.rows, key=lambda s: (s.value(key), s.rank), reverse=reverse)
        for s in rows:
            cells = [
                str(s.rank),
                plain(s.player),
                str(s.games),
                str(s.wins),
                f"{s.win_rate:.0%}",
                format_points(round(s.avg_final), t),
                format_points(s.best_turn, t),
                format_points(round(s.avg_turn), t),
            ]
            cells += [
                format_points(v, t) if f.endswith("_points") else str(v)
                for f, v in zip(s.stat_fields, s.stats, strict=True)
            ]
            table.add_row(*cells, key=s.player)
        table.display = bool(rows)
        self.query_one("#none").display = not rows

    def action_sort(self) -> None:
        """Sort by the column under the cursor; again, the other way round."""
        table = self.query_one("#standings", DataTable)
        self.sort_by(self.fields[table.cursor_column])

    def sort_by(self, field: str) -> None:
        key, reverse = self.sorted_by
        # numbers read best high first; the rank and the name read best in order
        first = field not in ("rank", "player")
        self.sorted_by = (field, (not reverse) if key == field else first)
        table = self.query_one("#standings", DataTable)
        column = table.cursor_column
        self.draw()
        table.move_cursor(column=column)

    @on(DataTable.HeaderSelected, "#standings")
    def _header(self, event: DataTable.HeaderSelected) -> None:
        self.sort_by(str(event.column_key.value))

    @on(DataTable.CellSelected, "#standings")
    def _record(self, event: DataTable.CellSelected) -> None:
        player = event.cell_key.row_key.value
        if player:
            self.app.push_screen(RecordScreen(player, self.season))
