"""The served board takes the chances the Captain's app worked out (issue 25: the served
board's memory): a game's figures are kept in the cache folder by the worker that worked them
out, and another worker reads them, or waits while they are being worked out, instead of
starting its own process (``marquoir.win_shared``)."""

from __future__ import annotations

import asyncio
import os
import threading
from collections.abc import Callable
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from marquoir import win_shared
from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.games.dix_mille.rules import PointsTurn as DixPoints
from marquoir.use_cases import game_document, read_game_file, win_chances
from marquoir.win_live import WinWorker
from tests.tui.test_win_live import Answering, by_totals
from tests.web.conftest import served
from tests.web.test_chances import duel  # noqa: F401 - the fixture
from tests.web.test_live import next_board

pytestmark = pytest.mark.xdist_group("apart")


class NoProcess(Executor):
    """A worker that must not be needed: starting it fails the test."""

    def __init__(self) -> None:
        raise AssertionError("the worker's process was started")

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        raise AssertionError("unreachable")


class Gated(Answering):
    """:class:`Answering`, whose answer a cancelled question never takes."""

    def submit(self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any) -> Future[Any]:
        future: Future[Any] = Future()
        self.asked.append(args[0])

        def run() -> None:
            self.gate.wait(10)
            if future.set_running_or_notify_cancel():
                future.set_result(self.answer(args[0]))

        threading.Thread(target=run, daemon=True).start()
        return future


def document(*points: int) -> dict[str, Any]:
    from marquoir.rules import new_setup

    setup = new_setup(["Anne", "Bruno"], DixMilleProfile(target=2000), 1)
    turns = [DixPoints(("Anne", "Bruno")[i % 2], p) for i, p in enumerate(points)]
    return game_document("dix-mille", setup, turns)


async def test_a_second_worker_reads_the_figures_without_starting_its_process() -> None:
    app = WinWorker(lambda: Answering(by_totals))
    figures = await app.chances(document(350, 150))
    assert figures is not None and figures.now == (400 / 600, 200 / 600)  # by_totals' figures
    board = WinWorker(NoProcess, wait_for_others=2.0)
    assert await board.chances(document(350, 150)) == figures
    assert board._executor is None  # noqa: SLF001 - no process was made
    # another game (a turn more) is another key: the app's figures of it, not the old ones
    assert win_shared.key_of(document(350, 150, 100)) != win_shared.key_of(document(350, 150))
    again = await app.chances(document(350, 150, 100))
    assert again is not None and await board.chances(document(350, 150, 100)) == again


async def test_figures_being_worked_out_are_awaited_not_worked_out_twice() -> None:
    stub = Answering(by_totals)
    stub.gate.clear()
    app = WinWorker(lambda: stub)
    board = WinWorker(NoProcess)  # no time for the others to begin: only what is under way
    asking = asyncio.create_task(app.chances(document(350, 150)))
    while not stub.asked:
        await asyncio.sleep(0.01)
    waiting = asyncio.create_task(board.chances(document(350, 150)))
    await asyncio.sleep(0.3)
    assert not waiting.done()  # the app is at it: the board waits
    stub.gate.set()
    assert await waiting == await asking
    assert len(stub.asked) == 1


async def test_nothing_under_way_the_board_works_them_out_itself() -> None:
    """No app at work (its figures cancelled by the next turn, or no app at all): after its
    wait the board's own worker works them out, and keeps them for the next."""
    stub = Gated(by_totals)
    stub.gate.clear()
    app = WinWorker(lambda: stub)
    asking = asyncio.create_task(app.chances(document(350, 150)))
    while not stub.asked:
        await asyncio.sleep(0.01)
    asking.cancel()  # the next turn came: the app's mark is lifted
    with pytest.raises(asyncio.CancelledError):
        await asking
    stub.gate.set()
    own = Answering(by_totals)
    board = WinWorker(lambda: own, wait_for_others=0.2)
    async with asyncio.timeout(2):  # the cancelled figure's mark was lifted: no wait for it
        assert await board.chances(document(350, 150)) is not None
    assert len(own.asked) == 1
    assert await WinWorker(NoProcess).chances(document(350, 150)) is not None


async def test_a_file_that_does_not_read_is_worked_out_again() -> None:
    key = win_shared.key_of(document(350, 150))
    os.makedirs(win_shared.folder(), exist_ok=True)
    Path(win_shared.folder(), key + ".json").write_text('{"now": [0.5', encoding="utf-8")
    own = Answering(by_totals)
    assert await WinWorker(lambda: own).chances(document(350, 150)) is not None
    assert len(own.asked) == 1
    assert win_shared.read(key) is not None


def simulated() -> Any:
    """A three-player game's figures (simulated: every field filled)."""
    three = {**document(350, 150), "players": ["Anne", "Bruno", "Chloé"]}
    return win_chances(read_game_file(three), endings=2_000)


def test_the_figures_kept_are_the_workers_own_to_the_last_digit() -> None:
    """A simulated game's figures, written and read back: every field as worked out."""
    figures = simulated()
    win_shared.write("k", figures)
    assert win_shared.read("k") == figures and figures.errors


def test_the_folder_keeps_the_newest_games_only(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(win_shared, "KEPT", 3)
    figures = simulated()
    for i in range(5):
        win_shared.write(f"k{i}", figures)
        os.utime(Path(win_shared.folder(), f"k{i}.json"), (1000 + i, 1000 + i))
    win_shared.write("k5", figures)
    kept = sorted(p.name for p in Path(win_shared.folder()).glob("*.json"))
    assert kept == ["k3.json", "k4.json", "k5.json"]


async def test_the_served_board_shows_the_captains_figures_without_a_worker(
    duel: Path,  # noqa: F811 - the fixture
) -> None:
    """The page's chances come from the Captain's app (here its worker, in the test), the
    served board never starting a process of its own."""
    from marquoir.use_cases import UseCases

    async with (
        served(duel, poll_seconds=0.05, win=WinWorker(NoProcess, wait_for_others=5.0)) as (
            url,
            hub,
        ),
        aiohttp.ClientSession() as session,
        session.get(url + "events") as stream,
    ):
        await stream.content.readline()  # retry
        first = await next_board(stream)
        assert first.count('<b class="chance pending">…</b>') == 2
        with UseCases.open(db=str(duel)) as captain:
            view = captain.game(1)
            captains = WinWorker(lambda: Answering(by_totals))
            await captains.chances(game_document(view.game, view.setup, view.turns))
        async with asyncio.timeout(5):
            second = await next_board(stream)
        assert '<b class="chance">67% to win</b>' in second
        assert hub.win is not None and hub.win._executor is None  # noqa: SLF001


def test_a_mark_is_lifted_by_its_own_worker_only() -> None:
    key = win_shared.key_of(document(350))
    win_shared.mark(key, "app")
    assert win_shared.pending(key, "board") and not win_shared.pending(key, "app")
    win_shared.unmark(key, "board")  # another worker's mark stays
    assert win_shared.pending(key, "board")
    win_shared.unmark(key, "app")
    assert not win_shared.pending(key, "board")


def test_another_marquoir_is_another_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """The key holds the code that works the figures out: after an upgrade (another version,
    another source of the rules or the odds) a game's figures are worked out again."""
    game = document(350).get("game", "mille-sabords")
    assert win_shared.code(game) == win_shared.code(game)  # read once, the same
    before = win_shared.key_of(document(350))
    monkeypatch.setattr(win_shared, "_CODE", {game: "another Marquoir"})
    assert win_shared.key_of(document(350)) != before


def test_each_game_s_own_odds_and_rules_are_in_its_key() -> None:
    """A game's figures are worked out by its own package (its rules, its odds), which lives
    apart from Marquoir's: each game's key holds its own package's sources, so a change to
    Mille Sabords' odds gives its games another key, and not Dix mille's."""
    assert win_shared.code("mille-sabords") != win_shared.code("dix-mille")
    assert win_shared.code("no-such-game") not in (
        win_shared.code("mille-sabords"),
        win_shared.code("dix-mille"),
    )


def test_a_changed_source_file_changes_the_digest(tmp_path: Path) -> None:
    """Any Python source under the folders, changed, added or renamed, changes the digest."""
    odds = tmp_path / "game" / "odds"
    odds.mkdir(parents=True)
    (odds / "chains.py").write_text("STEPS = 1\n")
    first = win_shared.source_digest("v1", [str(odds.parent)])
    assert win_shared.source_digest("v1", [str(odds.parent)]) == first
    (odds / "chains.py").write_text("STEPS = 2\n")
    second = win_shared.source_digest("v1", [str(odds.parent)])
    (odds / "chains.py").rename(odds / "moves.py")
    third = win_shared.source_digest("v1", [str(odds.parent)])
    (odds / "notes.txt").write_text("not a source")
    assert win_shared.source_digest("v1", [str(odds.parent)]) == third
    assert len({first, second, third, win_shared.source_digest("v2", [str(odds.parent)])}) == 4
