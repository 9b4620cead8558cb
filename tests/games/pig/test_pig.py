"""A fourth game, Pig, installed as a plug-in (``examples/marquoir-pig``) and played through
every door of Marquoir: the game file and ``replay``, ``score``, ``import`` and ``export``
(JSON and both CSVs) on a real SQLite store, the standings, a whole game in the app (the
sheet, a correction, the board) — with nothing in Marquoir naming it."""

from __future__ import annotations

import csv
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from marquoir.cli import main
from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.use_cases import UseCases
from tests.tui.conftest import settle

pytestmark = pytest.mark.usefixtures("pig")

GAME = {
    "format": "marquoir-game/1",
    "game": "pig",
    "rules": {"target": 20},
    "players": ["Anne", "Bruno"],
    "turns": [
        {"player": "Anne", "rolls": [3, 4, 6]},
        {"player": "Bruno", "rolls": [5, 1]},
        {"player": "Anne", "rolls": [2, 2, 1]},
        {"player": "Bruno", "rolls": [6, 6, 6, 4]},
    ],
}


def test_the_registry_offers_it_to_every_reader() -> None:
    from marquoir.rules import game_ids
    from marquoir.tui.games import kit_of

    assert game_ids()[-1] == "pig"
    assert kit_of("pig").id == "pig"


def test_replay_of_a_pig_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "pig.json"
    path.write_text(json.dumps(GAME), encoding="utf-8")
    assert main(["replay", str(path), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["totals"] == {"Anne": 13, "Bruno": 22}
    assert out["winners"] == ["Bruno"] and out["phase"] == "over"
    assert [turn["points"] for turn in out["turns"]] == [13, 0, 0, 22]


def test_a_refused_turn_names_its_place(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = json.loads(json.dumps(GAME))
    bad["turns"][2]["rolls"] = [2, 7]
    path = tmp_path / "pig.json"
    path.write_text(json.dumps(bad), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "turns[2].rolls" in err and "7 is not a face of a die" in err


def test_score_a_pig_turn(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "fr", "score", "--game", "pig", "3", "4", "6"]) == 0
    assert capsys.readouterr().out.strip() == "13 points"
    assert main(["score", "--game", "pig", "3", "1", "6"]) == 2
    assert "roll 2 is a 1" in capsys.readouterr().err


def test_import_export_csv_and_standings(store: Store) -> None:
    cases = UseCases(store)
    game_id = cases.import_game(GAME)
    assert cases.export_game(game_id) == GAME  # the same file back
    view = cases.game(game_id)
    assert view.game == "pig" and view.state.winners == ("Bruno",)
    sheet = list(csv.reader(io.StringIO(cases.export(game_id, "csv"))))
    assert any("22" in row for row in sheet)
    long = list(csv.reader(io.StringIO(cases.export(game_id, "csv-long"))))
    assert "rolls" in long[0] and len(long) == 1 + len(GAME["turns"])
    standings = {s.player: s for s in cases.standings(None, "pig")}
    assert standings["Bruno"].wins == 1 and standings["Anne"].wins == 0
    assert standings["Anne"].value("ones") == 1  # Pig's own column: turns lost on a 1
    assert standings["Bruno"].best_turn == 22
    assert cases.standings(None, "mille-sabords") == []  # its own standings


async def test_a_pig_game_in_the_app(store: Store, make_app: Callable[[str], MarquoirApp]) -> None:
    from marquoir_pig.tui import PigEntry

    from marquoir.tui.screens.board import BoardScreen
    from marquoir.tui.screens.line_edit import LineEditScreen
    from marquoir.tui.widgets.board import Board
    from marquoir.tui.widgets.score_sheet import ScoreSheet

    cases = UseCases(store)
    game_id = cases.import_game({**GAME, "turns": GAME["turns"][:2]})
    app = make_app("en")
    async with app.run_test(size=(100, 30)) as pilot:
        await settle(pilot)
        app.open_game(game_id)
        await settle(pilot)
        screen = app.screen
        entry = screen.query_one(PigEntry)
        assert app.focused is entry
        await pilot.press(*"2 2 7")  # a typo: said in the preview, Enter records nothing
        await settle(pilot)
        assert "7 is not a face of a die" in str(screen.query_one("#preview").content)
        await pilot.press("enter")
        await settle(pilot)
        assert len(screen.turns) == 2  # type: ignore[attr-defined]
        await pilot.press("backspace", "1", "enter")  # Anne loses her turn: 2 2 1
        await settle(pilot)
        state = screen.state  # type: ignore[attr-defined]
        assert state.totals == (13, 0) and state.next_player == "Bruno"

        # --- the sheet: Bruno's 5 1 corrected to 5 6 (Enter on his first cell) ---------------
        sheet = screen.query_one(ScoreSheet)
        sheet.focus()
        sheet.move_cursor(row=1, column=2)
        await pilot.press("enter")
        await settle(pilot)
        assert isinstance(app.screen, LineEditScreen)
        await pilot.press("backspace", "6", "enter")
        await settle(pilot)
        assert screen.state.totals == (13, 11)  # type: ignore[attr-defined]

        # --- the board: both totals, the last turn in words --------------------------------
        assert app.focused is entry  # the correction saved, the line has the keys again
        await pilot.press("f3")
        await settle(pilot)
        assert isinstance(app.screen, BoardScreen)
        board = app.screen.query_one(Board)
        assert "2 2 1" in str(board.query_one("#board-last").content)
        await pilot.press("escape")
        await settle(pilot)

        await pilot.press(*"6 6 4", "enter")  # Bruno: 11 + 16 = 27, past the target
        await settle(pilot)
        assert screen.state.phase == "over"  # type: ignore[attr-defined]
    assert cases.game(game_id).state.winners == ("Bruno",)
    assert [t["rolls"] for t in cases.export_game(game_id)["turns"]] == [
        [3, 4, 6],
        [5, 6],
        [2, 2, 1],
        [6, 6, 4],
    ]


async def test_a_stored_game_of_a_game_no_longer_installed_is_named_not_opened(
    store: Store, make_app: Callable[[str], MarquoirApp], pig: Path
) -> None:
    """Pig's game stored, then Pig taken off: the app lists the game and, asked to open it,
    says in one sentence that Pig is not installed; the Captain's other games still open."""
    from marquoir.rules.games import rediscover

    cases = UseCases(store)
    game_id = cases.import_game(GAME)
    other = cases.import_game(
        {"format": "marquoir-game/1", "players": ["Anne", "Bruno"], "turns": []}
    )
    sys.path.remove(str(pig))
    rediscover()
    try:
        app = make_app("en")
        async with app.run_test(size=(100, 30)) as pilot:
            await settle(pilot)
            app.open_game(game_id)
            await settle(pilot)
            said = [n.message for n in app._notifications]
            assert any("The game 'pig' is not installed" in message for message in said), said
            app.open_game(other)
            await settle(pilot)
            assert type(app.screen).__name__ == "GameScreen"
    finally:
        sys.path.insert(0, str(pig))
        rediscover()
