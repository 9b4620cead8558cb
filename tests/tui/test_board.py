"""The board for across the cases: it follows a game entered elsewhere, it fits, it changes
nothing."""

from pathlib import Path

from textual.widgets import Digits, Static

from marquoir.games.mille_sabords.rules import DiceTurn, ManualTurn, make_profile, parse_roll
from marquoir.rules import format_points
from marquoir.store import Store, open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.widgets.board import Board, PlayerCard
from marquoir.use_cases import UseCases
from scripts.screenshots import crowd
from tests.tui.conftest import settle


def board_app(store: Store, lang: str = "en", game: int | None = None) -> MarquoirApp:
    """The board alone, as ``marquoir board`` runs it."""
    return MarquoirApp(
        UseCases(store), lang, first=lambda: BoardScreen(game, closable=False), read_only=True
    )


def shown_totals(app: MarquoirApp) -> list[str]:
    return [str(digits.value) for digits in app.screen.query(Digits)]


async def wait_until(pilot: object, check: object, seconds: float = 5.0) -> None:
    import asyncio

    from textual.pilot import Pilot

    assert isinstance(pilot, Pilot) and callable(check)
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the board did not follow the game")


async def test_board_follows_a_turn_entered_by_another_app_on_the_same_database(
    tmp_path: Path,
) -> None:
    db = f"sqlite:///{tmp_path / 'club.db'}"
    captain_store, board_store = open_store(db), open_store(db)
    game = (
        UseCases(captain_store).start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id
    )
    captain = MarquoirApp(UseCases(captain_store), "en", export_dir=tmp_path)
    board = board_app(board_store)
    try:
        async with board.run_test(size=(100, 30)) as board_pilot:
            await settle(board_pilot)
            await wait_until(board_pilot, lambda: shown_totals(board) == ["0", "0", "0"])
            async with captain.run_test(size=(100, 30)) as pilot:
                captain.open_game(game)
                await settle(pilot)
                assert isinstance(captain.screen, GameScreen)
                for key in ["p", *"xxggggds", "enter"]:  # Anne: Pirate, 1,400
                    await pilot.press(key)
                await settle(pilot)
            await wait_until(board_pilot, lambda: shown_totals(board) == ["1,400", "0", "0"])
            last = board.screen.query_one("#board-last", Static)
            assert str(last.render()) == "Last turn: Anne · Pirate · +1,400"
            cards = list(board.screen.query(PlayerCard))
            assert cards[1].has_class("playing") and not cards[0].has_class("playing")
    finally:
        captain_store.close()
        board_store.close()


async def test_the_default_board_moves_to_the_next_game(store: Store) -> None:
    cases = UseCases(store)
    first = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(first, ManualTurn("Anne", 1200))
    cases.enter_turn(first, ManualTurn("Bruno", 100))
    app = board_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: shown_totals(app) == ["1,200", "100"])
        second = cases.start_game(["Zoé", "Yann", "Xavier"], make_profile("classic")).id
        await wait_until(pilot, lambda: shown_totals(app) == ["0", "0", "0"])
        assert app.screen.sub_title == f"Game {second}"


async def test_the_board_changes_nothing(store: Store) -> None:
    """No key and no command of a read-only board opens a screen that changes a game."""
    crowd(UseCases(store), 3)
    app = board_app(store)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for key in ("n", "p", "s", "t", "enter", "ctrl+z", "ctrl+o", "ctrl+g", "f5"):
            await pilot.press(key)
            await settle(pilot)
            assert isinstance(app.screen, BoardScreen), key
        titles = [command.title for command in app.get_system_commands(app.screen)]
        assert "New game" not in titles and "Help" in titles
        assert app.check_action("new_game", ()) is False
        assert app.screen.check_action("seats", ()) is False  # no seat: phones would write
        await pilot.press("escape")  # the board alone: Escape leaves the app
        await pilot.pause()
    assert app.return_code == 0


async def test_every_card_fits_at_80x24_with_eight_players(store: Store) -> None:
    crowd(UseCases(store), 8)
    app = board_app(store, "fr")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: len(shown_totals(app)) == 8)
        await settle(pilot)
        screen = app.screen.region
        for card in app.screen.query(PlayerCard):
            assert screen.contains_region(card.region), card.region
        assert app.screen.query_one(Board).query_one("#board-cards").has_class("tight")


async def test_a_game_that_is_not_there_is_said_on_the_board(store: Store) -> None:
    app = board_app(store, game=99)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await wait_until(
            pilot,
            lambda: str(app.screen.query_one("#board-phase", Static).render()) != "",
        )
        assert "99" in str(app.screen.query_one("#board-phase", Static).render())


async def test_distance_to_the_target_in_the_captain_language(store: Store) -> None:
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    cases.enter_turn(game, ManualTurn("Anne", 1500))
    app = board_app(store, "fr", game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: shown_totals(app)[:1] == ["1\u00a0500"])
        distances = [str(s.render()) for s in app.screen.query(".distance").results(Static)]
        assert distances == [f"encore {format_points(4500, 'fr')}", "encore 6\u202f000"]


async def test_the_last_turn_of_a_trip_says_what_it_took(store: Store) -> None:
    """A trip read like a bust (``Pirate · 0``) while every opponent had just lost 800."""
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id
    cases.enter_turn(game, DiceTurn("Anne", "pirate", parse_roll("xxxxgggg"), skull_island=True))
    app = board_app(store, "fr", game)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        last = app.screen.query_one("#board-last", Static)
        await wait_until(pilot, lambda: "Anne" in str(last.render()))
        assert str(last.render()) == (
            "Dernier tour : Anne · Pirate · ☠ Île de la Tête de Mort : −800 à chacun"
        )
