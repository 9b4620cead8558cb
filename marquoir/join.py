"""How the table joins the served board: its address as a QR code drawn in text (two modules a
character, for a terminal or the app's board screen), and the note ``marquoir board --serve``
leaves while it runs so that the app's board (f3) can show the same code.

The note holds the address with its token: it is written for this user alone (mode 0600) in
Marquoir's cache folder and removed when the serve stops; a note left by a serve that died is
ignored (its process is gone).
"""

from __future__ import annotations

import contextlib
import json
import os
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


def leave_note(url: str, seats: list[tuple[str, str]] | None = None) -> None:
    """Say, for the app's board, that this process serves the board at ``url`` (``seats``:
    and each seat's player and address, which ``SIGUSR1`` closes: :func:`close_seats`)."""
    path = note_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as note:
        json.dump({"url": url, "pid": os.getpid(), "seats": seats}, note, ensure_ascii=False)


def remove_note() -> None:
    """The serve stops: its note goes (only its own)."""
    path = note_path()
    if _read(path).get("pid") == os.getpid():
        with contextlib.suppress(FileNotFoundError):
            path.unlink()


def served_address() -> str | None:
    """The address a running ``marquoir board --serve`` of this user serves, or None."""
    note = _read(note_path())
    url, pid = note.get("url"), note.get("pid")
    if not isinstance(url, str) or not isinstance(pid, int) or not _running(pid):
        return None
    return url


def served_seats() -> list[tuple[str, str]]:
    """Each seat's player and address of the running ``marquoir board --serve --seats`` of
    this user, in seating order (empty when none runs)."""
    if served_address() is None:
        return []
    seats = _read(note_path()).get("seats")
    if not isinstance(seats, list):
        return []
    return [
        (str(seat[0]), str(seat[1])) for seat in seats if isinstance(seat, list) and len(seat) == 2
    ]


def closing_path() -> Path:
    """Where :func:`close_seats` says which seats to close (read by the serve, then gone)."""
    return note_path().with_name("served-board-close.json")


def close_seats(names: list[str] | None = None) -> bool:
    """Close the seats of ``names`` (every seat when None) of the running ``marquoir board
    --serve --seats`` of this user (their addresses stop answering; the board stays): True
    when there was one. The names are written where the serve reads them
    (:func:`closing_asked`), then the serve is sent ``SIGUSR1``."""
    import signal

    note = _read(note_path())
    pid = note.get("pid")
    if not note.get("seats") or not isinstance(pid, int) or not _running(pid):
        return False
    path = closing_path()
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "w", encoding="utf-8") as asked:
        json.dump({"names": names}, asked, ensure_ascii=False)
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
