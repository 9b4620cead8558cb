from datetime import date

import pytest

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.records import SeasonInfo
from marquoir.store import StoreError, open_store
from marquoir.use_cases import UseCases


@pytest.fixture
def cases(db_url: str) -> UseCases:
    store = open_store(db_url)
    yield UseCases(store)
    store.close()


def test_new_games_join_the_calendar_year_by_default(cases: UseCases) -> None:
    assert cases.current_season() == str(date.today().year)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    assert cases.game(game).season == str(date.today().year)


def test_create_use_and_rename_the_current_season(cases: UseCases) -> None:
    cases.create_season("Club 2027", date(2027, 1, 1), date(2027, 12, 31))
    cases.set_current_season("Club 2027")
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    assert cases.game(game).season == "Club 2027"
    cases.rename_season("Club 2027", "Ligue 2027")
    assert cases.current_season() == "Ligue 2027"
    assert cases.game(game).season == "Ligue 2027"
    assert SeasonInfo("Ligue 2027", date(2027, 1, 1), date(2027, 12, 31), 1) in cases.seasons()
    cases.set_current_season(None)
    assert cases.current_season() == str(date.today().year)


def test_season_mistakes_are_sentences(cases: UseCases) -> None:
    cases.create_season("A")
    with pytest.raises(StoreError, match="the season 'A' already exists"):
        cases.create_season("A")
    with pytest.raises(StoreError, match="there is no season 'B'"):
        cases.rename_season("B", "C")
    with pytest.raises(StoreError, match="there is no season 'Z'"):
        cases.set_current_season("Z")
    with pytest.raises(StoreError, match="would end .2026-01-01. before it starts .2026-12-31."):
        cases.create_season("D", date(2026, 12, 31), date(2026, 1, 1))
