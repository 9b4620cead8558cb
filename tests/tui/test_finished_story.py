"""A finished game tells its turns' story (issue 47, point 7): the cursor on a cell of its
sheet said only "The game is over", so "why +1,400?" had no answer after the game."""

from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle
from tests.tui.test_questions import preview


def finished(cases: UseCases) -> int:
    """Anne reaches 2,000 in round 2; Bruno and Chloé play the last round: over."""
    game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=2000)).id
    for player, card, roll, island in [
        ("Anne", "pirate", "xxggggds", False),
        ("Bruno", "skull2", "xxxggggg", True),
        ("Chloé", "gold", "ddddssxx", False),
        ("Anne", "pirate", "xxggggds", False),
        ("Bruno", "gold", "ggggmmxx", False),
        ("Chloé", "none", "xxxggggm", False),
    ]:
        cases.enter_turn(game, DiceTurn(player, card, parse_roll(roll), skull_island=island))
    return game


async def test_a_cell_of_a_finished_game_tells_its_turns_story(store: Store) -> None:
    cases = UseCases(store)
    game = finished(cases)
    assert cases.game(game).state.phase == "over"
    app = MarquoirApp(cases, "en")
    async with app.run_test(size=(80, 24)) as pilot:
        app.open_game(game)
        await settle(pilot)
        sheet = app.screen.query_one(ScoreSheet)
        assert sheet.has_focus  # no line to type: the arrows move on the sheet
        sheet.move_cursor(row=1, column=2)  # Bruno's trip in round 1
        await settle(pilot)
        told = preview(app)
        assert "Turn 2 (round 1): Bruno" in told, told
        await pilot.press("left")  # Anne's +1,400
        await settle(pilot)
        told = preview(app)
        assert "Turn 1 (round 1): Anne" in told and "1,400" in told, told


async def test_a_finished_games_footer_offers_no_key_of_a_turn(store: Store) -> None:
    """f2 (the odds of the dice being typed) was offered on a finished game, where there is
    no turn to type and it did nothing."""
    cases = UseCases(store)
    game = finished(cases)
    for size in ((80, 24), (120, 40)):
        app = MarquoirApp(cases, "en")
        async with app.run_test(size=size) as pilot:
            app.open_game(game)
            await settle(pilot)
            await pilot.pause()
            footer = app.screen._compositor.render_strips()[-1].text
            assert "f3 Board" in footer or "f4" in footer, footer
            assert "f2" not in footer and "Odds" not in footer, (size, footer)
            assert "ctrl+o" not in footer.lower() and "^o" not in footer, (size, footer)
