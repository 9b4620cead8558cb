"""Damage is contained to what is damaged (issue 48): a game whose stored facts cannot be read
(a turn's facts JSON cut short, as bit rot or another tool leaves it) is set apart when the
games are replayed (an upgrade, a rules fix, ``marquoir rebuild``): listed as damaged, left
out of the standings and the ratings (and said so), its rows exportable as stored for a
repair, while every other game works. ``marquoir check`` names it and says what to do. And a
file damaged in place, its size and modification time put back, is still checked."""

import csv
import io
import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text

from marquoir.store import StoreError, open_store
from marquoir.use_cases import UseCases
from tests.helpers import run_cli, run_cli_here

DATA = Path(__file__).parents[1] / "data"
EXAMPLE = Path(__file__).parents[2] / "examples" / "game.json"
CUT = '{"card": "pirate", "dice": "xxd'  # a turn's facts, cut short


def damaged_copy(tmp_path: Path) -> tuple[Path, int]:
    """A copy of a real database (schema 8) with the first turn of its first finished Mille
    Sabords game cut short, every game to be replayed; that game's id."""
    db = tmp_path / "club.db"
    shutil.copy(DATA / "marquoir-schema8.db", db)
    with sqlite3.connect(db) as connection:
        game, turn = connection.execute(
            "SELECT g.id, min(t.id) FROM game g JOIN turn t ON t.game_id = g.id"
            " WHERE g.status = 'over' AND g.deleted_at IS NULL AND g.game = 'mille-sabords'"
            " GROUP BY g.id ORDER BY g.id LIMIT 1"
        ).fetchone()
        connection.execute("UPDATE turn SET facts = ? WHERE id = ?", (CUT, turn))
        # every game to replay, as an upgrade that replays or a rules fix marks them
        connection.execute("UPDATE game SET rules_version = NULL")
    connection.close()
    return db, game


def games_played(csv_text: str) -> dict[str, int]:
    return {row["player"]: int(row["games"]) for row in csv.DictReader(io.StringIO(csv_text))}


def test_one_unreadable_row_sets_its_game_apart_and_every_other_game_works(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each command run in this process (:func:`run_cli_here`): the commands are the same, and
    their output, status and database; only the processes' starts are left out."""
    clean = tmp_path / "clean"
    clean.mkdir()
    shutil.copy(DATA / "marquoir-schema8.db", clean / "club.db")
    whole = {
        kind: games_played(
            run_cli_here(capsys, "--db", str(clean / "club.db"), kind, "--all", "--csv").stdout
        )
        for kind in ("standings", "ratings")
    }
    db, game = damaged_copy(tmp_path)
    listed = run_cli_here(capsys, "--db", str(db), "games", "--json")
    assert listed.returncode == 0, listed.stderr
    games = {g["id"]: g for g in json.loads(listed.stdout)}
    assert games[game]["status"] == "damaged" and len(games) > 20
    players = games[game]["players"]
    shown = run_cli_here(capsys, "--db", str(db), "games").stdout
    assert f"game {game} is damaged: its stored facts cannot be read" in shown
    # left out of the standings and the ratings, and said so
    for kind in ("standings", "ratings"):
        done = run_cli_here(capsys, "--db", str(db), kind, "--all", "--csv")
        assert games_played(done.stdout) == {
            name: n - (name in players) for name, n in whole[kind].items()
        }
        assert "games left out as damaged: 1" in done.stderr
        printed = run_cli_here(capsys, "--db", str(db), kind, "--all").stdout
        assert "games left out as damaged: 1 (marquoir check says which" in printed
    # its rows as stored, for a repair; the game itself is refused with a way forward
    raw = json.loads(run_cli_here(capsys, "--db", str(db), "export", str(game), "--raw").stdout)
    assert raw["format"] == "marquoir-raw/1" and raw["game"]["id"] == game
    assert raw["turns"][0]["facts"] == CUT
    refused = run_cli_here(capsys, "--db", str(db), "export", str(game))
    assert refused.returncode == 2 and "marquoir check names the damaged games" in refused.stderr
    # every other game: exported, backed up, a new one stored
    other = next(gid for gid, g in games.items() if gid != game and g["status"] == "over")
    assert json.loads(run_cli_here(capsys, "--db", str(db), "export", str(other)).stdout)["turns"]
    copy = tmp_path / "copy.db"
    assert run_cli_here(capsys, "--db", str(db), "backup", str(copy)).returncode == 0
    added = run_cli_here(capsys, "--db", str(db), "import", str(EXAMPLE), "--again")
    assert added.returncode == 0 and added.stdout.strip().isdigit()
    # the check names it and says what to do
    checked = run_cli_here(capsys, "--db", str(db), "check")
    assert checked.returncode == 1
    assert "the file: whole (SQLite's integrity check)" in checked.stdout
    assert f"game {game} (Mille Sabords, season " in checked.stdout
    assert f"marquoir export {game} --raw --out FILE" in checked.stdout
    french = run_cli_here(capsys, "--db", str(db), "--lang", "fr", "check")
    assert french.returncode == 1 and f"partie {game} (Mille Sabords, saison " in french.stdout
    assert run_cli_here(capsys, "--db", str(clean / "club.db"), "check").returncode == 0


def finished_duel() -> dict[str, object]:
    return {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 3000},
        "players": ["Anne", "Bruno"],
        "turns": [{"player": "Anne", "points": 3000}, {"player": "Bruno", "points": 350}],
    }


def test_a_damaged_game_is_set_apart_on_either_database(db_url: str) -> None:
    with UseCases(open_store(db_url)) as cases:
        first = cases.import_game(finished_duel(), again=True)
        second = cases.import_game(finished_duel(), again=True)
        assert cases.game(first).state.phase == "over"
    engine = create_engine(db_url)
    with engine.begin() as connection:  # another tool cuts a turn short; the rules change
        connection.execute(
            text("UPDATE turn SET facts = :cut WHERE game_id = :g AND seq = 0"),
            {"cut": '{"points": ', "g": first},
        )
        connection.execute(text("UPDATE game SET rules_version = NULL"))
    engine.dispose()
    with UseCases(open_store(db_url)) as cases:  # opening replays every game: no refusal
        statuses = {g.id: g.status for g in cases.games()}
        assert statuses == {first: "damaged", second: "over"}
        assert [d.id for d in cases.damaged_games()] == [first]
        assert [d.id for d in cases.damaged_games(game="dix-mille")] == [first]
        assert [(s.player, s.games) for s in cases.standings(None, "dix-mille")] == [
            ("Anne", 1),
            ("Bruno", 1),
        ]
        assert {line.player: line.games for line in cases.ratings(None, "dix-mille")} == {
            "Anne": 1,
            "Bruno": 1,
        }
        report = cases.check()
        assert [(d.id, d.set_apart) for d in report.damaged] == [(first, True)]
        assert not report.whole
        assert '"{\\"points\\": "' in cases.export_raw(first)
        with pytest.raises(StoreError, match="marquoir check names the damaged games"):
            cases.export(first)
        assert json.loads(cases.export(second))["turns"]
        cases.import_game(finished_duel(), again=True)


def test_damage_that_keeps_the_size_and_the_time_is_still_checked(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:  # its stamp noted as it is closed
        cases.import_game(finished_duel())
    with sqlite3.connect(db) as connection:  # a page the next import does not touch
        (root,) = connection.execute(
            "SELECT rootpage FROM sqlite_master WHERE name = 'ix_rating_player'"
        ).fetchone()
    connection.close()
    before = os.stat(db)
    data = bytearray(db.read_bytes())
    size = int.from_bytes(data[16:18], "big")
    data[(root - 1) * size : root * size] = b"\xa5" * size
    with open(db, "r+b") as file:  # in place: the same file, the same size
        file.write(bytes(data))
    os.utime(db, ns=(before.st_atime_ns, before.st_mtime_ns))  # the same time
    assert (os.stat(db).st_size, os.stat(db).st_mtime_ns) == (before.st_size, before.st_mtime_ns)
    damaged = db.read_bytes()
    game = tmp_path / "g.json"
    game.write_text(EXAMPLE.read_text("utf-8"), "utf-8")
    done = run_cli("import", str(game), "--db", str(db))
    assert done.returncode == 2 and "is damaged" in done.stderr
    assert db.read_bytes() == damaged  # nothing written into the damaged file
    checked = run_cli("check", "--db", str(db))
    assert checked.returncode == 1 and "the file is damaged" in checked.stdout
    assert "go back to your last backup" in checked.stdout
