"""Dix mille's solo records in the store, on SQLite and PostgreSQL: each player's best solo
game (the fewest turns, then the best turn), apart from the standings, where a solo game is
never a game or a win; the ratings and a player's record leave them out too."""

from pathlib import Path

import pytest

from marquoir.games.dix_mille.rules import BlankTurn, PointsTurn, make_profile
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli_here


def play(cases: UseCases, players: list[str], points: list[int], season: str | None = None) -> int:
    """A Dix mille game at 2,000, its turns in seating order (0: a blank)."""
    game = cases.start_game(players, make_profile(target=2000), season, game="dix-mille").id
    for i, p in enumerate(points):
        player = players[i % len(players)]
        cases.enter_turn(game, PointsTurn(player, p) if p else BlankTurn(player))
    return game


def test_solo_records_stand_apart_from_the_standings(db_url: str) -> None:
    store = open_store(db_url)
    cases = UseCases(store)
    cases.create_season("Été")
    play(cases, ["Zoé"], [500, 0, 1000, 600])  # 4 turns, best 1,000
    quick = play(cases, ["Zoé"], [1500, 600])  # 2 turns, best 1,500: her record
    play(cases, ["Zoé"], [1000, 1000])  # 2 turns too, but a lower best turn
    yann = play(cases, ["Yann"], [1000, 1500])  # 2 turns, best 1,500: the same record
    play(cases, ["Yann"], [50])  # not played out: no record
    play(cases, ["Anne"], [1000, 500, 500], season="Été")  # another season
    gone = play(cases, ["Anne"], [1000, 1000])
    cases.delete_game(gone)  # a deleted game is no record
    multi = play(cases, ["Zoé", "Yann"], [2000, 100])

    # equal records share the rank, by name
    [yann_line, zoe, anne] = cases.solo_records(None, "dix-mille")
    assert (zoe.rank, zoe.player, zoe.games, zoe.turns, zoe.best_turn, zoe.game) == (
        1,
        "Zoé",
        3,
        2,
        1500,
        quick,
    )
    # Yann holds the same record
    assert (yann_line.rank, yann_line.player, yann_line.games, yann_line.game) == (
        1,
        "Yann",
        1,
        yann,
    )
    assert (anne.rank, anne.player, anne.turns, anne.best_turn) == (3, "Anne", 3, 1000)
    assert [r.player for r in cases.solo_records("Été", "dix-mille")] == ["Anne"]

    # the standings, the ratings and a player's record count the game of two only
    standings = {s.player: s for s in cases.standings(None, "dix-mille")}
    assert set(standings) == {"Zoé", "Yann"}
    assert (standings["Zoé"].games, standings["Zoé"].wins, standings["Zoé"].best_turn) == (
        1,
        1,
        2000,
    )
    assert (standings["Yann"].games, standings["Yann"].wins) == (1, 0)
    assert cases.standings("Été", "dix-mille") == []
    assert {line.player: line.games for line in cases.ratings(None, "dix-mille")} == {
        "Zoé": 1,
        "Yann": 1,
    }
    record = cases.player_record("Zoé", None, "dix-mille")
    assert [game.id for game in record.games] == [multi]
    # a game that seats 2 players or more keeps no solo record
    assert cases.solo_records(None, "mille-sabords") == []
    store.close()


def test_standings_print_the_solo_records_below(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    cases = UseCases(open_store("sqlite:///" + db))
    play(cases, ["Zoé"], [1500, 600])
    play(cases, ["Zoé", "Yann"], [2000, 100])
    cases.close()
    done = run_cli_here(
        capsys, "--lang", "en", "standings", "--all", "--game", "dix-mille", "--db", db
    )
    assert done.returncode == 0, done.stderr
    standings, solo = done.stdout.split("\n\n")
    assert "Zoé" in standings and "Yann" in standings
    assert solo.splitlines()[0] == (
        "Dix mille — Solo records, all seasons (fewest turns to the target)"
    )
    assert solo.splitlines()[3].split()[:5] == ["1", "Zoé", "1", "2", "1,500"]
    csv = run_cli_here(
        capsys, "standings", "--all", "--game", "dix-mille", "--db", db, "--csv"
    ).stdout
    assert csv.splitlines()[0].startswith("rank,player,games,wins")
    assert len(csv.splitlines()) == 3  # the standings only: the CSV is one cases
    solo_csv = run_cli_here(
        capsys, "standings", "--all", "--game", "dix-mille", "--db", db, "--csv", "--solo"
    ).stdout
    assert solo_csv.splitlines()[:2] == [
        "rank,player,games,turns,best_turn,game,date",
        f"1,Zoé,1,2,1500,1,{solo_csv.splitlines()[1].rsplit(',', 1)[1]}",
    ]
    refused = run_cli_here(capsys, "--lang", "fr", "standings", "--solo", "--db", db)
    assert refused.returncode == 2
    assert refused.stderr.strip() == (
        "marquoir: Mille Sabords ne se joue pas en solo : de 2 à 8 joueurs."
    )
