"""Every output sanitised the same way (issue 26, case 9 and deliver 7): names and seasons that
another tool wrote into the database with control characters never reach a terminal raw — in
the text tables, the CSV (control characters as visible escapes) and the JSON (C1 controls as
``\\u`` escapes); the CSV formula guard is in the CSV only, never in a text table; the user's
own bad arguments are echoed safely. Fails on the code before this change."""

import json
import sqlite3
import unicodedata
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.test_file_fuzz import run

FINISHED = {
    "format": "marquoir-game/1",
    "players": ["Anne", "Bruno", "Chloé"],
    "turns": [
        {"player": "Anne", "manual": {"points": 6000, "opponents": 0}},
        {"player": "Bruno", "manual": {"points": 10, "opponents": 0}},
        {"player": "Chloé", "manual": {"points": 10, "opponents": 0}},
    ],
}
FORMULA = "=1+1"
CLEAR = "B\x1b[2J\u009bx"  # an escape sequence, and the one-character CSI (U+009B)
SEASON = "S\x1b]0;owned\x07\u009b"


@pytest.fixture
def db(tmp_path: Path) -> str:
    """A database holding one finished game whose names and season another tool rewrote."""
    path = tmp_path / "m.db"
    with UseCases(open_store(f"sqlite:///{path}")) as cases:
        cases.import_game(FINISHED)
    with sqlite3.connect(path) as connection:
        # the roster and the game's own seats (a game keeps the names it was given)
        for table_name in ("player", "seat"):
            rename = f"UPDATE {table_name} SET name = ? WHERE name = ?"
            connection.execute(rename, (FORMULA, "Anne"))
            connection.execute(rename, (CLEAR, "Bruno"))
        connection.execute("UPDATE season SET name = ?", (SEASON,))
    connection.close()
    return str(path)


def raw_controls(text: str) -> list[str]:
    """The control characters of ``text`` a terminal would act on (line ends aside)."""
    return [
        c for c in text if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") and c not in "\r\n"
    ]


COMMANDS = [
    ["standings", "--all"],
    ["ratings", "--all"],
    ["games"],
    ["seasons"],
    ["standings", "--all", "--csv"],
    ["standings", "--all", "--csv", "--excel"],
    ["ratings", "--all", "--csv"],
    ["ratings", "--all", "--csv", "--excel"],
    ["export", "1", "--csv"],
    ["export", "1", "--csv", "--excel"],
    ["export", "1", "--csv-long"],
    ["export", "1"],
    ["games", "--json"],
]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_no_raw_control_character_reaches_the_terminal(db: str, command: list[str]) -> None:
    status, out, err = run([*command, "--db", db])
    assert (status, err) == (0, "")
    assert raw_controls(out) == []
    # the escape is there, made visible (JSON: as its \u escape)
    assert ("\\u001b" if "--json" in command or command == ["export", "1"] else "\\x1b") in out
    if "--csv" in command:
        assert f"'{FORMULA}" in out  # the guard: no spreadsheet runs it


@pytest.mark.parametrize("command", [["export", "1"], ["games", "--json"]], ids=" ".join)
def test_json_escapes_the_c1_controls_and_reads_back_the_same(db: str, command: list[str]) -> None:
    _, out, _ = run([*command, "--db", db])
    assert "\\u009b" in out and "\\u001b" in out
    data = json.loads(out)
    players = data["players"] if isinstance(data, dict) else data[0]["players"]
    assert players == [FORMULA, CLEAR, "Chloé"]


def test_the_season_line_of_the_csv_sheet(db: str) -> None:
    _, out, _ = run(["export", "1", "--csv", "--db", db])
    assert "season,S\\x1b]0;owned\\x07\\x9b\r\n" in out


@pytest.mark.parametrize("command", [["standings", "--all"], ["ratings", "--all"]], ids=" ".join)
def test_a_text_table_shows_the_name_without_the_csv_guard(db: str, command: list[str]) -> None:
    _, out, _ = run([*command, "--db", db])
    assert f"'{FORMULA}" not in out
    assert any(line.split()[1:2] == [FORMULA] for line in out.splitlines())


def test_a_figure_stays_a_figure_in_the_csv(db: str) -> None:
    _, out, _ = run(["ratings", "--all", "--csv", "--db", db])
    assert ",-0.61\r\n" in out and "'-" not in out


@pytest.mark.parametrize(
    "args",
    [
        ["export", "\x1b[2J"],
        ["board", "\x1b]0;owned\x07"],
        ["--lang", "\x9bxx", "games"],
        ["standings", "--game", "\x1b[31m"],
        ["score", "xxggggds", "--card", "\x1b[2J"],
        ["score", "--game", "dix-mille", "1\x1b[2J"],
        ["import", "/nowhere/\x1b[2J.json"],
    ],
)
def test_the_user_s_own_bad_argument_is_echoed_safely(args: list[str]) -> None:
    status, out, err = run(args)
    assert status == 2 and out == ""
    assert len(err.splitlines()) == 1
    assert raw_controls(err) == []
    assert "\\x1b" in err or "\\x9b" in err


def test_a_backup_s_path_is_echoed_safely(db: str, tmp_path: Path) -> None:
    status, out, _ = run(["backup", str(tmp_path / "copy\x1b[2J.db"), "--db", db])
    assert status == 0
    assert raw_controls(out) == [] and "copy\\x1b[2J.db" in out


def _visible_char_by_char(text: str) -> str:
    import unicodedata

    short = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}  # issue 48: a line end is \n
    return "".join(
        short.get(c) or (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")
        if unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp")
        else c
        for c in text
    )


def _width_char_by_char(text: str) -> int:
    import unicodedata

    return sum(
        0
        if unicodedata.combining(c) or c in "\u200d\ufe0f"
        else 2
        if unicodedata.east_asian_width(c) in ("W", "F")
        else 1
        for c in text
    )


@settings(max_examples=400)
@given(st.text(alphabet=st.characters(codec=None)))
def test_the_fast_paths_show_and_measure_every_text_as_char_by_char(text: str) -> None:
    """``visible`` and ``width`` answer plain text at once (``games`` lists 2,000 rows of
    names): what they give is what the character-by-character rule gives, for any text."""
    from marquoir.commands.output import width
    from marquoir.i18n import visible

    assert visible(text) == _visible_char_by_char(text)
    assert width(text) == _width_char_by_char(text)


def _escaped_by_category(text: str) -> str:
    """What visible_json writes, by Unicode's categories alone (its fast path for Latin text
    must agree)."""
    return "".join(
        f"\\u{ord(c):04x}"
        if c != "\n" and unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp")
        else c
        for c in text
    )


@settings(max_examples=300)
@given(
    st.text(st.characters(max_codepoint=0x2FF) | st.sampled_from("\x7f\x9b\x85\n\t\u2028é"))
    | st.text()
)
def test_json_text_escapes_a_control_character_by_its_unicode_category(text: str) -> None:
    from marquoir.i18n import visible_json

    if text.isascii() and "\x7f" not in text:
        assert visible_json(text) == text  # plain JSON as json.dumps writes it: as it is
    else:
        assert visible_json(text) == _escaped_by_category(text)
