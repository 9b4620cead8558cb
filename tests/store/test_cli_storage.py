"""import / export / games / backup from the command line, on real databases. Each command
runs in the test's process (``tests.helpers.run_cli_here``): its output, status and database
are a process's, without the start of one for each command."""

import json
import sqlite3
from pathlib import Path

import pytest

from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[2] / "examples" / "game.json"


def test_import_prints_the_id_alone_and_export_gives_the_game_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    done = run_cli_here(capsys, "import", str(EXAMPLE), "--db", db)
    created = f"marquoir: a new database was created: {db}\n"
    assert (done.returncode, done.stdout, done.stderr) == (0, "1\n", created)
    out = tmp_path / "back.json"
    assert (
        run_cli_here(capsys, "export", "1", "--json", "--out", str(out), "--db", db).returncode == 0
    )
    back, original = json.loads(out.read_text("utf-8")), json.loads(EXAMPLE.read_text("utf-8"))
    assert back["players"] == original["players"] and back["rules"] == original["rules"]
    assert len(back["turns"]) == 4
    # the exported file imports again, to the same game
    # the same game again is noticed, and stored again on request
    assert "already stored as game 1" in run_cli_here(capsys, "import", str(out), "--db", db).stderr
    assert run_cli_here(capsys, "import", str(out), "--again", "--db", db).stdout == "2\n"
    assert (
        run_cli_here(capsys, "export", "2", "--db", db).stdout
        == run_cli_here(capsys, "export", "1", "--db", db).stdout
    )


def test_options_before_the_command_and_the_environment(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = str(tmp_path / "env.db")
    assert run_cli_here(capsys, "--db", db, "import", str(EXAMPLE)).stdout == "1\n"
    monkeypatch.setenv("MARQUOIR_DB", db)
    listed = run_cli_here(capsys, "games", "--json")
    assert [g["id"] for g in json.loads(listed.stdout)] == [1]


def test_the_url_wins_over_the_path(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a, b = tmp_path / "a.db", tmp_path / "b.db"
    run_cli_here(capsys, "import", str(EXAMPLE), "--db", str(a), "--db-url", f"sqlite:///{b}")
    assert b.exists() and not a.exists()


def test_default_database_is_created_in_the_data_dir_on_first_use(
    isolated_user_dirs: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    default = isolated_user_dirs / "data" / "marquoir" / "marquoir.db"
    assert run_cli_here(capsys, "score", "gggggggg").returncode == 0
    assert not default.exists()  # a command without storage creates nothing
    listed = run_cli_here(capsys, "games")  # nor does a command that reads (issue 48)
    assert listed.returncode == 2 and f"{default} does not exist" in listed.stderr
    assert not default.parent.exists()
    done = run_cli_here(capsys, "import", str(EXAMPLE))
    assert (
        done.stdout == "1\n" and done.stderr == f"marquoir: a new database was created: {default}\n"
    )
    assert default.exists()


def test_importing_a_bad_file_writes_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "m.db"
    game = json.loads(EXAMPLE.read_text("utf-8"))
    game["turns"][1]["dice"] = "xxxgggggg"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(game), "utf-8")
    done = run_cli_here(capsys, "import", str(bad), "--db", str(db))
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == "marquoir: turns[1].dice: 9 dice, a turn has 8\n"
    assert not db.exists()


def test_games_for_a_person(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.db")
    run_cli_here(capsys, "import", str(EXAMPLE), "--db", db, "--season", "Club")
    lines = run_cli_here(capsys, "--lang", "en", "games", "--db", db).stdout.splitlines()
    assert lines[0].split() == ["id", "date", "season", "players", "status", "winners"]
    assert lines[1].split()[0] == "1" and "Club" in lines[1] and "Anne, Bruno, Chloé" in lines[1]
    assert (
        run_cli_here(capsys, "games", "--season", "Other", "--db", db).stdout.strip()
        == "No game stored yet."
    )


def test_missing_game_and_bad_id(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.db")
    run_cli_here(capsys, "seasons", "--new", "Club", "--db", db)
    done = run_cli_here(capsys, "export", "7", "--db", db)
    assert (done.returncode, done.stderr) == (2, "marquoir: there is no game 7\n")
    done = run_cli_here(capsys, "export", "seven", "--db", db)
    assert done.returncode == 2 and "'seven' is not a game id" in done.stderr


def test_backup_is_a_consistent_copy(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "m.db")
    run_cli_here(capsys, "import", str(EXAMPLE), "--db", db)
    copy = tmp_path / "copy.db"
    done = run_cli_here(capsys, "backup", str(copy), "--db", db)
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(copy) as connection:
        assert connection.execute("SELECT count(*) FROM turn").fetchone() == (4,)
    assert run_cli_here(capsys, "games", "--db", str(copy), "--json").stdout.count('"id"') == 1
    again = run_cli_here(capsys, "backup", str(copy), "--db", db)
    assert again.returncode == 2 and "already exists" in again.stderr


def test_backup_of_postgresql_is_refused_with_advice(
    pg_url: str, capsys: pytest.CaptureFixture[str]
) -> None:
    run_cli_here(capsys, "import", str(EXAMPLE), "--db-url", pg_url)
    done = run_cli_here(capsys, "backup", "x.db", "--db-url", pg_url)
    assert done.returncode == 2 and "use pg_dump" in done.stderr


def test_cli_on_postgresql(
    pg_url: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run_cli_here(capsys, "import", str(EXAMPLE), "--db-url", pg_url).stdout == "1\n"
    monkeypatch.setenv("MARQUOIR_DB_URL", pg_url)
    listed = json.loads(run_cli_here(capsys, "games", "--json").stdout)
    assert listed[0]["players"] == ["Anne", "Bruno", "Chloé"]


@pytest.mark.parametrize(
    "url", ["postgresql://nobody@127.0.0.1:1/none", "mysql://x@127.0.0.1:1/none"]
)
def test_an_unreachable_server_is_a_sentence(url: str, capsys: pytest.CaptureFixture[str]) -> None:
    done = run_cli_here(capsys, "games", "--db-url", url)
    assert done.returncode == 2 and done.stdout == "" and "Traceback" not in done.stderr
    assert len(done.stderr.splitlines()) == 1


def test_import_several_files_in_one_process(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A season of files in one command: one transaction and one line per file; a refused
    file is named and stores nothing, the others are stored."""
    db = str(tmp_path / "m.db")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "marquoir-game/1", "players": ["Anne"]}', "utf-8")
    done = run_cli_here(
        capsys, "import", str(EXAMPLE), str(bad), str(EXAMPLE), "--again", "--db", db
    )
    assert done.returncode == 2
    assert done.stdout.splitlines() == [f"{EXAMPLE}: 1", f"{EXAMPLE}: 2"]
    assert done.stderr.splitlines() == [
        f"marquoir: {bad}: players: 1 player: a game has 2 to 8",  # refused before the opening
        f"marquoir: a new database was created: {db}",
    ]
    listed = run_cli_here(capsys, "games", "--json", "--db", db)
    assert sorted(g["id"] for g in json.loads(listed.stdout)) == [1, 2]


def test_delete_restore_and_empty_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = str(tmp_path / "m.db")
    run_cli_here(capsys, "import", str(EXAMPLE), str(EXAMPLE), "--again", "--db", db)
    done = run_cli_here(capsys, "delete", "2", "--db", db)
    assert (done.returncode, done.stdout) == (
        0,
        "Game 2 deleted: marquoir restore 2 brings it back.\n",
    )
    assert [
        g["id"] for g in json.loads(run_cli_here(capsys, "games", "--json", "--db", db).stdout)
    ] == [1]
    deleted = json.loads(run_cli_here(capsys, "games", "--deleted", "--json", "--db", db).stdout)
    assert [g["id"] for g in deleted] == [2] and deleted[0]["deleted"] is not None
    again = run_cli_here(capsys, "delete", "2", "--db", db)
    assert again.returncode == 2
    assert again.stderr == "marquoir: game 2 is already among the deleted games\n"
    assert run_cli_here(capsys, "restore", "2", "--db", db).stdout == "Game 2 restored.\n"
    assert run_cli_here(capsys, "games", "--deleted", "--db", db).stdout == "No deleted game.\n"
    run_cli_here(capsys, "delete", "1", "2", "--db", db)
    emptied = run_cli_here(capsys, "delete", "--empty", "--db", db)
    assert emptied.stdout == "2 deleted games removed for good.\n"
    assert run_cli_here(capsys, "games", "--db", db).stdout == "No game stored yet.\n"
    nothing = run_cli_here(capsys, "delete", "--db", db)
    assert nothing.returncode == 2 and "which games" in nothing.stderr
