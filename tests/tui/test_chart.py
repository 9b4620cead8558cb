"""The chart: every player on one scale (negative totals below zero, the target on it), one
key away during the game and at its end."""

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import Store
from marquoir.tui.screens.chart import ChartScreen
from marquoir.tui.widgets.chart import ChartLegend, TotalsChart, series, ticks
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle


def negative_game(cases: UseCases) -> int:
    game = cases.start_game(
        ["Anne", "Bruno", "Chloé"], make_profile("classic", target=3000, negative_scores=True)
    ).id
    for player, points in [("Anne", 2900), ("Bruno", -600), ("Chloé", 0), ("Anne", 100)]:
        cases.enter_turn(game, ManualTurn(player, points))
    return game


def test_one_scale_for_every_player(store: Store) -> None:
    cases = UseCases(store)
    view = cases.game(negative_game(cases))
    rounds, lines, lowest, highest = series(view)
    assert rounds == [0, 1, 2]
    assert lines == [("Anne", [0, 2900, 3000]), ("Bruno", [0, -600, -600]), ("Chloé", [0, 0, 0])]
    assert (lowest, highest) == (-600, 3000)  # one scale: the lowest total to the target


def test_ticks_are_round_numbers_with_zero_among_them() -> None:
    assert ticks(0, 2100) == [0, 500, 1000, 1500, 2000]
    assert ticks(-1200, 6300) == [0, 2000, 4000, 6000]
    assert 0 in ticks(-300, 2500)


async def test_f4_draws_the_chart_during_the_game(store: Store, make_app: object) -> None:
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    cases.enter_turn(game, ManualTurn("Anne", 500))
    assert callable(make_app)
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f4")
        await settle(pilot)
        assert isinstance(app.screen, ChartScreen)
        legend = str(app.screen.query_one(ChartLegend).render())
        assert "Anne" in legend and "Bruno" in legend  # the legend, under the chart
        await pilot.press("escape")
        await settle(pilot)
        assert not isinstance(app.screen, ChartScreen)


def test_the_rating_chart_marks_round_numbers() -> None:
    from marquoir.tui.widgets.chart import decimal_ticks

    assert decimal_ticks(3.3, 9.0) == [4.0, 6.0, 8.0]
    assert decimal_ticks(-2.1, 14.7) == [0.0, 5.0, 10.0]
    assert decimal_ticks(0.0, 0.5) == [0.0, 0.2, 0.4]
    assert decimal_ticks(1.04, 1.04) == [1.0]


def rows_drawn(chart: TotalsChart) -> list[str]:
    return [chart.render_line(y).text for y in range(chart.size.height)]


def check_reads(rows: list[str], target: str, players: list[str]) -> None:
    """No two labels on consecutive rows, the target's label on the target line, and no
    player's name on it (Plotext's legend, drawn inside the plot, sat on the target line)."""
    import re

    labelled = [y for y, row in enumerate(rows) if re.match(r"\s*−?\d[\d\u202f,]*\s*┤", row)]
    assert len(labelled) >= 2
    assert all(b - a > 1 for a, b in zip(labelled, labelled[1:], strict=False)), labelled
    target_row = next(row for row in rows if row.lstrip().startswith(target))
    assert "─" * 10 in target_row  # the target line on its own label's row
    assert not any(name in target_row for name in players), target_row


def dix_game(cases: UseCases) -> int:
    from marquoir.games.dix_mille.rules import BlankTurn, PointsTurn
    from marquoir.games.dix_mille.rules import make_profile as dix_profile

    players = ["Anne", "Bruno", "Chloé"]
    game = cases.start_game(players, dix_profile(target=3000), game="dix-mille").id
    for points in [[300, 500, 0], [450, 1000, 350], [800, 0, 600], [200, 700, 500]]:
        for name, p in zip(players, points, strict=True):
            cases.enter_turn(game, PointsTurn(name, p) if p else BlankTurn(name))
    return game


async def test_a_short_chart_keeps_its_labels_apart(store: Store) -> None:
    """#21: at a short height (the chart under game over's table at 80×24) the labels sat on
    consecutive rows and the target line on the row labelled 2 000 for a target of 3 000."""
    from textual.app import App, ComposeResult

    cases = UseCases(store)
    view = cases.game(dix_game(cases))

    class Bare(App[None]):
        def compose(self) -> ComposeResult:
            yield TotalsChart()

    for height in (10, 12, 14):
        app = Bare()
        async with app.run_test(size=(80, height)) as pilot:
            chart = app.query_one(TotalsChart)
            chart.show(view)
            await pilot.pause()
            check_reads(rows_drawn(chart), "3,000", ["Anne", "Bruno", "Chloé"])


async def test_the_chart_reads_at_80x24(store: Store, make_app: object) -> None:
    """The f4 chart at 80×24, in both languages."""
    cases = UseCases(store)
    players = ["Anne", "Bruno", "Chloé"]
    game = dix_game(cases)
    assert callable(make_app)
    for lang, target, size in (("fr", "3\u202f000", (80, 24)), ("en", "3,000", (120, 40))):
        app = make_app(lang)
        async with app.run_test(size=size) as pilot:
            app.open_game(game)
            await settle(pilot)
            await pilot.press("f4")
            await settle(pilot)
            check_reads(rows_drawn(app.screen.query_one(TotalsChart)), target, players)
            legend = app.screen.query_one(ChartLegend)  # the names under the chart, whole
            assert str(legend.render()).split() == ["━━", "Anne", "━━", "Bruno", "━━", "Chloé"]
            assert app.screen.region.contains_region(legend.region)


def test_negative_totals_have_a_label_of_their_own() -> None:
    """#47: with negative totals the chart's lowest mark was 0: the totals below it had no
    label on the axis."""
    from marquoir.tui.widgets.chart import scale

    for lowest, highest, target, rows in [
        (-800, 6000, 6000, 15),
        (-300, 6000, 6000, 15),
        (-2600, 9000, 8000, 30),
        (-50, 1000, 1000, 6),
    ]:
        bottom, top, marks = scale(lowest, highest, target, rows)
        assert bottom <= lowest and marks[0] == bottom < 0, (lowest, marks)
        assert 0 in marks and target in marks and top >= highest
        assert len(marks) <= max(2, rows // 3) + 1, marks
