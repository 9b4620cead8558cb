"""Worker processes started from anywhere, the running app included: what the app's chances
to win (``marquoir.win_live``) and the heavy rebuild (``marquoir.store.rebuilding``) both
need before they start a pool of processes, and what keeps every process Marquoir starts
from outliving the process that started it.

No process of Marquoir's outlives its parent, however the parent ends (kill -9, a crash, the
terminal closed, SIGTERM, ctrl+c): the parent holds the writing end of a pipe, its
:func:`lifeline`, for as long as it lives, and writes nothing to it; each process it starts
reads the other end in a thread of its own (:func:`leave_with_parent`). The kernel closes the
writing end when the parent ends, whatever ends it, and the read then ends: the process ends
itself at once. multiprocessing's resource tracker does the same with its own pipe, which the
parent and every worker it spawned hold: it ends once they all have.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from concurrent.futures import ProcessPoolExecutor
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable
    from concurrent.futures import ProcessPoolExecutor
    from multiprocessing.connection import Connection

#: this process's lifeline: the pipe's reading end (handed to each process started) and its
#: writing end (held, never written to, closed only by this process's end); None until asked
_LIFELINE: tuple[Connection, Connection] | None = None
_MAKING = threading.Lock()


def lifeline() -> Connection:
    """The reading end of a pipe whose writing end this process holds open until it ends: a
    process started with it (a pool's initializer argument) or its descriptor (``pass_fds``)
    calls :func:`leave_with_parent` with it. The writing end is never inherited: only the
    processes this one spawns are handed the reading end, and only that end."""
    global _LIFELINE
    with _MAKING:  # one pipe for the process, whichever threads ask first at once
        if _LIFELINE is None:
            # multiprocessing: loaded with a worker, not at the app's start (bench/tui_bench.py)
            from multiprocessing import Pipe

            _LIFELINE = Pipe(duplex=False)
        return _LIFELINE[0]


def leave_with_parent(
    parent_lifeline: Connection | int,
    on_end: Callable[[], object] | None = None,
    grace: float = 5.0,
) -> None:
    """(In a process started with its parent's :func:`lifeline`, or its descriptor.) End
    this process as soon as its parent ends: a daemon thread reads the pipe, which nobody
    writes to, until the end of the pipe (the parent gone) and then ends the process at
    once, without running any clean-up that could wait on the parent. With ``on_end``
    (called from that thread), the process is asked to end cleanly first, and ended at
    once only if it is still there ``grace`` seconds later."""

    def watch() -> None:
        # the connection is held here, open as long as the watch
        descriptor = (
            parent_lifeline if isinstance(parent_lifeline, int) else parent_lifeline.fileno()
        )
        try:
            while os.read(descriptor, 4096):
                pass  # nothing is ever written; were anything, it would not matter
        except OSError:
            pass
        if on_end is not None:
            try:
                on_end()
            except Exception:  # noqa: BLE001 - already ending: ended below all the same
                pass
            else:
                time.sleep(grace)
        os._exit(1)

    threading.Thread(target=watch, name="marquoir-lifeline", daemon=True).start()


def _start_worker(
    parent_lifeline: Connection,
    initializer: Callable[..., object] | None,
    initargs: tuple[Any, ...],
) -> None:
    """(In a pool's worker.) Leave with the parent, then the pool's own initializer."""
    leave_with_parent(parent_lifeline)
    if initializer is not None:
        initializer(*initargs)


def process_pool(
    workers: int,
    initializer: Callable[..., object] | None = None,
    initargs: tuple[Any, ...] = (),
) -> ProcessPoolExecutor:
    """A pool of ``workers`` processes, spawned clean (never forked from a process with
    threads: no copy of the app's), each of which runs ``initializer(*initargs)`` as it
    starts and ends as soon as this process ends (:func:`leave_with_parent`), however it
    ends; multiprocessing's resource tracker started first (:func:`start_resource_tracker`).
    """
    # multiprocessing: loaded when a worker starts, not at the app's start (bench/tui_bench.py)
    import multiprocessing

    start_resource_tracker()
    return ProcessPoolExecutor(
        workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start_worker,
        initargs=(lifeline(), initializer, initargs),
    )


def start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (a process of its own, which every pool's
    locks register with) if it is not running, handed nowhere for its standard error. It
    is handed this process's ``sys.stderr``, which in a running Textual app is no file:
    started from there, it fails (``ValueError: bad value(s) in fds_to_keep``), and so does
    the pool. It only ever warns on its standard error."""
    # multiprocessing: loaded when a worker starts, not at the app's start (bench/tui_bench.py)
    from multiprocessing import resource_tracker

    with open(os.devnull, "w") as null:
        shown, sys.stderr = sys.stderr, null
        try:
            resource_tracker.ensure_running()
        finally:
            sys.stderr = shown
