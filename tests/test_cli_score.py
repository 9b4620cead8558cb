import json

import pytest

from marquoir.cli import main
from tests.helpers import run_cli_here


def test_json_is_exactly_the_documented_object(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "2x4gds", "--card", "pirate", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data == {
        "card": "pirate",
        "dice": "xxdggggs",
        "points": 1400,
        "opponents": 0,
        "busted": False,
        "skull_island": False,
        "full_chest": False,
        "pirate_magic": False,
        "breakdown": [
            {"label": "4 × gold coin — set", "points": 200},
            {"label": "gold coins and diamonds 5 × 100", "points": 500},
            {"label": "Pirate ×2", "points": 700},
        ],
    }


def test_skull_island_json(capsys: pytest.CaptureFixture[str]) -> None:
    main(["score", "xxxxxxxg", "--card", "pirate", "--skull-island", "--json"])
    data = json.loads(capsys.readouterr().out)
    assert (data["points"], data["opponents"], data["skull_island"]) == (0, -1400, True)


def test_zombie_uses_players(capsys: pytest.CaptureFixture[str]) -> None:
    main(["score", "xxxxxsss", "--card", "zombie", "--edition", "2025", "--players", "3", "--json"])
    assert json.loads(capsys.readouterr().out)["opponents"] == 600


def test_person_output_is_aligned(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--lang", "en", "score", "xxggggds", "--card", "pirate"])
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Pirate, dice xxdggggs"
    assert lines[-1].split() == ["total", "1,400"]
    assert len({len(line) for line in lines[1:]}) == 1


def test_person_output_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--lang", "fr", "score", "xxggggds", "--card", "pirate"])
    out = capsys.readouterr().out
    assert "4 × pièce d'or — combinaison" in out and "1\u202f400" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["score", "xxggggdq"], "'q' (character 8) is not a face"),
        (["score", "xxggggdss"], "9 dice, a turn has 8"),
        (["score", "xxggggds", "--card", "captain"], "'captain' is not a card"),
        (["score", "xxggggds", "--card", "peace"], "Peace is a 2025 card"),
        (["score", "xxxggggg", "--skull-island"], "Skull Island needs 4 skulls or more"),
        (["score", "xxggggds", "--players", "two"], "invalid int value: 'two'"),
        (["score"], "the following arguments are required: DICE"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_status_2(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    done = run_cli_here(capsys, *args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert message in done.stderr
    assert len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize(
    ("args", "line"),
    [
        # one sabre, not "1 sabres"
        (["ggggmmps", "--card", "ship2"], "pirate ship lost: 1 sabre, 2 needed"),
        (["xxxxxsss", "--card", "zombie", "--edition", "2025"], "Zombie Attack lost (3 sabres)"),
        (["xmmmmmms", "--card", "peace", "--edition", "2025"], "Peace broken: 1 sabre × −500"),
        # a ship lost to three skulls says so, not "3 sabres, 3 needed"
        (["xxxsssgg", "--card", "ship3"], "pirate ship lost: the skulls ended the turn"),
    ],
)
def test_the_arithmetic_reads_without_frowning(
    capsys: pytest.CaptureFixture[str], args: list[str], line: str | None
) -> None:
    assert main(["score", *args]) == 0
    out = capsys.readouterr().out
    if line is not None:
        assert line in out
    assert "1 sabres" not in out and "3 sabres, 3 needed" not in out


def test_zombie_lost_with_one_sabre_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--lang", "fr", "score", "xxxxxxxs", "--card", "zombie", "--edition", "2025"])
    assert "Attaque zombie perdue (1 sabre)" in capsys.readouterr().out


def test_skull_island_shows_what_each_opponent_loses(capsys: pytest.CaptureFixture[str]) -> None:
    main(["score", "xxxggggg", "--card", "skull2", "--skull-island"])
    out = capsys.readouterr().out
    assert "Skull Island: 5 skulls × 100, each opponent loses  −500" in out
