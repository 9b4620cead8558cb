"""Dix mille games in the store, without a second path: stored, listed, exported, imported,
in their own standings (a season's Dix mille standings are not its Mille Sabords ones), on
SQLite and PostgreSQL."""

import json
from pathlib import Path

from marquoir.games.dix_mille.rules import BlankTurn, PointsTurn, ThrowsTurn, make_profile
from marquoir.games.mille_sabords.rules import ManualTurn
from marquoir.games.mille_sabords.rules import make_profile as sabords_profile
from marquoir.store import open_store
from marquoir.use_cases import UseCases

EXAMPLE = Path(__file__).parents[4] / "examples" / "dix-mille.json"


def test_dix_mille_games_have_their_own_standings(db_url: str) -> None:
    store = open_store(db_url)
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile(target=2000), game="dix-mille").id
    for turn in (
        ThrowsTurn("Anne", ("155", "222", "1")),
        BlankTurn("Bruno"),
        PointsTurn("Anne", 1500),
        ThrowsTurn("Bruno", ("111", "5", "55"), blank=True),
    ):
        view = cases.enter_turn(game, turn)
    assert view.status == "over" and view.state.winners == ("Anne",)
    sabords = cases.start_game(["Anne", "Bruno"], sabords_profile("classic", target=1000)).id
    cases.enter_turn(sabords, ManualTurn("Anne", 0))
    cases.enter_turn(sabords, ManualTurn("Bruno", 1200))
    cases.enter_turn(sabords, ManualTurn("Anne", 0))
    dix = {s.player: s for s in cases.standings(None, "dix-mille")}
    assert (dix["Anne"].wins, dix["Anne"].best_turn, dix["Bruno"].wins) == (1, 1500, 0)
    assert dict(zip(dix["Bruno"].fields[-1:], dix["Bruno"].stats, strict=True)) == {"blanks": 2}
    mille = {s.player: s for s in cases.standings(None)}
    assert (mille["Bruno"].wins, mille["Anne"].wins) == (1, 0)
    assert {g.game for g in cases.games()} == {"dix-mille", "mille-sabords"}
    assert [r.player for r in cases.ratings(None, "dix-mille")] == ["Anne", "Bruno"]
    # undo replays the Dix mille game and reopens it
    assert cases.undo(game).status == "playing"
    store.close()


def test_export_import_round_trip_and_csv(tmp_path: Path) -> None:
    cases = UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}"))
    document = json.loads(EXAMPLE.read_text("utf-8"))
    game = cases.import_game(document)
    exported = cases.export_game(game)
    assert exported["game"] == "dix-mille" and exported["turns"] == document["turns"]
    again = cases.import_game(exported, again=True)
    assert cases.game(again).state == cases.game(game).state
    sheet = cases.export(game, "csv", lang="en")
    assert "target,3000\r\nentry,500\r\n" in sheet and "multiples,doubling" in sheet
    long = cases.export(game, "csv-long", lang="fr")
    assert long.splitlines()[0].startswith("manche,tour,joueur,lancers,blanc,à la main")
    assert "1,2,Bruno,350 pts,non,non,0," in long
    cases.close()
