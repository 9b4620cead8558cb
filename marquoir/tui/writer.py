"""The app's changes of its games, written to the database one after another, in the order the
Captain made them, in a thread of their own (the screen never waits for the disk).

A screen that changes a game replays the game itself (the same rules give the same totals)
and hands the write to the :class:`Writer`; what the database says back, once committed, comes
to the screen's ``done`` (the game screen shows the change only then: what it shows is saved),
a refusal (another terminal played that seat first …) to its ``refused``. The app waits for
the last write before it closes.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from marquoir.rules import Refusal

if TYPE_CHECKING:
    from marquoir.use_cases import UseCases

Change = Callable[["UseCases"], Any]
Done = Callable[[Any], Any]


def _raise(error: Exception) -> None:
    raise error


class Writer:
    def __init__(
        self, use_cases: Callable[[], UseCases], refused: Callable[[Refusal], Any]
    ) -> None:
        self._use_cases = use_cases
        self._refused = refused
        self._queue: queue.Queue[tuple[Change, Done | None, Done | None] | None] = queue.Queue()
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending = 0
        self._lock = threading.Lock()
        #: callbacks run on the app's loop (``app.call_later``)
        self.deliver: Callable[..., Any] = lambda callback, value: callback(value)

    def attach(self, deliver: Callable[..., Any]) -> None:
        """Results go back through ``deliver(callback, value)``, called on the app's loop."""
        self._loop = asyncio.get_running_loop()
        self.deliver = deliver

    @property
    def busy(self) -> bool:
        """Changes are waiting or being written."""
        return self._pending > 0

    def write(self, change: Change, done: Done | None = None, refused: Done | None = None) -> None:
        """Write ``change(use_cases)`` after every change handed before it."""
        with self._lock:
            self._pending += 1
        self._queue.put((change, done, refused))
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(target=self._run, name="marquoir-writer", daemon=True)
            self._thread.start()

    def _back(self, callback: Done | None, value: Any) -> None:
        if callback is None or self._loop is None or self._loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the app's loop has closed
            self._loop.call_soon_threadsafe(self.deliver, callback, value)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            change, done, refused = item
            try:
                result = change(self._use_cases())
            except Refusal as error:
                self._back(refused or self._refused, error)
            except Exception as error:  # a bug: raise it in the app, which shows it
                self._back(_raise, error)
            else:
                self._back(done, result)
            finally:
                with self._lock:
                    self._pending -= 1

    async def wait_idle(self) -> None:
        """Until every change handed so far is written (and its answer delivered)."""
        while self.busy:
            await asyncio.sleep(0.005)
        await asyncio.sleep(0)

    def close(self, timeout: float = 30.0) -> None:
        """Write what is left, then stop the thread."""
        thread = self._thread
        if thread is not None and thread.is_alive():
            self._queue.put(None)
            thread.join(timeout)
