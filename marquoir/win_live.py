"""Each player's chance to win, worked out away from the screen (issue 23): the app's sheet and
board, ``marquoir board`` and the served page ask here, and never wait.

The figures come from :func:`marquoir.use_cases.win_chances` (and
:func:`~marquoir.use_cases.win_advice` for f2), run in one worker process, started on the first
question: a profile's first solve holds its process's GIL for seconds (numba compiling, then
solving), which a thread would take from the keys and the screen. The process is spawned clean
(no copy of the app's threads), at a lower priority, its output sent nowhere (a warning must
never reach the Captain's terminal), and is fed the game's file (its ``marquoir-game/1``
document, plain JSON), which it reads and replays itself. A worker that dies is started again at
the next question; :meth:`close` stops it at once, even in the middle of a solve.

The seam for tests: ``WinWorker(executor=…)`` takes any :class:`concurrent.futures.Executor`
(a thread, or one that answers at once)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import secrets
from concurrent.futures import BrokenExecutor, Executor, Future
from typing import TYPE_CHECKING, Any, TypeVar

from marquoir.rules import Refusal
from marquoir.use_cases import read_game_file, win_advice, win_chances

if TYPE_CHECKING:
    from collections.abc import Callable

    from marquoir.records import WinChances

T = TypeVar("T")


def chances_of(document: dict[str, Any]) -> WinChances | None:
    """(In the worker.) A game file's chances now, or None where they are not computed (this
    game, this table, this position)."""
    try:
        return win_chances(read_game_file(document))
    except Refusal:
        return None


def advice_of(document: dict[str, Any], position: dict[str, Any]) -> Any:
    """(In the worker.) The moves that play to win for the dice on the table of a game file's
    player to play (the game's own ``win_advice``), or None where it is not computed."""
    try:
        return win_advice(read_game_file(document), **position)
    except Refusal:
        return None


def _quiet() -> None:
    """The worker's start: below the app in priority, its output to nowhere."""
    with contextlib.suppress(OSError):
        os.nice(10)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)


def _process_pool() -> Executor:
    """The worker (see the module), which ends with this process however it ends."""
    # multiprocessing: not loaded before the app's first screen (bench/tui_bench.py)
    from marquoir.processes import process_pool

    return process_pool(1, _quiet)


class _Work:
    """A game's chances being worked out, and how many questions wait for them."""

    def __init__(self, task: asyncio.Future[WinChances | None]) -> None:
        self.task = task
        self.waiting = 0


class WinWorker:
    """The one worker (see the module); ``executor`` replaces the process (tests).

    A game's chances are first looked for among those another Marquoir process of this
    machine worked out (:mod:`marquoir.win_shared`), and waited for while one is working them
    out; ``wait_for_others`` is how long to wait for one to begin (the served board, which
    follows the Captain's app: a second or two), before this worker works them out itself
    (and keeps them for the others)."""

    def __init__(
        self, executor: Callable[[], Executor] | None = None, wait_for_others: float = 0.0
    ) -> None:
        self._make = executor or _process_pool
        self._executor: Executor | None = None
        self.wait_for_others = wait_for_others
        #: this worker's name in the pending marks it leaves
        self.name = f"{os.getpid()}-{secrets.token_hex(4)}"
        #: the games' chances being worked out, by key: a second question about the same
        #: game (the app's warm-up, then its sheet) waits for the first one's answer
        self._working: dict[str, _Work] = {}

    def submit(self, call: Callable[..., T], *args: Any) -> Future[T]:
        if self._executor is None:
            self._executor = self._make()
        try:
            return self._executor.submit(call, *args)
        except (BrokenExecutor, RuntimeError):  # the worker died: a new one
            self._executor = self._make()
            return self._executor.submit(call, *args)

    async def ask(self, call: Callable[..., T], *args: Any) -> T | None:
        """``call(*args)`` in the worker; None when it failed (a figure missing is "—", never
        an error on the Captain's screen)."""
        try:
            return await asyncio.wrap_future(self.submit(call, *args))
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the worker died or the figure could not be made
            return None

    async def chances(self, document: dict[str, Any]) -> WinChances | None:
        """The game's chances now: another process's if it has them (or is working them
        out), else this worker's, kept for the others."""
        # the shared figures: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir import win_shared

        # the key reads the rules' and the odds' sources once a process: off the screen's loop
        key = await asyncio.to_thread(win_shared.key_of, document)
        working = self._working.get(key)
        if working is None:
            task = asyncio.ensure_future(self._chances(key, document))
            working = self._working[key] = _Work(task)
            task.add_done_callback(lambda _: self._drop(key, working))
        working.waiting += 1
        try:
            return await asyncio.shield(working.task)
        finally:
            working.waiting -= 1
            if not working.waiting and not working.task.done():
                # nobody waits for it any more (the next turn came): its work is dropped,
                # as a question cancelled always was, and its mark lifted
                working.task.cancel()

    def _drop(self, key: str, working: _Work) -> None:
        if self._working.get(key) is working:
            del self._working[key]

    async def _chances(self, key: str, document: dict[str, Any]) -> WinChances | None:
        # the shared figures: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir import win_shared

        found = await self._from_others(key)
        if found is not None:
            return found
        win_shared.mark(key, self.name)
        try:
            found = await self.ask(chances_of, document)
            if found is not None:
                win_shared.write(key, found)
        finally:
            win_shared.unmark(key, self.name)
        return found

    async def _from_others(self, key: str) -> WinChances | None:
        """The figures another process kept under ``key``: at once, or once it has worked
        them out (while it says it is at it), or None."""
        # the shared figures: not loaded before the app's first screen (bench/tui_bench.py)
        from marquoir import win_shared

        loop = asyncio.get_running_loop()
        begun_by = loop.time() + self.wait_for_others
        while True:
            found = win_shared.read(key)
            if found is not None:
                return found
            if not win_shared.pending(key, self.name) and loop.time() >= begun_by:
                return None
            await asyncio.sleep(0.1)

    async def warm_up(self, document: dict[str, Any]) -> None:
        """Work out the chances of ``document`` ahead of the first question (the app's start:
        the worker process started, its libraries loaded, the turn models of the game's
        rules built or read): the first figure the Captain asks for then comes at once."""
        await self.chances(document)

    async def advice(self, document: dict[str, Any], **position: Any) -> Any:
        return await self.ask(advice_of, document, position)

    def close(self) -> None:
        """Stop the worker now (a solve under way is dropped, not waited for)."""
        executor, self._executor = self._executor, None
        if executor is None:
            return
        processes = dict(getattr(executor, "_processes", None) or {})
        executor.shutdown(wait=False, cancel_futures=True)
        for process in processes.values():
            with contextlib.suppress(Exception):
                process.terminate()
