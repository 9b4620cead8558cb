"""The home screen lists the games while the database is still opening (issue 24, deliver
5), from the first look at the file; the keys typed meanwhile wait for the database, and its
own list follows."""

import threading
from pathlib import Path

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.use_cases import UseCases, start_first_list
from tests.tui.conftest import settle


def a_club(path: Path) -> None:
    cases = UseCases(open_store(f"sqlite:///{path}"))
    over = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(over, ManualTurn("Anne", 1500))
    cases.enter_turn(over, ManualTurn("Bruno", 100))
    playing = cases.start_game(["Chloé", "Dan"], make_profile("classic")).id
    cases.enter_turn(playing, ManualTurn("Chloé", 300))
    cases.close()


async def until(pilot: object, condition: object, seconds: float = 30) -> None:
    """Wait for ``condition()`` (a test that fails, never one that hangs)."""
    for _ in range(int(seconds / 0.01)):
        if condition():  # type: ignore[operator]
            return
        await pilot.pause(0.01)  # type: ignore[attr-defined]
    raise AssertionError(f"still not so after {seconds} s")


def listed(app: MarquoirApp) -> int:
    found = app.screen.query("#games")
    return found.first().row_count if found else 0  # type: ignore[attr-defined, no-any-return]


def rows(app: MarquoirApp) -> list[list[str]]:
    cases = app.screen.query_one("#games")
    return [[str(cell) for cell in cases.get_row_at(i)] for i in range(cases.row_count)]  # type: ignore[attr-defined]


async def test_the_games_are_listed_before_the_database_is_open(tmp_path: Path) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    may_open = threading.Event()

    def opener() -> UseCases:
        assert may_open.wait(30)
        cases = UseCases.open(db=str(path))
        # a game started elsewhere meanwhile: only the database's own list has it
        cases.start_game(["Élise", "Farid"], make_profile("classic"))
        return cases

    app = MarquoirApp(
        lang="en", opener=opener, start_first_list=lambda: start_first_list(str(path), None, 50)
    )
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: listed(app))
        assert not app.ready
        early = rows(app)
        assert [row[0] for row in early] == ["2", "1"]  # the unfinished game first
        assert "Chloé, Dan" in early[0] and "over · Anne" in early[1]
        await pilot.click("#games", offset=(4, 1))  # a click waits for no key: not opened yet
        await pilot.press("n")  # kept until the database is open: it opens the new game then
        await pilot.pause(0.1)
        assert app.is_running and not isinstance(app.screen, NewGameScreen)
        may_open.set()
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert app.ready
        await settle(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, NewGameScreen))
        await settle(pilot)
        await until(pilot, lambda: listed(app) == 3)
        assert [row[0] for row in rows(app)] == ["3", "2", "1"]  # the database's own list
    app.use_cases.close()


async def test_without_a_look_the_list_waits_for_the_database(tmp_path: Path) -> None:
    # guards the test above: what it sees before the opening comes from the first look
    path = tmp_path / "club.db"
    a_club(path)
    path.touch()  # the file is no longer as Marquoir left it: no first look
    may_open = threading.Event()

    def opener() -> UseCases:
        assert may_open.wait(30)
        return UseCases.open(db=str(path))

    look = start_first_list(str(path), None, 50)
    app = MarquoirApp(lang="en", opener=opener, start_first_list=lambda: look)
    async with app.run_test(size=(100, 30)) as pilot:
        assert look.result(timeout=30) is None  # the look is done: it found nothing to show
        await pilot.pause(0.1)
        assert not app.screen.query_one("#games").display
        assert "Opening" in str(app.screen.query_one("#empty").render())
        may_open.set()
        await until(pilot, lambda: app.ready)
        await settle(pilot)
        assert [row[0] for row in rows(app)] == ["2", "1"]
    app.use_cases.close()
