"""Every player fits on the sheet (issue 11, deliver 1): 2 to 5 players at 80×24, 8 at
120×40, never worse when the window grows; the sheet follows the game down."""

import re

import pytest

from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll
from marquoir.rules import format_points
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.use_cases import UseCases
from scripts.screenshots import CROWD, crowd
from tests.tui.conftest import settle

TABLES = [
    (players, size)
    for players in range(2, 6)
    for size in [(60, 20), (80, 24), (100, 30), (160, 48)]
] + [(players, size) for players in range(6, 9) for size in [(120, 40), (200, 60)]]


@pytest.mark.parametrize(("players", "size"), TABLES)
async def test_every_player_name_and_total_on_screen(
    store: Store, players: int, size: tuple[int, int]
) -> None:
    cases = UseCases(store)
    game = crowd(cases, players)
    state = cases.game(game).state
    app = MarquoirApp(cases, "fr")
    async with app.run_test(size=size) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        assert sheet.virtual_size.width <= sheet.scrollable_content_region.width, "scrolls"
        assert sheet.region.height >= 6  # the header, the totals and a few rounds
        labels = [str(column.label) for column in sheet.ordered_columns[1:]]
        assert len(labels) == players
        for label, name in zip(labels, CROWD, strict=False):
            start, _, end = label.removeprefix("▶ ").partition("…")
            assert name.startswith(start) and name.endswith(end) and len(start) >= 3, label
        assert len(set(labels)) == players  # abbreviations still tell them apart
        assert labels[state.next_seat].startswith("▶ ")
        totals = [str(cell) for cell in sheet.get_row("totals")[1 : players + 1]]
        # each total whole, its chance to win beside it or under it (issue 23)
        assert [re.split("[ \n]", cell)[0] for cell in totals] == [
            format_points(total, "fr") for total in state.totals
        ]
        chance = re.compile("—|…|[<>]?[0-9]+[\u202f\u00a0]?%")  # a figure, or not yet one
        assert all(chance.fullmatch(re.split("[ \n]", cell)[1]) for cell in totals), totals


async def test_the_sheet_follows_a_long_game_down(store: Store) -> None:
    cases = UseCases(store)
    game = crowd(cases, 4, rounds=15, target=50000)
    app = MarquoirApp(cases, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        assert sheet.row_count == 17  # the totals and 16 rounds
        assert sheet.cursor_coordinate.row == 16 and sheet.cursor_coordinate.column == 2
        assert sheet.scroll_y > 0 and sheet.scroll_y >= sheet.max_scroll_y - 1


async def test_a_trip_is_marked_in_every_reading_and_its_losses_show(store: Store) -> None:
    """#21: the player's own trip had no ☠ in the totals and points readings, and the points
    reading hid what the others' trips took (``+1,400 900`` with no −500)."""
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id
    cases.enter_turn(game, DiceTurn("Anne", "pirate", parse_roll("xxggggds")))  # +1,400
    cases.enter_turn(game, DiceTurn("Bruno", "skull2", parse_roll("xxxggggg"), skull_island=True))
    app = MarquoirApp(cases, "en")
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        readings = {}
        for _ in range(3):
            readings[sheet.shown_mode] = [str(c) for c in sheet.get_row("round1")[1:4]]
            sheet.cycle_mode()
        assert readings["points"][0].split() == ["+1,400", "−500☠", "900"]
        assert readings["points"][1].split() == ["0☠", "0"]
        assert readings["totals"][1] == "0☠"
        assert "☠" in readings["detail"][1]


async def test_a_figure_is_never_cut_in_a_narrow_points_cell(store: Store) -> None:
    """A Captain's run at 80×24 with 8 players, the classic floor: a player held at 0 by the
    floor after another's trip, then scoring, read ``+700 −5`` (``−500☠`` cut to the column's
    width: minus five). The figures go one a line when they do not fit; each whole, in the
    order they happened (issue 47: the trip, the floor, the turn)."""
    cases = UseCases(store)
    names = ["Anne", "Bruno", "Chloé", "Dédé", "Élise", "Fanny", "Gus", "Hugo"]
    game = cases.start_game(names, make_profile("classic")).id
    cases.enter_turn(game, DiceTurn("Anne", "pirate", parse_roll("xxggggds")))  # +1,400
    cases.enter_turn(game, DiceTurn("Bruno", "skull2", parse_roll("xxxmmsss"), skull_island=True))
    cases.enter_turn(game, DiceTurn("Chloé", "gold", parse_roll("ddddssxx")))
    app = MarquoirApp(cases, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        while sheet.shown_mode != "points":  # f5: the totals fit best at this width
            sheet.cycle_mode()
            await settle(pilot)
        chloe = str(sheet.get_row("round1")[3])
        width = sheet.ordered_columns[3].width
        lines = chloe.split("\n")
        assert all(len(line) <= width for line in lines), lines
        assert [w for line in lines for w in line.split(" ") if w][:3] == ["−500☠", "→0", "+700"]
        assert sheet.rows["round1"].height == len(lines) > 1
