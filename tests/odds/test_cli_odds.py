import json

import pytest

from marquoir.cli import main
from tests.helpers import run_cli_here


def test_json_advice(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["odds", "xxmmmmgd", "--card", "none", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["card"] == "none" and data["dice"] == "xxdgmmmm" and data["need"] is None
    assert data["options"][0] == {
        "action": "stop",
        "reroll": "",
        "bust": 0.0,
        "ev": 400.0,
        "need": None,
    }
    rerolls = {o["reroll"]: o for o in data["options"][1:]}
    assert rerolls["dg"]["bust"] == round(11 / 36, 4)
    assert data["recommended"] in data["options"]


def test_need_changes_the_advice(capsys: pytest.CaptureFixture[str]) -> None:
    main(["odds", "xxdgmmms", "--json"])
    ev = json.loads(capsys.readouterr().out)["recommended"]
    main(["odds", "xxdgmmms", "--need", "1000", "--json"])
    need = json.loads(capsys.readouterr().out)["recommended"]
    assert ev["action"] == "stop" and need["action"] == "reroll" and 0 < need["need"] < 1


def test_table(capsys: pytest.CaptureFixture[str]) -> None:
    main(["odds", "--table", "--edition", "2025", "--json"])
    cards = {c["card"]: c for c in json.loads(capsys.readouterr().out)["cards"]}
    assert len(cards) == 15 and cards["skull2"]["first_roll_bust"] == round(1 - (5 / 6) ** 8, 4)
    main(["--lang", "fr", "odds", "--table"])
    out = capsys.readouterr().out
    assert "Pièce d'or" in out and "Naufrage" not in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["odds", "xxxmmmmm"], "the turn is over: 3 skulls"),
        (["odds", "xxmmmmmq"], "'q' (character 8) is not a face"),
        (["odds"], "odds needs the dice on the table (or --table)"),
        (["odds", "xxmmmmmm", "--card", "zombie"], "Zombie Attack is a 2025 card"),
    ],
)
def test_bad_input(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    done = run_cli_here(capsys, *args)
    assert done.returncode == 2 and done.stdout == "" and message in done.stderr
