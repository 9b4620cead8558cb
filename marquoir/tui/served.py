"""The seats turned on from the app's board (f3): each player of the game on screen gets an
address of their own, to enter their turns from their phone (``marquoir board --serve
--seats``, from the app).

Where a ``marquoir board --serve`` of this user already runs (in another terminal, or started
here before), it is asked to open the seats of the game (:func:`marquoir.join.open_seats`);
where none runs, the app starts one itself, a process of its own (the same command, with
``--seats``), which ends with the app however the app ends: the app ends it cleanly as it
quits (:meth:`ServedBoard.stop`), and it watches the app's lifeline
(:func:`marquoir.processes.lifeline`) for the rest (kill -9, a crash). Either way the serve's
note then lists the seats, which the board shows. Everything here blocks: the board runs it
in a thread.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from typing import IO

from marquoir.i18n import translate
from marquoir.join import database_key, open_seats, seats_of, served_note
from marquoir.processes import lifeline

#: the port the app's serve takes first (``marquoir board --serve``'s); taken, any free one
PORT = 8000
#: where the app's serve listens: every interface, for the phones on the local network
HOST = "0.0.0.0"
#: how long a serve has to open the seats (start, open the database, bind its port)
OPEN_SECONDS = 30.0
#: how long a serve has to end cleanly once asked, before it is killed
STOP_SECONDS = 5.0
#: how often the note is read while waiting for it
LOOK_SECONDS = 0.05


@dataclass
class Opened:
    """What turning the seats on did: the seats (player, address), and what to say: the
    message ``key`` with its ``params`` (the screen adds the key that shows the next code),
    or a ``sentence`` already said; no seat: it failed, and that says why (nothing to say:
    the app is ending)."""

    seats: list[tuple[str, str]]
    key: str | None = None
    params: dict[str, object] = field(default_factory=dict)
    sentence: str | None = None


def _failed(lang: str, why: str) -> Opened:
    return Opened([], sentence=translate(lang, "board.seats_unopened", why=why))


@dataclass
class ServedBoard:
    """The ``marquoir board --serve`` the app started, if any (see the module)."""

    process: subprocess.Popen[bytes] | None = None
    errors: IO[bytes] | None = None
    stopped: bool = False
    #: whether the last serve started ended because its port was taken (status 1)
    port_taken: bool = False
    lock: threading.Lock = field(default_factory=threading.Lock)

    def turn_on(self, lang: str, game: int, db_url: str, chances: bool) -> Opened:
        """Open the seats of ``game``: asked of the serve that runs, else of one started."""
        note = served_note()
        if note:
            if note.get("database") != database_key(db_url):
                return _failed(lang, translate(lang, "board.serve_other_database"))
            return self._ask(lang, game)
        opened = self._start(lang, game, db_url, chances, PORT)
        if not opened.seats and self.port_taken:
            moved = self._start(lang, game, db_url, chances, 0)
            if moved.seats:
                port = moved.seats[0][1].split("/")[2].rpartition(":")[2]
                moved.key, moved.params = "board.seats_moved", {"taken": PORT, "port": port}
            return moved
        return opened

    def _ask(self, lang: str, game: int) -> Opened:
        asked = open_seats(game)
        if asked is None:
            return _failed(lang, translate(lang, "board.serve_cannot_seat"))
        deadline = time.monotonic() + OPEN_SECONDS
        while time.monotonic() < deadline:
            note = served_note()
            if not note:  # the serve ended meanwhile
                break
            if note.get("answered") == asked:
                failed = note.get("failed")
                if isinstance(failed, str):
                    return Opened([], sentence=failed)
                return Opened(seats_of(note), "board.seats_open")
            time.sleep(LOOK_SECONDS)
        return _failed(lang, translate(lang, "board.serve_silent", seconds=int(OPEN_SECONDS)))

    def _start(self, lang: str, game: int, db_url: str, chances: bool, port: int) -> Opened:
        """Start ``marquoir board GAME --serve --seats`` and wait for its note."""
        self.port_taken = False
        with self.lock:
            if self.stopped:  # the app is ending
                return Opened([])
            self._end()
            pipe = lifeline().fileno()
            command = [sys.executable, "-m", "marquoir", "--lang", lang, "board", str(game)]
            command += ["--serve", "--seats", "--host", HOST, "--port", str(port)]
            command += ["--lifeline", str(pipe)] + ([] if chances else ["--no-chances"])
            # the database's URL (a password it holds) in the environment, not on a command line
            env = {**os.environ, "MARQUOIR_DB_URL": db_url}
            env.pop("MARQUOIR_DB", None)
            self.errors = tempfile.TemporaryFile()  # noqa: SIM115 - closed by _end
            self.process = process = subprocess.Popen(
                command,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=self.errors,
                pass_fds=(pipe,),
                env=env,
                start_new_session=True,  # ctrl+c in the app's terminal is the app's alone
            )
        deadline = time.monotonic() + OPEN_SECONDS
        while time.monotonic() < deadline:
            note = served_note()
            if note.get("pid") == process.pid:
                return Opened(seats_of(note), "board.seats_served")
            if process.poll() is not None:
                self.port_taken = process.returncode == 1
                return _failed(lang, self._why(lang))
            time.sleep(LOOK_SECONDS)
        with self.lock:
            self._end()
        return _failed(lang, translate(lang, "board.serve_silent", seconds=int(OPEN_SECONDS)))

    def _why(self, lang: str) -> str:
        """Why the serve ended: its last sentence (never a traceback)."""
        said = ""
        if self.errors is not None:
            self.errors.seek(0)
            said = self.errors.read().decode("utf-8", "replace").strip()
        last = said.splitlines()[-1].strip() if said else ""
        if not last or "Traceback" in said:
            assert self.process is not None
            return translate(lang, "board.serve_ended", status=self.process.returncode)
        return last.rstrip(".")

    def stop(self) -> None:
        """The app ends: its serve ends too, cleanly (its note removed), or is killed."""
        with self.lock:
            self.stopped = True
            self._end()

    def _end(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_SECONDS)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self.errors is not None:
            self.errors.close()
            self.errors = None
