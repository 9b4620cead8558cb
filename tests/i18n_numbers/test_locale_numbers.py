"""Numbers in the Captain's locale (#21, deliver 3): one home (marquoir/i18n/numbers.py), with
Babel; the French spreadsheet CSV read back as French Excel reads it."""

import csv
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from babel.numbers import format_decimal, get_group_symbol

from marquoir.i18n.numbers import GROUP, LOCALES, decimal, percent, significant, whole
from tests.exports.test_csv_sheet import FINISHED
from tests.helpers import run_cli

NNBSP, NBSP = "\u202f", "\u00a0"


def test_the_figures_of_the_issue() -> None:
    assert (whole(1400, "fr"), whole(1400, "en")) == (f"1{NNBSP}400", "1,400")
    assert (percent(0.278, "fr"), percent(0.278, "en")) == (f"27,8{NBSP}%", "27.8%")
    assert (percent(1, "fr", 0), percent(1, "en", 0)) == (f"100{NBSP}%", "100%")
    assert (decimal(-1234.56, "fr"), decimal(41.25, "en", sign=True)) == (
        f"−1{NNBSP}234,6",
        "+41.2",
    )
    assert (significant(594.4, "fr"), significant(1234.0, "en")) == ("594,4", "1,234")


@pytest.mark.parametrize("lang", sorted(LOCALES))
def test_whole_points_group_as_babel_does(lang: str) -> None:
    """Whole points are grouped with the locale's group symbol, Babel's, as Babel groups
    them."""
    assert GROUP[lang] == get_group_symbol(LOCALES[lang])
    for n in (0, 7, 999, 1000, 1400, 10271, 1234567, -800, -1000000):
        expected = format_decimal(abs(n), locale=LOCALES[lang])
        assert whole(n, lang) == ("−" if n < 0 else "") + expected


def test_the_score_command_does_not_import_babel() -> None:
    probe = subprocess.run(
        [
            sys.executable,
            "-c",
            "import sys; from marquoir.cli import main\n"
            "try:\n    main(['--lang', 'fr', 'score', 'xxggggds', '--card', 'pirate'])\n"
            "except SystemExit:\n    pass\n"
            "print('babel' in sys.modules)",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "1\u202f400" in probe.stdout and probe.stdout.strip().endswith("False")


#: a number as French Excel and LibreOffice read it in a cell: digits, a decimal comma
FRENCH_NUMBER = re.compile(r"-?\d+(,\d+)?")


def french_excel(cell: str) -> float | None:
    """The number French Excel reads in a cell, or None when it reads text (``1.000`` is
    not one: it would be taken for a thousand, or a date)."""
    return float(cell.replace(",", ".")) if FRENCH_NUMBER.fullmatch(cell) else None


def test_the_french_excel_standings_read_as_numbers(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    path = tmp_path / "g.json"
    path.write_text(json.dumps(FINISHED), "utf-8")
    assert run_cli("import", str(path), "--db", db, "--season", "Club").returncode == 0
    for words in ("standings", "ratings"):
        plain = run_cli(words, "--season", "Club", "--csv", "--db", db)
        excel = run_cli("--lang", "fr", words, "--season", "Club", "--csv", "--excel", "--db", db)
        assert excel.returncode == 0, excel.stderr
        assert excel.stdout.startswith("\ufeff")
        machine = list(csv.reader(io.StringIO(plain.stdout)))
        french = list(csv.reader(io.StringIO(excel.stdout.lstrip("\ufeff")), delimiter=";"))
        # the headers in the Captain's language; the plain CSV keeps the field names
        assert french[0][1] == "joueur" and machine[0][1] == "player"
        assert len(french) == len(machine) > 1
        for theirs, ours in zip(machine[1:], french[1:], strict=True):
            for index, (value, cell) in enumerate(zip(theirs, ours, strict=True)):
                if index == 1:  # the name
                    assert cell == value
                    continue
                assert french_excel(cell) == pytest.approx(float(value)), (words, cell)
        if words == "standings":  # Anne's win rate: 1, never read as one thousand
            assert (french[0][4], french[1][4]) == ("% victoires", "1,000")


def test_the_english_excel_csv_has_commas_and_points(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    path = tmp_path / "g.json"
    path.write_text(json.dumps(FINISHED), "utf-8")
    assert run_cli("import", str(path), "--db", db, "--season", "Club").returncode == 0
    excel = run_cli("--lang", "en", "standings", "--season", "Club", "--csv", "--excel", "--db", db)
    rows = list(csv.reader(io.StringIO(excel.stdout.lstrip("\ufeff"))))
    assert rows[0][:5] == ["rank", "player", "games", "wins", "win_rate"]
    assert rows[1][4:6] == ["1.000", "5800.0"]
