"""How the table joins the served board: its address as a QR code drawn in text (two modules a
character, for a terminal or the app's board screen), and the note ``marquoir board --serve``
leaves while it runs so that the app's board (f3) can show the same code.

The note holds the address with its token: it is written for this user alone (mode 0600) in
Marquoir's cache folder and removed when the serve stops; a note left by a serve that died is
ignored (its process is gone).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import secrets
import signal
from pathlib import Path

#: a light module drawn (the code's background), by (top, bottom) of a character
HALF_BLOCKS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}
#: what a terminal needs to draw the light modules white on black whatever its colours
LIGHT_ON_DARK = ("\x1b[97;40m", "\x1b[0m")


def qr_matrix(url: str, border: int = 2) -> list[list[bool]]:
    """The QR code of ``url`` (error correction M) as rows of modules, True for dark, with a
    light border of ``border`` modules."""
    # segno: loaded only when a QR code is drawn (bench/board_bench.py)
    import segno

    code = segno.make(url, error="m", micro=False)
    return [[bool(module) for module in row] for row in code.matrix_iter(border=border)]


def qr_lines(url: str, border: int = 2) -> list[str]:
    """The QR code of ``url`` in text, two rows of modules a line: each character draws the
    light modules of its two (``▀``, ``▄``, ``█``, or a space for two dark ones). Drawn light
    on dark (:data:`LIGHT_ON_DARK`), it is a code every phone's camera reads."""
    matrix = qr_matrix(url, border)
    if len(matrix) % 2:
        matrix.append([True] * len(matrix[0]))  # below the border: dark, outside the code
    return [
        "".join(
            HALF_BLOCKS[(not top, not bottom)]
            for top, bottom in zip(matrix[row], matrix[row + 1], strict=True)
        )
        for row in range(0, len(matrix), 2)
    ]


def note_path() -> Path:
    # platformdirs: not loaded by the commands that never serve (bench/score_bench.py)
    import platformdirs

    return platformdirs.user_cache_path("marquoir") / "served-board.json"


def leave_note(
    url: str,
    seats: list[tuple[str, str]] | None = None,
    failed: str | None = None,
    opens: bool = False,
    answered: str | None = None,
    database: str | None = None,
) -> None:
    """Say, for the app's board, that this process serves the board at ``url`` (``seats``:
    and each seat's player and address, which ``SIGUSR1`` closes: :func:`close_seats`;
    ``opens``: ``SIGUSR2`` opens seats, :func:`open_seats`; ``answered``: the request of
    :func:`open_seats` this note answers, ``failed``: why its seats could not open;
    ``database``: the URL of the database served, kept as :func:`database_key`). The note is
    replaced whole (written beside, then moved over it): a reader never finds it missing or
    half written."""
    path = note_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    beside = path.with_name(f".{path.name}.{os.getpid()}")
    with contextlib.suppress(FileNotFoundError):
        beside.unlink()
    descriptor = os.open(beside, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as note:
        note_of: dict[str, object] = {"url": url, "pid": os.getpid(), "seats": seats}
        if opens:
            note_of["opens"] = True
        if database is not None:
            note_of["database"] = database_key(database)
        if answered is not None:
            note_of["answered"] = answered
        if failed is not None:
            note_of["failed"] = failed
        json.dump(note_of, note, ensure_ascii=False)
    os.replace(beside, path)


def database_key(url: str) -> str:
    """What the note keeps of a database's URL: enough to tell two apart, nothing of a
    password it may hold."""
    return hashlib.sha256(url.encode()).hexdigest()[:32]


def remove_note() -> None:
    """The serve stops: its note goes (only its own)."""
    path = note_path()
    if _read(path).get("pid") == os.getpid():
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def served_address() -> str | None:
    """The address a running ``marquoir board --serve`` of this user serves, or None."""
    url = served_note().get("url")
    return url if isinstance(url, str) else None


def served_seats() -> list[tuple[str, str]]:
    """Each open seat's player and address of the running ``marquoir board --serve`` of this
    user, in seating order (empty when none runs, or its seats are closed)."""
    return seats_of(served_note())


def served_note() -> dict[str, object]:
    """The note of the running ``marquoir board --serve`` of this user (empty when none
    runs): ``url``, ``pid``, ``seats``, and ``failed`` when the seats asked could not open."""
    note = _read(note_path())
    url, pid = note.get("url"), note.get("pid")
    if not isinstance(url, str) or not isinstance(pid, int) or not _running(pid):
        return {}
    return note


def seats_of(note: dict[str, object]) -> list[tuple[str, str]]:
    """The seats a note lists (see :func:`served_note`)."""
    seats = note.get("seats")
    if not isinstance(seats, list):
        return []
    return [
        (str(seat[0]), str(seat[1])) for seat in seats if isinstance(seat, list) and len(seat) == 2
    ]


def opening_path() -> Path:
    """Where :func:`open_seats` says which game to seat (read by the serve, then gone)."""
    return note_path().with_name("served-board-open.json")


def open_seats(game: int) -> str | None:
    """Ask the running ``marquoir board --serve`` of this user to open the seats of ``game``
    (each its own address, new tokens; the served board then shows that game): the
    request's name, None when no serve runs that can. The game is written where the serve
    reads it (:func:`opening_asked`), then the serve is sent ``SIGUSR2``; its next note
    answers the request (``answered``: its name) and lists the seats, or says why not
    (``failed``)."""
    note = served_note()
    pid = note.get("pid")
    if not note.get("opens") or not isinstance(pid, int):
        return None  # a serve that would not know the signal (it would end it)
    asked = secrets.token_hex(8)
    _ask(opening_path(), {"game": game, "ask": asked})
    os.kill(pid, signal.SIGUSR2)
    return asked


def opening_asked() -> tuple[int, str] | None:
    """The game :func:`open_seats` asked to seat and the request's name (None: none asked);
    the request is removed once read."""
    path = opening_path()
    request = _read(path)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    game, asked = request.get("game"), request.get("ask")
    if isinstance(game, int) and not isinstance(game, bool) and isinstance(asked, str):
        return game, asked
    return None


def closing_path() -> Path:
    """Where :func:`close_seats` says which seats to close (read by the serve, then gone)."""
    return note_path().with_name("served-board-close.json")


def close_seats(names: list[str] | None = None) -> bool:
    """Close the seats of ``names`` (every seat when None) of the running ``marquoir board
    --serve --seats`` of this user (their addresses stop answering; the board stays): True
    when there was one. The names are written where the serve reads them
    (:func:`closing_asked`), then the serve is sent ``SIGUSR1``."""
    note = served_note()
    pid = note.get("pid")
    if not note.get("seats") or not isinstance(pid, int):
        return False
    _ask(closing_path(), {"names": names})
    os.kill(pid, signal.SIGUSR1)
    return True


def closing_asked() -> list[str] | None:
    """The names of the seats :func:`close_seats` asked to close (None: every seat); the
    request is removed once read."""
    path = closing_path()
    names = _read(path).get("names")
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    if isinstance(names, list) and names and all(isinstance(n, str) for n in names):
        return list(names)
    return None


def _ask(path: Path, request: dict[str, object]) -> None:
    """Write a request for the serve at ``path``, for this user alone."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as asked:
        json.dump(request, asked, ensure_ascii=False)


def _read(path: Path) -> dict[str, object]:
    try:
        note = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return note if isinstance(note, dict) else {}


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # another user's process: not a serve of this user's
        return False
    except OSError:
        return False
    return True
