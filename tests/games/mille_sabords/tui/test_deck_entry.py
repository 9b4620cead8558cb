"""A card the pile no longer holds, typed at the table: shown at once, Enter asks once, the
turn is never refused and its warning stays on the sheet; f6 shows the pile."""

import io
from collections.abc import Callable

from rich.console import Console
from textual.widgets import DataTable, Static

from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll
from marquoir.games.mille_sabords.tui.deck import DeckScreen
from marquoir.games.mille_sabords.tui.entry import TurnEntry
from marquoir.tui.app import MarquoirApp
from marquoir.tui.widgets.score_sheet import ScoreSheet
from tests.tui.conftest import asked, ended, settle
from tests.tui.test_full_game import game_screen, type_text

BUST = parse_roll("xxxggggg")


def four_pirates(app: MarquoirApp) -> int:
    table = app.use_cases
    game = table.start_game(["Anne", "Bruno"], make_profile("classic")).id
    for i in range(4):
        table.enter_turn(game, DiceTurn(("Anne", "Bruno")[i % 2], "pirate", BUST))
    return game


def preview_text(app: MarquoirApp) -> str:
    """What the preview shows, as text."""
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(app.screen.query_one("#preview", Static).content)
    return console.export_text()


async def test_a_fifth_pirate_asks_once_then_is_recorded_with_its_warning(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = four_pirates(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        await pilot.press("p")
        await settle(pilot)
        assert "No Pirate left before the reshuffle — typo?" in preview_text(app)
        await type_text(pilot, "xxggggds")
        await pilot.press("enter")
        await settle(pilot)
        entry = app.screen.query_one(TurnEntry)
        assert entry.confirming and entry.value == "pxxggggds"
        assert len(app.use_cases.game(game).turns) == 4  # not recorded yet
        assert "Enter records it anyway" in preview_text(app)
        await pilot.press("enter")  # yes, a fifth Pirate
        await settle(pilot)
        await ended(list(app.workers))
        await settle(pilot)
        stored = app.use_cases.game(game)
        assert len(stored.turns) == 5 and [w.turn for w in stored.state.warnings] == [4]
        assert entry.value == "" and not entry.confirming
        sheet = app.screen.query_one(ScoreSheet)
        cells = [str(c) for c in sheet.get_row("round3")]
        assert any(c.startswith("⚠") for c in cells), cells


async def test_any_other_key_after_the_warning_edits_the_line(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    game = four_pirates(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        await type_text(pilot, "pxxggggds")
        await pilot.press("enter")
        await settle(pilot)
        # the Captain sees the typo: the card was Gold, not Pirate
        await pilot.press("home", "delete")
        await type_text(pilot, "g")
        await pilot.press("enter")
        await settle(pilot)
        await ended(list(app.workers))
        await settle(pilot)
        stored = app.use_cases.game(game)
        assert stored.turns[-1].card == "gold" and stored.state.warnings == ()


async def test_a_second_enter_confirms_and_the_burst_after_it_goes_on_in_order(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The warned turn and Enter; once the warning shows, Enter again and the next player's
    whole turn in one burst. (The second Enter waits for the warning to be drawn: typed
    before it, it is held as typed ahead of the question, as ``test_real_terminal`` checks;
    pressed on a loaded machine before the drawing, it left the turn unrecorded.)"""
    app = make_app("en")
    game = four_pirates(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        for key in [*"pxxggggds", "enter"]:
            await pilot.press(key)
        await asked(pilot)
        for key in ["enter", *"gxxggggds", "enter"]:
            await pilot.press(key)
        await settle(pilot)
        await ended(list(app.workers))
        await settle(pilot)
        stored = app.use_cases.game(game)
        assert [t.card for t in stored.turns[4:]] == ["pirate", "gold"]
        assert [t.player for t in stored.turns[4:]] == ["Anne", "Bruno"]


async def test_f6_shows_the_pile(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("fr")
    game = four_pirates(app)
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        await pilot.press("f6")
        await settle(pilot)
        assert isinstance(app.screen, DeckScreen)
        pile = app.screen.query_one("#pile", DataTable)
        rows = {
            str(pile.get_row(key)[0]): [str(c) for c in pile.get_row(key)[1:]] for key in pile.rows
        }
        assert rows["Pirate"] == ["0 / 4", "0,0\u00a0%"]  # Babel's French percentage
        assert rows["Pièce d'or"] == ["4 / 4", "12,9\u00a0%"]  # 4 of the 31 left
        await pilot.press("escape")
        await settle(pilot)
        assert game_screen(app) is app.screen
