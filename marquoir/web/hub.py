"""One poll for every page: the hub asks the store whether the game changed (the game in
progress and its stamp, as the app's board does), reads it only when it did, draws the board
once, and wakes every page's event stream, which sends the newest board (a page that was
slow gets the newest, never a backlog).

Every read goes through :class:`marquoir.use_cases.UseCases` on one thread of its own, so the
server's loop never waits on the database and the connection is never shared.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, TypeVar

from marquoir.i18n import LANGUAGES, translate
from marquoir.use_cases import COMPUTING, UNKNOWN, Refusal, board_facts, game_document
from marquoir.web.page import board_html, sentence_html

if TYPE_CHECKING:
    from marquoir.records import GameView
    from marquoir.use_cases import UseCases
    from marquoir.win_live import WinWorker

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
    pages waiting for the next one. ``open_use_cases`` is called once, on the hub's thread."""

    def __init__(
        self,
        open_use_cases: Callable[[], UseCases],
        lang: str,
        game: int | None = None,
        poll_seconds: float = POLL_SECONDS,
        max_pages: int = MAX_PAGES,
        win: WinWorker | None = None,
    ) -> None:
        self.open_use_cases, self.lang, self.game = open_use_cases, lang, game
        #: each player's chance to win, worked out in a worker process (None: not shown)
        self.win = win
        self._chances: asyncio.Task[None] | None = None
        self.poll_seconds, self.max_pages = poll_seconds, max_pages
        self.use_cases: UseCases | None = None
        self.thread = ThreadPoolExecutor(1, thread_name_prefix="marquoir-board")
        #: the board as the pages show it, in each language a phone may ask for
        #: (:func:`page_lang`), and how many times it changed
        self.boards: dict[str, str] = dict.fromkeys(LANGUAGES, "")
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
        """Open the database, draw the board, then poll (until :meth:`stop`)."""
        self.use_cases = await self._on_thread(self.open_use_cases)
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
        if self._chances is not None:
            self._chances.cancel()
        if self.win is not None:
            self.win.close()
        if self.use_cases is not None:
            await self._on_thread(self.use_cases.close)
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
        changed = await self._on_thread(self._changed)
        if changed is not None:
            boards, view = changed
            self._publish(boards)
            if self._chances is not None:
                self._chances.cancel()
                self._chances = None
            if view is not None and self.win is not None:
                self._chances = asyncio.create_task(self._follow_chances(self.stamp, view))
        self.ready.set()

    @property
    def board(self) -> str:
        """The board in the Captain's language."""
        return self.boards[self.lang]

    def board_in(self, lang: str) -> str:
        """The board in ``lang`` (one of :data:`~marquoir.i18n.LANGUAGES`)."""
        return self.boards.get(lang, self.board)

    def _publish(self, boards: dict[str, str]) -> None:
        """A new board (in each language): every page is woken."""
        self.boards = boards
        self.version += 1
        for page in self.pages:
            if page.full():
                page.get_nowait()
            page.put_nowait(self.version)

    async def _follow_chances(self, stamp: str | None, view: GameView) -> None:
        """The board again once each player's chance to win is worked out (the board drawn
        meanwhile says it is being worked out), unless the game changed since."""
        assert self.win is not None
        found = await self.win.chances(game_document(view.game, view.setup, view.turns))
        if self.stamp != stamp or self.closing.is_set():
            return
        win = UNKNOWN if found is None else tuple(found.now)
        self._publish({lang: board_html(board_facts(view, lang, win), lang) for lang in LANGUAGES})

    def _changed(self) -> tuple[dict[str, str], GameView | None] | None:
        """On the hub's thread: the new board in each language (and its game, if any), or
        None when the stamp is the same."""
        cases = self.use_cases
        assert cases is not None
        view = None
        try:
            game_id = cases.game_in_progress() if self.game is None else self.game
            if game_id is None:
                stamp = "none"
                if stamp == self.stamp:
                    return None
                boards = {lang: sentence_html(translate(lang, "board.none")) for lang in LANGUAGES}
            else:
                stamp = f"{game_id}:{cases.game_stamp(game_id)}"
                if stamp == self.stamp:
                    return None
                view = cases.game(game_id)
                win = COMPUTING if self.win is not None else None
                boards = {
                    lang: board_html(board_facts(view, lang, win), lang) for lang in LANGUAGES
                }
        except Refusal as error:  # the game named is not (or no longer) there
            stamp = f"refused:{error.key}"
            if stamp == self.stamp:
                return None
            boards = {lang: sentence_html(error.text(lang)) for lang in LANGUAGES}
        self.stamp = stamp
        return boards, view

    def follow(self) -> asyncio.Queue[int]:
        """A new page to wake at each change (:class:`Full` beyond ``max_pages``)."""
        if len(self.pages) >= self.max_pages:
            raise Full
        page: asyncio.Queue[int] = asyncio.Queue(maxsize=1)
        self.pages.add(page)
        return page

    def leave(self, page: asyncio.Queue[int]) -> None:
        self.pages.discard(page)


def page_lang(accept_language: str | None, default: str) -> str:
    """The language a phone asks for in its ``Accept-Language`` header (``fr-FR,fr;q=0.9,
    en;q=0.8``), the first of its most wanted that Marquoir speaks; else ``default`` (the
    Captain's)."""
    wanted: list[tuple[float, int, str]] = []
    for index, part in enumerate((accept_language or "").split(",")):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        for param in params.split(";"):
            name, _, value = param.strip().partition("=")
            if name == "q":
                try:
                    quality = float(value)
                except ValueError:
                    quality = 0.0
        lang = tag.strip().lower().split("-")[0]
        if lang in LANGUAGES and quality > 0:
            wanted.append((-quality, index, lang))
    return min(wanted)[2] if wanted else default
