"""Every count bounded, every number read as what it is (issue 48, points 8 and 11): one Dix
mille turn holds at most 100 throws (150,000 throws of ``5`` were stored as 7,500,000 points),
a fraction where a whole number is expected is said so, a key written twice in one object of a
game file is refused by name (JSON keeps the last, even for ``"format"``), a line end in a
message is ``\\n``, and a name that reads as a figure (``-1``) is guarded in every language's
CSV for a spreadsheet."""

import json
from pathlib import Path

import pytest

from marquoir.games.dix_mille.rules import ThrowsTurn
from marquoir.games.dix_mille.rules.profile import make_profile
from marquoir.i18n import visible
from marquoir.rules import Refusal
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.test_file_fuzz import run


def dix_mille(
    turns: list[dict[str, object]], players: tuple[str, str] = ("Anne", "Bruno")
) -> dict[str, object]:
    return {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 3000, "entry": 0},
        "players": list(players),
        "turns": turns,
    }


def replayed(tmp_path: Path, text: str, lang: str = "en") -> tuple[int, str, str]:
    file = tmp_path / "g.json"
    file.write_text(text, "utf-8")
    return run(["--lang", lang, "replay", str(file)])


def test_a_turn_of_150000_throws_is_refused_with_the_limit(tmp_path: Path) -> None:
    document = dix_mille([{"player": "Anne", "throws": ["5"] * 150_000}])
    status, out, err = replayed(tmp_path, json.dumps(document))
    assert (status, out) == (2, "")
    assert err == "marquoir: turns[0].throws: 150,000 throws in one turn: a turn has at most 100\n"
    status, _, err = replayed(tmp_path, json.dumps(document), "fr")
    assert (
        "turns[0].throws : 150" in err
        and "000 lancers en un tour : un tour en a au plus 100" in err
    )
    # 100 throws and a blank are a turn
    document = dix_mille([{"player": "Anne", "throws": ["5"] * 100 + ["blank"]}])
    assert replayed(tmp_path, json.dumps(document))[0] == 0


def test_a_turn_of_101_throws_is_refused_at_the_table(tmp_path: Path) -> None:
    with UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}")) as cases:
        game = cases.start_game(
            ["Anne", "Bruno"], make_profile(target=3000, entry=0), game="dix-mille"
        )
        with pytest.raises(Refusal) as caught:
            cases.enter_turn(game.id, ThrowsTurn("Anne", ("5",) * 101, False, ""))
        assert "101 throws in one turn: a turn has at most 100" in str(caught.value)
        assert cases.game(game.id).turns == ()


def test_a_fraction_of_a_point_is_said_to_want_a_whole_number(tmp_path: Path) -> None:
    document = dix_mille([{"player": "Anne", "points": 300.5}])
    status, _, err = replayed(tmp_path, json.dumps(document))
    assert status == 2
    assert err == "marquoir: turns[0].points: expected a whole number of points, not 300.5\n"
    document = dix_mille([{"player": "Anne", "points": 300.0}])  # a whole number written so
    assert replayed(tmp_path, json.dumps(document))[0] == 0


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (
            '{"format": "marquoir-game/0", "format": "marquoir-game/1", "players": ["A", "B"]}',
            "format",
        ),
        (
            '{"format": "marquoir-game/1", "players": ["A", "B"], "turns": [{"player": "A", "player": "B", "points": 50}], "game": "dix-mille"}',
            "player",
        ),
    ],
)
def test_a_key_written_twice_is_refused_by_name(tmp_path: Path, text: str, key: str) -> None:
    status, _, err = replayed(tmp_path, text)
    assert status == 2
    assert f"the key '{key}' is written twice in one object" in err
    status, _, err = run(
        ["--lang", "fr", "import", str(tmp_path / "g.json"), "--db", str(tmp_path / "m.db")]
    )
    assert status == 2 and f"la clé « {key} » est écrite deux fois" in err


def test_a_line_end_is_shown_as_a_reader_knows_it() -> None:
    assert visible("over\nand\tout\r") == "over\\nand\\tout\\r"
    assert visible("\x1b[2J") == "\\x1b[2J"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_name_that_reads_as_a_figure_is_guarded_in_the_spreadsheet_csv(
    tmp_path: Path, lang: str
) -> None:
    file = tmp_path / "g.json"
    turns = [{"player": "-1", "points": 3000}, {"player": "Bruno", "points": 50}]
    file.write_text(json.dumps(dix_mille(turns, ("-1", "Bruno"))), "utf-8")
    db = str(tmp_path / "m.db")
    assert run(["import", str(file), "--db", db])[0] == 0
    for command in (
        ["standings", "--game", "dix-mille", "--all"],
        ["ratings", "--game", "dix-mille"],
    ):
        for excel in (["--excel"], []):
            status, out, _ = run(["--lang", lang, *command, "--csv", *excel, "--db", db])
            assert status == 0
            cells = [
                row.split(";" if excel and lang == "fr" else ",")[1] for row in out.splitlines()[1:]
            ]
            assert "'-1" in cells and "-1" not in cells, (command, excel, out)


@pytest.mark.parametrize("number", ["123456789012345678901", "1e300"])
def test_a_number_too_big_for_any_field_says_the_limit(tmp_path: Path, number: str) -> None:
    text = (
        '{"format": "marquoir-game/1", "players": ["A", "B"], "rules": {"target": ' + number + "}}"
    )
    status, _, err = replayed(tmp_path, text)
    assert status == 2
    assert err.startswith("marquoir: rules.target: ")
    assert err.endswith("is far too big: a number in a game file has at most 18 digits\n")
