"""Nothing gets in wrong: every reproduction of the report (issue 16), through the command
line as a Captain (or an attacker) meets it. Each must end in exit 0 with what was asked, or
exit 2 with one sentence on stderr naming the problem; never a traceback, never a file that
passes the check and is stored differently."""

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import run_cli

EXAMPLE = json.loads((Path(__file__).parent.parent / "examples" / "game.json").read_text("utf-8"))


def game_file(tmp_path: Path, data: object, name: str = "game.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return str(path)


def one_line(done: subprocess.CompletedProcess[str]) -> str:
    """The refusal: exit 2, one line on stderr, no traceback."""
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    assert "Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1, done.stderr
    return done.stderr.strip()


def manual_game(opponents: object, player: str = "Anne") -> dict[str, object]:
    return {
        "format": "marquoir-game/1",
        "rules": {"target": 6000},
        "players": ["Anne", "Bruno", "Chloé"],
        "turns": [{"player": player, "manual": {"points": 100, "opponents": opponents}}],
    }


# --- 1. what passes the check is stored exactly -----------------------------------------------


def test_opponents_differing_only_in_case_are_refused_not_half_stored(tmp_path: Path) -> None:
    path = game_file(tmp_path, manual_game({"Bruno": 3000, "bruno": 3000}))
    replayed = run_cli("replay", path)
    refusal = one_line(replayed)
    assert "turns[0].manual.opponents" in refusal and "Bruno" in refusal
    db = str(tmp_path / "m.db")
    assert "Bruno" in one_line(run_cli("import", path, "--db", db))
    assert "does not exist" in one_line(run_cli("games", "--db", db))  # nothing created


def test_names_with_spaces_and_other_case_are_stored_as_seated(tmp_path: Path) -> None:
    data = manual_game({" bruno ": -100}, player=" anne")
    data["turns"].append({"player": "BRUNO", "card": "pirate", "dice": "xxggggds"})  # type: ignore[attr-defined]
    path = game_file(tmp_path, data)
    db = str(tmp_path / "m.db")
    done = run_cli("import", path, "--db", db)
    assert (done.returncode, done.stderr) == (0, f"marquoir: a new database was created: {db}\n")
    exported = json.loads(run_cli("export", "1", "--db", db).stdout)
    assert [t["player"] for t in exported["turns"]] == ["Anne", "Bruno"]
    assert exported["turns"][0]["manual"]["opponents"] == {"Bruno": -100}
    replay_of = json.loads(run_cli("replay", path, "--json").stdout)
    back = game_file(tmp_path, exported, "back.json")
    assert json.loads(run_cli("replay", back, "--json").stdout)["totals"] == replay_of["totals"]


# --- 2. damage inside a database --------------------------------------------------------------


def test_bytes_flipped_in_the_middle_of_a_database_are_refused_untouched(tmp_path: Path) -> None:
    import hashlib
    import shutil

    from marquoir.use_cases import UseCases

    good = tmp_path / "good.db"
    path = game_file(tmp_path, EXAMPLE)
    # the games stored here, not each by a command of its own: only the damaged file's import
    # is the command line's to refuse
    with UseCases.open(str(good)) as cases:
        for _ in range(12):
            cases.import_game(EXAMPLE, again=True)
    with sqlite3.connect(good) as connection:  # one file, no write-ahead log beside it
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    size = good.stat().st_size
    accepted = []
    damaged = 0
    for k in range(1, 9):  # 64 bytes flipped at eight places in the middle of the file
        db = tmp_path / f"flipped{k}.db"
        shutil.copyfile(good, db)
        data = bytearray(db.read_bytes())
        at = size * k // 9
        data[at : at + 64] = bytes(255 - b for b in data[at : at + 64])
        db.write_bytes(bytes(data))
        if whole_to_sqlite(db):  # the bytes of a page's free space: no damage to refuse
            continue
        damaged += 1
        before = hashlib.sha256(db.read_bytes()).hexdigest()
        done = run_cli("import", path, "--again", "--db", str(db))
        if done.returncode == 0:
            accepted.append(at)
        else:
            assert "damaged" in one_line(done)
        assert hashlib.sha256(db.read_bytes()).hexdigest() == before, at
    assert accepted == [], f"written into a damaged file (64 bytes flipped at {accepted})"
    assert damaged >= 3, damaged


def whole_to_sqlite(db: Path) -> bool:
    """SQLite's own integrity check finds nothing wrong (the flipped bytes were unused)."""
    connection = sqlite3.connect(f"file:{db}?mode=ro&immutable=1", uri=True)
    try:
        return connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    except sqlite3.DatabaseError:
        return False
    finally:
        connection.close()


def test_a_bad_cell_value_is_a_sentence_naming_the_table_and_row(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    run_cli("import", game_file(tmp_path, EXAMPLE), "--db", str(db))
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE game SET status = 'bogus'")
    connection.close()
    refusal = one_line(run_cli("games", "--db", str(db)))
    assert "table game" in refusal and "row 1" in refusal


# --- 3. tracebacks instead of sentences -------------------------------------------------------


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["export", "99999999999999999999"], "99999999999999999999"),
        (["score", "1" * 5000 + "g"], "count"),
        (["odds", "xxggmmsd", "--card", "pirate", "--need", "9" * 5000], "--need"),
    ],
)
def test_huge_numbers_on_the_command_line(tmp_path: Path, args: list[str], words: str) -> None:
    refusal = one_line(
        run_cli(*args, "--db", str(tmp_path / "m.db")) if args[0] == "export" else run_cli(*args)
    )
    assert words in refusal


@pytest.mark.parametrize(
    ("change", "place"),
    [
        (lambda d: d["rules"].update(target="HUGE"), "rules.target"),
        (lambda d: d["rules"].update(target=1e400), "rules.target"),
        (lambda d: d["turns"][3]["manual"].update(points=10**30), "turns[3].manual.points"),
        (lambda d: d["turns"][3]["manual"].update(points=2**63), "turns[3].manual.points"),
    ],
)
def test_huge_numbers_in_a_game_file(tmp_path: Path, change: object, place: str) -> None:
    data = json.loads(json.dumps(EXAMPLE))
    change(data)  # type: ignore[operator]
    path = tmp_path / "big.json"
    text = json.dumps(data).replace("Infinity", "1e400").replace('"HUGE"', "1" * 5000)
    path.write_text(text, "utf-8")
    refusal = one_line(run_cli("import", str(path), "--db", str(tmp_path / "m.db")))
    assert refusal.startswith(f"marquoir: {place}:"), refusal
    assert "not a number" not in refusal


def test_deeply_nested_json(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    assert "nested" in one_line(run_cli("replay", str(path)))


def test_a_lone_surrogate_in_a_name(tmp_path: Path) -> None:
    path = tmp_path / "surrogate.json"
    path.write_text(
        json.dumps(EXAMPLE)
        .replace('"Chlo\\u00e9"', '"Chlo\\ud800"')
        .replace("Chloé", "Chlo\\ud800"),
        "utf-8",
    )
    refusal = one_line(run_cli("import", str(path), "--db", str(tmp_path / "m.db")))
    assert "players[2]" in refusal


def test_invalid_utf8_piped_in(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "marquoir", "import", "-", "--db", str(tmp_path / "m.db")],
        input=b'{"format": "marquoir-game/1", "players": ["\xff\xfe"]}',
        capture_output=True,
        check=False,
    )
    assert done.returncode == 2 and b"Traceback" not in done.stderr
    assert b"UTF-8" in done.stderr and len(done.stderr.splitlines()) == 1


def test_backup_to_a_missing_folder(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    run_cli("import", game_file(tmp_path, EXAMPLE), "--db", db)
    refusal = one_line(run_cli("backup", str(tmp_path / "no" / "such" / "copy.db"), "--db", db))
    assert "copy.db" in refusal


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://captain@localhost:abc/marquoir",
        "postgresql://captain@localhost/marquoir?connect_timeout=abc",
    ],
)
def test_postgresql_url_typos(url: str) -> None:
    assert "URL" in one_line(run_cli("games", "--db-url", url))


#: a pipe's buffer on Linux: output that fits in it is written whole before the reader leaves
PIPE_BUFFER = 65_536


def test_a_broken_pipe_ends_quietly(tmp_path: Path) -> None:
    """``marquoir replay --json GAME | head -c 10``: the reader leaves while marquoir is still
    writing (the output is several times a pipe's buffer, so the write after it fails for
    sure), and marquoir stops with status 0 and nothing on stderr."""
    long_game = {
        **EXAMPLE,
        "turns": [
            {"player": player, "card": "none", "dice": "xxxggggg"}
            for _ in range(600)
            for player in EXAMPLE["players"]
        ],
    }
    path = game_file(tmp_path, long_game)
    whole = run_cli("replay", "--json", path)
    assert whole.returncode == 0 and len(whole.stdout.encode()) > 3 * PIPE_BUFFER
    done = subprocess.run(
        [
            "bash",
            "-c",
            f'"{sys.executable}" -m marquoir replay --json "{path}" | head -c 10;'
            ' echo " status ${PIPESTATUS[0]}"',
        ],
        capture_output=True,
        text=True,
        check=False,
        env={**os.environ},
    )
    assert done.stderr == ""
    assert done.stdout == whole.stdout[:10] + " status 0\n"


def test_a_terminal_that_is_not_utf8(tmp_path: Path) -> None:
    done = run_cli("score", "xxggggds", "--card", "pirate", env={"PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and done.stderr == ""
    assert "total" in done.stdout and "1,400" in done.stdout


# --- 4. names never write to the terminal -------------------------------------------------------

EVIL = "\x1b]0;PWNED\x07\x1b[2J"


def test_escape_sequences_in_names_never_reach_the_terminal(tmp_path: Path) -> None:
    data = json.loads(json.dumps(EXAMPLE))
    data["players"][1] = f"Bruno{EVIL}"
    for turn in data["turns"]:
        if turn["player"] == "Bruno":
            turn["player"] = f"Bruno{EVIL}"
    path = game_file(tmp_path, data)
    db = str(tmp_path / "m.db")
    outputs = [run_cli("import", path, "--db", db)]
    if outputs[0].returncode == 0:
        outputs += [run_cli("games", "--db", db), run_cli("standings", "--all", "--db", db)]
    outputs.append(run_cli("replay", path))
    for done in outputs:
        assert "\x1b" not in done.stdout and "\x07" not in done.stdout, done.stdout
        assert "\x1b" not in done.stderr and "\x07" not in done.stderr, done.stderr


# --- 5. limits --------------------------------------------------------------------------------


def test_a_name_over_24_characters(tmp_path: Path) -> None:
    data = json.loads(json.dumps(EXAMPLE))
    data["players"][0] = "A" * 81
    for turn in data["turns"]:
        if turn["player"] == "Anne":
            turn["player"] = "A" * 81
    refusal = one_line(run_cli("import", game_file(tmp_path, data), "--db", str(tmp_path / "m.db")))
    assert "24" in refusal and "damaged" not in refusal


def test_a_game_file_over_the_turn_limit(tmp_path: Path) -> None:
    data = {
        "format": "marquoir-game/1",
        "rules": {"target": 100000},
        "players": ["Anne", "Bruno"],
        "turns": [
            {"player": ("Anne", "Bruno")[i % 2], "manual": {"points": 0}} for i in range(2001)
        ],
    }
    refusal = one_line(run_cli("replay", game_file(tmp_path, data)))
    assert "2,000" in refusal or "2000" in refusal


# --- 6. the right words ---------------------------------------------------------------------


def test_a_read_only_folder_is_not_called_damaged(tmp_path: Path) -> None:
    from tests.store.test_read_only_media import read_only  # root too: chattr +i

    folder = tmp_path / "ro"
    folder.mkdir()
    with read_only(folder):
        for command in (["games"], ["import", game_file(tmp_path, EXAMPLE)]):
            refusal = one_line(run_cli(*command, "--db", str(folder / "m.db")))
            assert "damaged" not in refusal
    assert "cannot be created: its folder is read-only" in refusal


def test_the_same_game_imported_twice_is_noticed(tmp_path: Path) -> None:
    db = str(tmp_path / "m.db")
    path = game_file(tmp_path, EXAMPLE)
    assert run_cli("import", path, "--db", db).stdout == "1\n"
    refusal = one_line(run_cli("import", path, "--db", db))
    assert "game 1" in refusal and "--again" in refusal
    assert run_cli("import", path, "--again", "--db", db).stdout == "2\n"
