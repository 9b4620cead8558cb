"""Every correction possible: the Skull Island question, undo and redo, a finished game
reopened, games deleted and restored."""

from collections.abc import Callable

from textual.pilot import Pilot

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.games.mille_sabords.tui.entry import TurnEntry
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.confirm import ConfirmScreen
from marquoir.tui.screens.deleted import DeletedGamesScreen
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.tui.screens.home import HomeScreen
from tests.tui.conftest import asked, settle

NAMED = {"enter", "escape", "tab", "up", "down", "backspace"}


async def keys(pilot: Pilot[None], *pressed: str) -> None:
    """Named keys (``enter``, ``ctrl+z``) pressed, anything else typed."""
    for key in pressed:
        await pilot.press(*([key] if key in NAMED or "+" in key else list(key)))
    await settle(pilot)


async def opened(app: MarquoirApp, pilot: Pilot[None], game_id: int) -> GameScreen:
    await settle(pilot)
    app.open_game(game_id)
    await settle(pilot)
    assert isinstance(app.screen, GameScreen)
    return app.screen


def new_game(app: MarquoirApp, target: int = 6000) -> int:
    return app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic", target=target)).id


async def test_four_skulls_ask_and_each_answer_does_what_it_says(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game_id = new_game(app)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(app, pilot, game_id)
        entry = screen.query_one(TurnEntry)
        await keys(pilot, "pxxxxggmm", "enter")
        await asked(pilot)
        assert entry.asking and "did Anne sail to Skull Island?" in str(
            screen.query_one("#preview").render()
        )
        await keys(pilot, "escape")  # back to the dice, nothing recorded
        assert not entry.asking and entry.value == "pxxxxggmm" and screen.turns == []
        await keys(pilot, "enter")
        await asked(pilot)
        await keys(pilot, "y")  # Skull Island: Bruno loses 800
        assert app.use_cases.game(game_id).state.totals == (0, 0)
        assert app.use_cases.game(game_id).turns[0].skull_island
        await keys(pilot, "nxxxxmmmm", "enter")
        await asked(pilot)
        await keys(pilot, "n")  # an ordinary bust for Bruno
        view = app.use_cases.game(game_id)
        assert len(view.turns) == 2 and not view.turns[1].skull_island
        # ctrl+t before Enter: no question
        await keys(pilot, "nxxxxmmmm", "ctrl+t", "enter")
        assert not entry.asking and app.use_cases.game(game_id).turns[2].skull_island


async def test_undo_gives_the_turn_back_and_redo_puts_it_back(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game_id = new_game(app)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(app, pilot, game_id)
        entry = screen.query_one(TurnEntry)
        await keys(pilot, "pxxggggds", "enter", "i xxxggggg / gggg", "enter")
        assert [t.card for t in app.use_cases.game(game_id).turns] == ["pirate", "treasure"]
        await keys(pilot, "ctrl+z")
        assert entry.value == "i xxxggggg / gggg" and entry.player == "Bruno"
        assert len(app.use_cases.game(game_id).turns) == 1
        await keys(pilot, "ctrl+y")
        assert entry.value == "" and entry.player == "Anne"
        turns = app.use_cases.game(game_id).turns
        assert [t.card for t in turns] == ["pirate", "treasure"] and str(turns[1].saved) == "gggg"
        # a one-letter typo fixed in one key: undo, correct the line, Enter
        await keys(pilot, "ctrl+z", "backspace", "enter")
        assert str(app.use_cases.game(game_id).turns[1].saved) == "ggg"


async def test_a_finished_game_reopens_and_the_standings_follow(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game_id = new_game(app, target=1000)
    app.use_cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    async with app.run_test(size=(120, 40)) as pilot:
        await opened(app, pilot, game_id)
        await keys(pilot, "nxxxmmmmm", "enter")
        assert isinstance(app.screen, GameOverScreen)
        assert [s.player for s in app.use_cases.standings()] == ["Anne", "Bruno"]
        await keys(pilot, "ctrl+z")  # the typo was in the last turn: correct the game
        assert isinstance(app.screen, GameScreen)
        assert app.use_cases.game(game_id).state.phase == "last_round"
        assert app.use_cases.standings() == []  # an unfinished game never counts
        assert app.screen.query_one(TurnEntry).value == "n xxxmmmmm"
        await keys(pilot, "ctrl+u", "ngggggggm", "enter")  # Bruno's real turn: he wins
        assert isinstance(app.screen, GameOverScreen)
        assert [(s.player, s.wins) for s in app.use_cases.standings()] == [
            ("Bruno", 1),
            ("Anne", 0),
        ]


async def test_home_lists_finished_games_and_opens_one_on_its_sheet(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    finished = new_game(app, target=1000)
    app.use_cases.enter_turn(finished, ManualTurn("Anne", 1500))
    app.use_cases.enter_turn(finished, ManualTurn("Bruno", 100))
    playing = new_game(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        home = app.screen
        assert isinstance(home, HomeScreen)
        assert [g.id for g in home.games] == [playing, finished]  # unfinished first
        await keys(pilot, "down", "enter")
        assert isinstance(app.screen, GameScreen) and app.screen.game_id == finished
        assert not app.screen.query_one(TurnEntry).display  # a finished game: the sheet
        assert "Anne won" in str(app.screen.query_one("#phase").render())


async def test_delete_from_home_then_restore(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("en")
    game_id = new_game(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await keys(pilot, "d")
        await asked(pilot)
        assert isinstance(app.screen, ConfirmScreen)
        assert f"Delete game {game_id} (Anne, Bruno" in app.screen.question
        await keys(pilot, "escape")  # the question's default is No
        assert app.use_cases.games() != []
        await keys(pilot, "d")
        await asked(pilot)
        await keys(pilot, "tab", "enter")
        assert app.use_cases.games() == [] and [
            g.id for g in app.use_cases.games(deleted=True)
        ] == [game_id]
        await keys(pilot, "t")
        assert isinstance(app.screen, DeletedGamesScreen)
        await keys(pilot, "r")
        assert [g.id for g in app.use_cases.games()] == [game_id]
        assert app.use_cases.games(deleted=True) == []


async def test_a_deletion_the_rules_refuse_is_said_before_any_question(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """#47: deleting a middle turn asked "Delete turn 1?", then refused ("turn 2 would no
    longer be possible"): a confirmation is asked only for what can be done."""
    from marquoir.games.mille_sabords.rules import DiceTurn, parse_roll
    from marquoir.tui.widgets.score_sheet import ScoreSheet

    app = make_app("en")
    game_id = new_game(app)
    for player in ("Anne", "Bruno", "Anne"):
        app.use_cases.enter_turn(game_id, DiceTurn(player, "gold", parse_roll("ggggmmxx")))
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await opened(app, pilot, game_id)
        sheet = screen.query_one(ScoreSheet)
        sheet.focus()
        sheet.move_cursor(row=1, column=1)  # Anne's first turn
        await keys(pilot, "enter")
        assert app.screen is not screen  # the turn's dialog
        await keys(pilot, "ctrl+r")
        await asked(pilot)
        assert not isinstance(app.screen, ConfirmScreen)
        assert app.screen is screen
        said = [n.message for n in app._notifications]
        assert any("would no longer be possible" in message for message in said), said
        assert len(app.use_cases.game(game_id).turns) == 3
