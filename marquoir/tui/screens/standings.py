"""Season standings: switch seasons, sort any column, open a player's record."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import DataTable, Footer, Header, Select, Static

from marquoir.i18n import translate
from marquoir.rules import format_points
from marquoir.store.standings import STANDING_FIELDS, Standing
from marquoir.tui.bindings import translate_bindings
from marquoir.tui.screens.base import MarquoirScreen

if TYPE_CHECKING:
    from marquoir.tui.app import MarquoirApp

ALL = "\x00all"


class RecordScreen(ModalScreen[None]):
    """One player's finished games, best turns and head-to-head against each rival."""

    DEFAULT_CSS = """
    RecordScreen { align: center middle; }
    RecordScreen > VerticalScroll { width: 80; height: 80%; border: thick $accent; background: $surface; padding: 0 1; }
    RecordScreen DataTable { height: auto; margin-bottom: 1; }
    """
    BINDINGS = [Binding("escape", "dismiss", "key.back")]

    def __init__(self, name: str, season: str | None, lang: str) -> None:
        super().__init__()
        self.player, self.season, self.lang = name, season, lang
        translate_bindings(self, lang)

    def compose(self) -> ComposeResult:
        app: MarquoirApp = self.app  # type: ignore[assignment]
        t = self.lang
        record = app.table.player_record(self.player, self.season)
        with VerticalScroll():
            yield Static(f"[b]{translate(t, 'record.title', name=record.player)}[/b]")
            yield Static(translate(t, "record.rivals"))
            rivals: DataTable[str] = DataTable(cursor_type="none")
            rivals.add_columns(
                *(translate(t, f"record.col.{k}") for k in ("rival", "games", "ahead", "behind"))
            )
            for rival in record.rivals:
                rivals.add_row(rival.name, str(rival.games), str(rival.ahead), str(rival.behind))
            yield rivals
            yield Static(translate(t, "record.best"))
            best: DataTable[str] = DataTable(cursor_type="none")
            best.add_columns(translate(t, "record.col.points"), translate(t, "record.col.game"))
            for points, game in record.best_turns:
                best.add_row(format_points(points, t), str(game))
            yield best
            yield Static(translate(t, "record.games"))
            games: DataTable[str] = DataTable(cursor_type="none")
            games.add_columns(
                *(translate(t, f"record.col.{k}") for k in ("game", "date", "total", "rank"))
            )
            for game, day, total, place, won in record.games:
                games.add_row(
                    str(game), day, format_points(total, t), f"{place}{' 🏆' if won else ''}"
                )
            yield games

    def action_dismiss(self) -> None:  # type: ignore[override]
        self.dismiss(None)


class StandingsScreen(MarquoirScreen):
    DEFAULT_CSS = """
    StandingsScreen > Vertical { padding: 0 1; }
    StandingsScreen Select { width: 40; margin-bottom: 1; }
    StandingsScreen #none { color: $text-muted; height: auto; }
    StandingsScreen DataTable { height: 1fr; }
    """
    BINDINGS = [
        Binding("s", "sort", "key.sort"),
        Binding("escape", "app.pop_screen", "key.back"),
    ]

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.rows: list[Standing] = []
        self.sorted_by: tuple[str, bool] = ("rank", False)

    def compose(self) -> ComposeResult:
        t = self.lang
        table = self.marquoir.table
        current = table.current_season()
        names = [name for name, *_ in table.seasons()]
        if current not in names:
            names.insert(0, current)
        options = [(translate(t, "standings.option", name=name), name) for name in names]
        options.append((translate(t, "standings.all_option"), ALL))
        yield Header()
        with Vertical():
            yield Select(options, value=current, allow_blank=False, id="season")
            yield Static(translate(t, "standings.none"), id="none")
            yield DataTable(id="standings", cursor_type="cell", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = translate(self.lang, "standings.title")
        self.load()
        self.query_one("#standings").focus()

    @property
    def season(self) -> str | None:
        value = self.query_one("#season", Select).value
        return None if value == ALL else str(value)

    @on(Select.Changed, "#season")
    def _season(self) -> None:
        self.load()

    def load(self) -> None:
        self.rows = self.marquoir.table.standings(self.season)
        self.draw()

    def draw(self) -> None:
        t = self.lang
        table = self.query_one("#standings", DataTable)
        table.clear(columns=True)
        for field in STANDING_FIELDS:
            arrow = ""
            if self.sorted_by[0] == field:
                arrow = " ▼" if self.sorted_by[1] else " ▲"
            table.add_column(translate(t, f"standings.col.{field}") + arrow, key=field)
        key, reverse = self.sorted_by
        rows = sorted(self.rows, key=lambda s: (getattr(s, key), s.rank), reverse=reverse)
        for s in rows:
            table.add_row(
                str(s.rank),
                s.player,
                str(s.games),
                str(s.wins),
                f"{s.win_rate:.0%}",
                format_points(round(s.avg_final), t),
                format_points(s.best_turn, t),
                format_points(round(s.avg_turn), t),
                str(s.busts),
                str(s.skull_islands),
                format_points(s.skull_island_points, t),
                str(s.ships_won),
                str(s.ships_lost),
                key=s.player,
            )
        table.display = bool(rows)
        self.query_one("#none").display = not rows

    def action_sort(self) -> None:
        """Sort by the column under the cursor; again, the other way round."""
        table = self.query_one("#standings", DataTable)
        self.sort_by(STANDING_FIELDS[table.cursor_column])

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
            self.app.push_screen(RecordScreen(player, self.season, self.lang))
