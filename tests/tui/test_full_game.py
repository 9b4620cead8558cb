"""A complete 3-player game at the cases, by keyboard, to a winner."""

from collections.abc import Callable

from textual.pilot import Pilot

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.games.mille_sabords.tui.entry import TurnEntry
from marquoir.games.mille_sabords.tui.turn_edit import TurnEditScreen
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.tui.screens.new_game import NewGameScreen
from tests.tui.conftest import asked, ended, settle


async def type_text(pilot: Pilot[None], text: str) -> None:
    for char in text:
        await pilot.press(char)


async def turn(pilot: Pilot[None], card_key: str, dice: str, *extra: str) -> None:
    await pilot.press(card_key)
    await type_text(pilot, dice)
    for key in extra:
        await pilot.press(key)
    await pilot.press("enter")
    await settle(pilot)


def game_screen(app: MarquoirApp) -> GameScreen:
    screen = app.screen if isinstance(app.screen, GameScreen) else app.screen_stack[-2]
    assert isinstance(screen, GameScreen)
    return screen


def totals(app: MarquoirApp) -> tuple[int, ...]:
    """The totals the screen shows, after checking the database says the same."""
    screen = game_screen(app)
    assert screen.state is not None
    assert app.use_cases.game(screen.game_id).state.totals == screen.state.totals
    return screen.state.totals


async def test_a_whole_game_by_keyboard(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        # --- a new game: three players, target 3,000 -----------------------------------------
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        for name in ("Anne", "Bruno", "Chloé"):
            await type_text(pilot, name)
            await pilot.press("enter")
        await pilot.press("tab", "tab", "tab", "tab")  # roster, game, edition, target
        await settle(pilot)
        assert app.focused is not None and app.focused.id == "target"
        await pilot.press("ctrl+u")
        await type_text(pilot, "3000")
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        game = app.screen
        assert game.view is not None and game.view.setup.players == ("Anne", "Bruno", "Chloé")
        assert game.view.setup.profile.target == 3000

        # --- round 1: Pirate, Skull Island, Treasure Island with saved dice -----------------
        await turn(pilot, "p", "xxggggds")
        assert totals(app) == (1400, 0, 0)
        await turn(pilot, "y", "xxxggggg", "ctrl+t")  # Skulls (2) + 3 skull dice: 5 skulls
        assert totals(app) == (900, 0, 0)
        await turn(pilot, "i", "xxxggggg")  # three skulls: Marquoir asks for the saved dice
        entry = game.query_one(TurnEntry)
        assert entry.value == "ixxxggggg / " and entry.has_focus
        await type_text(pilot, "gggg")
        await pilot.press("enter")
        await settle(pilot)
        assert totals(app) == (900, 0, 600)

        # --- a refused entry: nothing is recorded, the reason is on screen -------------------
        await turn(pilot, "n", "xxggggdq")
        assert len(game.turns) == 3
        assert "'q' (character 8) is not a face" in str(entry.result)
        await pilot.press("ctrl+u")
        await type_text(pilot, "nggggmmmm")
        await pilot.press("enter")
        await settle(pilot)
        assert totals(app) == (2200, 0, 600)

        # --- undo gives the turn back, and it is entered again --------------------------------
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert totals(app) == (900, 0, 600) and len(game.turns) == 3
        assert entry.value == "n ggggmmmm"
        await pilot.press("enter")
        await settle(pilot)
        await turn(pilot, "n", "mmmmmmss")
        await turn(pilot, "n", "xmmmsssd")
        assert totals(app) == (2200, 1000, 900)

        # --- correct an old turn: Bruno did not sail to Skull Island after all -----------------
        await pilot.press("ctrl+g")
        await pilot.press("up", "right")  # round 1, Bruno's column
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, TurnEditScreen)
        await pilot.press("ctrl+t", "enter")  # unmark the trip: Enter asks, n says a bust
        await asked(pilot)
        assert app.screen.query_one(TurnEntry).asking
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        assert totals(app) == (2700, 1000, 900)

        # --- round 3: Anne reaches the target, the last round, the winner ---------------------
        assert app.focused is entry  # back to the entry
        await turn(pilot, "g", "ggggggmm")  # 7 gold with the card: 2,000 + 700
        assert totals(app) == (5400, 1000, 900)
        assert "Last round" in str(game.query_one("#phase").render())
        await turn(pilot, "n", "xxxmmmmm")
        await turn(pilot, "n", "sssssssx")
        assert isinstance(app.screen, GameOverScreen)
        assert "Anne won" in str(app.screen.query_one("#winners").render())
        assert totals(app) == (5400, 1000, 2900)


async def test_rematch_is_its_own_key_and_export(
    make_app: Callable[[str], MarquoirApp], tmp_path: object
) -> None:
    app = make_app("en")
    cases = app.use_cases
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.open_game(game_id)
        await settle(pilot)
        await turn(pilot, "n", "xxxmmmmm")
        assert isinstance(app.screen, GameOverScreen)
        # the focus is on the final table: Enter starts nothing
        assert app.focused is not None and app.focused.id == "final"
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, GameOverScreen) and len(cases.games()) == 1
        await pilot.press("e")  # export: which file?
        await settle(pilot)
        from marquoir.tui.screens.export import ExportScreen

        assert isinstance(app.screen, ExportScreen)
        await pilot.press("enter")  # the game file
        await settle(pilot)
        await ended(list(app.workers))
        exported = app.export_dir / f"marquoir-game-{game_id}.json"  # type: ignore[operator]
        assert exported.exists() and '"Anne"' in exported.read_text("utf-8")
        await pilot.press("e", "down", "down", "enter")  # a row per turn, in CSV
        await settle(pilot)
        await ended(list(app.workers))
        turns = app.export_dir / f"marquoir-game-{game_id}-turns.csv"  # type: ignore[operator]
        assert turns.read_text("utf-8").startswith("round,turn,player,card")
        said = [notice.message for notice in app._notifications]
        assert any(str(turns) in message for message in said), said  # where the file went
        assert not list(turns.parent.glob("*.part"))
        await pilot.press("r")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen) and app.screen.game_id != game_id
        assert app.screen.view is not None
        assert app.screen.view.setup.players == ("Anne", "Bruno")


async def test_the_database_opens_after_the_first_screen(store: object, tmp_path: object) -> None:
    from marquoir.use_cases import UseCases

    opened: list[bool] = []

    def opener() -> UseCases:
        opened.append(True)
        return UseCases(store)  # type: ignore[arg-type]

    app = MarquoirApp(lang="fr", opener=opener)
    async with app.run_test(size=(100, 30)) as pilot:
        while not app.ready:
            await pilot.pause(0.01)
        await settle(pilot)
        assert opened == [True] and app.first_paint is not None
        assert "Aucune partie" in str(app.screen.query_one("#empty").render())


async def test_a_database_that_cannot_open_ends_the_app_with_its_sentence() -> None:
    from marquoir.store import StoreError

    def opener() -> object:
        raise StoreError("store.not_sqlite", path="/tmp/x.db")

    app = MarquoirApp(lang="en", opener=opener)  # type: ignore[arg-type]
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause(0.2)
    assert app.return_code == 2
    assert app.error == "/tmp/x.db is not a Marquoir database (it is not an SQLite file)"


async def test_standings_sort_and_a_players_record(make_app: Callable[[str], MarquoirApp]) -> None:
    from marquoir.tui.screens.standings import RecordScreen, StandingsScreen

    app = make_app("en")
    for a, b in ((1500, 200), (100, 1600), (1200, 0)):
        game = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
        app.use_cases.enter_turn(game, ManualTurn("Anne", a))
        app.use_cases.enter_turn(game, ManualTurn("Bruno", b))
        if a < 1000:
            app.use_cases.enter_turn(game, ManualTurn("Anne", 0))
    async with app.run_test(size=(140, 36)) as pilot:
        await settle(pilot)
        await pilot.press("s")
        await settle(pilot)
        screen = app.screen
        assert isinstance(screen, StandingsScreen)
        cases = screen.query_one("#standings")
        assert [str(cases.get_row_at(i)[1]) for i in range(2)] == ["Anne", "Bruno"]  # type: ignore[attr-defined]
        await pilot.press("right", "right", "right", "right", "right", "right")  # best turn
        await pilot.press("s")  # highest best turn first: Bruno's 1,600
        await settle(pilot)
        assert [str(cases.get_row_at(i)[1]) for i in range(2)] == ["Bruno", "Anne"]  # type: ignore[attr-defined]
        await pilot.press("s")
        await settle(pilot)
        assert [str(cases.get_row_at(i)[1]) for i in range(2)] == ["Anne", "Bruno"]  # type: ignore[attr-defined]
        assert "best turn ▲" in str(cases.ordered_columns[6].label)  # type: ignore[attr-defined]
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, RecordScreen)
        assert app.screen.player == "Anne"


async def test_the_odds_panel_prefills_what_it_takes_in_the_last_round(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    from marquoir.games.mille_sabords.tui.odds import OddsScreen

    app = make_app("en")
    game = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic", target=2000)).id
    app.use_cases.enter_turn(game, ManualTurn("Anne", 2500))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        await pilot.press("p", "f2")
        await settle(pilot)
        assert isinstance(app.screen, OddsScreen)
        assert app.screen.query_one("#odds-need").value == "2501"  # type: ignore[attr-defined]
        await type_text(pilot, "xxggmmsd")
        await settle(pilot)
        advice = app.screen.advice
        assert advice is not None and advice.need == 2501 and str(advice.dice) == "xxdggmms"
        assert (
            advice.best.action == "reroll" and advice.best.need is not None and advice.best.need > 0
        )
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)


async def test_the_app_exports_in_the_captain_language(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    cases = app.use_cases
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(game_id)
        await settle(pilot)
        await turn(pilot, "n", "xxxmmmmm")
        assert isinstance(app.screen, GameOverScreen)
        await pilot.press("e", "down", "down", "enter")  # a row per turn
        await settle(pilot)
        await ended(list(app.workers))
    turns = app.export_dir / f"marquoir-game-{game_id}-turns.csv"  # type: ignore[operator]
    assert turns.read_text("utf-8").startswith("manche,tour,joueur,carte,dés")
