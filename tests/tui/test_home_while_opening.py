"""The home screen while the database opens (issue 44): it says so and lists nothing; the keys
typed meanwhile wait for the database, then the database's list is shown."""

import threading
from pathlib import Path

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.new_game import NewGameScreen
from marquoir.use_cases import UseCases
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


async def test_the_list_waits_for_the_database_and_keys_typed_meanwhile_are_kept(
    tmp_path: Path,
) -> None:
    path = tmp_path / "club.db"
    a_club(path)
    may_open = threading.Event()

    def opener() -> UseCases:
        assert may_open.wait(30)
        return UseCases.open(db=str(path))

    app = MarquoirApp(lang="en", opener=opener)
    async with app.run_test(size=(100, 30)) as pilot:
        await until(pilot, lambda: app.first_paint is not None)
        await pilot.press("n")  # kept until the database is open: it opens the new game then
        await pilot.pause(0.1)
        assert app.is_running and not isinstance(app.screen, NewGameScreen)
        assert not app.screen.query_one("#games").display
        assert "Opening" in str(app.screen.query_one("#empty").render())
        may_open.set()
        await until(pilot, lambda: isinstance(app.screen, NewGameScreen))
        assert app.ready
        await settle(pilot)
        await pilot.press("escape")
        await until(pilot, lambda: not isinstance(app.screen, NewGameScreen))
        await settle(pilot)
        await until(pilot, lambda: listed(app) == 2)
        early = rows(app)
        assert [row[0] for row in early] == ["2", "1"]  # the unfinished game first
        assert "Chloé, Dan" in early[0] and "over · Anne" in early[1]
    app.use_cases.close()
