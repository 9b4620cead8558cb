"""Two writers, one truth (issue 48, point 12): the Captain's sheet stayed at the old turn
count while another app moved the game on; only the board followed other writers. The sheet
now follows changes written by anyone else, says what changed, and its own refused turns
still come back to the entry."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle


def totals(app: MarquoirApp) -> list[str]:
    from marquoir.tui.widgets.score_sheet import ScoreSheet

    sheet = app.screen.query_one(ScoreSheet)
    return [str(cell).split()[0] for cell in sheet.get_row("totals")[1:]]


async def until(pilot: Any, check: Any, seconds: float = 10.0) -> None:
    for _ in range(int(seconds / 0.05)):
        if check():
            return
        await asyncio.sleep(0.05)
    raise AssertionError("the sheet did not follow the other app")


async def test_the_sheet_follows_a_turn_another_app_entered(tmp_path: Path) -> None:
    db = f"sqlite:///{tmp_path / 'club.db'}"
    mine, theirs = open_store(db), open_store(db)
    try:
        game = UseCases(mine).start_game(["Anne", "Bruno"], make_profile("classic")).id
        told: list[str] = []
        app = MarquoirApp(UseCases(mine), "en")
        async with app.run_test(size=(80, 24)) as pilot:
            app.notify = lambda message, **kw: told.append(message)  # type: ignore[method-assign]
            app.open_game(game)
            await settle(pilot)
            assert isinstance(app.screen, GameScreen) and totals(app) == ["0", "0"]
            UseCases(theirs).enter_turn(game, ManualTurn("Anne", 700))  # the other app
            await until(pilot, lambda: totals(app) == ["700", "0"])
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen) and len(screen.turns) == 1
            assert screen.entry.player == "Bruno"  # the next turn is Bruno's here too
            assert any("Entered in another app: Last turn: Anne" in m for m in told), told
            # the Captain's own turn, typed next, is written after the other app's
            for key in ["p", *"xxggggds", "enter"]:  # Bruno: Pirate, 1,400
                await pilot.press(key)
            await settle(pilot)
            await until(pilot, lambda: totals(app) == ["700", "1,400"])
            assert [t.player for t in UseCases(theirs).game(game).turns] == ["Anne", "Bruno"]
            UseCases(theirs).undo(game)  # taken back over there: the sheet follows
            await until(pilot, lambda: totals(app) == ["700", "0"])
            assert any("taken back in another app" in m for m in told), told
    finally:
        mine.close()
        theirs.close()


async def test_a_turn_the_other_app_made_impossible_comes_back_to_the_entry(
    tmp_path: Path,
) -> None:
    """The Captain's turn typed for Bruno while another app already entered Bruno's: the
    database refuses it, and the line comes back to the entry as typed."""
    db = f"sqlite:///{tmp_path / 'club.db'}"
    mine, theirs = open_store(db), open_store(db)
    try:
        game = UseCases(mine).start_game(["Anne", "Bruno"], make_profile("classic")).id
        UseCases(mine).enter_turn(game, ManualTurn("Anne", 700))
        app = MarquoirApp(UseCases(mine), "en")
        async with app.run_test(size=(80, 24)) as pilot:
            app.open_game(game)
            await settle(pilot)
            screen = app.screen
            assert isinstance(screen, GameScreen)
            refused: list[str] = []
            app.refused = lambda error: refused.append(error.text("en"))  # type: ignore[method-assign]
            screen.follow_timer.pause()  # the look at the others held while Bruno's is typed
            # … and a look already under way finished, so that it reads the game as it was
            await until(pilot, lambda: not any(w.group == "follow" for w in app.workers))
            await settle(pilot)
            UseCases(theirs).enter_turn(game, ManualTurn("Bruno", 200))  # Bruno's turn, there
            UseCases(theirs).enter_turn(game, ManualTurn("Anne", 100))
            UseCases(theirs).enter_turn(game, ManualTurn("Bruno", 100))  # Anne to play
            for key in ["p", *"xxggggds"]:
                await pilot.press(key)
            await settle(pilot)
            await pilot.press("enter")  # Bruno's turn, which the database refuses
            await settle(pilot)
            screen.follow_timer.resume()
            await until(pilot, lambda: totals(app) == ["800", "300"])
            assert refused, "the database did not refuse the turn"
            assert screen.entry.value.replace(" ", "") == "pxxggggds"  # back in the entry
    finally:
        mine.close()
        theirs.close()
