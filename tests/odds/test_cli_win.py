"""``marquoir odds --win FILE`` (issue 23, deliver 5 in part): each player's chance to win
now and each seat's at 0–0, for a two-player Dix mille game file; a sentence otherwise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from marquoir.cli import main
from marquoir.games.dix_mille.odds import win
from marquoir.games.dix_mille.odds.advice import solve_need
from marquoir.games.dix_mille.rules import DixMilleProfile

# one worker solves the 2,000-point profile once, in memory, for every test here
pytestmark = pytest.mark.xdist_group("dix_mille_win")

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
PROFILE = DixMilleProfile(target=2000)


def game_file(tmp_path: Path, turns: list[dict[str, Any]], **rules: Any) -> str:
    path = tmp_path / "game.json"
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 2000, **rules},
        "players": ["Anne", "Bruno"],
        "turns": turns,
    }
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def chances(capsys: pytest.CaptureFixture[str], path: str) -> dict[str, Any]:
    assert main(["odds", "--win", path, "--json"]) == 0
    data: dict[str, Any] = json.loads(capsys.readouterr().out)
    return data


def test_json_gives_each_players_chance_now_and_the_seats(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = game_file(
        tmp_path, [{"player": "Anne", "points": 350}, {"player": "Bruno", "blank": True}]
    )
    anne = win.win_chance(PROFILE, 350, 0).chance
    first, second = win.seat_chances(PROFILE)
    assert chances(capsys, path) == {
        "game": "dix-mille",
        "next_player": "Anne",
        "win_chances": {"Anne": round(anne, 6), "Bruno": round(1 - anne, 6)},
        "seats": [round(first, 6), round(second, 6)],
        "head_start": 0,
        "fair_head_start": fair_head_start()[0],
        "exact": True,
        "endings": 0,
        "errors": {},
        "seat_errors": [],
        "seat_endings": 0,
        "model": "",
    }


def fair_head_start() -> tuple[int, float]:
    """The smallest head start, in fifties of the solved table, with the first seat at most
    even, and the first seat's chance then."""
    row = win.solve(PROFILE).w[0]
    h = next(h for h in range(len(row)) if row[h] <= 0.5)
    return h * 50, float(row[h])


def test_in_the_last_round_the_other_must_pass_the_leader(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Anne banked 2,100: Bruno, at 300, has one turn to bank 1,850 or more."""
    path = game_file(
        tmp_path,
        [
            {"player": "Anne", "points": 1000},
            {"player": "Bruno", "points": 300},
            {"player": "Anne", "points": 1100},
        ],
    )
    bruno = float(solve_need(PROFILE, 1850).roll[6, 0])
    data = chances(capsys, path)
    assert data["next_player"] == "Bruno"
    assert data["win_chances"] == {"Anne": round(1 - bruno, 6), "Bruno": round(bruno, 6)}


def test_a_game_over_is_certain(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = game_file(
        tmp_path, [{"player": "Anne", "points": 2000}, {"player": "Bruno", "blank": True}]
    )
    data = chances(capsys, path)
    assert data["next_player"] is None and data["win_chances"] == {"Anne": 1.0, "Bruno": 0.0}


@pytest.mark.parametrize(
    "lang,expected",
    [
        (
            "en",
            [
                "Chance to win now (Dix mille), both playing to win:",
                "  Anne    {anne:>7}",
                "  Bruno   {bruno:>7}  ▶ to play",
                "At 0–0 under these rules, by seat:",
                "  seat 1  {first:>7}",
                "  seat 2  {second:>7}",
                "Fair head start: {fair} for each later seat (seat 1 then {fair_first})",
            ],
        ),
        (
            "fr",
            [
                "Chance de gagner maintenant (Dix mille), les deux jouant pour gagner :",
                "  Anne     {anne:>7}",
                "  Bruno    {bruno:>7}  ▶ à jouer",
                "À 0–0 avec ces règles, par place :",
                "  place 1  {first:>7}",
                "  place 2  {second:>7}",
                "Avance équitable : {fair} par place suivante (la place 1 a alors {fair_first})",
            ],
        ),
    ],
)
def test_the_text_in_both_languages(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, expected: list[str]
) -> None:
    from marquoir.i18n.numbers import percent
    from marquoir.rules import format_points

    path = game_file(tmp_path, [{"player": "Anne", "points": 500}])
    bruno = win.win_chance(PROFILE, 0, 500).chance
    first, second = win.seat_chances(PROFILE)
    assert main(["--lang", lang, "odds", "--win", path]) == 0
    figures = {
        "anne": percent(1 - bruno, lang),
        "bruno": percent(bruno, lang),
        "first": percent(first, lang),
        "second": percent(second, lang),
        "fair": format_points(fair_head_start()[0], lang),
        "fair_first": percent(fair_head_start()[1], lang),
    }
    assert capsys.readouterr().out.splitlines() == [line.format(**figures) for line in expected]


@pytest.mark.parametrize("example", ["dix-mille.json", "game.json", "morbleu.json"])
def test_every_game_has_its_chances_simulated_where_not_solved(
    capsys: pytest.CaptureFixture[str], example: str
) -> None:
    """Issue 23 deliver 5: ``odds --win`` answers for every game (three-player Dix mille,
    Mille Sabords, Morbleu), the simulated figures with their standard errors."""
    data = chances(capsys, str(EXAMPLES / example))
    assert abs(sum(data["win_chances"].values()) - 1) < 1e-9
    assert abs(sum(data["seats"]) - 1) < 1e-9
    assert data["seat_endings"] == 20_000 and len(data["seat_errors"]) == 3
    assert all(0 < e <= 0.005 for e in data["seat_errors"])
    assert data["model"].endswith(".win_model")
    if data["next_player"] is not None:  # Morbleu's example is played out: known
        assert data["endings"] == 20_000 and not data["exact"]
        assert all(0 < e <= 0.005 for e in data["errors"].values())


@pytest.mark.parametrize(
    "lang,lines",
    [
        (
            "en",
            [
                "Simulated over 20,000 endings, each figure ± its standard error.",
                "Each turn simulated: the card drawn from the pile as it stands, the dice played"
                " by the advice for the most points (f2), in the last round stopping only once"
                " past the leader.",
            ],
        ),
        (
            "fr",
            [
                "Simulé sur 20\u202f000 fins de partie, chaque chiffre ± son erreur type.",
                "Chaque tour simulé : la carte tirée de la pioche telle qu'elle est, les dés"
                " joués selon le conseil pour le plus de points (f2), au dernier tour en ne"
                " s'arrêtant qu'une fois le premier dépassé.",
            ],
        ),
    ],
)
def test_a_simulation_says_what_it_assumes(
    capsys: pytest.CaptureFixture[str], lang: str, lines: list[str]
) -> None:
    assert main(["--lang", lang, "odds", "--win", str(EXAMPLES / "game.json")]) == 0
    out = capsys.readouterr().out.splitlines()
    at = out.index(lines[0])  # under the seats (the fair head start follows)
    assert out[at : at + 2] == lines
    assert "±" in out[1] and out[0].endswith(("simulated:", "simulée :"))


def test_the_three_blanks_penalty_is_simulated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = game_file(tmp_path, [], three_blanks=500)
    data = chances(capsys, path)
    assert not data["exact"] and data["endings"] == 20_000
    assert data["win_chances"]["Anne"] > data["win_chances"]["Bruno"]


def test_a_total_left_by_manual_points_is_simulated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The exact table counts in fifties: Anne at 30 (manual points) is simulated instead."""
    path = game_file(
        tmp_path, [{"player": "Anne", "manual": {"points": 30, "opponents": 0}, "note": "house"}]
    )
    data = chances(capsys, path)
    assert not data["exact"] and data["next_player"] == "Bruno"
    assert data["seat_endings"] == 0  # the seats stay exact


@pytest.mark.parametrize(
    "lang,message",
    [
        ("en", "marquoir: A solo game has no chance to win: its player plays for a record"),
        (
            "fr",
            "marquoir: Une partie en solo n'a pas de chance de gagner : son joueur joue pour"
            " un record",
        ),
    ],
)
def test_a_solo_game_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str, message: str
) -> None:
    path = tmp_path / "solo.json"
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "players": ["Zoé"],
        "turns": [{"player": "Zoé", "points": 500}],
    }
    path.write_text(json.dumps(document), encoding="utf-8")
    assert main(["--lang", lang, "odds", "--win", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == message + "\n"


def test_a_file_that_cannot_be_read_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", "--win", str(tmp_path / "none.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("marquoir: ") and "none.json" in err and err.count("\n") == 1
