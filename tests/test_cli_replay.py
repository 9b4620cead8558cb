import json
from pathlib import Path

import pytest

from marquoir.cli import main
from tests.helpers import run_cli

EXAMPLE = Path(__file__).parents[1] / "examples" / "game.json"


def test_json_output(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(EXAMPLE), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["players"] == ["Anne", "Bruno", "Chloé"]
    assert data["totals"] == {"Anne": 1200, "Bruno": 0, "Chloé": 600}
    assert (data["phase"], data["next_player"], data["winners"], data["ended_by"]) == (
        "playing",
        "Bruno",
        [],
        None,
    )
    turn = dict(data["turns"][1])
    assert turn == {
        "player": "Bruno",
        "points": 0,
        "opponents": {"Anne": -500, "Chloé": -500},
        "totals": {"Anne": 900, "Bruno": 0, "Chloé": 0},
    }


def test_finished_game_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    game = json.loads(EXAMPLE.read_text("utf-8"))
    game["turns"] = [
        {"player": "Anne", "manual": {"points": 6000}},
        {"player": "Bruno", "manual": {"points": 6000}},
        {"player": "Chloé", "dice": "xxggggds"},
    ]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game), "utf-8")
    main(["replay", str(path), "--json"])
    data = json.loads(capsys.readouterr().out)
    assert (data["phase"], data["next_player"], data["winners"], data["ended_by"]) == (
        "over",
        None,
        ["Anne", "Bruno"],
        "target",
    )


def test_sheet_for_a_person(capsys: pytest.CaptureFixture[str]) -> None:
    main(["--lang", "en", "replay", str(EXAMPLE)])
    lines = capsys.readouterr().out.splitlines()
    assert [name.strip() for name in lines[0].split("│")[1:]] == ["Anne", "Bruno", "Chloé"]
    # every row adds up: Bruno's trip took 500 from each (Chloé's 0 held by the floor: →0),
    # each figure in the order it happened (issue 47: ``+600 −500☠ → 600`` read as 100)
    first = ["1", "│", "+1,400", "−500☠", "900", "│", "0☠", "0", "│", "−500☠", "→0", "+600", "600"]
    assert lines[2].split() == first
    # Anne's points by hand marked ✎ (issue 47: the mark in every reading)
    assert lines[3].split() == ["2", "│", "+300✎", "1,200", "│", "·", "0", "│", "·", "600"]
    assert lines[-1] == "Round 2: Bruno to play (target 6,000)"


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (
            '{"format": "marquoir-game/1", "players": ["A", "B"], "turns": [{"player": "B", "dice": "8g"}]}',
            "marquoir: turns[0]: A plays next, not B",
        ),
        (
            "{not json",
            "marquoir: -: not JSON (line 1, column 2: Expecting property name enclosed in double quotes)",
        ),
        ("[]", "marquoir: expected an object {…}"),
    ],
)
def test_bad_files(content: str, message: str) -> None:
    done = run_cli("replay", "-", stdin=content)
    assert (done.returncode, done.stdout, done.stderr.strip()) == (2, "", message)


def test_missing_file(tmp_path: Path) -> None:
    done = run_cli("replay", str(tmp_path / "nope.json"))
    assert done.returncode == 2 and "cannot be read (No such file or directory)" in done.stderr


def test_json_output_carries_the_pile_and_its_warnings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = json.loads(EXAMPLE.read_text("utf-8"))
    game["turns"] = [
        {"player": ("Anne", "Bruno", "Chloé")[i % 3], "card": "skull2", "dice": "xggggggg"}
        for i in range(3)
    ]
    path = tmp_path / "g.json"
    path.write_text(json.dumps(game), "utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["deck"]["size"] == 35 and data["deck"]["drawn"] == 2
    assert data["deck"]["left"]["skull2"] == 0 and data["deck"]["left"]["pirate"] == 4
    assert data["warnings"] == [
        {"turn": 2, "card": "skull2", "message": "No Skulls (2) left before the reshuffle — typo?"}
    ]
    text = run_cli("--lang", "fr", "replay", str(path)).stdout
    assert "Tour 3 (Chloé) : Plus de carte Têtes de mort (2) dans la pioche" in text
