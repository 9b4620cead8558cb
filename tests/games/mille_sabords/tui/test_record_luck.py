"""A player's record says the luck figures in words: above or below, never a bare sign."""

from collections.abc import Callable

import pytest
from textual.widgets import Static

from marquoir.games.mille_sabords.rules import DiceTurn, ManualTurn, make_profile, parse_roll
from marquoir.i18n.numbers import decimal
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.standings import RecordScreen
from tests.tui.conftest import settle

BUST = parse_roll("xxxggggg")
SIX_DIAMONDS = parse_roll("ddddddxx")


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "Anne drew cards worth {luck} points a turn above average; "
            "Anne scored {par} a turn below what those cards are worth.",
        ),
        (
            "fr",
            "Anne a tiré des cartes valant {luck} points par tour au-dessus de la moyenne, et "
            "Anne a marqué {par} par tour en dessous de ce que valent ces cartes.",
        ),
    ],
)
async def test_a_lucky_player_who_busts_reads_above_then_below(
    make_app: Callable[[str], MarquoirApp], lang: str, expected: str
) -> None:
    app = make_app(lang)
    cases = app.use_cases
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game, DiceTurn("Anne", "pirate", BUST))  # a good card, no points
    cases.enter_turn(game, ManualTurn("Bruno", 1000))
    cases.enter_turn(game, ManualTurn("Anne", 0))
    figures = dict(cases.player_record("Anne", None).figures)
    luck, par = figures["card_luck"], figures["above_par"]
    assert luck > 0 > par
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        app.push_screen(RecordScreen("Anne", None))
        await settle(pilot)
        text = str(app.screen.query_one("#record-luck", Static).content)
    # in the Captain's locale: 1,157.6 / 1 157,6
    assert expected.format(luck=decimal(abs(luck), lang), par=decimal(abs(par), lang)) in text
    assert ("1,157.6" if lang == "en" else "1\u202f157,6") in text
    assert ("after 1 game." if lang == "en" else "après 1 partie.") in text
