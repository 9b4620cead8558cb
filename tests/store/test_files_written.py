"""Every file a command writes is a new regular file (issue 48): a name already taken is
refused with a sentence (``--force`` replaces a regular file only), never written through a
link or onto a device or a pipe, with the permissions a new file gets (0644 under umask 022),
and a failure (a full disk) leaves neither its temporary file nor an empty file behind.

A full disk is simulated without a mount, as root too: a limit on the size of the files the
process writes (``RLIMIT_FSIZE``) fails the write as a full disk does, and ``/dev/full`` is
standard output."""

import json
import os
import resource
import signal
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from marquoir.use_cases import UseCases
from tests.helpers import run_cli, run_cli_here

EXAMPLE = Path(__file__).parents[2] / "examples" / "game.json"


def stored(tmp_path: Path) -> str:
    """A database in a folder of its own holding the example game, stored by this process."""
    db = str(tmp_path / "db" / "m.db")
    with UseCases.open(db) as cases:
        cases.import_game(json.loads(EXAMPLE.read_text("utf-8")))
    return db


def run(
    *args: str, before: Callable[[], None], stdout: object = subprocess.PIPE, python: bool = False
) -> tuple[int, str, str]:
    """``marquoir ARGS`` (``python``: ``python ARGS``) started after ``before`` ran in the
    child (a umask, a limit)."""
    done = subprocess.run(
        [sys.executable, *(() if python else ("-m", "marquoir")), *args],
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        check=False,
        preexec_fn=before,
    )
    return done.returncode, done.stdout, done.stderr


def small_disk() -> None:
    """The child can write files of 64 KiB at most (SQLite's ``-shm`` takes 32 KiB): past
    that, a write fails (EFBIG) as on a full disk (the signal the kernel sends then ignored,
    as a full disk sends none)."""
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (65536, 65536))


def listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_an_existing_file_is_refused_unless_forced(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = stored(tmp_path)
    out = tmp_path / "game.json"
    out.write_text("the Captain's own notes", "utf-8")
    done = run_cli_here(capsys, "export", "1", "--out", str(out), "--db", db)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (
        f"marquoir: {out} already exists: choose a new name, or add --force to replace it\n"
    )
    assert out.read_text("utf-8") == "the Captain's own notes"
    french = run_cli_here(capsys, "--lang", "fr", "export", "1", "--out", str(out), "--db", db)
    assert "existe déjà" in french.stderr and "--force" in french.stderr
    forced = run_cli_here(capsys, "export", "1", "--out", str(out), "--force", "--db", db)
    assert forced.returncode == 0, forced.stderr
    assert out.read_text("utf-8").startswith("{")
    assert not [name for name in listing(tmp_path) if name.endswith((".part", ".tmp"))]


def test_a_link_a_pipe_and_a_device_are_never_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = stored(tmp_path)
    kept = tmp_path / "kept.txt"
    kept.write_text("kept", "utf-8")
    link = tmp_path / "link.json"
    link.symlink_to(kept)
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    places = {link: "is a symbolic link", pipe: "is not a regular file"}
    if os.geteuid() == 0:  # a device node of its own (/dev/full's numbers), not the machine's
        device = tmp_path / "full"
        os.mknod(device, stat.S_IFCHR | 0o666, os.makedev(1, 7))
        places[device] = "is not a regular file"
    for place, sentence in places.items():
        for force in ((), ("--force",)):
            done = run_cli_here(capsys, "export", "1", "--out", str(place), *force, "--db", db)
            assert done.returncode == 2 and sentence in done.stderr, done.stderr
            assert len(done.stderr.splitlines()) == 1
    assert link.is_symlink() and kept.read_text("utf-8") == "kept"
    assert stat.S_ISFIFO(pipe.lstat().st_mode)
    if os.geteuid() == 0:
        assert stat.S_ISCHR((tmp_path / "full").lstat().st_mode)
    done = run_cli_here(capsys, "backup", str(link), "--force", "--db", db)
    assert done.returncode == 2 and "is a symbolic link" in done.stderr
    assert kept.read_text("utf-8") == "kept"


def test_new_files_get_the_umask_s_permissions(tmp_path: Path) -> None:
    db = stored(tmp_path)
    out, copy = tmp_path / "game.csv", tmp_path / "copy.db"

    def umask() -> None:
        os.umask(0o022)

    assert run("export", "1", "--csv", "--out", str(out), "--db", db, before=umask)[0] == 0
    assert run("backup", str(copy), "--db", db, before=umask)[0] == 0
    assert stat.S_IMODE(out.stat().st_mode) == 0o644
    assert stat.S_IMODE(copy.stat().st_mode) == 0o644
    assert listing(tmp_path).count("game.csv") == 1
    assert not [name for name in listing(tmp_path) if name.endswith((".part", ".tmp"))]


def test_a_full_disk_leaves_nothing_behind(tmp_path: Path) -> None:
    db = stored(tmp_path)  # 144 KiB: its copy is more than the disk takes
    folder = tmp_path / "out"
    folder.mkdir()
    copy = folder / "copy.db"
    status, _, error = run("backup", str(copy), "--db", db, before=small_disk)
    assert status == 2 and error.startswith(f"marquoir: {copy} cannot be written (")
    assert len(error.splitlines()) == 1
    assert listing(folder) == []  # no empty copy, no temporary file
    done = run_cli("backup", str(copy), "--db", db)  # the retry is not "already exists"
    assert done.returncode == 0, done.stderr
    with sqlite3.connect(copy) as connection:
        assert connection.execute("SELECT count(*) FROM turn").fetchone() == (4,)
    # the one helper every writer goes through (an export, a sheet), on the same full disk
    sheet = folder / "sheet.csv"
    write = f"from marquoir.files import write_new\nwrite_new({str(sheet)!r}, 'x' * 100_000)\n"
    status, _, error = run("-c", write, before=small_disk, python=True)
    assert status == 1 and "sheet.csv: cannot be written (File too large)" in error
    assert listing(folder) == ["copy.db"]


@pytest.mark.parametrize("command", [("export", "1"), ("games",), ("standings", "--csv")])
def test_standard_output_on_a_full_disk_is_one_sentence(
    tmp_path: Path, command: tuple[str, ...]
) -> None:
    db = stored(tmp_path)
    with open("/dev/full", "w") as full:
        status, _, error = run(*command, "--db", db, before=lambda: None, stdout=full)
    assert status == 2, error
    assert error == (
        "marquoir: the output cannot be written (No space left on device):"
        " nothing more was written\n"
    )
