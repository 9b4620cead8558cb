"""The odds panel reads the game's whole rule profile (a reported bug: a classic game with the
2025 cards switched on scored a Zombie Attack, but f2 refused the card)."""

from collections.abc import Callable

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.games.mille_sabords.tui.odds import OddsScreen
from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle


def rendered(renderable: object) -> str:
    """What a Rich renderable shows, as text."""
    from rich.console import Console

    console = Console(width=100, color_system=None)
    with console.capture() as captured:
        console.print(renderable)
    return captured.get()


async def test_a_classic_game_with_the_2025_cards_gets_zombie_odds(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    profile = make_profile("classic", cards_2025=True)
    started = app.use_cases.start_game(["Anne", "Bruno", "Chloé"], profile)
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


async def test_f2_opens_with_the_dice_typed_and_figures_like_the_sheet(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    started = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.open_game(started.id)
        await settle(pilot)
        for key in "pxxggmmsd":
            await pilot.press(key)
        await pilot.press("f2")
        await settle(pilot)
        assert isinstance(app.screen, OddsScreen)
        assert app.screen.query_one("#odds-dice").value == "xxggmmsd"  # type: ignore[attr-defined]
        advice = app.screen.advice
        assert advice is not None and advice.card == "pirate"
        shown = rendered(app.screen.query_one("#advice").content)  # type: ignore[attr-defined]
        assert "e+" not in shown  # never 1.06e+04
        assert "relancer 1 singe" in shown or "relancer 2 singes" in shown  # words in French


def test_what_it_takes_in_sudden_death_and_in_the_last_round() -> None:
    from marquoir.games.mille_sabords.rules import ManualTurn, make_setup, replay
    from marquoir.games.mille_sabords.tui.odds import points_to_win

    setup = make_setup(["Anne", "Bruno"], make_profile("classic", target=2000))
    last_round = replay(setup, [ManualTurn("Anne", 2500)])
    assert last_round.phase == "last_round" and points_to_win(last_round) == 2501
    # Bruno's Skull Island pulls Anne below the target: nobody stands at it, sudden death
    pulled = replay(setup, [ManualTurn("Anne", 2500), ManualTurn("Bruno", 300, -1000)])
    assert pulled.phase == "sudden_death" and pulled.next_player == "Anne"
    assert points_to_win(pulled) == 2000 - 1500
    assert points_to_win(replay(setup, [])) is None
