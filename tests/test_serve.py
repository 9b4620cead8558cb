"""``marquoir board --serve``: the page answers, the board a browser receives shows every
player's total, nothing on the page needs the internet; in a real (headless) Chromium when
Debian's ``chromium`` package is installed."""

import asyncio
import urllib.request
from pathlib import Path

import pytest

from marquoir.rules import format_points
from marquoir.store import open_store
from marquoir.table import Table
from marquoir.tui.serve import board_command, public_host
from scripts.board_in_browser import (
    SETTLED_PNG,
    browser_screenshot,
    chromium,
    free_port,
    read_board,
    serving,
)
from scripts.screenshots import crowd

#: they hold ports (one free port asked at a time): one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")


@pytest.fixture
def club(tmp_path: Path) -> tuple[Path, list[tuple[str, int]]]:
    """A database with a game of five players: their names and totals."""
    db = tmp_path / "club.db"
    store = open_store(f"sqlite:///{db}")
    table = Table(store)
    game = crowd(table, 5)
    view = table.game(game)
    store.close()
    return db, list(zip(view.players, view.state.totals, strict=True))


def test_the_served_board_answers_and_shows_every_total(
    club: tuple[Path, list[tuple[str, int]]],
) -> None:
    db, players = club
    with serving(db, "en", free_port()) as url:
        with urllib.request.urlopen(url, timeout=10) as page:
            assert page.status == 200
            html = page.read().decode("utf-8")
        assert "https://" not in html  # a club's network may have no internet
        distances = [f"{format_points(6000 - total)} to go" for _, total in players]

        def complete(text: str) -> bool:
            return all(d in text for d in distances) and "Last turn:" in text

        text = asyncio.run(read_board(url, complete, size=(120, 30)))
    assert complete(text), text[-2000:]
    for name, _ in players:
        assert name[:12] in text


def test_the_served_board_is_in_the_captain_language(
    club: tuple[Path, list[tuple[str, int]]],
) -> None:
    db, _ = club
    with serving(db, "fr", free_port()) as url:
        text = asyncio.run(read_board(url, lambda t: "Dernier tour" in t, size=(120, 30)))
    assert "Dernier tour" in text and "encore" in text


def test_a_port_already_taken_is_a_sentence(tmp_path: Path) -> None:
    import socket
    import subprocess
    import sys

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "marquoir", "--lang", "en", "board", "--serve"]
            + ["--port", str(port), "--db", str(tmp_path / "m.db")],
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 1
    assert f"port {port}" in done.stderr and "--port" in done.stderr


def test_the_boards_command_never_carries_a_database_url() -> None:
    command = board_command("fr", 3, "club.db")
    assert " board 3 " in command and "--db" in command and "club.db" in command
    assert "--db-url" not in board_command("en", None, None)
    assert public_host("192.168.1.20") == "192.168.1.20"
    assert public_host("0.0.0.0") not in ("0.0.0.0", "")


@pytest.mark.skipif(chromium() is None, reason="Debian's chromium package is not installed")
def test_a_browser_shows_the_board(
    club: tuple[Path, list[tuple[str, int]]], tmp_path: Path
) -> None:
    db, _ = club
    out = tmp_path / "board.png"
    with serving(db, "en", free_port()) as url:
        arrived = asyncio.run(browser_screenshot(url, out))
    assert arrived, "the board's bytes never reached the page"
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and out.stat().st_size > SETTLED_PNG
