"""The store against real databases: SQLite files and a real PostgreSQL server."""

import json
from pathlib import Path

import pytest
from sqlmodel import select

from marquoir.exports.game_json import GameFileError, read_game, write_game
from marquoir.games.mille_sabords.rules import (
    RULES,
    DiceTurn,
    ManualTurn,
    make_profile,
    parse_dice,
    parse_roll,
    replay,
)
from marquoir.rules import RulesError
from marquoir.store import StoreError, open_store
from marquoir.store.models import GameResultRow, TurnPointsRow
from marquoir.use_cases import UseCases
from tests.gamegen import random_game

EXAMPLE = json.loads((Path(__file__).parents[2] / "examples" / "game.json").read_text("utf-8"))


@pytest.fixture
def cases(db_url: str) -> UseCases:
    store = open_store(db_url)
    yield UseCases(store)
    store.close()


def test_import_export_round_trip(cases: UseCases) -> None:
    game_id = cases.import_game(EXAMPLE)
    exported = cases.export_game(game_id)
    assert exported["players"] == EXAMPLE["players"]
    assert exported["rules"] == EXAMPLE["rules"]
    assert [t["player"] for t in exported["turns"]] == [t["player"] for t in EXAMPLE["turns"]]
    assert exported["turns"][3] == EXAMPLE["turns"][3]


@pytest.mark.parametrize("seed", range(12))
def test_import_export_round_trip_of_generated_games(cases: UseCases, seed: int) -> None:
    setup, turns = random_game(seed)
    document = write_game(RULES, setup, turns)
    game_id = cases.import_game(document)
    assert cases.export_game(game_id) == document
    stored = cases.game(game_id)
    assert stored.state == read_game(document).state._replace(setup=stored.setup)


def test_turns_edits_and_undo_keep_every_total(cases: UseCases) -> None:
    game_id = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic")).id
    cases.enter_turn(game_id, DiceTurn("Anne", "pirate", parse_roll("xxggggds")))
    cases.enter_turn(
        game_id, DiceTurn("Bruno", "skull2", parse_roll("xxxggggg"), skull_island=True)
    )
    state = cases.enter_turn(
        game_id, DiceTurn("Chloé", "treasure", parse_roll("xxxggggg"), parse_dice("gggg"))
    ).state
    assert state.totals == (900, 0, 600)
    state = cases.undo(game_id).state
    assert state.totals == (900, 0, 0)
    view = cases.replace_turn(game_id, 1, DiceTurn("Bruno", "none", parse_roll("mmmmmmmm")))
    state = view.state
    assert state.totals == (1400, 4500, 0)
    assert cases.game(game_id) == view
    assert cases.game(game_id).state == state
    with pytest.raises(RulesError, match="turn 3: Chloé plays next, not Anne"):
        cases.enter_turn(game_id, ManualTurn("Anne", 100))
    with pytest.raises(RulesError, match="refused: turn 2 would no longer be possible"):
        cases.delete_turn(game_id, 0)
    assert cases.game(game_id).state == state  # refused edits wrote nothing


def test_results_cache_follows_the_replay(cases: UseCases) -> None:
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    view = cases.enter_turn(game_id, DiceTurn("Bruno", "ship2", parse_roll("xxxsssgg")))
    assert view.state.phase == "over" and view.status == "over"
    assert cases.game(game_id) == view
    summary = cases.games(turns=True)[0]
    assert (summary.status, summary.winners, summary.turns) == ("over", ("Anne",), 2)
    assert cases.games()[0].turns is None
    assert summary.finished_at is not None
    with cases.store.read() as session:
        results = session.exec(select(GameResultRow).order_by(GameResultRow.position)).all()
        turns = session.exec(select(TurnPointsRow)).all()
    assert [(r.total, r.rank, r.winner, r.turns, r.best_turn) for r in results] == [
        (1500, 1, True, 1, 1500),
        (0, 2, False, 1, -300),
    ]
    # the standings' own figures of Mille Sabords: busts, islands, island points, ships
    assert [(r.stat1, r.stat2, r.stat3, r.stat4, r.stat5) for r in results] == [
        (0, 0, 0, 0, 0),
        (1, 0, 0, 0, 1),
    ]
    assert sorted(t.points for t in turns) == [-300, 1500]
    cases.undo(game_id)
    summary = cases.games()[0]
    assert (summary.status, summary.winners, summary.finished_at) == ("playing", (), None)


def test_seasons_default_to_the_calendar_year_and_filter_the_list(cases: UseCases) -> None:
    from datetime import date

    a = cases.import_game(EXAMPLE)
    b = cases.import_game(EXAMPLE, season="Club", again=True)
    assert [g.id for g in cases.games()] == [b, a]
    assert [g.id for g in cases.games(season="Club")] == [b]
    assert cases.games()[1].season == str(date.today().year)


def test_roster_rename_and_archive(cases: UseCases) -> None:
    game_id = cases.import_game(EXAMPLE)
    cases.rename_player("anne", "Annie")
    # the roster is renamed, the game keeps the names it was given
    assert cases.game(game_id).setup.players[0] == "Anne"
    with pytest.raises(StoreError, match="'Bruno' is already on the roster"):
        cases.rename_player("Annie", "bruno")
    cases.archive_player("Chloé")
    assert [p.name for p in cases.players()] == ["Annie", "Bruno"]
    assert len(cases.players(include_archived=True)) == 3
    # the same name in a new game is the same roster player, spelled as the game has it
    other = cases.start_game(["annie", "CHLOÉ"], make_profile("classic")).id
    assert len(cases.players(include_archived=True)) == 3
    assert cases.game(other).setup.players == ("annie", "CHLOÉ")


def test_missing_game(cases: UseCases) -> None:
    with pytest.raises(StoreError, match="there is no game 42"):
        cases.game(42)


def test_reopening_keeps_everything(db_url: str) -> None:
    store = open_store(db_url)
    game_id = UseCases(store).import_game(EXAMPLE)
    store.close()
    store = open_store(db_url)
    assert UseCases(store).game(game_id).state.totals == (1200, 0, 600)
    store.close()


def test_invalid_import_writes_nothing(cases: UseCases) -> None:
    bad = json.loads(json.dumps(EXAMPLE))
    bad["turns"][2]["player"] = "Anne"
    with pytest.raises(GameFileError):
        cases.import_game(bad)
    assert cases.games() == [] and cases.players(include_archived=True) == []


def test_replay_matches_the_rules_directly(cases: UseCases) -> None:
    setup, turns = random_game(99)
    game_id = cases.import_game(write_game(RULES, setup, turns))
    assert cases.game(game_id).state.totals == replay(setup, turns).totals


def test_bulk_import_writes_what_one_by_one_import_writes(db_url: str) -> None:
    documents = [write_game(RULES, *random_game(seed)) for seed in range(8)]
    store = open_store(db_url)
    try:
        cases = UseCases(store)
        ids = cases.import_games(documents, season="Bulk")
        singles = [
            cases.import_game(document, season="Single", again=True) for document in documents
        ]

        def cached(game_id: int) -> tuple[object, ...]:
            with store.read() as session:
                results = session.exec(
                    select(GameResultRow)
                    .where(GameResultRow.game_id == game_id)
                    .order_by(GameResultRow.position)
                ).all()
                turns = session.exec(
                    select(TurnPointsRow.points)
                    .where(TurnPointsRow.game_id == game_id)
                    .order_by(TurnPointsRow.turn_id)
                ).all()
            columns = [c.name for c in GameResultRow.__table__.columns]
            rows = [
                {c: getattr(r, c) for c in columns if c not in ("game_id", "player_id")}
                for r in results
            ]
            return tuple(tuple(sorted(r.items())) for r in rows), tuple(turns)

        for bulk, single in zip(ids, singles, strict=True):
            assert cases.export_game(bulk) == cases.export_game(single)
            assert cached(bulk) == cached(single)
        by_id = {g.id: g for g in cases.games()}
        assert [by_id[i].status for i in ids] == [by_id[i].status for i in singles]
    finally:
        store.close()


def test_a_deleted_game_leaves_the_lists_and_standings_until_restored(cases: UseCases) -> None:
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    cases.enter_turn(game_id, ManualTurn("Bruno", 0))
    assert [s.player for s in cases.standings()] == ["Anne", "Bruno"]
    cases.delete_game(game_id)
    assert cases.games() == [] and cases.standings() == []
    assert [g.id for g in cases.games(deleted=True)] == [game_id]
    with pytest.raises(StoreError, match=f"game {game_id} is deleted: restore it first"):
        cases.undo(game_id)
    with pytest.raises(StoreError, match="already among the deleted games"):
        cases.delete_game(game_id)
    cases.restore_game(game_id)
    assert [g.id for g in cases.games()] == [game_id] and cases.games(deleted=True) == []
    assert [s.player for s in cases.standings()] == ["Anne", "Bruno"]
    # emptying the deleted games is a second, deliberate step
    cases.delete_game(game_id)
    assert cases.empty_deleted() == 1
    assert cases.games(deleted=True) == [] and cases.empty_deleted() == 0
    with pytest.raises(StoreError, match=f"there is no game {game_id}"):
        cases.restore_game(game_id)


def test_undo_reopens_a_finished_game_and_the_standings_follow(cases: UseCases) -> None:
    game_id = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game_id, ManualTurn("Anne", 1500))
    assert cases.enter_turn(game_id, ManualTurn("Bruno", 200)).status == "over"
    assert [(s.player, s.wins) for s in cases.standings()] == [("Anne", 1), ("Bruno", 0)]
    view = cases.undo(game_id)
    assert view.status == "playing" and view.state.phase == "last_round"
    assert cases.standings() == [] and cases.games()[0].status == "playing"
    cases.enter_turn(game_id, ManualTurn("Bruno", 2000))
    assert [(s.player, s.wins) for s in cases.standings()] == [("Bruno", 1), ("Anne", 0)]
