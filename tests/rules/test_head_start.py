"""The head start rule (issue 23, deliver 4): seat ``k`` starts with ``k × head_start``
points, stored with the game's rules, replayed like any rule, refused with one sentence naming
the field, carried by the game file, the store, ``replay`` and both CSV sheets."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path
from typing import Any

import pytest

from marquoir.exports.game_json import read_game, write_game
from marquoir.rules import GameFileError, fingerprint
from marquoir.rules.sheet import score_sheet, turn_changes
from marquoir.store import open_store
from marquoir.use_cases import UseCases


def dix(head_start: object = 150, **rules: Any) -> dict[str, Any]:
    return {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 2000, "entry": 500, "head_start": head_start, **rules},
        "players": ["Anne", "Bruno", "Chloé"],
        "turns": [
            {"player": "Anne", "throws": ["155"]},  # 200: below the entry, held at 0
            {"player": "Bruno", "throws": ["5"]},  # 50: Bruno started with points, entered
            {"player": "Chloé", "blank": True},
        ],
    }


def sabords(head_start: int = 300) -> dict[str, Any]:
    return {
        "format": "marquoir-game/1",
        "rules": {"edition": "classic", "head_start": head_start},
        "players": ["Anne", "Bruno"],
        "turns": [
            # Skull Island: Bruno loses 500 of his 300: the floor at 0 holds him there
            {"player": "Anne", "card": "skull1", "dice": "xxxxggmm", "skull_island": True},
            {"player": "Bruno", "card": "pirate", "dice": "xxdggggs"},
        ],
    }


def test_dix_mille_replays_from_the_starting_totals_and_a_start_has_entered() -> None:
    state = read_game(dix()).state
    assert state.totals == (0, 200, 300)
    assert state.entered == (False, True, True)
    assert [o.totals for o in state.outcomes] == [(0, 150, 300), (0, 200, 300), (0, 200, 300)]


def test_mille_sabords_floors_a_head_start_at_zero_like_any_total() -> None:
    state = read_game(sabords()).state
    assert state.outcomes[0].totals == (0, 0)  # 300 − 500, held at 0
    assert state.totals == (0, 1400)


def test_no_head_start_reads_and_fingerprints_as_before() -> None:
    plain = dix()
    del plain["rules"]["head_start"]
    read = read_game(plain)
    assert read.setup.head_start == 0
    assert "head_start" not in write_game(read.rules, read.setup, read.turns)["rules"]
    zero = read_game(dix(0))
    assert fingerprint(zero.rules, zero.setup, zero.turns) == fingerprint(
        read.rules, read.setup, read.turns
    )
    started = read_game(dix())
    assert fingerprint(started.rules, started.setup, started.turns) != fingerprint(
        read.rules, read.setup, read.turns
    )


def test_the_game_file_round_trip_keeps_the_head_start() -> None:
    read = read_game(dix())
    written = write_game(read.rules, read.setup, read.turns)
    assert written["rules"]["head_start"] == 150
    again = read_game(json.loads(json.dumps(written)))
    assert again.setup == read.setup and again.state == read.state


@pytest.mark.parametrize(
    ("document", "en", "fr"),
    [
        (dix(-50), "rules.head_start: a head start cannot be negative (−50)",
         "rules.head_start : l'avance au départ ne peut pas être négative (−50)"),
        (dix(75), "rules.head_start: 75 is not a multiple of 50: a head start goes by 50 points",
         "rules.head_start : 75 n'est pas un multiple de 50 : l'avance au départ se compte par 50 points"),
        (dix(1000), "rules.head_start: 1,000 is too large a head start for 3 players: the last "
         "seat would start at 2,000, the target is 2,000 (at most 950)",
         "rules.head_start : 1\u202f000 : avance au départ trop grande pour 3 joueurs ; la dernière "
         "place partirait de 2\u202f000, l'objectif est 2\u202f000 (au plus 950)"),
        (sabords(150), "rules.head_start: 150 is not a multiple of 100: a head start goes by 100 points",
         "rules.head_start : 150 n'est pas un multiple de 100 : l'avance au départ se compte par 100 points"),
        ({"format": "marquoir-game/1", "game": "morbleu", "rules": {"pot": 30, "head_start": 1},
          "players": ["Anne", "Bruno"]}, "rules.head_start: Morbleu takes no head start",
         "rules.head_start : Morbleu ne prévoit pas d'avance au départ"),
        ({**dix(), "players": ["Zoé"], "turns": []},
         "rules.head_start: a head start needs two players or more (150 for one player)",
         "rules.head_start : une avance au départ demande au moins deux joueurs (150 pour un seul)"),
        (dix("lots"), "rules.head_start: expected a number of points, not a string",
         "rules.head_start : expected a number of points, not a string"),
    ],
)  # fmt: skip
def test_a_bad_head_start_is_one_sentence_naming_the_field(
    document: dict[str, Any], en: str, fr: str
) -> None:
    with pytest.raises(GameFileError) as refused:
        read_game(document)
    assert refused.value.text("en") == en
    assert refused.value.text("fr") == fr


def test_the_largest_head_start_starts_the_last_seat_below_the_target() -> None:
    assert read_game(dix(950)).state.totals[2] == 1900 + 0  # 2 × 950 < 2,000


def rows(text: str) -> list[list[str]]:
    return list(csv.reader(io.StringIO(text)))


def test_the_store_keeps_it_and_the_csv_sheets_add_up_from_the_start(tmp_path: Path) -> None:
    cases = UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}"))
    game = cases.import_game(dix())
    view = cases.game(game)
    assert view.setup.head_start == 150 and view.state.totals == (0, 200, 300)
    assert cases.export_game(game)["rules"]["head_start"] == 150
    started = cases.start_game(["Anne", "Bruno"], read_game(sabords()).setup.profile,
                               head_start=200)  # fmt: skip
    assert cases.game(started.id).state.totals == (0, 200)
    sheet = rows(cases.export(game, "csv", lang="en"))
    assert ["head_start", "150"] in sheet
    header = next(i for i, row in enumerate(sheet) if row and row[0] == "round")
    start, first = sheet[header + 1], sheet[header + 2]
    assert start[0] == "0"
    # each player's own points, from others, total: the start row adds up from 0
    assert [start[i] for i in (1, 3, 4, 6, 7, 9)] == ["", "0", "150", "150", "300", "300"]
    assert [first[i] for i in (3, 6, 9)] == ["0", "200", "300"]
    long = rows(cases.export(game, "csv-long", lang="en"))
    assert long[1][:3] == ["0", "0", ""] and long[1][-6:] == ["0", "150", "300"] * 2
    assert long[3][-3:] == ["0", "200", "300"]
    cases.close()


def test_the_sheet_rows_and_turns_add_up_from_the_start() -> None:
    for document in (dix(), sabords()):
        state = read_game(document).state
        previous = [0] * len(state.setup.players)
        for row in score_sheet(state):
            for seat, cell in enumerate(row.cells):
                assert cell.previous == previous[seat]
                assert previous[seat] + (cell.points or 0) + cell.gained + cell.held == cell.total
                previous[seat] = cell.total
        assert turn_changes(state)[0].before == tuple(
            seat * state.setup.head_start for seat in range(len(state.setup.players))
        )
