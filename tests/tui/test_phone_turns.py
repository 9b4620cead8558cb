"""A turn a player entered from their phone (``marquoir board --serve --seats``) shows on the
Captain's sheet by itself, and its story says it came from the phone; the Captain can take it
back like any turn."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.widgets import Static

from marquoir.tui.app import MarquoirApp
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle
from tests.tui.test_questions import text_of
from tests.tui.test_saved_before_shown import open_dix_mille, stored, to_play, until


async def test_a_phones_turn_shows_on_the_sheet_with_its_story(
    make_app: Callable[[str], MarquoirApp], tmp_path: Path
) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_dix_mille(app, pilot)
        with UseCases.open(db=str(tmp_path / "marquoir.db")) as phone_side:  # the served board's
            phone_side.enter_from_seat(screen.game_id, 0, "=350", key="from-annes-phone")
        await until(lambda: to_play(screen) == "Bruno to play")
        assert screen.state is not None and screen.state.totals == (350, 0)
        await until(lambda: screen.entered_by == ["phone"])
        screen.tell_story(0)
        story = text_of(screen.query_one("#preview", Static))
        assert "entered from Anne's phone" in story
        # the Captain takes it back like any turn
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert stored(app.use_cases, screen.game_id) == []
        assert to_play(screen) == "Anne to play"


async def test_a_line_being_typed_for_that_player_is_set_aside(
    make_app: Callable[[str], MarquoirApp], tmp_path: Path
) -> None:
    """The Captain was typing Anne's turn when it came from her phone: the line is not left
    on the entry for Bruno (Enter would have recorded it as his), and the Captain is told."""
    app = make_app("en")
    async with app.run_test(size=(120, 36)) as pilot:
        screen = await open_dix_mille(app, pilot)
        await pilot.press("=", "3", "5")
        await settle(pilot)
        assert screen.entry.value == "=35"
        said: list[str] = []  # every notice, however long the machine takes to get here
        app.notify = lambda message, **_: said.append(str(message))  # type: ignore[method-assign]
        with UseCases.open(db=str(tmp_path / "marquoir.db")) as phone_side:
            phone_side.enter_from_seat(screen.game_id, 0, "=350")
        await until(lambda: to_play(screen) == "Bruno to play")
        assert screen.entry.value == ""
        assert any("the line you were typing (“=35”) was set aside" in s for s in said)
        await pilot.press("enter")
        await settle(pilot)
        assert stored(app.use_cases, screen.game_id) == [("Anne", 350)]
