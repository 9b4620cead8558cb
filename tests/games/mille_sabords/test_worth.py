"""The cards' worth the standings use (games/mille_sabords/rules/luck.py) is the solver's
``marquoir odds --table``, to the hundredth, for both editions and every card."""

import pytest

from marquoir.games.mille_sabords.odds.advice import odds_table
from marquoir.games.mille_sabords.rules import make_profile
from marquoir.games.mille_sabords.rules.luck import WORTH


@pytest.mark.parametrize("edition", ["classic", "2025"])
def test_the_frozen_worth_is_the_solver_figure(edition: str) -> None:
    solved = {
        row.card: round(row.ev * 100) for row in odds_table(make_profile(edition, cards_2025=True))
    }
    assert WORTH[edition] == solved, f"paste into luck.py: {solved}"
