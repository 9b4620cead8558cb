"""The app's first list at its games, in a process of its own (``marquoir.store.first_list``).

The app starts it as it starts: the process reads the home screen's list from the SQLite
file (SQLAlchemy, read-only) while Textual starts in the app's own process, on another
core. A thread of the app's own process did the same work, but it took its share of the one
interpreter from Textual's start, and the home screen came up 10 % later. This module is what
the app's process loads for it: nothing it has not loaded already (the answer's JSON and
records are read in the waiting thread, once the process is done).
"""

from __future__ import annotations

import json
import subprocess
import sys
from concurrent.futures import Future
from datetime import datetime
from threading import Thread
from typing import TYPE_CHECKING

from marquoir.store.location import sqlite_path

if TYPE_CHECKING:
    from subprocess import Popen

    from marquoir.records import GameSummary

#: the longest the first list may take (a file on a slow disk): past it, the list waits for
#: the store
FIRST_LIST_SECONDS = 10.0


class FirstList(Future["list[GameSummary] | None"]):
    """The answer of a first list: the list, or None (no look); :meth:`stop` ends the reading
    process if it is still at it (the database opened first, the app closing)."""

    def __init__(self) -> None:
        super().__init__()
        self.set_running_or_notify_cancel()  # a look is never cancelled: it ends, or is stopped
        self.process: Popen[bytes] | None = None

    def stop(self) -> None:
        process = self.process
        if process is not None and process.poll() is None:
            process.kill()


def read_first_list_apart(url: str, finished: int) -> FirstList:
    """The home screen's list (``listing.home_list``) as the file of ``url`` holds it, read by
    a process of its own; the answer comes in a thread: None when there is no look
    (PostgreSQL, a file the store would change or refuse, a process that fails or stops)."""
    answer = FirstList()
    if sqlite_path(url) is None:
        answer.set_result(None)
        return answer

    # -P: the folder the app was started from is not where the first list's modules come from
    command = [sys.executable, "-P", "-m", "marquoir.store.first_list", url, str(finished)]
    try:
        reading = subprocess.Popen(
            command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
    except OSError:
        answer.set_result(None)
        return answer
    answer.process = reading

    def wait() -> None:
        games = None
        try:
            out, _ = reading.communicate(timeout=FIRST_LIST_SECONDS)
            if reading.returncode == 0:
                games = from_json(out.decode("utf-8"))
        except (subprocess.TimeoutExpired, ValueError, TypeError):
            reading.kill()
            reading.communicate()
        finally:
            answer.set_result(games)

    Thread(target=wait, name="first-list", daemon=True).start()
    return answer


def to_json(games: list[GameSummary] | None) -> str:
    """The list as the reading process hands it on (one JSON line; ``null``: no look)."""
    if games is None:
        return "null"
    return json.dumps(
        [
            [
                game.id,
                game.game,
                game.created_at.isoformat(),
                game.finished_at and game.finished_at.isoformat(),
                game.season,
                game.players,
                game.status,
                game.winners,
                game.turns,
                game.deleted_at and game.deleted_at.isoformat(),
            ]
            for game in games
        ]
    )


def from_json(text: str) -> list[GameSummary] | None:
    """The list :func:`to_json` wrote."""
    from marquoir.records import GameSummary

    def moment(written: str | None) -> datetime | None:
        return None if written is None else datetime.fromisoformat(written)

    rows = json.loads(text)
    if rows is None:
        return None
    return [
        GameSummary(
            gid,
            kind,
            moment(created),  # type: ignore[arg-type]  # never None
            moment(finished),
            season,
            tuple(players),
            status,
            tuple(winners),
            turns,
            moment(deleted),
        )
        for gid, kind, created, finished, season, players, status, winners, turns, deleted in rows
    ]
