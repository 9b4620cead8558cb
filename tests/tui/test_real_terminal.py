"""The real app in a real terminal (tmux), typed at as a fast Captain types: a whole game sent
at once, before the app has drawn its first screen.

The keys are sent the moment the app holds the terminal's keys for itself (the terminal leaves
its line mode, a few tens of milliseconds after the launch, long before the first screen):
keys typed before the process even runs are the terminal's own business (its line editing
takes ctrl+u as "erase the line")."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from marquoir.table import Table

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed")


def tmux(*args: str) -> str:
    done = subprocess.run(["tmux", *args], capture_output=True, text=True, check=False)
    return done.stdout


def test_a_whole_game_typed_before_the_app_is_up(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    session = f"marquoir-test-{os.getpid()}"
    socket = str(tmp_path / "tmux.sock")
    command = f"MARQUOIR_DB={db} {sys.executable} -m marquoir --lang en; echo EXITED; sleep 30"
    subprocess.run(
        ["tmux", "-S", socket, "new", "-d", "-s", session, "-x", "100", "-y", "30", command],
        check=True,
    )
    try:
        # a new game, three names, the target, start, five turns (Bruno's the Skull Island
        # question, answered ahead; Chloé's with the dice saved on Treasure Island): all sent
        # at once, right after the launch
        keys = ["n", "Anne", "Enter", "Bruno", "Enter", "Chloé", "Enter", "Tab", "Tab", "Tab"]
        keys += ["C-u", "3000", "C-s"]
        keys += ["pxxggggds", "Enter", "y xxxggggg", "Enter", "y", "ixxxggggg", "Enter"]
        keys += ["gggg", "Enter", "ngggggggm", "Enter", "nmmmmmmss", "Enter"]
        tty = tmux("-S", socket, "display", "-p", "-t", session, "#{pane_tty}").strip()
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:  # until marquoir holds the keys
            mode = subprocess.run(["stty", "-F", tty, "-a"], capture_output=True, text=True)
            if "-icanon" in mode.stdout.split():
                break
            time.sleep(0.002)
        subprocess.run(["tmux", "-S", socket, "send-keys", "-t", session, *keys], check=True)
        screen = ""
        while time.monotonic() < deadline:
            screen = tmux("-S", socket, "capture-pane", "-p", "-t", session)
            if "Last round" in screen and "Chloé to play" in screen:
                break
            time.sleep(0.2)
        assert "Last round" in screen, screen
        subprocess.run(["tmux", "-S", socket, "send-keys", "-t", session, "C-q"], check=True)
        while time.monotonic() < deadline:
            if "EXITED" in tmux("-S", socket, "capture-pane", "-p", "-t", session):
                break
            time.sleep(0.2)
    finally:
        tmux("-S", socket, "kill-server")
    with Table.open(str(db)) as table:
        [game] = table.games()
        view = table.game(game.id)
    assert view.players == ("Anne", "Bruno", "Chloé") and view.profile.target == 3000
    assert [(t.player, t.card) for t in view.turns] == [
        ("Anne", "pirate"),
        ("Bruno", "skull2"),
        ("Chloé", "treasure"),
        ("Anne", "none"),
        ("Bruno", "none"),
    ]
    assert str(view.turns[2].saved) == "gggg"
    # Anne 1,400, less 500 for Bruno's Skull Island (5 skulls), then 2,700 (7 gold): 3,600,
    # over the target; Bruno 1,000 (6 monkeys); Chloé 600 (the 4 gold coins she saved)
    assert view.state.totals == (3600, 1000, 600) and view.state.phase == "last_round"
