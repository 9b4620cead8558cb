"""The odds panel reads the game's whole rule profile (a reported bug: a classic game with the
2025 cards switched on scored a Zombie Attack, but f2 refused the card)."""

from collections.abc import Callable

from marquoir.rules.mille_sabords import make_profile
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.odds import OddsScreen
from tests.tui.conftest import settle


async def test_a_classic_game_with_the_2025_cards_gets_zombie_odds(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    profile = make_profile("classic", cards_2025=True)
    started = app.table.start_game(["Anne", "Bruno", "Chloé"], profile)
    game_id = getattr(started, "id", started)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.open_game(game_id)
        await settle(pilot)
        await pilot.press("z", "f2")
        await settle(pilot)
        assert isinstance(app.screen, OddsScreen)
        for char in "xxsssssm":
            await pilot.press(char)
        await settle(pilot)
        advice = app.screen.advice
        assert advice is not None, app.screen.query_one("#advice").render()
        assert advice.card == "zombie" and str(advice.dice) == "xxmsssss"
        # the monkey must go (no stopping before only sabres and skulls remain)
        assert advice.best.action == "reroll"
