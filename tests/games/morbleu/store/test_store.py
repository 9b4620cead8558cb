"""Morbleu games in the store: imported with their Treasure, exported back the same, in
their own standings (duels won, lost, drawn), on SQLite and PostgreSQL."""

import json
from pathlib import Path

import pytest

from marquoir.games.morbleu.rules import DuelTurn, TreasureTurn, make_profile
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[4] / "examples" / "morbleu.json"


def test_morbleu_games_are_stored_and_ranked(db_url: str) -> None:
    store = open_store(db_url)
    cases = UseCases(store)
    document = json.loads(EXAMPLE.read_text("utf-8"))
    game = cases.import_game(document)
    assert cases.export_game(game) == document
    assert cases.game(game).state.winners == ("Anne",)
    started = cases.start_game(["Anne", "Bruno"], make_profile(2), game="morbleu").id
    cases.enter_turn(started, DuelTurn("Anne", "Bruno", "Bruno", "score"))
    view = cases.enter_turn(started, TreasureTurn("Anne", (("Anne", 3),)))
    assert view.status == "over" and view.state.winners == ("Anne",)
    lines = {s.player: s for s in cases.standings(None, "morbleu")}
    assert lines["Anne"].fields == (
        "rank",
        "player",
        "games",
        "wins",
        "win_rate",
        "avg_final",
        "duels_won",
        "duels_lost",
        "draws",
    )
    assert (lines["Anne"].games, lines["Anne"].wins, lines["Anne"].stats) == (2, 2, (2, 3, 0))
    assert cases.standings(None) == []  # not in Mille Sabords' standings
    store.close()


def test_standings_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    assert run_cli_here(capsys, "import", str(EXAMPLE), "--db", db).returncode == 0
    done = run_cli_here(capsys, "standings", "--game", "morbleu", "--all", "--csv", "--db", db)
    assert done.stdout.splitlines()[0] == (
        "rank,player,games,wins,win_rate,avg_final,duels_won,duels_lost,draws"
    )
    assert done.stdout.splitlines()[1] == "1,Anne,1,1,1.000,4.0,2,2,0"


def test_the_csv_ledger(tmp_path: Path) -> None:
    cases = UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}"))
    game = cases.import_game(json.loads(EXAMPLE.read_text("utf-8")))
    rows = cases.export(game, "csv-long", lang="en").splitlines()
    assert rows[0].endswith(
        "Anne total,Bruno total,Chloé total,Anne cards,Bruno cards,Chloé cards,pot"
    )
    assert rows[1] == "1,1,Anne,duel,Bruno,Anne,Score,no,2,,2,0,0,2,0,0,5,3,3,4"
    assert rows[4].startswith("2,4,Anne,adjustment,,,,no,1,Sorcière,1,0,-1,")
    assert rows[-1].startswith("3,10,Anne,treasure,")
    cases.close()
