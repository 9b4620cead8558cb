"""Standings by SQL aggregates, checked against replaying every game, on SQLite and PostgreSQL."""

import math
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marquoir.exports.game_json import write_game
from marquoir.records import Standing
from marquoir.rules.mille_sabords import RULES, ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.store.standings import rank
from marquoir.table import Table
from tests.gamegen import random_game
from tests.standings_reference import reference_standings
from tests.store.conftest import new_pg_database


def same(a: list[Standing], b: list[Standing]) -> None:
    assert [s.player for s in a] == [s.player for s in b]
    for x, y in zip(a, b, strict=True):
        assert x.fields == y.fields
        for field in x.fields:
            u, v = x.value(field), y.value(field)
            if isinstance(u, float):
                assert math.isclose(u, v, rel_tol=1e-9, abs_tol=1e-9), (x.player, field)
            else:
                assert u == v, (x.player, field, u, v)


def fill(table: Table, seeds: list[int], unfinished: bool) -> None:
    for i, seed in enumerate(seeds):
        setup, turns = random_game(seed, max_turns=60)
        document = write_game(RULES, setup, turns)
        table.import_game(document, season="A" if i % 2 else "B", again=True)
    if unfinished:  # a game that is still being played never counts
        game = table.start_game(["Anne", "Bruno"], make_profile("classic"), season="A").id
        table.enter_turn(game, ManualTurn("Anne", 5000))


def check_against_the_reference(url: str, seeds: list[int], unfinished: bool) -> None:
    store = open_store(url)
    try:
        table = Table(store)
        fill(table, seeds, unfinished)
        for season in ("A", "B", None):
            same(table.standings(season), reference_standings(table, season))
    finally:
        store.close()


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seeds=st.lists(st.integers(0, 10_000), min_size=0, max_size=8), unfinished=st.booleans())
def test_sqlite_standings_equal_the_replay_reference(seeds: list[int], unfinished: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        check_against_the_reference("sqlite:///" + str(Path(folder) / "m.db"), seeds, unfinished)


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(seeds=st.lists(st.integers(0, 10_000), min_size=1, max_size=6))
def test_postgresql_standings_equal_the_replay_reference(
    pg_server: object, seeds: list[int]
) -> None:
    check_against_the_reference(new_pg_database(pg_server), seeds, True)


def test_an_unfinished_game_never_counts(sqlite_url: str) -> None:
    store = open_store(sqlite_url)
    table = Table(store)
    game = table.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    table.enter_turn(game, ManualTurn("Anne", 900))
    assert table.standings(None) == []
    table.enter_turn(game, ManualTurn("Bruno", 1200))
    table.enter_turn(game, ManualTurn("Anne", 0))
    [bruno, anne] = table.standings(None)
    assert (bruno.player, bruno.rank, bruno.wins, bruno.win_rate) == ("Bruno", 1, 1, 1.0)
    assert (anne.player, anne.rank, anne.games, anne.avg_final, anne.best_turn, anne.avg_turn) == (
        "Anne",
        2,
        1,
        900.0,
        900,
        450.0,
    )
    store.close()


def test_ranking_ties_share_a_rank() -> None:
    rows = [
        Standing(0, name, games, wins, wins / games, avg, 0, 0.0)
        for name, games, wins, avg in (
            ("Anne", 2, 1, 500.0),
            ("Bruno", 2, 1, 500.0),
            ("Chloé", 1, 1, 100.0),
            ("Dan", 4, 2, 10.0),
        )
    ]
    assert [(s.rank, s.player) for s in rank(rows)] == [
        (1, "Dan"),
        (2, "Chloé"),
        (3, "Anne"),
        (3, "Bruno"),
    ]


def test_player_record(sqlite_url: str) -> None:
    store = open_store(sqlite_url)
    table = Table(store)
    for points in ((1500, 200, 900), (100, 1600, 300)):
        game = table.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=1000)).id
        for player, p in zip(("Anne", "Bruno", "Chloé"), points, strict=True):
            table.enter_turn(game, ManualTurn(player, p))
        if points[0] < 1000:  # Bruno reached the target: Chloé and Anne play once more
            table.enter_turn(game, ManualTurn("Anne", 0))
    record = table.player_record("anne")
    assert record.player == "Anne" and len(record.games) == 2
    assert record.best_turns[0] == (1500, 1)
    assert {r.name: (r.games, r.ahead, r.behind) for r in record.rivals} == {
        "Bruno": (2, 1, 1),
        "Chloé": (2, 1, 1),
    }
    store.close()
