"""The served board's door: who is let in, and for how long.

A connection is *waiting* until a request on it shows the token, then *let in*. Only the
connections let in count against the board's limit (:data:`LET_IN_MAX`): a crowd of
connections that never show the token cannot keep a phone that has it out. Waiting
connections are held short instead:

- each must show the token within :data:`HEAD_SECONDS` of connecting (an idle connection, or
  one that sends its request a byte at a time, is closed then);
- one address holds at most :data:`WAITING_PER_ADDRESS` waiting connections that have waited
  :data:`GRACE_SECONDS` already (a burst of pages loading at once is young, and kept), and the
  board at most :data:`WAITING_MAX` in all: one more closes the oldest waiting one (of that
  address, or of all), so that a new connection, the phone's, always gets its turn;
- a request without the token is answered 403 and its connection closed.

A connection let in stays so until it closes; between two requests it is closed when idle
(the server's keep-alive timeout), and a page's stream that takes no data for
:data:`~marquoir.web.server.SEND_SECONDS` is dropped.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from aiohttp import web
    from aiohttp.web_protocol import RequestHandler

#: the most connections let in at once (a page's stream holds one, its page and files
#: another for a moment: room for every page the hub follows, and their loads)
LET_IN_MAX = 64
#: how long a new connection has to show the token (its whole first request's head)
HEAD_SECONDS = 10.0
#: the most connections one address holds without having shown the token (past their grace)
WAITING_PER_ADDRESS = 16
#: how long a new connection is not counted against its address (a burst of pages loading)
GRACE_SECONDS = 1.0
#: the most connections the board holds without the token, every address together
WAITING_MAX = 256


class Door:
    """The connections waiting for the token and those let in, for one server."""

    def __init__(
        self,
        let_in_max: int = LET_IN_MAX,
        head_seconds: float = HEAD_SECONDS,
        waiting_per_address: int = WAITING_PER_ADDRESS,
        waiting_max: int = WAITING_MAX,
        grace_seconds: float = GRACE_SECONDS,
    ) -> None:
        self.let_in_max, self.head_seconds = let_in_max, head_seconds
        self.grace_seconds = grace_seconds
        self.waiting_per_address, self.waiting_max = waiting_per_address, waiting_max
        #: each waiting connection: its address, when it came, and the timer that closes it
        #: (oldest first)
        self.waiting: dict[RequestHandler, tuple[str, float, asyncio.TimerHandle]] = {}
        self.let_in: set[RequestHandler] = set()
        #: connections closed for waiting too long, or to make room for a newer one
        self.closed_waiting = 0

    def watch(self, server: web.Server) -> None:
        """Follow every connection ``server`` makes and loses."""
        made, lost = server.connection_made, server.connection_lost

        def connection_made(handler: RequestHandler, transport: Any) -> None:
            made(handler, transport)
            self.arrived(handler, transport)

        def connection_lost(handler: RequestHandler, exc: BaseException | None = None) -> None:
            self.left(handler)
            lost(handler, exc)

        server.connection_made = connection_made  # type: ignore[method-assign]
        server.connection_lost = connection_lost  # type: ignore[method-assign]

    def arrived(self, handler: RequestHandler, transport: Any) -> None:
        """A new connection: waiting, with its time to show the token; the oldest waiting
        connection closed when its address (or the board) holds too many."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if peer else ""
        loop = asyncio.get_running_loop()
        now = loop.time()
        timer = loop.call_later(self.head_seconds, self._close, handler)
        self.waiting[handler] = (address, now, timer)
        same = [
            (other, came) for other, (where, came, _) in self.waiting.items() if where == address
        ]
        for other, came in same[: max(0, len(same) - self.waiting_per_address)]:
            if now - came < self.grace_seconds:
                break  # the others are younger still
            self._close(other)
        if len(self.waiting) > self.waiting_max:
            self._close(next(iter(self.waiting)))

    def admit(self, handler: RequestHandler) -> bool:
        """Let in the connection of a request that showed the token; False when the board
        holds :attr:`let_in_max` connections already."""
        if handler in self.let_in:
            return True
        if len(self.let_in) >= self.let_in_max:
            return False
        self._stop_waiting(handler)
        self.let_in.add(handler)
        return True

    def left(self, handler: RequestHandler) -> None:
        self._stop_waiting(handler)
        self.let_in.discard(handler)

    def _stop_waiting(self, handler: RequestHandler) -> None:
        entry = self.waiting.pop(handler, None)
        if entry is not None:
            entry[2].cancel()

    def _close(self, handler: RequestHandler) -> None:
        if handler in self.waiting:
            self._stop_waiting(handler)
            self.closed_waiting += 1
            handler.force_close()
