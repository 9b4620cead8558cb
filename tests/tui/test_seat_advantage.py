"""The new-game screen's seat advantage (issue 23, deliver 4): each seat's chance and the
fair head start shown for the table chosen, filled in when worked out, applied by its button,
and the game started with it; a table it is not computed for says so."""

from __future__ import annotations

from collections.abc import Callable

from textual.widgets import Button, Input, Select, Static

from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle
from tests.tui.test_new_game_form import new_game
from tests.tui.test_typeahead import burst


async def test_the_fair_head_start_is_shown_applied_and_started_with(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "dix-mille")
        await pilot.pause(0.5)  # the panel asks a moment after the last change (ASK_AFTER)
        seats = screen.query_one("#seats", Static)
        assert "seat two players or more" in str(seats.content)
        screen.query_one("#name", Input).focus()
        burst(app, "Anne\rBruno\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await pilot.pause(0.5)
        await settle(pilot)
        shown = str(seats.content)
        assert "seat 1 54.4% · seat 2 45.6%" in shown
        assert "Fair head start 300: seat 1 at 49.9%" in shown
        button = screen.query_one("#apply-head-start", Button)
        assert button.display and str(button.label) == "Apply 300"
        assert screen.region.contains_region(seats.region)  # seen at 80×24
        await pilot.click("#apply-head-start")
        await settle(pilot)
        assert screen.query_one("#head-start", Input).value == "300"
        await pilot.press("ctrl+s")
        await settle(pilot)
        await pilot.pause(0.3)
        game = app.use_cases.games()[0]
        assert app.use_cases.game(game.id).setup.head_start == 300
        assert app.use_cases.game(game.id).state.totals == (0, 300)


async def test_another_table_says_not_computed_and_a_bad_head_start_is_refused(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        screen.query_one("#name", Input).focus()
        burst(app, "Anne\rBruno\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await pilot.pause(0.5)
        await settle(pilot)
        assert "non calculée" in str(screen.query_one("#seats", Static).content)
        assert not screen.query_one("#apply-head-start", Button).display
        screen.query_one("#head-start", Input).value = "150"
        await pilot.press("ctrl+s")
        await settle(pilot)
        error = str(screen.query_one("#rules-error", Static).content)
        assert (
            error
            == "150 n'est pas un multiple de 100 : l'avance au départ se compte par 100 points"
        )
        assert app.focused is screen.query_one("#head-start", Input)
        assert app.use_cases.games() == []
        # Morbleu takes none: its field is not shown
        screen.query_one("#game", Select).value = "morbleu"
        await settle(pilot)
        assert not screen.query_one("#head-start", Input).display
