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

from marquoir.use_cases import UseCases

pytestmark = [
    pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed"),
    # real terminals with their timing: one after the other, on one worker
    pytest.mark.xdist_group("apart"),
]


def tmux(*args: str) -> str:
    done = subprocess.run(["tmux", *args], capture_output=True, text=True, check=False)
    return done.stdout


class Terminal:
    """``marquoir`` in a tmux pane of its own (its own server), on a database in ``tmp_path``."""

    def __init__(self, tmp_path: Path, db: Path, width: int = 100, height: int = 30) -> None:
        self.session = f"marquoir-test-{os.getpid()}"
        self.socket = str(tmp_path / "tmux.sock")
        command = f"MARQUOIR_DB={db} {sys.executable} -m marquoir --lang en; echo EXITED; sleep 30"
        subprocess.run(
            ["tmux", "-S", self.socket, "new", "-d", "-s", self.session, "-x", str(width)]
            + ["-y", str(height), command],
            check=True,
        )
        self.deadline = time.monotonic() + 60

    def tmux(self, *args: str) -> str:
        return tmux("-S", self.socket, *args)

    def until_raw(self) -> None:
        """Until marquoir holds the terminal's keys (a few tens of ms after the launch)."""
        tty = self.tmux("display", "-p", "-t", self.session, "#{pane_tty}").strip()
        while time.monotonic() < self.deadline:
            mode = subprocess.run(["stty", "-F", tty, "-a"], capture_output=True, text=True)
            if "-icanon" in mode.stdout.split():
                return
            time.sleep(0.002)

    def send(self, *keys: str) -> None:
        subprocess.run(
            ["tmux", "-S", self.socket, "send-keys", "-t", self.session, *keys], check=True
        )

    def screen(self) -> str:
        return self.tmux("capture-pane", "-p", "-t", self.session)

    def until(self, *texts: str) -> str:
        """Until every text is on the screen; the screen."""
        screen = ""
        while time.monotonic() < self.deadline:
            screen = self.screen()
            if all(text in screen for text in texts):
                return screen
            time.sleep(0.1)
        raise AssertionError(f"never on the screen: {texts}\n{screen}")

    def quit(self) -> None:
        self.send("C-q")
        while time.monotonic() < self.deadline and "EXITED" not in self.screen():
            time.sleep(0.1)

    def close(self) -> None:
        self.tmux("kill-server")


def test_a_whole_game_typed_before_the_app_is_up(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    term = Terminal(tmp_path, db)
    try:
        # a new game, three names, the target, start, two turns, and Chloé's typed after
        # Bruno's (whose Enter asks the Skull Island question): all sent at once, right
        # after the launch
        keys = [
            "n",
            "Anne",
            "Enter",
            "Bruno",
            "Enter",
            "Chloé",
            "Enter",
            "Tab",
            "Tab",
            "Tab",
            "Tab",
        ]
        keys += ["C-u", "3000", "C-s"]
        keys += ["pxxggggds", "Enter", "y xxxggggg", "Enter", "ixxxggggg", "Enter"]
        term.until_raw()
        term.send(*keys)
        # the question waits for a key pressed once it is drawn; Chloé's turn is kept
        term.until("did Bruno sail to Skull Island?", "typed ahead", "ixxxggggg⏎")
        term.send("y")
        # Chloé's Treasure Island asks for the saved dice; the answer, then two turns
        term.until("Treasure Island: type the dice saved", "Chloé to play")
        term.send("gggg", "Enter", "ngggggggm", "Enter", "nmmmmmmss", "Enter")
        term.until("Last round", "Chloé to play")
        term.quit()
    finally:
        term.close()
    with UseCases.open(str(db)) as cases:
        [game] = cases.games()
        view = cases.game(game.id)
    assert view.players == ("Anne", "Bruno", "Chloé") and view.profile.target == 3000
    assert [(t.player, t.card) for t in view.turns] == [
        ("Anne", "pirate"),
        ("Bruno", "skull2"),
        ("Chloé", "treasure"),
        ("Anne", "none"),
        ("Bruno", "none"),
    ]
    assert str(view.turns[2].saved) == "gggg" and view.turns[1].skull_island
    # Anne 1,400, less 500 for Bruno's Skull Island (5 skulls), then 2,700 (7 gold): 3,600,
    # over the target; Bruno 1,000 (6 monkeys); Chloé 600 (the 4 gold coins she saved)
    assert view.state.totals == (3600, 1000, 600) and view.state.phase == "last_round"


def two_player_game(db: Path, pirates: int = 0) -> int:
    from marquoir.games.mille_sabords.rules import DiceTurn, make_profile, parse_roll

    with UseCases.open(str(db)) as cases:
        game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
        for i in range(pirates):
            turn = DiceTurn(("Anne", "Bruno")[i % 2], "pirate", parse_roll("xxxggggg"))
            cases.enter_turn(game, turn)
    return game


def stored(db: Path, game: int) -> list[tuple[str, str, str, bool]]:
    with UseCases.open(str(db)) as cases:
        return [(t.player, t.card, str(t.dice), t.skull_island) for t in cases.game(game).turns]


def until_stored(term: Terminal, db: Path, game: int, count: int) -> None:
    """Until the game holds ``count`` turns (ctrl+q quits at once, keys queued or not)."""
    while time.monotonic() < term.deadline and len(stored(db, game)) < count:
        time.sleep(0.1)


def test_skull_island_in_a_burst_waits_for_its_answer(tmp_path: Path) -> None:
    """The report (issue #20): ``p xxxxgggg⏎n ggggsssm⏎`` typed in one burst stored Anne's
    trip as a bust (the next turn's ``n`` answered) and Bruno's dice went to the next line."""
    db = tmp_path / "m.db"
    game = two_player_game(db)
    term = Terminal(tmp_path, db)
    try:
        term.until("Anne, Bruno")
        term.send("Enter")
        term.until("Anne to play")
        term.send("p xxxxgggg", "Enter", "n ggggsssm", "Enter")
        term.until("did Anne sail to Skull Island?", "n ggggsssm⏎")
        assert stored(db, game) == []
        term.send("y")
        until_stored(term, db, game, 2)
        term.quit()
    finally:
        term.close()
    assert stored(db, game) == [
        ("Anne", "pirate", "xxxxgggg", True),
        ("Bruno", "none", "ggggmsss", False),
    ]


def test_ctrl_t_before_the_dice_marks_the_trip(tmp_path: Path) -> None:
    """The report: ctrl+t on an empty line was dropped, so Enter asked and the next turn's
    ``n`` made the trip a bust."""
    db = tmp_path / "m.db"
    game = two_player_game(db)
    term = Terminal(tmp_path, db)
    try:
        term.until("Anne, Bruno")
        term.send("Enter")
        term.until("Anne to play")
        term.send("C-t", "p xxxxgggg", "Enter", "n ggggsssm", "Enter")
        until_stored(term, db, game, 2)
        term.quit()
    finally:
        term.close()
    assert stored(db, game) == [
        ("Anne", "pirate", "xxxxgggg", True),
        ("Bruno", "none", "ggggmsss", False),
    ]


def test_enter_at_launch_opens_the_first_game_and_the_turn_goes_to_it(tmp_path: Path) -> None:
    """The report: Enter 0.3 s after the launch, before the list was drawn, was lost; then
    ``n`` opened New game and ``gggssmpx`` became a player's name."""
    db = tmp_path / "m.db"
    game = two_player_game(db)
    term = Terminal(tmp_path, db)
    try:
        time.sleep(0.3)
        term.send("Enter")
        term.send("n gggssmpx", "Enter")
        until_stored(term, db, game, 1)
        term.quit()
    finally:
        term.close()
    assert stored(db, game) == [("Anne", "none", "xgggmpss", False)]


def test_the_deck_warning_in_a_burst_keeps_the_next_turn_for_after_it(tmp_path: Path) -> None:
    """The report: after the warning's Enter every key typed piled up in the current line
    (``Bruno to play   e ggggmmpsz ssssssxxz …``)."""
    db = tmp_path / "m.db"
    game = two_player_game(db, pirates=4)
    term = Terminal(tmp_path, db)
    try:
        term.until("Anne, Bruno")
        term.send("Enter")
        term.until("Anne to play")
        term.send("pxxggggds", "Enter", "gssssssxx", "Enter", "nmmmmmmss", "Enter")
        term.until("Enter records it anyway", "gssssssxx⏎nmmmmmmss⏎")
        assert len(stored(db, game)) == 4
        # the question counts as drawn once the app has settled after it, within 0.5 s
        # (marquoir.tui.keys): on a loaded machine the screen can show it before; a key
        # pressed in between is kept as typed ahead (shown), so the Captain's answer waits
        time.sleep(0.6)
        term.send("Enter")
        until_stored(term, db, game, 7)
        term.quit()
    finally:
        term.close()
    assert stored(db, game)[4:] == [
        ("Anne", "pirate", "xxdggggs", False),
        ("Bruno", "gold", "xxssssss", False),
        ("Anne", "none", "mmmmmmss", False),
    ]
