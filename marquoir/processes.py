"""Worker processes started from anywhere, the running app included: what the app's chances
to win (``marquoir.win_live``) and the heavy rebuild (``marquoir.store.rebuilding``) both
need before they start a pool of processes."""

from __future__ import annotations

import os
import sys


def start_resource_tracker() -> None:
    """Start multiprocessing's resource tracker (a process of its own, which every pool's
    locks register with) if it is not running, handed nowhere for its standard error. It
    is handed this process's ``sys.stderr``, which in a running Textual app is no file:
    started from there, it fails (``ValueError: bad value(s) in fds_to_keep``), and so does
    the pool. It only ever warns on its standard error."""
    from multiprocessing import resource_tracker

    with open(os.devnull, "w") as null:
        shown, sys.stderr = sys.stderr, null
        try:
            resource_tracker.ensure_running()
        finally:
            sys.stderr = shown
