"""The sheets of issue #21 as reported: each of these failed on the code before the fix."""

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from marquoir.exports.csv_sheet import long_rows, sheet_rows
from marquoir.use_cases import read_game_file
from tests.helpers import run_cli_here

#: the Morbleu game of the issue: pot 3, Anne wins a Score (+2), Bruno a Franche, a
#: Sorcière moves 1 escudo from Anne to Bruno, Anne wins a Double (+1), the pot is empty;
#: the Treasure adds Anne 1, Bruno 2
MORBLEU_ISSUE = {
    "format": "marquoir-game/1",
    "game": "morbleu",
    "rules": {"pot": 3},
    "players": ["Anne", "Bruno"],
    "turns": [
        {"player": "Anne", "duel": {"against": "Bruno", "winner": "Anne", "challenge": "score"}},
        {"player": "Bruno", "duel": {"against": "Anne", "winner": "Bruno", "challenge": "franche"}},
        {"player": "Anne", "adjust": {"escudos": {"Anne": -1, "Bruno": 1}, "note": "Sorcière"}},
        {"player": "Anne", "duel": {"against": "Bruno", "winner": "Anne", "challenge": "double"}},
    ],
    "treasure": {"Anne": 1, "Bruno": 2},
}


def test_the_issues_morbleu_game_adds_up_in_replay(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "morbleu.json"
    path.write_text(json.dumps(MORBLEU_ISSUE), encoding="utf-8")
    done = run_cli_here(capsys, "replay", str(path))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    rows = [line.split("│") for line in out.splitlines()[2:4]]
    # each turn its own figure, in the order played (issue 47): Anne's Sorcière, Double and
    # Treasure; Bruno's escudo from the Sorcière and his Treasure
    assert [cell.split() for cell in rows[1][1:]] == [["−1", "+1", "+1", "3"], ["+1", "+2", "3"]]
    assert [cell.split() for cell in rows[0][1:]] == [["+2", "2"], ["0", "0"]]


def test_the_issues_morbleu_game_adds_up_in_both_csv_files() -> None:
    read = read_game_file(MORBLEU_ISSUE)
    long = long_rows(read.rules, read.state, read.turns)
    head, treasure = long[0], long[-1]
    gains = [treasure[head.index(f"{name} gain")] for name in ("Anne", "Bruno")]
    assert gains == [1, 2]
    sheet = sheet_rows(read.rules, 1, datetime(2026, 1, 1, tzinfo=UTC), "s", read.state)
    header = next(row for row in sheet if row and row[0] == "round")
    second = next(row for row in sheet if row and row[0] == 2)
    cells = dict(zip(header, second, strict=True))
    # Anne: −1 (the Sorcière) +1 (the Double), her Treasure 1; Bruno: +1, his Treasure 2
    anne = [cells[f"Anne{part}"] for part in ("", " from others", " Treasure", " total")]
    bruno = [cells[f"Bruno{part}"] for part in ("", " from others", " Treasure", " total")]
    assert (anne, bruno) == ([0, 0, 1, 3], ["", 1, 2, 3])


def test_a_treasure_declared_is_in_its_own_column_not_from_others() -> None:
    """#47: Morbleu's CSV sheet put the Treasure declared (entered by the first seat) in the
    other pirates' "from others" column, and the first seat's in their own points."""
    read = read_game_file({**MORBLEU_ISSUE, "treasure": {"Anne": 4, "Bruno": 5}})
    sheet = sheet_rows(read.rules, 1, datetime(2026, 1, 1, tzinfo=UTC), "s", read.state, "fr")
    header = next(row for row in sheet if row and row[0] == "manche")
    second = dict(zip(header, next(row for row in sheet if row and row[0] == 2), strict=True))
    assert (second["Anne Trésor"], second["Bruno Trésor"]) == (4, 5)
    assert (second["Anne"], second["Bruno par les autres"]) == (0, 1)


def test_the_csv_sheet_shows_skull_island_losses() -> None:
    """Anne's row read ``1;1400;900``: the −500 of Bruno's trip is in its own column."""
    example = Path(__file__).parents[2] / "examples" / "game.json"
    read = read_game_file(json.loads(example.read_text(encoding="utf-8")))
    sheet = sheet_rows(read.rules, 1, datetime(2026, 1, 1, tzinfo=UTC), "s", read.state)
    header = next(row for row in sheet if row and row[0] == "round")
    first = dict(zip(header, next(row for row in sheet if row and row[0] == 1), strict=True))
    assert (first["Anne"], first["Anne Skull Island"], first["Anne total"]) == (1400, -500, 900)
    # Chloé had nothing: the −500 stops at 0, the floor gives 500 back
    assert (first["Chloé Skull Island"], first["Chloé floor at 0"]) == (-500, 500)
