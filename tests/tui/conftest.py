"""Apps on a fresh SQLite file in a temp dir: the tests never touch the user's data dir."""

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.odds.head_start import FairStart
from marquoir.rules import RulesError, game_entry
from marquoir.store import Store, open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.seat_advantage import SeatAdvantage
from marquoir.use_cases import UseCases
from scripts.screenshots import ended, settle

__all__ = ["asked", "ended", "settle"]


async def asked(pilot: Any) -> None:
    """:func:`settle`, then every question on the screen drawn (its moment known): a key
    pressed from now on answers it. Pressed before, it would rightly be held as typed ahead
    of the question (``marquoir.tui.keys``), and the question would stay unanswered."""
    import math

    await settle(pilot)
    questions = pilot.app.keys.questions
    for _ in range(400):
        if all(q.at != math.inf for q in questions):
            return
        await pilot.pause(0.005)
    raise AssertionError("a question was never drawn")


#: two-player Dix mille's seat advantage at its default rules (the solved table's figures,
#: ``tests/odds/test_head_start.py`` checks them against the solver)
DIX_DEFAULT = FairStart(2, 50, (0.5440654692740264, 0.45593453072597356), 300,
                        (0.498998798858932, 0.501001201141068), True)  # fmt: skip


def quick_fair_start(game: str, profile: Any, players: int) -> FairStart:
    """The new-game screen's seat advantage in the app's tests: at once and the same every
    time (no other process, no cold solve): two-player Dix mille at its default rules, else
    not computed."""
    if game == "dix-mille" and players == 2 and profile == DixMilleProfile():
        return DIX_DEFAULT
    raise RulesError("win.not_computed", "game", game=game_entry(game).name)


@pytest.fixture(autouse=True)
def quick_seat_advantage(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(SeatAdvantage, "compute", staticmethod(quick_fair_start))


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = open_store("sqlite:///" + str(tmp_path / "marquoir.db"))
    yield opened
    opened.close()


@pytest.fixture
def make_app(store: Store, tmp_path: Path) -> Callable[[str], MarquoirApp]:
    def make(lang: str = "en") -> MarquoirApp:
        return MarquoirApp(UseCases(store), lang, export_dir=tmp_path / "exports")

    return make


@pytest.fixture
def snap_compare(snap_compare: Callable[..., bool]) -> Callable[..., bool]:
    """pytest-textual-snapshot's, with every widget's refresh passed on to its screen after
    ``run_before`` (``scripts.screenshots.drawn``): the picture is the state the test waited
    for, never the moment before a widget's last refresh reached the screen."""
    from scripts.screenshots import drawn

    def compare(app: MarquoirApp, *args: Any, run_before: Any = None, **kwargs: Any) -> bool:
        async def before(pilot: Any) -> None:
            if run_before is not None:
                done = run_before(pilot)
                if done is not None:
                    await done
            await drawn(pilot)

        return snap_compare(app, *args, run_before=before, **kwargs)

    return compare


@pytest.fixture(autouse=True)
def chances_in_a_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The apps of these tests work out the chances to win in a thread of their own, not a
    process (a process a test is slow to start; ``tests/tui/test_win_live.py`` runs the
    real one)."""
    from concurrent.futures import ThreadPoolExecutor

    from marquoir import win_live

    monkeypatch.setattr(win_live, "_process_pool", lambda: ThreadPoolExecutor(1))


@pytest.fixture(autouse=True)
def odds_of_the_run(odds_solved_once: None) -> None:
    """Every table this run solved is read, not solved again (``tests/conftest.py``)."""
