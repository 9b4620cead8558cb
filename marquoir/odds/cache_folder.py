"""The user's cache folder of Marquoir, where platformdirs puts it, found without importing
platformdirs where that is plain (a warm ``marquoir odds`` starts fast: platformdirs loads
``pathlib``, ``tempfile``, ``shutil`` and ``random``, some 10 ms).

On Linux (not Android), with ``XDG_CACHE_HOME`` an absolute path, platformdirs' folder is
``$XDG_CACHE_HOME/marquoir``; without it, with ``HOME`` an absolute path, ``~/.cache/marquoir``.
Anywhere else (another system, a relative or missing ``HOME``) platformdirs answers.
``tests/odds/test_cache_folder.py`` checks the answer against platformdirs'."""

from __future__ import annotations

import os
import sys

APP = "marquoir"


def _plain_linux() -> bool:
    """Linux as platformdirs' ``Unix`` class sees it (its Android check, done the same way)."""
    if sys.platform != "linux" or hasattr(sys, "getandroidapilevel"):
        return False
    return not (os.getenv("ANDROID_DATA") == "/data" and os.getenv("ANDROID_ROOT") == "/system")


def user_cache_folder() -> str:
    """``platformdirs.user_cache_dir("marquoir")``."""
    if _plain_linux():
        xdg = os.environ.get("XDG_CACHE_HOME", "")
        if xdg.startswith("/"):
            return os.path.join(xdg, APP)
        home = os.environ.get("HOME", "")
        if home.startswith("/"):
            return os.path.join(os.path.expanduser("~/.cache"), APP)
    # platformdirs: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import platformdirs

    return platformdirs.user_cache_dir(APP)
