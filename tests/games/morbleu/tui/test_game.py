"""A whole Morbleu game at the cases, by keyboard: the game and its pot chosen, duels in a few
keys (typed in a burst), a new hand, an adjustment that is not a turn, a correction, undo,
the chances on one key, the Treasure at the end, the Seigneur des mers."""

import io
from collections.abc import Callable

from rich.console import Console
from textual.widgets import Digits, Input, Select

from marquoir.games.morbleu.tui.dialogs import AdjustScreen, ChancesScreen
from marquoir.games.morbleu.tui.entry import MorbleuEntry
from marquoir.games.morbleu.tui.ledger import Ledger
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game_over import GameOverScreen
from marquoir.tui.screens.new_game import NewGameScreen
from tests.games.dix_mille.tui.test_game import type_text
from tests.tui.conftest import settle
from tests.tui.test_full_game import game_screen


def rendered(content: object) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(content)
    return console.export_text()


async def test_a_whole_morbleu_game_by_keyboard(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("en")
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("n")
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        await type_text(pilot, "Anne\rBruno\rChloé\r")
        await pilot.press("ctrl+g", "ctrl+g")  # Dix mille, then Morbleu
        await settle(pilot)
        assert app.screen.query_one("#game", Select).value == "morbleu"
        await pilot.press("ctrl+s")  # no pot yet: refused, said
        await settle(pilot)
        assert isinstance(app.screen, NewGameScreen)
        assert "the pot must be given" in str(app.screen.query_one("#rules-error").content)
        assert app.focused is app.screen.query_one("#pot", Input)  # asked at once
        await type_text(pilot, "5")
        await pilot.press("ctrl+s")
        await settle(pilot)
        screen = game_screen(app)
        assert isinstance(app.focused, MorbleuEntry)
        assert str(screen.query_one("#pot-digits", Digits).value) == "5"

        # --- duels in a burst: Anne beats Bruno (Score), Bruno and Chloé draw, Chloé beats Anne
        await type_text(pilot, "2 1 s\r30\r13d\r")
        state = screen.state
        assert state.escudos == (2, 0, 1) and state.hands == (5, 3, 4) and state.pot == 2
        assert len(screen.query_one(Ledger).rows) == 3

        # --- a refused line names the problem and records nothing ---------------------------
        await type_text(pilot, "2 3 s")
        assert "Chloé is not in this duel" in str(screen.query_one("#preview").content)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.turns) == 3
        await pilot.press("ctrl+u")

        # --- an adjustment is not a turn: Anne still plays -----------------------------------
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert isinstance(app.screen, AdjustScreen)
        app.screen.query_one("#esc-2", Input).value = "-1"
        app.screen.query_one("#esc-0", Input).value = "+1"
        app.screen.query_one("#adjust-note", Input).value = "Sorcière"
        await pilot.press("enter")
        await settle(pilot)
        assert screen.state.escudos == (3, 0, 0) and screen.state.next_player == "Anne"

        # --- a new hand, then undo gives the line back ---------------------------------------
        await type_text(pilot, "n\r")
        assert screen.state.escudos[0] == 2 and screen.state.hands[0] == 3
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert screen.query_one(MorbleuEntry).value == "n" and screen.state.escudos[0] == 3
        await pilot.press("enter")
        await settle(pilot)

        # --- the chances on one key -----------------------------------------------------------
        await pilot.press("f2")
        await settle(pilot)
        assert isinstance(app.screen, ChancesScreen)
        text = rendered(app.screen.query_one("#chances").content)
        assert "Franche    91/216   42.1%" in text and "Score 18    1/216    0.5%" in text
        await pilot.press("escape")
        await settle(pilot)

        # --- correct the draw: Chloé won it with a Triple ------------------------------------
        await pilot.press("ctrl+g")
        await pilot.press("up", "up", "up", "enter")  # the ledger's row 2
        await settle(pilot)
        await pilot.press("ctrl+u")
        await type_text(pilot, "3 3 t\r")
        assert screen.state.escudos == (2, 0, 1) and screen.state.pot == 2

        # --- to the empty pot, the Treasure, the Seigneur des mers ---------------------------
        await type_text(pilot, "1 2 s\r")  # Bruno beats Anne with a Score: the last 2 escudos
        assert screen.state.phase == "treasure" and screen.state.pot == 0
        await type_text(pilot, "0 2 1\r")  # Anne 0, Bruno 2, Chloé 1
        assert isinstance(app.screen, GameOverScreen)
        final = app.use_cases.game(screen.game_id).state
        assert final.totals == (2, 4, 2) and final.winners == ("Bruno",)
        # #21: the ledger's Treasure row says what each one's Treasure added, and the score
        ledger = screen.query_one(Ledger)
        row = ledger.get_row_at(ledger.row_count - 1)
        assert [str(cell) for cell in row[2:5]] == ["+0=2", "+2=4", "+1=2"]


async def test_ctrl_o_says_adjustment_in_morbleu_only(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    from marquoir.games.mille_sabords.rules import make_profile as sabords
    from marquoir.games.morbleu.rules import make_profile as pot_of

    app = make_app("en")
    morbleu = app.use_cases.start_game(["Anne", "Bruno"], pot_of(4), game="morbleu").id
    sabords_game = app.use_cases.start_game(["Anne", "Bruno"], sabords("classic")).id

    def label(action: str) -> str:
        shown = game_screen(app).active_bindings.values()  # what the footer reads
        return next(a.binding.description for a in shown if a.binding.action == action)

    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.open_game(morbleu)
        await settle(pilot)
        assert (label("manual"), label("odds")) == ("Adjustment", "Chances")
        app.open_game(sabords_game, replace=True)
        await settle(pilot)
        assert (label("manual"), label("odds")) == ("Manual points", "Odds")


async def test_a_duel_typed_after_a_refused_adjustment_waits_for_the_fix(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """An adjustment (ctrl+o) refused (``x`` escudos), and the next duel typed in the same
    burst went onto the refused field. It waits, shown as typed ahead, for the fix and the
    save, then goes to the game's line."""
    from marquoir.games.morbleu.rules import make_profile as pot_of
    from marquoir.tui.keys import TypedAhead
    from tests.tui.test_typeahead import burst

    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        game_id = app.use_cases.start_game(["Anne", "Bruno"], pot_of(5), game="morbleu").id
        app.open_game(game_id)
        await settle(pilot)
        await pilot.press("ctrl+o")
        await settle(pilot)
        dialog = app.screen
        assert isinstance(dialog, AdjustScreen)
        burst(app, "x\r2 1 s\r")
        for _ in range(3):
            await settle(pilot)
        assert app.screen is dialog
        assert dialog.query_one("#esc-0", Input).value == "x"
        assert app.keys.held_text.startswith("2") and app.keys.held_text.endswith("s⏎")
        assert str(dialog.query_one(TypedAhead).render()).strip()
        await pilot.press("backspace", "+", "1", "enter")  # fixed: one escudo from the pot
        await app.keys.wait_idle()
        for _ in range(3):
            await settle(pilot)
        state = app.use_cases.game(game_id).state
        assert len(app.use_cases.game(game_id).turns) == 2  # the adjustment, then the duel
        assert state.escudos[0] == 1 + 2 and state.pot == 5 - 1 - 2


async def test_a_new_hand_without_an_escudo_is_refused_in_the_preview(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """#47: the preview promised "Anne pays 1 escudo to the pot for a new hand", then Enter
    was refused in a corner toast."""
    from marquoir.games.morbleu.rules import make_profile

    app = make_app("en")
    game = app.use_cases.start_game(["Anne", "Bruno"], make_profile(6), game="morbleu").id
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        screen = game_screen(app)
        await type_text(pilot, "n")
        told = rendered(screen.query_one("#preview").content)
        assert "Anne has no escudo to pay for a new hand" in told and "pays" not in told, told
        await pilot.press("enter")
        await settle(pilot)
        assert screen.turns == []
