"""The app's board (f3) and the served page say the same, for every game: both draw
``marquoir.use_cases.board_facts``."""

import pytest
from textual.widgets import Digits, Static

from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.board import BoardScreen
from marquoir.use_cases import UseCases, board_facts
from marquoir.web.page import board_html
from scripts.screenshots import crowd, dix_game, morbleu_game
from tests.tui.conftest import settle
from tests.tui.test_board import wait_until

GAMES = {"mille-sabords": lambda t: crowd(t, 4), "dix-mille": dix_game, "morbleu": morbleu_game}


@pytest.mark.parametrize("game", list(GAMES))
async def test_the_app_board_and_the_page_say_the_same(store: Store, game: str) -> None:
    cases = UseCases(store)
    game_id = GAMES[game](cases)
    facts = board_facts(cases.game(game_id), "fr")
    app = MarquoirApp(
        cases, "fr", first=lambda: BoardScreen(game_id, closable=False), read_only=True
    )
    async with app.run_test(size=(120, 30)) as pilot:
        await settle(pilot)
        await wait_until(pilot, lambda: len(app.screen.query(Digits)) == len(facts.players))
        await settle(pilot)
        last = str(app.screen.query_one("#board-last", Static).render())
        phase = str(app.screen.query_one("#board-phase", Static).render())
        distances = [str(s.render()) for s in app.screen.query(".distance").results(Static)]
    assert last == facts.last_turn and phase == facts.phase
    assert distances == [p.distance for p in facts.players]
    html = board_html(facts, "fr")
    assert all(p.distance in html for p in facts.players) and facts.phase in html
