"""A damaged game in the app (issue 48): the database opens, the home screen lists the other
games, and the standings say how many damaged games they left out."""

import sqlite3
from pathlib import Path

from marquoir.store import open_store
from marquoir.tui.app import MarquoirApp
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle

DUEL = {
    "format": "marquoir-game/1",
    "game": "mille-sabords",
    "rules": {"target": 1000},
    "players": ["Anne", "Bruno"],
    "turns": [
        {"player": "Anne", "manual": {"points": 1500}},
        {"player": "Bruno", "manual": {"points": 200}},
    ],
}


async def test_the_app_opens_lists_the_others_and_says_what_it_left_out(tmp_path: Path) -> None:
    db = tmp_path / "club.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        damaged = cases.import_game(DUEL, again=True)
        whole = cases.import_game(DUEL, again=True)
    with sqlite3.connect(db) as connection:  # a turn cut short; every game to replay
        connection.execute("UPDATE turn SET facts = '{\"manual\": ' WHERE game_id = ?", (damaged,))
        connection.execute("UPDATE game SET rules_version = NULL")
    connection.close()
    store = open_store(f"sqlite:///{db}")
    app = MarquoirApp(UseCases(store), "en", export_dir=tmp_path / "exports")
    try:
        async with app.run_test(size=(120, 36)) as pilot:
            await settle(pilot)
            assert [g.id for g in app.use_cases.home_games(10)] == [whole]
            await pilot.press("s")
            await settle(pilot)
            said = [n.message for n in app._notifications]
            assert any("games left out as damaged: 1" in text for text in said), said
    finally:
        store.close()
