"""``marquoir board --serve``: the board on every phone at the table, one process for all.

It prints the address (with its token) and its QR code, leaves a note for the app's board
screen (f3) to show the same code, and serves until interrupted (ctrl+c, SIGTERM, or SIGHUP:
its terminal closed), then stops cleanly: each page's event stream closed, the chances
worker stopped, the note removed, the port freed, the status 0.

The seats' addresses (``--seats``) are opened at the start, or later when the app's board
asks (``SIGUSR2``: :func:`marquoir.join.open_seats`), and closed by ``SIGUSR1``; the note
lists the seats open. Started by the app (``--lifeline``), the serve ends as cleanly when
the app ends, however it ends (:func:`marquoir.processes.leave_with_parent`).
"""

from __future__ import annotations

import asyncio
import errno
import os
import signal
import socket
import sys
from collections.abc import Callable
from typing import TextIO

from marquoir.i18n import translate
from marquoir.join import (
    LIGHT_ON_DARK,
    closing_asked,
    leave_note,
    opening_asked,
    qr_lines,
    remove_note,
)
from marquoir.processes import leave_with_parent
from marquoir.use_cases import Refusal, UseCases
from marquoir.web.hub import BoardHub
from marquoir.web.seats import Seats
from marquoir.web.server import board_runner, new_token, token_refusal
from marquoir.win_live import WinWorker

#: the hosts that mean "every interface": phones then reach the board at this machine's address
EVERY_INTERFACE = ("0.0.0.0", "::", "")


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


#: the ports a board is served on (0: any free one, the one taken then printed)
PORT_MAX = 65535


def options_refusal(host: str, port: int, lang: str) -> str | None:
    """Why ``--host`` or ``--port`` cannot be served on, in a sentence naming the one at
    fault; None when they can (checked before the database is opened or a port bound)."""
    if not 0 <= port <= PORT_MAX:
        return translate(lang, "board.port_range", port=port, most=PORT_MAX)
    if host in EVERY_INTERFACE:
        return None
    try:
        socket.getaddrinfo(host, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    except (OSError, UnicodeError) as error:
        why = getattr(error, "strerror", None) or str(error)
        return translate(lang, "board.host_bad", host=host, why=why)
    return None


def board_url(host: str, port: int, token: str) -> str:
    return f"http://{public_host(host)}:{port}/{token}/"


def print_join(url: str, lang: str, out: TextIO) -> None:
    """The address, then its QR code (light on dark when ``out`` is a terminal)."""
    print(translate(lang, "web.serving", url=url), file=out)
    print(translate(lang, "web.scan"), file=out)
    start, end = LIGHT_ON_DARK if out.isatty() else ("", "")
    for line in qr_lines(url, border=4):
        print(f"{start}{line}{end}", file=out)
    print(file=out)
    out.flush()


def print_seats(seats: Seats, url: str, lang: str, out: TextIO) -> None:
    """Each seat's address, a line a seat (``NAME: URL``), each followed by its QR code."""
    if not seats.seats:
        print(translate(lang, "web.no_seats_game"), file=out)
        return
    print(translate(lang, "web.seats_serving"), file=out)
    start, end = LIGHT_ON_DARK if out.isatty() else ("", "")
    for name, address in seats.addresses(url):
        print(f"{name}: {address}", file=out)
        for line in qr_lines(address, border=4):
            print(f"{start}{line}{end}", file=out)
        print(file=out)
    out.flush()


def _closer(seats: Seats, url: str, lang: str, database: str) -> Callable[[], None]:
    """What ``SIGUSR1`` does: the seats close, the note lists those left, and the serve says
    so."""

    def close() -> None:
        names = closing_asked()
        seats.close(names)
        leave_note(url, seats.addresses(url, open_only=True) or None, opens=True, database=database)
        if names is None:
            print(translate(lang, "web.seats_closed_note"), flush=True)
        else:
            print(translate(lang, "web.some_seats_closed", names=", ".join(names)), flush=True)

    return close


def _opener(seats: Seats, url: str, lang: str, database: str) -> Callable[[], None]:
    """What ``SIGUSR2`` does: the seats of the game asked open (new addresses), the note lists
    them and the serve prints them; a game that cannot be seated: the note says why."""
    tasks: set[asyncio.Task[None]] = set()

    async def seat(game: int, asked: str) -> None:
        try:
            await seats.open(game)
        except Refusal as error:
            sentence = error.text(lang)
        except Exception as error:  # noqa: BLE001 - the database away: said, not raised
            sentence = str(error) or type(error).__name__
        else:
            seated = seats.addresses(url, open_only=True)
            leave_note(url, seated, opens=True, answered=asked, database=database)
            print_seats(seats, url, lang, sys.stdout)
            return
        why = translate(lang, "board.seats_unopened", why=sentence)
        left = seats.addresses(url, open_only=True) or None
        leave_note(url, left, why, opens=True, answered=asked, database=database)
        print(why, file=sys.stderr, flush=True)

    def open_them() -> None:
        asked = opening_asked()
        if asked is not None:
            task = asyncio.get_running_loop().create_task(seat(*asked))
            tasks.add(task)  # held until done (the loop keeps only a weak reference)
            task.add_done_callback(tasks.discard)

    return open_them


#: how long the served board waits for the Captain's app to begin working out a game's
#: chances (it does after every turn) before its own worker does (``marquoir.win_shared``)
APP_SECONDS = 2.0


def serve_board(
    lang: str,
    game: int | None,
    db: str | None,
    db_url: str | None,
    host: str,
    port: int,
    token: str | None = None,
    chances: bool = True,
    seats: bool = False,
    lifeline: int | None = None,
) -> int:
    """Serve the board until interrupted (``chances``: with each player's chance to win;
    ``seats``: each seat's own address too, where its player enters their turns, from the
    start; ``lifeline``: the descriptor of the app's :func:`~marquoir.processes.lifeline`,
    whose end ends the serve as ctrl+c does). A token, a
    port or a host refused before anything is opened: a sentence and the status 2, as any
    refused input; a port already taken: a sentence and the status 1."""
    refusal = options_refusal(host, port, lang)
    if refusal is None and token is not None:
        refusal = token_refusal(token, lang)
    if refusal is not None:
        print(refusal, file=sys.stderr)
        return 2
    token = token or new_token()

    win = WinWorker(wait_for_others=APP_SECONDS) if chances else None
    access = "write" if seats else "read"  # a seat's turn is written through the board
    hub = BoardHub(lambda: UseCases.open(db=db, db_url=db_url, access=access), lang, game, win=win)
    # the seats' routes are there from the start; opened later, they write through a
    # database opened to write then
    writer = None if seats else (lambda: UseCases.open(db=db, db_url=db_url, access="write"))
    seat_addresses = Seats(hub, opened=seats, open_writer=writer)
    return asyncio.run(_serve(hub, lang, host, port, token, seat_addresses, lifeline))


async def _serve(
    hub: BoardHub,
    lang: str,
    host: str,
    port: int,
    token: str,
    seats: Seats | None = None,
    lifeline: int | None = None,
) -> int:
    from aiohttp import web

    runner = board_runner(hub, token, seats=seats)
    # from the start: a signal while the database opens stops the serve as cleanly
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signal_number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(signal_number, stop.set)
    if lifeline is not None:  # started by the app: it ends with it, as cleanly
        leave_with_parent(lifeline, lambda: loop.call_soon_threadsafe(stop.set))
    try:
        await runner.setup()  # the hub opens the database
    except Refusal as error:
        print(error.text(lang), file=sys.stderr)
        await runner.cleanup()
        return 2
    try:
        if stop.is_set():  # stopped while the database opened: nothing served
            return 0
        site = web.TCPSite(runner, host or None, port)
        try:
            await site.start()
        except OSError as error:
            # the system's own words (aiohttp's repeat the address and the port)
            why = os.strerror(error.errno) if error.errno else error.strerror or str(error)
            if error.errno == errno.EADDRNOTAVAIL or isinstance(error, socket.gaierror):
                print(translate(lang, "board.host_bad", host=host, why=why), file=sys.stderr)
                return 2
            print(translate(lang, "board.port_taken", port=port, why=why), file=sys.stderr)
            return 1
        # the port taken (the one asked, or the free one found for --port 0)
        url = board_url(host, int(runner.addresses[0][1]), token)
        assert hub.use_cases is not None
        database = hub.use_cases.store.url  # the app asks seats of the database it shows
        if seats is not None:  # before the note says they can be opened and closed
            loop.add_signal_handler(signal.SIGUSR1, _closer(seats, url, lang, database))
            loop.add_signal_handler(signal.SIGUSR2, _opener(seats, url, lang, database))
        # before the address is printed: whoever reads it finds the note
        seated = (seats.addresses(url, open_only=True) or None) if seats is not None else None
        leave_note(url, seated, opens=seats is not None, database=database)
        print_join(url, lang, sys.stdout)
        if seats is not None and seats.opened:
            print_seats(seats, url, lang, sys.stdout)
        try:
            await stop.wait()
        finally:
            remove_note()
        return 0
    finally:
        await runner.cleanup()
