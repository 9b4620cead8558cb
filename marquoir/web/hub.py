"""One poll for every page: the hub asks the store whether the game changed (the game in
progress and its stamp, as the app's board does), reads it only when it did, draws the board
once, and wakes every page's event stream, which sends the newest board (a page that was
slow gets the newest, never a backlog).

Every read goes through :class:`marquoir.table.Table` on one thread of its own, so the
server's loop never waits on the database and the connection is never shared.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from marquoir.i18n import translate
from marquoir.table import Refusal, board_facts
from marquoir.web.page import board_html, sentence_html

if TYPE_CHECKING:
    from marquoir.table import Table

T = TypeVar("T")

#: how often the hub asks whether the game changed (two indexed rows; a turn reaches every
#: page within this and the time to send it)
POLL_SECONDS = 0.4
#: the most pages followed at once; the next one is refused in a sentence
MAX_PAGES = 50


class Full(Exception):
    """The hub already follows :data:`MAX_PAGES` pages."""


class BoardHub:
    """The newest board of a game (``game`` None: the game in progress) in ``lang``, and the
    pages waiting for the next one. ``open_table`` is called once, on the hub's thread."""

    def __init__(
        self,
        open_table: Callable[[], Table],
        lang: str,
        game: int | None = None,
        poll_seconds: float = POLL_SECONDS,
        max_pages: int = MAX_PAGES,
    ) -> None:
        self.open_table, self.lang, self.game = open_table, lang, game
        self.poll_seconds, self.max_pages = poll_seconds, max_pages
        self.table: Table | None = None
        self.thread = ThreadPoolExecutor(1, thread_name_prefix="marquoir-board")
        #: the board as the pages show it, and how many times it changed
        self.board = ""
        self.version = 0
        self.stamp: str | None = None
        self.pages: set[asyncio.Queue[int]] = set()
        self.ready = asyncio.Event()
        self.closing = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        #: polls the database did not answer (the board then stays as it was)
        self.failed_polls = 0

    async def _on_thread(self, call: Callable[[], T]) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.thread, call)

    async def start(self) -> None:
        """Open the table, draw the board, then poll (until :meth:`stop`)."""
        self.table = await self._on_thread(self.open_table)
        await self.poll()
        self.task = asyncio.create_task(self._polling())

    async def stop(self) -> None:
        self.closing.set()
        for page in self.pages:  # each page's stream sees the closing and ends
            if not page.full():
                page.put_nowait(self.version)
        if self.task is not None:
            self.task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.task
        if self.table is not None:
            await self._on_thread(self.table.close)
        self.thread.shutdown(wait=False)

    async def _polling(self) -> None:
        while True:
            await asyncio.sleep(self.poll_seconds)
            try:
                await self.poll()
            except Exception:  # noqa: BLE001 - the database away a moment (a PostgreSQL
                # restart, a file locked too long): the pages keep the last board, and the
                # next poll asks again (the stamp was not moved)
                self.failed_polls += 1

    async def poll(self) -> None:
        """Ask whether the game changed; when it did, draw it and wake every page."""
        board = await self._on_thread(self._changed)
        if board is not None:
            self.board = board
            self.version += 1
            for page in self.pages:
                if page.full():
                    page.get_nowait()
                page.put_nowait(self.version)
        self.ready.set()

    def _changed(self) -> str | None:
        """On the hub's thread: the new board, or None when the stamp is the same."""
        table = self.table
        assert table is not None
        try:
            game_id = table.game_in_progress() if self.game is None else self.game
            if game_id is None:
                stamp = "none"
                if stamp == self.stamp:
                    return None
                board = sentence_html(translate(self.lang, "board.none"))
            else:
                stamp = f"{game_id}:{table.game_stamp(game_id)}"
                if stamp == self.stamp:
                    return None
                board = board_html(board_facts(table.game(game_id), self.lang), self.lang)
        except Refusal as error:  # the game named is not (or no longer) there
            stamp = f"refused:{error.key}"
            if stamp == self.stamp:
                return None
            board = sentence_html(error.text(self.lang))
        self.stamp = stamp
        return board

    def follow(self) -> asyncio.Queue[int]:
        """A new page to wake at each change (:class:`Full` beyond ``max_pages``)."""
        if len(self.pages) >= self.max_pages:
            raise Full
        page: asyncio.Queue[int] = asyncio.Queue(maxsize=1)
        self.pages.add(page)
        return page

    def leave(self, page: asyncio.Queue[int]) -> None:
        self.pages.discard(page)
