"""Standings by SQL aggregates, checked against replaying every game, on SQLite and PostgreSQL."""

import math
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from marquoir.exports.game_json import write_game
from marquoir.games.mille_sabords.rules import RULES, ManualTurn, make_profile
from marquoir.records import Standing
from marquoir.store import open_store
from marquoir.store.standings import rank
from marquoir.use_cases import UseCases
from tests.gamegen import random_game
from tests.standings_reference import reference_standings
from tests.store.conftest import new_pg_database


def same(a: list[Standing], b: list[Standing]) -> None:
    assert [s.player for s in a] == [s.player for s in b]
    for x, y in zip(a, b, strict=True):
        assert x.fields == y.fields
        for field in x.fields:
            u, v = x.value(field), y.value(field)
            if field in ("card_luck", "above_par"):
                # averages to one decimal of sums kept per game to the hundredth of a point:
                # the last decimal may differ by one
                assert abs(u - v) <= 0.1 + 1e-9, (x.player, field, u, v)
            elif isinstance(u, float):
                assert math.isclose(u, v, rel_tol=1e-9, abs_tol=1e-9), (x.player, field)
            else:
                assert u == v, (x.player, field, u, v)


def fill(cases: UseCases, seeds: list[int], unfinished: bool) -> None:
    for i, seed in enumerate(seeds):
        setup, turns = random_game(seed, max_turns=60)
        document = write_game(RULES, setup, turns)
        cases.import_game(document, season="A" if i % 2 else "B", again=True)
    if unfinished:  # a game that is still being played never counts
        game = cases.start_game(["Anne", "Bruno"], make_profile("classic"), season="A").id
        cases.enter_turn(game, ManualTurn("Anne", 5000))


def check_against_the_reference(url: str, seeds: list[int], unfinished: bool) -> None:
    store = open_store(url)
    try:
        cases = UseCases(store)
        fill(cases, seeds, unfinished)
        for season in ("A", "B", None):
            same(cases.standings(season), reference_standings(cases, season))
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
    cases = UseCases(store)
    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game, ManualTurn("Anne", 900))
    assert cases.standings(None) == []
    cases.enter_turn(game, ManualTurn("Bruno", 1200))
    cases.enter_turn(game, ManualTurn("Anne", 0))
    [bruno, anne] = cases.standings(None)
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
    cases = UseCases(store)
    for points in ((1500, 200, 900), (100, 1600, 300)):
        game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=1000)).id
        for player, p in zip(("Anne", "Bruno", "Chloé"), points, strict=True):
            cases.enter_turn(game, ManualTurn(player, p))
        if points[0] < 1000:  # Bruno reached the target: Chloé and Anne play once more
            cases.enter_turn(game, ManualTurn("Anne", 0))
    record = cases.player_record("anne")
    assert record.player == "Anne" and len(record.games) == 2
    assert record.best_turns[0] == (1500, 1)
    assert {r.name: (r.games, r.ahead, r.behind) for r in record.rivals} == {
        "Bruno": (2, 1, 1),
        "Chloé": (2, 1, 1),
    }
    store.close()


def test_luck_figures_by_hand(sqlite_url: str) -> None:
    """A small season worked on paper from the worth table (``odds --table``, classic).

    The classic deck's average worth: (8 × 781.54 [gold, diamond] + 4 × 1,157.60 [pirate]
    + 2 × (455.75 + 249.10 − 155.60) [ships] + 3 × 363.45 + 2 × 139.22 [skulls]
    + 4 × 735.11 [animals] + 4 × 905.55 [sorceress] + 4 × 679.77 [treasure]) / 35
    = 22,631.73 / 35 = 646.62.

    Game 1: Anne Pirate, bust (luck +1,157.60 − 646.62 = +510.98; par 0 − 1,157.60);
    Bruno Skulls (2), bust (luck 139.22 − 646.62 = −507.40; par −139.22); Anne no card, bust
    (luck 0; par −578.80); Bruno 1,000 by hand (not a dice turn); Anne 0 by hand.
    Game 2: Anne Gold Coin, 4 gold + the card = 5 coins: 500 + 500 = 1,000 (luck +134.92;
    par +218.46); Bruno 0 by hand, the last round.
    Anne over 3 dice turns: luck (510.98 + 0 + 134.92) / 3 = 215.3; par (−1,157.60 − 578.80
    + 218.46) / 3 = −506.0. Bruno over 1: luck −507.4; par −139.2.
    """
    from marquoir.games.mille_sabords.rules import DiceTurn, parse_roll

    store = open_store(sqlite_url)
    cases = UseCases(store)
    one = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(one, DiceTurn("Anne", "pirate", parse_roll("xxxggggg")))
    cases.enter_turn(one, DiceTurn("Bruno", "skull2", parse_roll("xmmmpppd")))
    cases.enter_turn(one, DiceTurn("Anne", "none", parse_roll("xxxggggg")))
    cases.enter_turn(one, ManualTurn("Bruno", 1000))
    cases.enter_turn(one, ManualTurn("Anne", 0))
    two = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(two, DiceTurn("Anne", "gold", parse_roll("ggggxxmp")))
    cases.enter_turn(two, ManualTurn("Bruno", 0))
    assert [s.games for s in cases.standings(None)] == [2, 2]  # both games finished
    figures = {
        s.player: (s.value("card_luck"), s.value("above_par")) for s in cases.standings(None)
    }
    assert figures == {"Anne": (215.3, -506.0), "Bruno": (-507.4, -139.2)}
    store.close()
