"""The dice letters beside the card legend (issue 47, point 11): a newcomer was told what they
mean only in f1 (a refused line says ``use x d g m p s``)."""

from collections.abc import Callable

import pytest

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
