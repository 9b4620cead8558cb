"""``marquoir board --serve``: the board in every phone's browser on the local network.

textual-serve runs ``marquoir board`` once for each browser that opens the page and streams
it there; the board is read-only (no key or command of it changes a game).
"""

from __future__ import annotations

import os
import shlex
import socket
import sys
from pathlib import Path

#: the page each browser loads: textual-serve's, without a web font from the internet
PAGE_FOLDER = Path(__file__).parent / "serve_page"
#: the hosts that mean "every interface": phones then reach the board at this machine's address
EVERY_INTERFACE = ("0.0.0.0", "::", "")


def board_command(lang: str, game: int | None, db: str | None) -> str:
    """The command each browser's board runs (the same database, the same language; a
    database URL goes by the environment, never on a command line others can read)."""
    words = [sys.executable, "-m", "marquoir", "--lang", lang, "board"]
    if game is not None:
        words.append(str(game))
    if db:
        words += ["--db", os.path.abspath(db)]
    return " ".join(shlex.quote(word) for word in words)


def public_host(host: str) -> str:
    """Where phones reach the board: the host given, or, for every interface, this
    machine's address on the local network (no packet is sent to find it)."""
    if host not in EVERY_INTERFACE:
        return f"[{host}]" if ":" in host else host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.254.254.254", 1))
            address: str = probe.getsockname()[0]
            return address
    except OSError:
        return socket.gethostname()


def serve_board(
    lang: str, game: int | None, db: str | None, db_url: str | None, host: str, port: int
) -> int:
    """Serve the board until interrupted; print where. A port already taken is a sentence
    and the status 1."""
    import logging

    from textual_serve.server import Server

    from marquoir.i18n import translate

    if db_url:
        os.environ["MARQUOIR_DB_URL"] = db_url  # the boards' processes inherit it
    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET) as trial:
        try:
            trial.bind((host or "0.0.0.0", port))
        except OSError as error:
            print(
                translate(lang, "board.port_taken", port=port, why=error.strerror), file=sys.stderr
            )
            return 1
    url = f"http://{public_host(host)}:{port}"
    title = translate(lang, "board.title")
    server = Server(
        board_command(lang, game, db),
        host=host,
        port=port,
        title=f"Marquoir — {title}",
        public_url=url,
        templates_path=PAGE_FOLDER,
    )
    logging.getLogger("textual-serve").setLevel(logging.WARNING)
    print(translate(lang, "board.serving", url=url), flush=True)
    server.serve()
    return 0
