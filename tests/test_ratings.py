"""Ratings (issue 13): exactly OpenSkill's Plackett-Luce on the same ordered matches; shared
winners share rank 1; a season of one game; unfinished and deleted games never count."""

import csv
import io
from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import Store, open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli_here


@pytest.fixture
def store(tmp_path: Path):  # type: ignore[no-untyped-def]
    opened = open_store(f"sqlite:///{tmp_path / 'm.db'}")
    yield opened
    opened.close()


def play(cases: UseCases, points: dict[str, int], season: str = "S") -> int:
    """A finished game to 1,000: one round of manual points (seating in the dict's order)."""
    names = list(points)
    game = cases.start_game(names, make_profile("classic", target=1000), season=season).id
    for name in names:
        cases.enter_turn(game, ManualTurn(name, points[name]))
    assert cases.game(game).state.phase == "over", points
    return game


GAMES = [
    {"Anne": 1200, "Bruno": 300, "Chloé": 900},
    {"Bruno": 1500, "Chloé": 200, "Dan": 1100},
    {"Chloé": 1000, "Anne": 1000, "Dan": 400},  # Anne and Chloé share the win
    {"Dan": 2000, "Anne": 100, "Bruno": 100, "Chloé": 50},  # Anne and Bruno share rank 2
]


def test_the_ratings_are_openskill_on_the_games_in_order(store: Store) -> None:
    cases = UseCases(store)
    for points in GAMES:
        play(cases, points)
    model = PlackettLuce()
    ratings: dict[str, object] = {}
    for points in GAMES:
        names = list(points)
        best = max(points.values())
        ranks = [1 + sum(1 for other in points.values() if other > p) for p in points.values()]
        assert [r for r, p in zip(ranks, points.values(), strict=True) if p == best][0] == 1
        teams = [[ratings.get(n) or model.rating(name=n)] for n in names]
        for name, (rating,) in zip(names, model.rate(teams, ranks=ranks), strict=True):
            ratings[name] = rating
    lines = {line.player: line for line in cases.ratings("S")}
    assert set(lines) == set(ratings)
    for name, rating in ratings.items():
        line = lines[name]
        assert line.mu == pytest.approx(rating.mu, abs=1e-12)  # type: ignore[attr-defined]
        assert line.sigma == pytest.approx(rating.sigma, abs=1e-12)  # type: ignore[attr-defined]
        assert line.ordinal == pytest.approx(line.mu - 3 * line.sigma, abs=1e-12)
    ordered = [line.player for line in cases.ratings("S")]
    assert ordered == sorted(ratings, key=lambda n: -lines[n].ordinal)
    assert [line.games for line in cases.ratings("S") if line.player == "Anne"] == [3]


def test_shared_winners_share_rank_one(store: Store) -> None:
    cases = UseCases(store)
    play(cases, {"Anne": 1000, "Bruno": 1000, "Chloé": 0})
    lines = {line.player: line for line in cases.ratings("S")}
    assert lines["Anne"].mu == lines["Bruno"].mu > lines["Chloé"].mu
    assert lines["Anne"].rank == lines["Bruno"].rank == 1 and lines["Chloé"].rank == 3


def test_a_season_of_one_game(store: Store) -> None:
    cases = UseCases(store)
    play(cases, {"Anne": 1200, "Bruno": 300}, season="Short")
    play(cases, {"Bruno": 1300, "Anne": 100}, season="Other")
    short = cases.ratings("Short")
    assert [(line.rank, line.player, line.games) for line in short] == [
        (1, "Anne", 1),
        (2, "Bruno", 1),
    ]
    model = PlackettLuce()
    anne, bruno = model.rate([[model.rating()], [model.rating()]], ranks=[1, 2])
    assert short[0].mu == pytest.approx(anne[0].mu) and short[1].mu == pytest.approx(bruno[0].mu)
    both = {line.player: line.games for line in cases.ratings(None)}
    assert both == {"Anne": 2, "Bruno": 2}


def test_unfinished_and_deleted_games_never_count(store: Store) -> None:
    cases = UseCases(store)
    gone = play(cases, {"Anne": 1200, "Bruno": 300})
    cases.delete_game(gone)
    playing = cases.start_game(["Anne", "Chloé"], make_profile("classic"), season="S").id
    cases.enter_turn(playing, ManualTurn("Anne", 500))
    assert cases.ratings("S") == [] and cases.ratings(None) == []


def test_the_player_record_has_the_rating_after_each_game(store: Store) -> None:
    cases = UseCases(store)
    for points in GAMES:
        play(cases, points)
    record = cases.player_record("Anne", "S")
    assert len(record.ratings) == 3
    last = {line.player: line for line in cases.ratings("S")}["Anne"]
    assert record.ratings[-1].ordinal == pytest.approx(last.ordinal)


def test_the_ratings_csv(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "m.db"
    store = open_store(f"sqlite:///{db}")
    cases = UseCases(store)
    for points in GAMES:
        play(cases, points)
    store.close()
    done = run_cli_here(capsys, "ratings", "--season", "S", "--csv", "--db", str(db))
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(io.StringIO(done.stdout)))
    assert rows[0] == ["rank", "player", "games", "mu", "sigma", "ordinal"]
    assert len(rows) == 5 and all(len(c.split(".")[1]) == 2 for row in rows[1:] for c in row[3:])
    person = run_cli_here(
        capsys, "--lang", "fr", "ratings", "--season", "S", "--db", str(db)
    ).stdout
    assert person.startswith("Cotes, saison S") and "cote = mu − 3 × sigma" in person
