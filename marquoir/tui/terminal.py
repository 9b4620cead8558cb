"""The terminal while the app starts: keys typed before the first screen is up are kept.

Until Textual puts the terminal in raw mode (a third of a second after ``marquoir`` starts),
the terminal's line discipline would echo the keys typed meanwhile, hold them until a line end
and take ctrl+q as flow control (XON), so they would reach the app late, out of place, or not
at all. :func:`hold_keys` switches that off at once; the keys wait, unechoed, for the app.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable


def hold_keys() -> Callable[[], None]:
    """Keep the keys typed from now on for the app; returns how to put the terminal back."""
    try:
        import termios

        fd = sys.stdin.fileno()
        if not sys.stdin.isatty():
            return lambda: None
        before = termios.tcgetattr(fd)
        attrs = termios.tcgetattr(fd)
    except (ImportError, OSError, ValueError, AttributeError):  # not a terminal (or Windows)
        return lambda: None
    # ctrl+q and ctrl+s are keys, not flow control; Enter stays a carriage return (as the
    # app reads it in raw mode), not a line feed
    attrs[0] &= ~(termios.IXON | termios.ICRNL | termios.INLCR | termios.IGNCR)
    attrs[3] &= ~(termios.ICANON | termios.ECHO)  # each key kept as typed, not echoed
    termios.tcsetattr(fd, termios.TCSANOW, attrs)

    def restore() -> None:
        with contextlib.suppress(OSError):
            termios.tcsetattr(fd, termios.TCSANOW, before)

    return restore
