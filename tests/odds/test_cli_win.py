"""``marquoir odds --win FILE`` (issue 23, deliver 5 in part): each player's chance to win
now and each seat's at 0–0, for a two-player Dix mille game file; a sentence otherwise."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from marquoir.cli import main
from marquoir.odds import dix_mille_win as win
from marquoir.odds.dix_mille import solve_need
from marquoir.rules.dix_mille import DixMilleProfile

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
                "Chance de gagner maintenant (Dix mille), chacun jouant pour gagner :",
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


@pytest.mark.parametrize(
    "lang,message",
    [
        ("en", "marquoir: The chance to win is not computed yet for 3 players, only for two"),
        (
            "fr",
            "marquoir: La chance de gagner n'est pas encore calculée pour 3 joueurs, seulement pour deux",
        ),
    ],
)
def test_three_players_are_not_computed_yet(
    capsys: pytest.CaptureFixture[str], lang: str, message: str
) -> None:
    assert main(["--lang", lang, "odds", "--win", str(EXAMPLES / "dix-mille.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err == message + "\n"


@pytest.mark.parametrize(
    "example,lang,message",
    [
        ("game.json", "en", "The chance to win is not computed yet for Mille Sabords"),
        ("morbleu.json", "fr", "La chance de gagner n'est pas encore calculée pour Morbleu"),
    ],
)
def test_other_games_are_not_computed_yet(
    capsys: pytest.CaptureFixture[str], example: str, lang: str, message: str
) -> None:
    assert main(["--lang", lang, "odds", "--win", str(EXAMPLES / example), "--json"]) == 2
    assert capsys.readouterr().err == f"marquoir: {message}\n"


def test_the_three_blanks_penalty_is_not_computed_yet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = game_file(tmp_path, [], three_blanks=500)
    assert main(["odds", "--win", path]) == 2
    assert capsys.readouterr().err == (
        "marquoir: The chance to win is not computed yet with the three-blanks penalty"
        " (500 points)\n"
    )


def test_a_total_left_by_manual_points_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = game_file(
        tmp_path, [{"player": "Anne", "manual": {"points": 30, "opponents": 0}, "note": "house"}]
    )
    assert main(["odds", "--win", path]) == 2
    assert capsys.readouterr().err == (
        "marquoir: The chance to win is not computed for this game: manual points left Anne"
        " at 30, a total the game's own turns cannot make\n"
    )


def test_a_file_that_cannot_be_read_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["odds", "--win", str(tmp_path / "none.json")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("marquoir: ") and "none.json" in err and err.count("\n") == 1
