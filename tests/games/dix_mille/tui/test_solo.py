"""A solo Dix mille game in the app (dix-mille.md: "1 for a solo record attempt"): one name
seated, Dix mille chosen, the game starts; the turns to the target end it with the record;
Mille Sabords still refuses one player; the standings show the solo records in their own tab."""

from collections.abc import Callable

from textual.widgets import DataTable, Select, Static, TabbedContent

from marquoir.games.dix_mille.rules import PointsTurn
from marquoir.games.dix_mille.rules import make_profile as dix_profile
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.tui.screens.standings import StandingsScreen
from tests.games.dix_mille.tui.test_game import type_text
from tests.tui.conftest import settle
from tests.tui.test_full_game import game_screen, totals


async def test_a_solo_game_starts_and_ends_with_its_record(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await type_text(pilot, "Zoé")
        await pilot.press("enter")
        # Mille Sabords (the first game) seats 2 players or more: refused, the game not stored
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        error = str(app.screen.query_one("#error", Static).content)
        assert error == "Seat 2 to 8 players first."
        assert app.use_cases.games() == []
        await pilot.press("ctrl+g")  # Dix mille: one player is a solo record attempt
        await settle(pilot)
        assert app.screen.query_one("#game", Select).value == "dix-mille"
        await pilot.press("tab", "tab", "tab")  # roster, game, the target
        assert app.focused is not None and app.focused.id == "dix-target"
        await pilot.press("enter", "down", "enter")  # 2,000
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = game_screen(app)
        game = app.use_cases.game(screen.game_id)
        assert (game.game, game.players, game.profile.target) == ("dix-mille", ("Zoé",), 2000)

        await type_text(pilot, "155 222 1\rb\r=1000\r")
        await settle(pilot)
        assert totals(app) == (1500,)
        assert screen.state is not None and screen.state.next_player == "Zoé"
        await type_text(pilot, "=600\r")  # 2,100: the target, the game ends at once
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        state = app.use_cases.game(screen.game_id).state
        assert (state.phase, state.winners) == ("over", ("Zoé",))
        assert str(app.screen.query_one("#winners", Static).content) == (
            "🏆 Zoé reached 2,100 in 4 turns (best turn 1,000)"
        )


async def test_the_standings_show_solo_records_in_their_own_tab(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    solo = app.use_cases.start_game(["Zoé"], dix_profile(target=2000), game="dix-mille").id
    for points in (1500, 600):
        app.use_cases.enter_turn(solo, PointsTurn("Zoé", points))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StandingsScreen)
        views = screen.query_one("#views", TabbedContent)
        assert views.get_tab("tab-solo").display is False  # Mille Sabords keeps no solo game
        await pilot.press("g")  # Dix mille
        await settle(pilot)
        assert screen.rows == []  # the solo game is no game of the standings
        assert views.display and views.get_tab("tab-solo").display
        await pilot.press("r", "r")  # the ratings, then the solo records
        await settle(pilot)
        assert views.active == "tab-solo"
        table = screen.query_one("#solo", DataTable)
        assert [str(cell) for cell in table.get_row_at(0)][:5] == [
            "1",
            "Zoé",
            "1",
            "2",
            "1\u202f500",
        ]
        await pilot.press("g")  # Morbleu: no solo tab, back to the standings
        await settle(pilot)
        assert views.active != "tab-solo" and not views.get_tab("tab-solo").display
