"""Standings that fit (issue 47, point 9): at 80 columns the columns that matter first, the
rest one key away and said so; plain names, a line saying what the column under the cursor
counts; each figure counted as its name says."""

from __future__ import annotations

from typing import Any

from textual.widgets import DataTable, Static

from marquoir.games.mille_sabords.rules import (
    DiceTurn,
    ManualTurn,
    make_profile,
    parse_dice,
    parse_roll,
)
from marquoir.records import standing_fields
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.standings import StandingsScreen
from marquoir.use_cases import UseCases
from scripts.screenshots import season_of_games
from tests.tui.conftest import settle


def lines_of(app: MarquoirApp) -> list[str]:
    return [strip.text for strip in app.screen._compositor.render_strips()]


def said(app: MarquoirApp, widget: str) -> str:
    return str(app.screen.query_one(widget, Static).render()).replace("\n", " ")


async def open_standings(app: MarquoirApp, pilot: Any) -> StandingsScreen:
    await settle(pilot)
    await pilot.press("s")
    await settle(pilot)
    await pilot.pause()
    assert isinstance(app.screen, StandingsScreen)
    return app.screen


async def test_at_80_columns_the_rest_of_the_columns_is_one_key_away(store: Store) -> None:
    """Five of fourteen columns showed at 80 columns, with no sign that more existed."""
    season_of_games(UseCases(store), games=4)
    app = MarquoirApp(UseCases(store), "en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_standings(app, pilot)
        fields = standing_fields("mille-sabords")
        table = screen.query_one("#standings", DataTable)
        header = lines_of(app)[7]
        first = screen.shown_fields
        assert first[:6] == ("rank", "player", "games", "wins", "win_rate", "avg_final")
        # every column shown is whole on the screen: its name ends before the edge
        last_name = str(table.columns[table.ordered_columns[-1].key].label)
        assert last_name in header and header.rstrip().endswith(last_name)
        more = said(app, "#standings-more")
        assert more.startswith(f"{len(first)} of {len(fields)} columns shown · c: the next ones")
        assert "c Columns" in lines_of(app)[-1]
        seen = set(first)
        for _ in range(screen.pages - 1):
            await pilot.press("c")
            await settle(pilot)
            assert screen.shown_fields[:2] == ("rank", "player")  # the name stays in view
            seen |= set(screen.shown_fields)
        assert seen == set(fields)
        await pilot.press("c")  # after the last page, the first again
        await settle(pilot)
        assert screen.shown_fields == first
        await pilot.press("r")  # the ratings: c is the standings' own key
        await settle(pilot)
        await pilot.pause()
        assert "c Columns" not in lines_of(app)[-1]


async def test_plain_names_and_a_line_for_the_column_under_the_cursor(store: Store) -> None:
    season_of_games(UseCases(store), games=4)
    app = MarquoirApp(UseCases(store), "en")
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_standings(app, pilot)
        names = " ".join(lines_of(app))
        assert "card luck" not in names and "above par" not in names
        assert said(app, "#standings-about").startswith("#: the place: the most wins first")
        await pilot.press("right", "right", "right")
        await settle(pilot)
        assert said(app, "#standings-about") == (
            "wins: games won (a shared win counts for each winner)"
        )
        for _ in range(screen.pages):
            if "card_luck" in screen.shown_fields:
                break
            await pilot.press("c")
            await settle(pilot)
        column = [str(c.label) for c in screen.query_one("#standings", DataTable).ordered_columns]
        assert "luck of the draw" in column and "beat the card" in column
        screen.query_one("#standings", DataTable).move_cursor(
            column=column.index("luck of the draw")
        )
        await settle(pilot)
        assert said(app, "#standings-about").startswith(
            "luck of the draw: how much the cards drawn were worth"
        )


def test_treasure_islands_saved_points_are_not_a_lost_turn(store: Store) -> None:
    """Three skulls with the Treasure Island card still score the dice saved on it: a turn
    that scored is not a lost turn."""
    table = UseCases(store)
    game = table.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    table.enter_turn(game, DiceTurn("Anne", "treasure", parse_roll("xxxggggg"), parse_dice("gggg")))
    assert table.game(game).state.totals[0] > 0
    table.enter_turn(game, DiceTurn("Bruno", "gold", parse_roll("xxxggggg")))  # lost: 0
    table.enter_turn(game, ManualTurn("Anne", 1000))
    table.enter_turn(game, ManualTurn("Bruno", 0))
    lost = {s.player: s.value("busts") for s in table.standings(None, "mille-sabords")}
    assert lost == {"Anne": 0, "Bruno": 1}
