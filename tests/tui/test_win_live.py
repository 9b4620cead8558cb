"""Each player's chance to win on the sheet's totals row and on the board (issue 23, deliver
3): it appears, changes after a turn, says when it is being worked out, and f7 hides it. The
computation is the worker's (``marquoir.win_live``): a stub through its seam where the test is
about the screen, the real process in one test."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from typing import Any

from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.tui.widgets.board import Board
from marquoir.tui.widgets.score_sheet import ScoreSheet
from marquoir.use_cases import UseCases
from marquoir.win_live import WinWorker
from marquoir.win_live import _process_pool as real_process  # before the tests' thread
from tests.tui.conftest import settle
from tests.tui.test_typeahead import burst


class Answering(Executor):
    """The worker's seam: answers every question with ``answer(document)`` (a game file), in
    a thread, after ``gate`` opens (a test holds it to see "being worked out")."""

    def __init__(self, answer: Callable[[dict[str, Any]], Any]) -> None:
        self.answer = answer
        self.gate = threading.Event()
        self.gate.set()
        self.asked: list[dict[str, Any]] = []

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        document = args[0]
        self.asked.append(document)

        def run() -> None:
            self.gate.wait(10)
            future.set_result(self.answer(document))

        threading.Thread(target=run, daemon=True).start()
        return future


def by_totals(document: dict[str, Any]) -> Any:
    """Chances that follow the totals (each one's total + 50 over their sum): a stand-in."""
    from marquoir.use_cases import read_game_file

    read = read_game_file(document)
    weights = [total + 50 for total in read.state.totals]
    from marquoir.records import WinChances

    now = tuple(w / sum(weights) for w in weights)
    return WinChances(tuple(read.setup.players), now, read.state.next_player, ())


def dix_game(store: Store, target: int = 2000, points: tuple[int, ...] = (350, 150)) -> int:
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], DixMilleProfile(target=target), game="dix-mille")
    for i, p in enumerate(points):
        cases.enter_turn(game.id, DixPoints(("Anne", "Bruno")[i % 2], p))
    return game.id


def totals_row(app: MarquoirApp) -> list[str]:
    sheet = app.screen.query_one(ScoreSheet)
    return [str(cell) for cell in sheet.get_row("totals")[1:]]


async def open_first_game(pilot: Any) -> None:
    await settle(pilot)
    await pilot.press("enter")
    await settle(pilot)


async def test_the_chances_appear_and_change_after_a_turn(store: Store) -> None:
    dix_game(store)
    stub = Answering(by_totals)
    app = MarquoirApp(UseCases(store), "en", win=WinWorker(lambda: stub))
    async with app.run_test(size=(120, 36)) as pilot:
        await open_first_game(pilot)
        assert totals_row(app) == ["350 67%", "150 33%"]  # 400/600, 200/600
        stub.gate.clear()  # the next answer waits: the sheet says it is being worked out
        burst(app, "=500\r")  # Anne banks 500
        for _ in range(100):
            if totals_row(app)[0].startswith("850"):
                break
            await pilot.pause(0.05)
        assert totals_row(app) == ["850 …", "150 …"]
        stub.gate.set()
        await settle(pilot)
        assert totals_row(app) == ["850 82%", "150 18%"]  # 900/1,100, 200/1,100
        assert stub.asked[-1]["turns"][-1] == {"player": "Anne", "points": 500}


async def test_f7_hides_the_chances_and_shows_them_again(store: Store) -> None:
    dix_game(store)
    stub = Answering(by_totals)
    app = MarquoirApp(UseCases(store), "fr", win=WinWorker(lambda: stub))
    async with app.run_test(size=(120, 36)) as pilot:
        await open_first_game(pilot)
        assert totals_row(app) == ["350 67\xa0%", "150 33\xa0%"]
        asked = len(stub.asked)
        await pilot.press("f7")
        await settle(pilot)
        assert totals_row(app) == ["350", "150"]
        assert len(stub.asked) == asked  # hidden: nothing is worked out
        burst(app, "=500\r")
        await settle(pilot)
        assert totals_row(app) == ["850", "150"] and len(stub.asked) == asked
        await pilot.press("f3")  # the board follows the app's choice
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        assert not app.screen.query_one("#board-chances").display
        await pilot.press("f7")  # shown again, from the board
        await settle(pilot)
        chances = [str(s.render()) for s in app.screen.query(".chance")]
        assert chances == ["82\xa0%", "18\xa0%"]
        await pilot.press("escape")
        await settle(pilot)
        assert totals_row(app) == ["850 82\xa0%", "150 18\xa0%"]


async def test_where_it_is_not_computed_a_dash(store: Store) -> None:
    dix_game(store)
    app = MarquoirApp(UseCases(store), "en", win=WinWorker(lambda: Answering(lambda d: None)))
    async with app.run_test(size=(120, 36)) as pilot:
        await open_first_game(pilot)
        assert totals_row(app) == ["350 —", "150 —"]


async def test_eight_players_at_80_columns_keep_every_total_and_chance(store: Store) -> None:
    """The columns too narrow for both: the chance goes under the total (the row is two
    lines high), whole."""
    names = ["Anne", "Bruno", "Chloé", "Denis", "Émile", "Flo", "Gaspard", "Hélène"]
    cases = UseCases(store)
    game = cases.start_game(names, DixMilleProfile(target=10000), game="dix-mille")
    for i, name in enumerate(names):
        cases.enter_turn(game.id, DixPoints(name, 9950 if i == 3 else 50 * (i + 1)))
    app = MarquoirApp(UseCases(store), "fr", win=WinWorker(lambda: Answering(by_totals)))
    async with app.run_test(size=(80, 24)) as pilot:
        await open_first_game(pilot)
        row = totals_row(app)
        assert row[3].split("\n") == ["9\u202f950", "84\xa0%"]
        assert all("\n" in cell and "…" not in cell for cell in row)
        sheet = app.screen.query_one(ScoreSheet)
        assert sheet.size.width <= 80 and not sheet.show_horizontal_scrollbar


async def test_the_board_shows_each_chance_and_its_meaning(store: Store) -> None:
    game = dix_game(store)
    app = MarquoirApp(
        UseCases(store),
        "en",
        first=lambda: BoardScreen(game, closable=False),
        read_only=True,
        win=WinWorker(lambda: Answering(by_totals)),
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        board = app.screen.query_one(Board)
        assert [str(s.render()) for s in board.query(".chance")] == ["67%", "33%"]
        assert "each one's chance to win" in str(board.query_one("#board-chances").render())


async def test_the_real_worker_process_works_them_out(store: Store) -> None:
    """The real thing: a worker process solves the profile (2,000 points: a few seconds),
    and the sheet shows what ``marquoir.use_cases.win_chances`` says."""
    from marquoir.games.dix_mille.odds import win

    dix_game(store)
    worker = WinWorker(real_process)
    app = MarquoirApp(UseCases(store), "en", win=worker)
    try:
        async with app.run_test(size=(120, 36)) as pilot:
            await open_first_game(pilot)
            for _ in range(600):  # a cold solve on a loaded machine: up to a minute
                if "…" not in "".join(totals_row(app)):
                    break
                await pilot.pause(0.1)
            anne = win.win_chance(DixMilleProfile(target=2000), 350, 150).chance  # to play
            expected = [f"350 {round(100 * anne)}%", f"150 {round(100 * (1 - anne))}%"]
            assert totals_row(app) == expected
    finally:
        worker.close()


async def test_f2_says_the_move_to_win_beside_the_move_for_points(
    make_app: Callable[[str], MarquoirApp], store: Store
) -> None:
    """f2 on the throw just rolled: the move with the most chance to win and the one with the
    most points, each with its chance, as the solved table gives them (here worked out in a
    thread: the tests' worker)."""
    from marquoir.games.dix_mille.odds import win
    from marquoir.i18n.numbers import percent

    game = dix_game(store, points=(1500, 350, 200))  # Bruno to play, 350 against 1,700
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_first_game(pilot)
        await pilot.press("f2")
        await settle(pilot)
        for key in "115236":
            await pilot.press(key)
        await settle(pilot)
        shown = str(app.screen.query_one("#dix-to-win").render())
        state = app.use_cases.game(game).state
        best = win.win_advice(state, "115236", 0).moves[0]
        assert "To win (both playing to win):" in shown
        assert f"Best to win: {best.keep.dice} (+{best.keep.points})" in shown
        assert f"— {percent(best.chance, 'en')} to win" in shown
        await pilot.press("escape", "f7", "f2")  # hidden: f2 gives the points only
        await settle(pilot)
        for key in "115236":
            await pilot.press(key)
        await settle(pilot)
        assert str(app.screen.query_one("#dix-to-win").render()).strip() == ""


async def test_mille_sabords_f2_says_the_move_to_win_beside_the_move_for_points(
    make_app: Callable[[str], MarquoirApp], store: Store
) -> None:
    """Mille Sabords' f2 on the dice on the cases: the move with the most chance to win and
    the move for the most points, each with its chance, as the simulation from the middle of
    the turn gives them (the tests' worker works them out in a thread); in French too."""
    from marquoir.games.mille_sabords.odds import win
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
    from marquoir.i18n.numbers import percent

    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=3000))
    cases.enter_turn(game.id, ManualTurn("Anne", 2800))
    cases.enter_turn(game.id, ManualTurn("Bruno", 2900))
    app = make_app("fr")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_first_game(pilot)
        for key in "pxggggmmp":
            await pilot.press(key)
        await pilot.press("f2")
        await settle(pilot)
        found = app.screen.win_advice  # type: ignore[attr-defined]
        for _ in range(50):
            if found is not None:
                break
            await pilot.pause(0.2)
            found = app.screen.win_advice  # type: ignore[attr-defined]
        await settle(pilot)
        shown = str(app.screen.query_one("#to-win").render())
        expected = win.win_advice(app.use_cases.game(game.id).state, "pirate", "xggggmmp")
        assert found == expected
        best = expected.moves[0]
        assert "Pour gagner" in shown and f"{percent(best.chance, 'fr')} de gagner" in shown
        assert best.option.action == "reroll" and "Le plus de points" not in shown  # the same
        # then the next two moves weighed, each with its chance
        second = expected.moves[1]
        assert f" : {percent(second.chance, 'fr')}" in shown


async def test_mille_sabords_f2_says_nothing_of_winning_for_dice_it_refuses(
    make_app: Callable[[str], MarquoirApp], store: Store
) -> None:
    """Dice the odds refuse get their sentence, and no chance to win under it (the worker's
    "not computed" would say the table is at fault); clearing them clears both."""
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile

    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=3000))
    cases.enter_turn(game.id, ManualTurn("Anne", 800))
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await open_first_game(pilot)
        await pilot.press("p", "f2", *"xxxggggg")  # three skulls: the turn is over
        await settle(pilot)
        for _ in range(10):
            await pilot.pause(0.1)
        await settle(pilot)
        assert "✗" in str(app.screen.query_one("#advice").render())
        assert str(app.screen.query_one("#to-win").render()).strip() == ""
        for _ in range(8):
            await pilot.press("backspace")
        await settle(pilot)
        assert str(app.screen.query_one("#to-win").render()).strip() == ""


async def test_the_app_works_out_the_game_in_progress_from_its_start(store: Store) -> None:
    """Issue 47, point 12: the first chance to win came some 30 s after the app started, on
    a loaded machine; the app now asks for the game in progress as soon as the database is
    open, and the sheet, opened later, is answered by that same question (asked once)."""
    dix_game(store)
    stub = Answering(by_totals)
    stub.gate.clear()  # the warm-up's question is still being worked out
    app = MarquoirApp(UseCases(store), "en", win=WinWorker(lambda: stub), warm_up=True)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        for _ in range(200):  # asked before any screen asks
            if stub.asked:
                break
            await pilot.pause(0.02)
        assert [turn["points"] for turn in stub.asked[0]["turns"]] == [350, 150]
        await pilot.press("enter")  # the game opened while the warm-up works it out
        await pilot.pause(0.2)
        stub.gate.set()
        await settle(pilot)
        for _ in range(200):
            if totals_row(app) == ["350 67%", "150 33%"]:
                break
            await pilot.pause(0.02)
        assert totals_row(app) == ["350 67%", "150 33%"]
        assert len(stub.asked) == 1  # the sheet waited for the warm-up's answer


async def test_no_warm_up_for_a_table_that_prefers_not_to_know(store: Store) -> None:
    dix_game(store)
    stub = Answering(by_totals)
    app = MarquoirApp(UseCases(store), "en", win=WinWorker(lambda: stub), warm_up=True)
    app.show_chances = False
    async with app.run_test(size=(120, 36)) as pilot:
        await open_first_game(pilot)
        assert stub.asked == []
