from datetime import date

import pytest

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.records import SeasonInfo
from marquoir.store import StoreError, open_store
from marquoir.table import Table


@pytest.fixture
def table(db_url: str) -> Table:
    store = open_store(db_url)
    yield Table(store)
    store.close()


def test_new_games_join_the_calendar_year_by_default(table: Table) -> None:
    assert table.current_season() == str(date.today().year)
    game = table.start_game(["Anne", "Bruno"], make_profile("classic")).id
    assert table.game(game).season == str(date.today().year)


def test_create_use_and_rename_the_current_season(table: Table) -> None:
    table.create_season("Club 2027", date(2027, 1, 1), date(2027, 12, 31))
    table.set_current_season("Club 2027")
    game = table.start_game(["Anne", "Bruno"], make_profile("classic")).id
    assert table.game(game).season == "Club 2027"
    table.rename_season("Club 2027", "Ligue 2027")
    assert table.current_season() == "Ligue 2027"
    assert table.game(game).season == "Ligue 2027"
    assert SeasonInfo("Ligue 2027", date(2027, 1, 1), date(2027, 12, 31), 1) in table.seasons()
    table.set_current_season(None)
    assert table.current_season() == str(date.today().year)


def test_season_mistakes_are_sentences(table: Table) -> None:
    table.create_season("A")
    with pytest.raises(StoreError, match="the season 'A' already exists"):
        table.create_season("A")
    with pytest.raises(StoreError, match="there is no season 'B'"):
        table.rename_season("B", "C")
    with pytest.raises(StoreError, match="there is no season 'Z'"):
        table.set_current_season("Z")
    with pytest.raises(StoreError, match="would end .2026-01-01. before it starts .2026-12-31."):
        table.create_season("D", date(2026, 12, 31), date(2026, 1, 1))
