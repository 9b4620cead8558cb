"""Names are shown as written: never read as markup (a name may hold ``[``), never an
escape sequence to the terminal."""

from collections.abc import Callable

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.game_over import GameOverScreen
from tests.tui.conftest import settle


async def test_names_with_brackets_are_shown_not_read(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    players = ["Ann[/b]e", "[red]Bruno", "Zoé 🏴‍☠️"]
    game_id = app.use_cases.start_game(players, make_profile("classic", target=1000)).id
    app.use_cases.enter_turn(game_id, ManualTurn("Ann[/b]e", 1500))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)  # the home screen lists the game
        app.open_game(game_id)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert "[red]Bruno to play" in str(app.screen.query_one("#to-play").render())
        for key in "nxxggmmps":
            await pilot.press(key)
        await pilot.press("enter")
        await settle(pilot)
        for key in "nxxxmmmmm":
            await pilot.press(key)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert "Ann[/b]e won" in str(app.screen.query_one("#winners").render())
