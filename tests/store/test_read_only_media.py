"""A healthy database on read-only media is not called damaged (issue 48): it is read where
SQLite can read it, and said to be read-only where it cannot be written or opened.

The tests run as root, whom a folder's mode does not stop: the media is made read-only with
the file system's immutable attribute (``chattr +i``: no file created, removed or written in
the folder, for root too, as on a read-only mount), or with the modes for another user. Where
neither can be done (a file system without the attribute), the tests are skipped."""

import hashlib
import os
import resource
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[2] / "examples" / "game.json"


def _chattr(flag: str, *paths: Path) -> bool:
    if shutil.which("chattr") is None:
        return False
    done = subprocess.run(["chattr", flag, *map(str, paths)], capture_output=True, check=False)
    return done.returncode == 0


@contextmanager
def read_only(folder: Path) -> Iterator[None]:
    """The folder and every file in it read-only, for root too, until the block ends."""
    paths = [*sorted(folder.iterdir()), folder]
    if os.geteuid() == 0:
        if not _chattr("+i", *paths):
            pytest.skip("this file system has no immutable attribute (chattr +i)")
        try:
            yield
        finally:
            _chattr("-i", *paths)
        return
    modes = {path: path.stat().st_mode for path in paths}
    for path in paths:
        path.chmod(0o555 if path.is_dir() else 0o444)
    try:
        yield
    finally:
        for path, mode in modes.items():
            path.chmod(mode)


def digests(folder: Path) -> dict[str, str]:
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


def database(capsys: pytest.CaptureFixture[str], tmp_path: Path, log: bool) -> Path:
    """A healthy database in a folder of its own (imported by ``marquoir import`` in this
    process, as the commands on the media run); ``log``: left with its ``-wal`` holding a
    committed season, and its ``-shm``, as a program that stopped without closing it
    leaves them."""
    db = tmp_path / "media" / "m.db"
    assert run_cli_here(capsys, "import", str(EXAMPLE), "--db", str(db)).returncode == 0
    if log:
        code = (
            "import os, sqlite3\n"
            f"c = sqlite3.connect({str(db)!r}, isolation_level=None)\n"
            "c.execute('PRAGMA wal_autocheckpoint = 0')\n"
            "c.execute(\"INSERT INTO season (name) VALUES ('Kept in the log')\")\n"
            "os._exit(0)\n"
        )
        subprocess.run([sys.executable, "-c", code], check=True)
        assert sorted(p.name for p in db.parent.iterdir()) == ["m.db", "m.db-shm", "m.db-wal"]
    return db


@pytest.mark.parametrize("log", [False, True], ids=["alone", "with its log"])
def test_a_healthy_database_on_read_only_media_is_read(
    tmp_path: Path, log: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    db = database(capsys, tmp_path, log)
    before = digests(db.parent)
    with read_only(db.parent):
        listed = run_cli_here(capsys, "games", "--db", str(db))
        assert listed.returncode == 0, listed.stderr
        assert "Anne, Bruno, Chloé" in listed.stdout
        seasons = run_cli_here(capsys, "seasons", "--db", str(db)).stdout
        assert ("Kept in the log" in seasons) == log
        assert run_cli_here(capsys, "export", "1", "--db", str(db)).stdout.startswith("{")
        checked = run_cli_here(capsys, "check", "--db", str(db))
        assert checked.returncode == 0 and "the file: whole" in checked.stdout
        for command in (["import", str(EXAMPLE), "--again"], ["seasons", "--new", "X"]):
            done = run_cli_here(capsys, *command, "--db", str(db))
            assert done.returncode == 2 and "damaged" not in done.stderr
            assert "cannot be written (read-only media): Marquoir reads it" in done.stderr
    assert digests(db.parent) == before


def test_a_log_without_its_shm_on_read_only_media_is_said_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = database(capsys, tmp_path, log=True)
    Path(f"{db}-shm").unlink()
    before = digests(db.parent)
    with read_only(db.parent):
        for lang, words in (("en", "cannot be opened on read-only media"), ("fr", "lecture seule")):
            done = run_cli_here(capsys, "--lang", lang, "games", "--db", str(db))
            assert done.returncode == 2 and words in done.stderr, done.stderr
            assert "damaged" not in done.stderr and "endommag" not in done.stderr
            assert len(done.stderr.splitlines()) == 1
        assert (
            "Copy the database with its -wal"
            in run_cli_here(capsys, "check", "--db", str(db)).stderr
        )
    assert digests(db.parent) == before


def tiny_disk() -> None:
    """The child can write files of 100 bytes at most (as on a full disk: SQLite cannot make
    its ``-shm``); the signal the kernel sends then ignored, as a full disk sends none."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (100, 100))


@pytest.mark.parametrize(
    "command", [["games"], ["import", str(EXAMPLE), "--again"]], ids=["games", "import"]
)
def test_a_full_disk_at_the_opening_is_not_called_damage(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    db = database(capsys, tmp_path, log=False)
    before = hashlib.sha256(db.read_bytes()).hexdigest()
    done = subprocess.run(
        [sys.executable, "-m", "marquoir", *command, "--db", str(db)],
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=tiny_disk,
    )
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert "damaged" not in done.stderr
    assert f"the disk refused a read or a write of {db}" in done.stderr
    assert hashlib.sha256(db.read_bytes()).hexdigest() == before
