"""A sheet a pencil can check (issue 47, deliver 1): each figure of a cell whole and in the
order it happened (the turn's own points, each trip's loss, the floor), stacked when narrow,
never summed; the marks (☠, ✎) in every reading; each total the previous one plus the
figures its cell shows, at 80×24 and 120×40."""

import re

import pytest

from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll
from marquoir.rules.manual import ManualTurn
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle

PLAYERS = ["Anne", "Bruno", "Chloé", "Denis"]


def dice(player: str, card: str, roll: str, island: bool = False) -> DiceTurn:
    return DiceTurn(player, card, parse_roll(roll), skull_island=island)


#: three rounds: trips to Skull Island (one of 1,000), a failed ship, points by hand; with
#: negative totals, Denis and Bruno go below 0
TURNS = [
    dice("Anne", "pirate", "xxggggds"),  # +1,400
    dice("Bruno", "skull2", "xxxggggg", island=True),  # −500 to each other player
    dice("Chloé", "gold", "ddddssxx"),  # +700
    dice("Denis", "ship2", "xxxsmmgg"),  # a failed ship: −300
    dice("Anne", "skull1", "xxxxggmm", island=True),  # −500 to each other player
    dice("Bruno", "ship3", "xxxssmmg"),  # −500
    dice("Chloé", "diamond", "ddddddmx"),  # +2,700
    dice("Denis", "gold", "ggggmmxx"),  # +1,000
    ManualTurn("Anne", 100, 0, "house rule"),  # ✎
    dice("Bruno", "gold", "ggggggmm"),
    dice("Chloé", "pirate", "ddddggmx"),
    dice("Denis", "skull2", "xxxxxxxg", island=True),  # −1,000 (or more) to each other
]


def sabords_game(cases: UseCases, negative: bool) -> int:
    profile = make_profile("classic", negative_scores=negative)
    game = cases.start_game(PLAYERS, profile).id
    for turn in TURNS:
        cases.enter_turn(game, turn)
    return game


def points(figure: str) -> int:
    """A figure's points (its marks and the separators of thousands left out)."""
    return int(re.sub("[^0-9-]", "", figure.replace("−", "-")))


def pencil_total(previous: int, cell: str) -> tuple[int, int]:
    """What a pencil makes of a points cell: the previous total plus its figures in order
    (``→0`` sets the total where the floor stopped it), and the total the cell reads."""
    words = re.split("[ \n]+", cell.strip())  # not on the no-break spaces inside a number
    *shown, total = words
    running = previous
    for figure in shown:
        if figure == "·":
            continue
        if figure == "→":  # the floor had the last word: the total is where it stopped
            running = max(running, 0)
        elif figure.startswith("→"):
            assert running < 0, f"the floor held {running} in {cell!r}"
            running = points(figure)
        else:
            running += points(figure)
    return running, points(total)


async def readings(pilot: object, sheet: ScoreSheet) -> dict[str, list[list[str]]]:
    """Each reading's cells (f5 through them), round by round."""
    found = {}
    for _ in range(3):
        rows = [key.value for key in sheet.rows if key.value and key.value.startswith("round")]
        found[sheet.shown_mode] = [[str(c) for c in sheet.get_row(r)[1:5]] for r in rows]
        sheet.cycle_mode()
        await settle(pilot)  # type: ignore[arg-type]
    return found


@pytest.mark.parametrize(("size", "lang"), [((80, 24), "fr"), ((120, 40), "en")])
@pytest.mark.parametrize("negative", [True, False], ids=["negative", "floor"])
async def test_each_total_is_the_previous_plus_the_figures_its_cell_shows(
    store: Store, size: tuple[int, int], lang: str, negative: bool
) -> None:
    cases = UseCases(store)
    game = sabords_game(cases, negative)
    state = cases.game(game).state
    app = MarquoirApp(cases, lang)
    async with app.run_test(size=size) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        cells = await readings(pilot, sheet)
        previous = [0] * 4
        for row in cells["points"]:
            for seat, cell in enumerate(row):
                width = sheet.ordered_columns[seat + 1].width
                assert all(len(line) <= width for line in cell.split("\n")), cell
                running, total = pencil_total(previous[seat], cell)
                assert running == total, f"{PLAYERS[seat]}: {previous[seat]} + {cell!r}"
                previous[seat] = total
        assert previous == list(state.totals)
        if negative:
            assert min(state.totals) < 0
        # the detail reading shows the same figures, whole, under each turn's story
        for points_row, detail_row in zip(cells["points"], cells["detail"], strict=True):
            for points_cell, detail_cell in zip(points_row, detail_row, strict=True):
                figures = re.split("[ \n]+", points_cell.strip())
                detail = re.split("[ \n]+", detail_cell.split("\n", 1)[1].strip())
                assert detail == figures, detail_cell
        # the marks in every reading: Bruno's own trip, Anne's points by hand
        for mode in ("points", "detail", "totals"):
            assert "☠" in cells[mode][0][1], (mode, cells[mode][0])
            assert "✎" in cells[mode][2][0], (mode, cells[mode][2])


async def test_each_trip_and_turn_is_its_own_figure_in_the_order_played(store: Store) -> None:
    """At 80×24 the cell of a turn of +1,700 after a trip that took 1,400 read ``+300☠``; with
    the classic floor, a trip before a turn read ``+400 −800☠ → 400``. Each figure whole, in
    the order played, the floor where it stopped the total."""
    cases = UseCases(store)
    game = sabords_game(cases, negative=False)
    app = MarquoirApp(cases, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        assert sheet.shown_mode == "points"
        chloe = re.split("[ \n]+", str(sheet.get_row("round1")[3]).strip())
        assert chloe == ["−500☠", "→0", "+700", "700"]
        denis = re.split("[ \n]+", str(sheet.get_row("round1")[4]).strip())
        assert denis == ["−500☠", "→0", "−300", "→", "0"]
        anne = re.split("[ \n]+", str(sheet.get_row("round2")[1]).strip())
        assert anne == ["0☠", "900"]
        bruno = re.split("[ \n]+", str(sheet.get_row("round2")[2]).strip())
        assert bruno == ["−500☠", "→0", "−500", "→", "0"]
