"""The dice letters beside the card legend (issue 47, point 11): a newcomer was told what they
mean only in f1 (a refused line says ``use x d g m p s``)."""

from collections.abc import Callable

import pytest
from textual.screen import ModalScreen

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.games.mille_sabords.tui.card_keys import CardLegend
from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle

DICE = {
    "en": "Dice: x skull  d diamond  g gold coin  m monkey  p parrot  s sabre",
    "fr": "Dés : x tête de mort  d diamant  g pièce d'or  m singe  p perroquet  s sabre",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_dice_letters_are_shown_beside_the_cards_at_80x24(
    make_app: Callable[[str], MarquoirApp], lang: str
) -> None:
    app = make_app(lang)
    game = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        legend = app.screen.query_one(CardLegend)
        lines = str(legend.render()).split("\n")
        assert DICE[lang] in lines, lines
        assert app.screen.region.contains_region(legend.region)


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_correction_dialog_keeps_the_dice_letters_on_one_line_at_80x24(
    make_app: Callable[[str], MarquoirApp], lang: str
) -> None:
    """In the dialog that corrects a turn, at 80×24, the dice line wrapped (``… p perroquet
    s`` then ``sabre`` alone)."""
    from marquoir.games.mille_sabords.rules import DiceTurn, parse_roll

    app = make_app(lang)
    game = app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    app.use_cases.enter_turn(game, DiceTurn("Anne", "gold", parse_roll("xxddddss")))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        app.screen.correct(0)  # type: ignore[attr-defined]  # Anne's turn, to correct
        await settle(pilot)
        await pilot.pause()
        assert isinstance(app.screen, ModalScreen)
        legend = app.screen.query_one(CardLegend)  # the dialog's own
        assert app.screen.region.contains_region(legend.region)
        shown = [strip.text for strip in app.screen._compositor.render_strips()]
        dice = [line for line in shown if DICE[lang][:4] in line and line.startswith("█")]
        assert len(dice) == 1 and "s sabre" in dice[0], shown  # the line whole, not wrapped
        words = " ".join(dice[0].strip("█ ").split())
        assert words == " ".join(DICE[lang].split())
