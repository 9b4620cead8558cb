"""CSV sheets: a golden file for a known game, the long form, formula injection, Excel."""

import copy
import csv
import io
import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from sqlalchemy import update

from marquoir.exports.csv_sheet import long_rows, safe, sheet_rows, standings_rows, to_csv
from marquoir.exports.game_json import read_game
from marquoir.games.mille_sabords.rules import RULES
from marquoir.records import standing_fields
from marquoir.store import open_store
from marquoir.store.models import GameRow
from marquoir.use_cases import UseCases
from tests.helpers import run_cli_here

DATA = Path(__file__).parents[1] / "data"
EXAMPLE = json.loads((Path(__file__).parents[2] / "examples" / "game.json").read_text("utf-8"))
FINISHED = EXAMPLE | {
    "rules": {"edition": "classic", "target": 2500},
    "turns": [
        *EXAMPLE["turns"],
        {"player": "Bruno", "card": "ship2", "dice": "ggmmmmss"},
        {
            "player": "Chloé",
            "manual": {"points": -200, "opponents": {"Anne": 100}},
            "note": "=cmd|' /C calc'!A0",
        },
        {"player": "Anne", "dice": "ssssssss"},
        {"player": "Bruno", "dice": "xxxmmmmm"},
        {"player": "Chloé", "card": "sorceress", "dice": "gggggggx"},
    ],
}
MOMENT = datetime(2026, 6, 21, 12, 0, tzinfo=UTC)


@pytest.mark.parametrize(
    ("lang", "golden"), [("en", "game-sheet.csv"), ("fr", "game-sheet-fr.csv")]
)
def test_golden_game_sheet(lang: str, golden: str) -> None:
    _, _, _, state = read_game(FINISHED)
    text = to_csv(sheet_rows(RULES, 7, MOMENT, "Club 2026", state, lang))
    assert text == (DATA / golden).read_text("utf-8").replace("\n", "\r\n")


@pytest.mark.parametrize(("lang", "golden"), [("en", "game-long.csv"), ("fr", "game-long-fr.csv")])
def test_golden_long_form(lang: str, golden: str) -> None:
    _, _, turns, state = read_game(FINISHED)
    text = to_csv(long_rows(RULES, state, turns, lang))
    assert text == (DATA / golden).read_text("utf-8").replace("\n", "\r\n")


def test_long_form_carries_every_fact_of_a_turn() -> None:
    _, _, turns, state = read_game(FINISHED)
    rows = list(csv.DictReader(io.StringIO(to_csv(long_rows(RULES, state, turns)))))
    island = rows[1]
    assert (island["card"], island["dice"], island["skull_island"]) == (
        "Skulls (2)",
        "xxxggggg",
        "yes",
    )
    # Chloé had 0: the classic floor holds her total, and the row says so
    assert (island["Anne gain"], island["Chloé gain"]) == ("-500", "0")
    assert island["held at 0"] == "Chloé −500 → 0"
    assert rows[2]["saved"] == "gggg"
    manual = rows[5]
    assert (manual["manual"], manual["points"], manual["Anne gain"]) == ("yes", "-200", "100")


def test_formula_injection_is_neutralised_and_numbers_stay_numbers() -> None:
    evil = copy.deepcopy(FINISHED) | {"players": ["=SUM(A1)", "+Bruno", "@Chloé"]}
    evil["turns"] = [
        t | {"player": {"Anne": "=SUM(A1)", "Bruno": "+Bruno", "Chloé": "@Chloé"}[t["player"]]}
        for t in evil["turns"]
    ]
    evil["turns"][5]["manual"]["opponents"] = {"=SUM(A1)": 100}
    _, _, turns, state = read_game(evil)
    for rows in (sheet_rows(RULES, 7, MOMENT, "-2026", state), long_rows(RULES, state, turns)):
        for row in csv.reader(io.StringIO(to_csv(rows))):
            for cell in row:
                if cell and cell[0] in "=+@\t\r":
                    raise AssertionError(f"a formula got through: {cell!r}")
                if cell.startswith("-"):
                    int(cell)  # only numbers may start with a minus
    assert safe("\tx") == "'\tx" and safe("-3") == "'-3" and safe("Anne") == "Anne"
    long_text = to_csv(long_rows(RULES, state, turns))
    assert "'=cmd|' /C calc'!A0" in long_text and ",-200," in long_text


def test_excel_flavour_has_a_bom_and_the_locale_separator() -> None:
    """French spreadsheets expect semicolons (the comma is their decimal mark); English ones
    commas."""
    _, _, _, state = read_game(FINISHED)
    text = to_csv(sheet_rows(RULES, 7, MOMENT, "Club", state, "fr"), excel=True, lang="fr")
    assert text.startswith("\ufeffpartie;7\r\n") and "manche;Anne;" in text
    text = to_csv(sheet_rows(RULES, 7, MOMENT, "Club", state), excel=True)
    assert text.startswith("\ufeffgame,7\r\n") and "round,Anne,Anne Skull Island," in text


def test_standings_csv_header() -> None:
    assert to_csv(standings_rows(standing_fields("mille-sabords"), [])) == (
        "rank,player,games,wins,win_rate,avg_final,best_turn,avg_turn,busts,skull_islands,"
        "skull_island_points,ships_won,ships_lost,card_luck,above_par\r\n"
    )


@pytest.mark.parametrize(
    ("flavour", "lang", "golden"),
    [
        ("--csv", None, "game-sheet.csv"),
        ("--csv-long", None, "game-long.csv"),
        ("--csv", "fr", "game-sheet-fr.csv"),
        ("--csv-long", "fr", "game-long-fr.csv"),
        ("--csv-long", "en", "game-long.csv"),
    ],
)
def test_export_csv_from_the_command_line(
    tmp_path: Path,
    flavour: str,
    lang: str | None,
    golden: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Headers follow ``--lang``; without it (and with a locale that is not French, as in
    the tests' environment) the file is in English, for scripts."""
    db = tmp_path / "m.db"
    store = open_store(f"sqlite:///{db}")
    game_id = UseCases(store).import_game(FINISHED, season="Club 2026")
    with store.write() as session:
        session.execute(update(GameRow).values(created_at=MOMENT))
    store.close()
    out = tmp_path / "sheet.csv"
    chosen = ["--lang", lang] if lang else []
    done = run_cli_here(
        capsys, *chosen, "export", str(game_id), flavour, "--out", str(out), "--db", str(db)
    )
    assert done.returncode == 0, done.stderr
    number = "partie" if lang == "fr" else "game"
    expected = (
        (DATA / golden)
        .read_text("utf-8")
        .replace("\n", "\r\n")
        .replace(f"{number},7", f"{number},{game_id}")
    )
    assert out.read_bytes().decode("utf-8") == expected


def test_standings_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each command runs in the test's process (``tests.helpers.run_cli_here``)."""
    db = str(tmp_path / "m.db")
    path = tmp_path / "g.json"
    path.write_text(json.dumps(FINISHED), "utf-8")
    assert run_cli_here(capsys, "import", str(path), "--db", db, "--season", "Club").returncode == 0
    done = run_cli_here(capsys, "standings", "--season", "Club", "--csv", "--db", db)
    rows = list(csv.reader(io.StringIO(done.stdout)))
    assert rows[0][:3] == ["rank", "player", "games"]
    assert [r[1] for r in rows[1:]] == ["Anne", "Chloé", "Bruno"]
    assert rows[1] == [
        "1",
        "Anne",
        "1",
        "1",
        "1.000",
        "5800.0",
        "4500",
        "2066.7",
        "0",
        "0",
        "0",
        "0",
        "0",
        # Anne's dice turns: Pirate (worth 1,157.60) scoring 1,400, and no card (578.80)
        # scoring 4,500; a card of the classic deck is worth 646.62 on average:
        # luck (1,157.60 − 646.62 + 0) / 2 = 255.5; above par (242.40 + 3,921.20) / 2 = 2,081.8
        "255.5",
        "2081.8",
    ]
    assert rows[3][1] == "Bruno" and rows[3][-4:-2] == ["1", "0"]  # one ship won
    person = run_cli_here(capsys, "--lang", "en", "standings", "--all", "--db", db).stdout
    assert person.splitlines()[0] == "Standings, all seasons (finished games)" and "Bruno" in person
    french = run_cli_here(capsys, "--lang", "fr", "standings", "--all", "--db", db).stdout
    # decimal commas, thousands apart by a narrow no-break space, the win rate a percentage
    assert "2\u202f066,7" in french and "255,5" in french and "2\u202f081,8" in french
    assert "100,0\u00a0%" in french and "1,000" not in french
    rated = run_cli_here(capsys, "--lang", "fr", "ratings", "--all", "--db", db).stdout.splitlines()
    assert rated[0].startswith("Cotes") and rated[1].split()[-3:] == ["mu", "sigma", "cote"]
    assert "," in rated[3] and "." not in rated[3]
