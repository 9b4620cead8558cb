"""A whole Dix mille game at the cases, by keyboard: the game chosen with its variants, the
turns typed in a burst (throws, points, blanks), a correction, undo, the odds, game over."""

from collections.abc import Callable

from textual.widgets import Select, Static

from marquoir.games.dix_mille.tui.entry import DixEntry
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.tui.screens.new_game import NewGameScreen
from tests.tui.conftest import settle
from tests.tui.test_full_game import game_screen, totals
from tests.tui.test_typeahead import burst


async def type_text(pilot: object, text: str) -> None:
    """Every key of ``text`` queued at once (a burst, as a fast Captain or a paste)."""
    burst(pilot.app, text)  # type: ignore[attr-defined]
    await settle(pilot)  # type: ignore[arg-type]


async def test_a_whole_dix_mille_game_by_keyboard(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        for name in ("Anne", "Bruno", "Chloé"):
            await type_text(pilot, name)
            await pilot.press("enter")
        await pilot.press("ctrl+g")  # the next game: Dix mille, its variants shown
        await settle(pilot)
        assert app.screen.query_one("#game", Select).value == "dix-mille"
        await pilot.press("tab", "tab", "tab")  # roster, game, the target
        assert app.focused is not None and app.focused.id == "dix-target"
        await pilot.press("enter", "down", "enter")  # 2,000
        await pilot.press("tab", "enter", "down", "enter")  # entry threshold 500
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = game_screen(app)
        game = app.use_cases.game(screen.game_id)
        assert game.game == "dix-mille"
        assert (game.profile.target, game.profile.entry) == (2000, 500)
        assert isinstance(app.focused, DixEntry)

        # --- a round typed in one burst, as pasted -------------------------------------------
        await type_text(pilot, "155 222 1\r=350\rb\r")
        await settle(pilot)
        assert totals(app) == (500, 0, 0)  # Bruno's 350 is below the entry threshold
        notes = str(screen.query_one("#notes", Static).content)
        assert "Not entered yet (500 to bank): Bruno, Chloé" in notes
        assert "Blanks in a row: Chloé 1" in notes

        # --- a refused line says why, names the throw, and Enter records nothing --------------
        await type_text(pilot, "155 2")
        entry = screen.query_one(DixEntry)
        preview = screen.query_one("#preview", Static).content
        assert "✗ throw 2: 2 does not score" in str(preview)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.turns) == 3
        await pilot.press("backspace")
        await type_text(pilot, "5")
        await pilot.press("enter")
        await settle(pilot)
        assert totals(app) == (750, 0, 0)

        # --- undo gives the line back --------------------------------------------------------
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert totals(app) == (500, 0, 0) and entry.value == "155 5"
        await pilot.press("ctrl+u")
        await type_text(pilot, "1\r")
        await settle(pilot)
        assert totals(app) == (600, 0, 0)

        # --- f2: the risk and the advice for the throw on the table --------------------------
        await type_text(pilot, "1")
        await pilot.press("f2")
        await settle(pilot)
        await type_text(pilot, "115236")
        await settle(pilot)
        for _ in range(200):  # the newest question's answer (computed in a thread)
            advice = app.screen.advice  # type: ignore[attr-defined]
            if advice is not None and advice.roll == "115236":
                break
            await pilot.pause(0.05)
        assert advice is not None and advice.turn_points == 100
        assert advice.options[0].keep.dice == "1", advice
        await pilot.press("escape")
        await settle(pilot)
        await pilot.press("ctrl+u")

        # --- correct Bruno's first turn: it was 550, not 350 ---------------------------------
        await pilot.press("ctrl+g")
        await pilot.press("up")  # round 1, Bruno's column (Bruno plays next)
        await pilot.press("enter")
        await settle(pilot)
        await pilot.press("ctrl+u")
        await type_text(pilot, "=550\r")
        await settle(pilot)
        assert totals(app) == (600, 550, 0)

        # --- to the target, the last round, the winner ---------------------------------------
        await type_text(pilot, "=1000\r=1500\r=2000\r")  # Bruno, Chloé, Anne (2,600)
        await settle(pilot)
        assert screen.state.phase == "last_round"
        await type_text(pilot, "=500\r=550\r")  # Bruno 2,050, Chloé 2,050
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen)
        assert app.use_cases.game(screen.game_id).state.winners == ("Anne",)
        assert isinstance(game_screen(app), GameScreen)
        # --- a rematch is Dix mille again, with the same variants ------------------------------
        await pilot.press("r")
        await settle(pilot)
        rematch = game_screen(app)
        assert rematch.game_id != screen.game_id
        again = app.use_cases.game(rematch.game_id)
        assert (again.game, again.profile) == ("dix-mille", game.profile)
        assert isinstance(app.focused, DixEntry)


async def test_the_standings_screen_goes_from_game_to_game(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    from marquoir.games.dix_mille.rules import PointsTurn
    from marquoir.games.dix_mille.rules import make_profile as dix_profile
    from marquoir.tui.screens.standings import RecordScreen, StandingsScreen

    app = make_app("en")
    game = app.use_cases.start_game(
        ["Anne", "Bruno"], dix_profile(target=2000), game="dix-mille"
    ).id
    app.use_cases.enter_turn(game, PointsTurn("Anne", 2000))
    app.use_cases.enter_turn(game, PointsTurn("Bruno", 100))
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StandingsScreen) and screen.rows == []  # no Mille Sabords game
        # a Captain's run: the first screen did not say whose standings it showed
        assert screen.sub_title == "Mille Sabords"
        assert "g: another game" in str(screen.query_one("#none", Static).content)
        await pilot.press("g")
        await settle(pilot)
        assert [r.player for r in screen.rows] == ["Anne", "Bruno"]
        assert screen.fields[-1] == "blanks" and screen.sub_title == "Dix mille"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen) and app.screen.game == "dix-mille"


async def test_keys_typed_after_a_refused_line_wait_for_its_fix(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """A Captain's run: ``155⏎2x2⏎=300⏎5⏎`` typed in one burst put ``=300`` and ``5`` onto the
    refused ``2x2`` (``2x2=3005``: the Enters lost, the next turns gone). The keys typed after
    a refused line's Enter wait for its fix, shown as typed ahead, then go on in order."""
    from marquoir.games.dix_mille.rules import make_profile as dix_profile
    from marquoir.tui.keys import gate_of

    app = make_app("fr")
    async with app.run_test(size=(80, 24)) as pilot:
        game = app.use_cases.start_game(["Anne", "Bruno"], dix_profile(), game="dix-mille").id
        app.open_game(game)
        await settle(pilot)
        screen = game_screen(app)
        await type_text(pilot, "155\r2x2\r=300\r5")
        await app.keys.wait_idle()
        await settle(pilot)
        entry = screen.query_one(DixEntry)
        assert entry.value == "2x2"
        assert totals(app) == (200, 0)
        gate = gate_of(app)
        assert gate is not None and gate.held_text == "=300⏎5"
        await pilot.press("backspace", "backspace", "2", "2", "enter")
        await app.keys.wait_idle()
        await settle(pilot)
        assert totals(app) == (500, 200)  # Bruno's 222, then Anne's =300 that waited
        assert entry.value == "5"
