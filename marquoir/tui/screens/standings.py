"""Season standings and ratings: switch seasons, sort any column, open a player's record
(what their game's kit shows of them, their rating after each game)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.widgets import DataTable, Header, Select, Static, TabbedContent, TabPane

from marquoir.i18n import numbers
from marquoir.rules import DEFAULT_GAME, format_points, game_entry, game_ids, game_rules
from marquoir.tui.games import kit_of
from marquoir.tui.lang import plain
from marquoir.tui.screens.base import MarquoirDialog, MarquoirScreen
from marquoir.tui.widgets.chart import RatingChart
from marquoir.tui.widgets.footer import Footer
from marquoir.use_cases import standing_fields

if TYPE_CHECKING:
    from marquoir.records import PlayerRecord, RatingLine, SeasonInfo, SoloRecord, Standing

ALL = "\x00all"
#: the columns that stay in view whatever the page of the others: the rank and the name
FIXED = 2
#: a column's room beyond its widest text (the table's padding on each side)
COLUMN_PADDING = 2


def column_pages(widths: list[int], room: int) -> list[list[int]]:
    """The columns after the fixed ones (:data:`FIXED`), in order, cut into pages that each
    fit ``room`` columns beside the fixed ones (``widths``: each column's width, padding
    included); a page holds at least one column however narrow the room."""
    room -= sum(widths[:FIXED])
    pages: list[list[int]] = [[]]
    used = 0
    for index in range(FIXED, len(widths)):
        if pages[-1] and used + widths[index] > room:
            pages.append([])
            used = 0
        pages[-1].append(index)
        used += widths[index]
    return pages


def decimal(value: float, lang: str) -> str:
    """``25.72`` (``25,72`` in French)."""
    return numbers.decimal(value, lang, 2)


def figure(field: str, value: int | float, lang: str) -> str:
    """A standings figure as the screen shows it: points grouped, averages signed to one
    decimal (``+41.3``; ``+41,3`` in French), counts as they are."""
    if isinstance(value, float):
        return numbers.decimal(value, lang, 1, sign=True)
    return format_points(value, lang) if field.endswith("_points") else str(value)


class RecordScreen(MarquoirDialog[None]):
    """One player's finished games, best turns and head-to-head against each rival."""

    BINDINGS = [Binding("escape", "close", "key.back", id="record-close")]

    def __init__(self, name: str, season: str | None, game: str = DEFAULT_GAME) -> None:
        super().__init__()
        self.player, self.season, self.game = name, season, game

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Static(plain(self.t("record.title", name=self.player), "bold"), id="record-title")
            yield Static(id="record-luck")
            yield RatingChart(id="record-rating")
            yield Static(self.t("record.rivals"))
            yield DataTable(cursor_type="none", id="rivals")
            yield Static(self.t("record.best"))
            yield DataTable(cursor_type="none", id="best")
            yield Static(self.t("record.games"))
            yield DataTable(cursor_type="none", id="record-games")

    def on_mount(self) -> None:
        self.with_use_cases(
            lambda cases: cases.player_record(self.player, self.season, self.game),
            self.show,
            group="read",
        )

    def show(self, record: PlayerRecord) -> None:
        t = self.lang
        self.query_one("#record-title", Static).update(
            plain(self.t("record.title", name=record.player), "bold")
        )
        lines = [plain(line) for line in self.luck_lines(record)]
        self.query_one("#record-luck", Static).update(Text("\n").join(lines))
        chart = self.query_one(RatingChart)
        chart.display = len(record.ratings) > 1
        if chart.display:
            chart.show(record.ratings)
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

    def luck_lines(self, record: PlayerRecord) -> list[str]:
        """What the game's kit says of the player first (its own figures of the player's
        games), then the rating now."""
        lines = kit_of(self.game).record_lines(record, self.lang)
        if record.ratings:
            rating = figure("ordinal", round(record.ratings[-1].ordinal, 1), self.lang)
            games = len(record.ratings)
            lines.append(self.t("record.rating_now", rating=rating, n=games))
        return lines

    def action_close(self) -> None:
        self.dismiss(None)


class StandingsScreen(MarquoirScreen):
    CSS_PATH = "standings.tcss"
    BINDINGS = [
        Binding("s", "sort", "key.sort", id="sort"),
        Binding("r", "switch", "key.switch_view", id="switch-view"),
        Binding("g", "next_game", "key.game", id="standings-game"),
        Binding("c", "more_columns", "key.more_columns", id="standings-columns"),
        Binding("escape", "app.pop_screen", "key.back", id="standings-back"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Standing] = []
        self.ratings: list[RatingLine] = []
        #: each player's best solo record, for a game that keeps solo games
        self.solo: list[SoloRecord] = []
        self.sorted_by: tuple[str, bool] = ("rank", False)
        #: whose standings: each game has its own (``g`` goes to the next game)
        self.game = DEFAULT_GAME
        self.fields = standing_fields(DEFAULT_GAME)
        self._season: str | None = None
        #: the page of columns shown where they do not all fit (c goes to the next one)
        self.page = 0
        #: the fields of the columns shown, in order
        self.shown_fields: tuple[str, ...] = self.fields
        #: how many pages the columns take at this width
        self.pages = 1

    def compose(self) -> ComposeResult:
        yield Header()
        with Vertical():
            yield Select(
                [], prompt=self.t("standings.season_prompt"), allow_blank=True, id="season"
            )
            yield Static(self.t("standings.none"), id="none")
            with TabbedContent(id="views"):
                with TabPane(self.t("standings.tab"), id="tab-standings"):
                    yield DataTable(id="standings", cursor_type="cell", zebra_stripes=True)
                    yield Static(id="standings-more")
                    yield Static(id="standings-about")
                with TabPane(self.t("ratings.tab"), id="tab-ratings"):
                    yield DataTable(id="ratings", cursor_type="row", zebra_stripes=True)
                    yield Static(self.t("ratings.note"), id="ratings-note")
                with TabPane(self.t("solo.tab"), id="tab-solo"):
                    yield DataTable(id="solo", cursor_type="row", zebra_stripes=True)
                    yield Static(self.t("solo.note"), id="solo-note")
        yield Footer()

    def on_mount(self) -> None:
        self.title = self.t("standings.title")
        # whose standings, from the first list (a Captain's run: "no game finished yet" on a
        # screen that did not say of which game, while other games had finished)
        self.sub_title = game_entry(self.game).name(self.lang)
        self.query_one("#standings").focus()
        self.with_use_cases(
            lambda cases: (cases.current_season(), cases.seasons()), self._seasons, group="read"
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

    def action_next_game(self) -> None:
        """g: the next game's standings and ratings."""
        games = game_ids()
        self.game = games[(games.index(self.game) + 1) % len(games)]
        self.fields = standing_fields(self.game)
        self.sorted_by = ("rank", False)
        self.page = 0
        self.sub_title = game_entry(self.game).name(self.lang)
        self.load()

    @property
    def keeps_solo(self) -> bool:
        """Whether the game keeps solo games (``GameRules.min_players`` 1): a tab of them."""
        return game_rules(self.game).min_players == 1

    def load(self) -> None:
        season, game = self._season, self.game
        self.with_use_cases(
            lambda cases: (
                cases.standings(season, game),
                cases.ratings(season, game),
                cases.solo_records(season, game),
                len(cases.damaged_games(season, game)),
            ),
            self._loaded,
            group="standings",
            exclusive=True,
        )

    def _loaded(
        self, answer: tuple[list[Standing], list[RatingLine], list[SoloRecord], int]
    ) -> None:
        self.rows, self.ratings, self.solo, damaged = answer
        if damaged:  # left out of the standings and the ratings: said so
            self.notify(self.t("standings.damaged", n=damaged), severity="warning", timeout=10)
        views = self.query_one("#views", TabbedContent)
        if self.keeps_solo:
            views.show_tab("tab-solo")
        else:
            if views.active == "tab-solo":
                views.active = "tab-standings"
            views.hide_tab("tab-solo")
        self.draw_solo()
        self.draw()
        self.draw_ratings()

    def draw_solo(self) -> None:
        """Each player's best solo record: the fewest turns, then the best turn."""
        t = self.lang
        table = self.query_one("#solo", DataTable)
        table.clear(columns=True)
        table.fixed_columns = 2
        for field in ("rank", "player", "games", "turns", "best_turn", "game", "date"):
            table.add_column(self.t(f"solo.col.{field}"), key=field)
        for line in self.solo:
            table.add_row(
                str(line.rank),
                plain(line.player),
                str(line.games),
                str(line.turns),
                format_points(line.best_turn, t),
                str(line.game),
                line.date.isoformat(),
                key=line.player,
            )

    def draw_ratings(self) -> None:
        table = self.query_one("#ratings", DataTable)
        table.clear(columns=True)
        table.fixed_columns = 2
        for field in ("rank", "player", "games", "mu", "sigma", "ordinal"):
            table.add_column(self.t(f"ratings.col.{field}"), key=field)
        for line in self.ratings:
            table.add_row(
                str(line.rank),
                plain(line.player),
                str(line.games),
                *(decimal(v, self.lang) for v in (line.mu, line.sigma, line.ordinal)),
                key=line.player,
            )

    def draw(self) -> None:
        """The standings: the rank and the name, then the columns that fit the width, the
        ones that matter first (c: the next page of them, said under the table), and what
        the column under the cursor counts."""
        t = self.lang
        table = self.query_one("#standings", DataTable)
        key, reverse = self.sorted_by
        rows = sorted(self.rows, key=lambda s: (s.value(key), s.rank), reverse=reverse)
        lines = []
        for s in rows:
            cells = [
                str(s.rank),
                plain(s.player),
                str(s.games),
                str(s.wins),
                numbers.percent(s.win_rate, t, 0),
                format_points(round(s.avg_final), t),
            ]
            if s.turn_figures:
                cells += [format_points(s.best_turn, t), format_points(round(s.avg_turn), t)]
            cells += [figure(f, v, t) for f, v in zip(s.stat_fields, s.stats, strict=True)]
            lines.append(cells)
        labels = []
        for field in self.fields:
            arrow = ""
            if key == field:
                arrow = " ▼" if reverse else " ▲"
            labels.append(self.column_name(field) + arrow)
        widths = [
            max([cell_len(label)] + [cell_len(str(line[i])) for line in lines]) + COLUMN_PADDING
            for i, label in enumerate(labels)
        ]
        room = (table.size.width or self.size.width - 2) - 2  # the scroll bar's room
        pages = column_pages(widths, room)
        self.pages = len(pages)
        self.page %= self.pages
        shown = list(range(FIXED)) + pages[self.page]
        self.shown_fields = tuple(self.fields[i] for i in shown)
        table.clear(columns=True)
        table.fixed_columns = FIXED  # the rank and the name stay while the figures scroll
        for i in shown:
            table.add_column(labels[i], key=self.fields[i])
        for s, cells in zip(rows, lines, strict=True):
            table.add_row(*(cells[i] for i in shown), key=s.player)
        anything = bool(rows) or bool(self.solo)
        self.query_one("#views").display = anything
        self.query_one("#none").display = not anything
        self._say_more(pages)
        self._say_about()
        self.refresh_bindings()
        if anything and self.app.focused is None:  # back from "no finished game yet"
            showing = self.query_one("#views", TabbedContent).active
            self.query_one(f"#{showing.removeprefix('tab-')}").focus()

    def column_name(self, field: str) -> str:
        """A column's name in the Captain's language."""
        return self.t(f"standings.col.{field}")

    def _say_more(self, pages: list[list[int]]) -> None:
        """Under the table, where the columns do not all fit: how many are shown, and which
        ones c shows next."""
        more = self.query_one("#standings-more", Static)
        more.display = len(pages) > 1
        if len(pages) > 1:
            following = pages[(self.page + 1) % len(pages)]
            names = ", ".join(self.column_name(self.fields[i]) for i in following)
            key = self._key_of("more_columns")
            shown = FIXED + len(pages[self.page])
            text = self.t(
                "standings.more", shown=shown, total=len(self.fields), shortcut=key, names=names
            )
            more.update(plain(text, "bold"))

    def _say_about(self) -> None:
        """Under the table: what the column under the cursor counts."""
        about = self.query_one("#standings-about", Static)
        table = self.query_one("#standings", DataTable)
        if not self.shown_fields or not self.rows:
            about.update("")
            return
        column = min(table.cursor_column, len(self.shown_fields) - 1)
        field = self.shown_fields[column]
        words = self.t(f"standings.about.{field}")
        about.update(plain(self.t("standings.about", name=self.column_name(field), about=words)))

    @on(TabbedContent.TabActivated)
    def _tab_shown(self) -> None:
        self.refresh_bindings()  # c: the standings' own key

    @on(DataTable.CellHighlighted, "#standings")
    def _column_highlighted(self) -> None:
        self._say_about()

    def on_resize(self) -> None:
        super().on_resize()
        if self.rows:
            self.call_after_refresh(self._redraw_keeping_cursor)

    def _redraw_keeping_cursor(self) -> None:
        table = self.query_one("#standings", DataTable)
        row, column = table.cursor_row, table.cursor_column
        self.draw()
        table.move_cursor(row=row, column=column)

    def _key_of(self, action: str) -> str:
        """The key of one of the screen's actions, as the footer names it."""
        for active in self.active_bindings.values():
            if active.binding.action == action:
                return self.app.get_key_display(active.binding)
        return "c"

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """c only on the standings' tab, where their columns do not all fit."""
        if action == "more_columns":
            views = self.query("#views")
            showing = views.first(TabbedContent).active if views else ""
            return self.pages > 1 and showing == "tab-standings"
        return super().check_action(action, parameters)

    def action_more_columns(self) -> None:
        """c: the next page of columns (after the last, the first again)."""
        table = self.query_one("#standings", DataTable)
        row = table.cursor_row
        self.page = (self.page + 1) % max(self.pages, 1)
        self.draw()
        table.move_cursor(row=row, column=FIXED if self.page else 0)
        self._say_about()

    def action_switch(self) -> None:
        """r: the standings, the ratings, then the solo records (a game that keeps them)."""
        views = self.query_one("#views", TabbedContent)
        tabs = ["tab-standings", "tab-ratings"] + (["tab-solo"] if self.keeps_solo else [])
        at = tabs.index(views.active) if views.active in tabs else -1
        showing = tabs[(at + 1) % len(tabs)]
        views.active = showing
        self.query_one(f"#{showing.removeprefix('tab-')}").focus()
        self.refresh_bindings()  # c: the standings' own key

    def action_sort(self) -> None:
        """Sort by the column under the cursor; again, the other way round."""
        table = self.query_one("#standings", DataTable)
        self.sort_by(self.shown_fields[table.cursor_column])

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
            self.app.push_screen(RecordScreen(player, self.season, self.game))

    @on(DataTable.RowSelected, "#ratings")
    def _rating_record(self, event: DataTable.RowSelected) -> None:
        player = event.row_key.value
        if player:
            self.app.push_screen(RecordScreen(player, self.season, self.game))
