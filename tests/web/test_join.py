"""Join by QR code: ``marquoir board --serve`` prints its address (a new token each serve,
or the one given) and its QR code, which reads back as that address; ``--host 0.0.0.0`` puts
this machine's address on the network in it; the note for the app's board lives as long as
the serve."""

from __future__ import annotations

import io
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
import segno

from marquoir.join import qr_lines, served_address
from marquoir.use_cases import UseCases
from marquoir.web.serve import board_url, public_host
from scripts.board_in_browser import free_port, serving

#: they hold ports: one after the other, on one worker
pytestmark = pytest.mark.xdist_group("apart")

#: a character's light modules, top and bottom
MODULES = {" ": (False, False), "▀": (True, False), "▄": (False, True), "█": (True, True)}


def read_back(lines: list[str]) -> list[str]:
    """The modules a text QR code draws, as segno's own text form: ``1`` dark, ``0`` light."""
    rows: list[str] = []
    for line in lines:
        top = "".join("0" if MODULES[char][0] else "1" for char in line)
        bottom = "".join("0" if MODULES[char][1] else "1" for char in line)
        rows += [top, bottom]
    return rows


def segno_rows(url: str, border: int) -> list[str]:
    """What segno itself writes for the code of ``url`` (its ``txt`` serializer)."""
    out = io.StringIO()
    segno.make(url, error="m", micro=False).save(out, kind="txt", border=border)
    return out.getvalue().split()


@pytest.mark.parametrize("border", [2, 4])
def test_the_text_code_is_the_code_segno_builds(border: int) -> None:
    url = "http://192.168.1.20:8000/abcdefghijklmnopqrstuv/"
    rows = read_back(qr_lines(url, border))
    expected = segno_rows(url, border)
    if len(expected) % 2:  # the last line's lower half, below the code
        expected.append("1" * len(expected[0]))
    assert rows == expected
    assert segno_rows(url + "x", border) != expected  # another address, another code


def test_the_serve_prints_its_address_and_its_code(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    UseCases.open(db=str(db)).close()  # the board reads a database: it creates none
    with serving(db, "en", free_port()) as serve:
        first = serve.url
        assert serve.printed[0] == f"The board is served at {first} (ctrl+c stops it)."
        assert serve.printed[1] == "Scan it with a phone's camera to open the board:"
        expected = segno_rows(first, 4)
        expected += ["1" * len(expected[0])] if len(expected) % 2 else []
        assert read_back(serve.printed[2:]) == expected
        assert served_address() == first  # the note for the app's board (f3)
        with urllib.request.urlopen(first, timeout=10) as page:
            assert page.status == 200
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(first.rsplit("/", 2)[0] + "/", timeout=10)
        assert refused.value.code == 403
    assert served_address() is None  # the serve stopped: its note went with it
    with serving(db, "fr", free_port()) as serve:
        assert serve.url != first  # a new token each serve
        assert serve.printed[0].startswith("Le tableau est servi à http://127.0.0.1:")
    with serving(db, "en", free_port(), None, "--token", "our-table-token-42") as serve:
        assert serve.url.endswith("/our-table-token-42/")


def test_every_interface_puts_this_machine_address_in_the_code() -> None:
    url = board_url("0.0.0.0", 8000, "t" * 22)
    host = url.split("/")[2].rsplit(":", 1)[0]
    assert host not in ("0.0.0.0", "", "127.0.0.1") or socket.gethostname() == host
    assert host == public_host("0.0.0.0")
    assert board_url("192.168.1.20", 8000, "tok") == "http://192.168.1.20:8000/tok/"
    assert board_url("::1", 8000, "tok") == "http://[::1]:8000/tok/"


def run_serve(*args: str, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    UseCases.open(db=str(tmp_path / "m.db")).close()  # the board reads a database: it creates none
    return subprocess.run(
        [sys.executable, "-m", "marquoir", "--lang", "en", "board", "--serve", *args]
        + ["--db", str(tmp_path / "m.db")],
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_a_port_already_taken_is_a_sentence(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = run_serve("--port", str(port), tmp_path=tmp_path)
    assert done.returncode == 1
    assert f"port {port}" in done.stderr and "--port" in done.stderr
    assert "Traceback" not in done.stderr
    assert served_address() is None


def test_a_guessable_token_is_refused(tmp_path: Path) -> None:
    done = run_serve("--token", "1234", tmp_path=tmp_path)
    assert done.returncode == 2
    assert done.stderr == (
        "--token: a token is at least 16 letters, digits, - or _ (“1234” is not).\n"
    )
