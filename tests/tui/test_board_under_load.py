"""Issue #26 (report 8, deliver 6): with 20 boards open at once, 4 died with ``NoMatches: No nodes match
'.name' on PlayerCard()``: a redraw came while the previous one was still mounting the cards,
and queried into a card whose own parts were not mounted yet. The board must draw whatever
the timing: every redraw, however close to the last one or to the mount, ends on the game
as last given."""

import asyncio
import inspect
from collections.abc import Iterable

from textual.app import App, ComposeResult
from textual.widgets import Digits, Static
from textual.worker import WorkerFailed

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.records import GameView
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.widgets.board import Board, PlayerCard
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle

BOARDS = 20


class TwentyBoards(App[None]):
    """Twenty boards side by side in one app, all drawn at the same moment."""

    def compose(self) -> ComposeResult:
        for i in range(BOARDS):
            yield Board(id=f"b{i}")


def games(store: Store) -> tuple[GameView, GameView, GameView]:
    """Three moments of games with 2, 3 and 2 players (the cards are rebuilt in between)."""
    cases = UseCases(store)
    two = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    three = cases.start_game(["Chloé", "David", "Émile"], make_profile("classic")).id
    cases.enter_turn(three, ManualTurn("Chloé", 700))
    a, b = cases.game(two), cases.game(three)
    cases.enter_turn(two, ManualTurn("Anne", 1200))
    return a, b, cases.game(two)


async def at_once(draws: Iterable[object]) -> None:
    """Every draw started before any is waited for (a board that draws at once returns
    nothing to wait for; one that mounts its cards first returns its awaitable)."""
    started = list(draws)
    await asyncio.gather(*(d for d in started if inspect.isawaitable(d)))


def drawn(board: Board) -> list[tuple[str, str]]:
    return [
        (str(card.query_one(".name", Static).render()), str(card.query_one(Digits).value))
        for card in board.query(PlayerCard)
    ]


async def test_twenty_boards_redrawn_at_once_all_end_on_the_last_game(store: Store) -> None:
    first, second, last = games(store)
    app = TwentyBoards()
    async with app.run_test(size=(200, 60)) as pilot:
        boards = list(app.query(Board))
        # every board drawn three times at once, each redraw starting before the last one
        # has mounted its cards (2 players, then 3, then 2 again)
        await at_once(board.show(view) for board in boards for view in (first, second, last))
        await pilot.pause()
        for board in boards:
            assert drawn(board) == [("★ Anne", "1,200"), ("▶ Bruno", "0")], board.id


async def test_a_board_drawn_the_moment_it_is_mounted(store: Store) -> None:
    """Drawn right after it is mounted, before its parts are (nothing awaited in between)."""
    first, second, _ = games(store)
    app = App[None]()
    async with app.run_test(size=(120, 30)) as pilot:
        boards = [Board() for _ in range(BOARDS)]
        app.screen.mount_all(boards)
        await at_once(board.show(view) for board in boards for view in (first, second))
        await pilot.pause()
        for board in boards:
            assert drawn(board) == [("★ Chloé", "700"), ("▶ David", "0"), ("Émile", "0")]


async def readings_done(app: MarquoirApp) -> None:
    """Until every reading of the app is over; none failed (one cancelled by the next
    reading of the same board is no failure)."""
    for _ in range(50):
        workers = list(app.workers)
        if not workers:
            return
        ends = await asyncio.gather(*(w.wait() for w in workers), return_exceptions=True)
        assert [e for e in ends if isinstance(e, WorkerFailed)] == []
        await asyncio.sleep(0.02)


async def test_twenty_board_screens_follow_their_games_at_once(store: Store) -> None:
    """Twenty board screens of the real app opened at once, each on its own game; a turn
    comes in and each reads its game again while its first drawing is still mounting its
    cards (as a board polling a busy database does)."""
    cases = UseCases(store)
    ids = [cases.start_game(["Anne", "Bruno"], make_profile("classic")).id for _ in range(BOARDS)]
    app = MarquoirApp(cases, "en", read_only=True)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        screens = [BoardScreen(game) for game in ids]
        for screen in screens:
            app.push_screen(screen)  # each reads and draws its game as it is mounted
        for game in ids:
            cases.enter_turn(game, ManualTurn("Anne", 300))
        for screen in screens:
            screen.poll()
        await readings_done(app)
        for screen in screens:
            screen.stamp = None  # read and drawn again, the game unchanged
            screen.poll()
        await readings_done(app)
        await pilot.pause(0.1)
        for screen in screens:
            assert drawn(screen.query_one(Board)) == [("★ Anne", "300"), ("▶ Bruno", "0")]
