"""The app's fixtures (``tests/tui/conftest.py``) for this game's app tests."""

from tests.tui.conftest import (
    chances_in_a_thread,
    make_app,
    odds_of_the_run,
    quick_seat_advantage,
    snap_compare,
    store,
)

__all__ = [
    "chances_in_a_thread",
    "make_app",
    "odds_of_the_run",
    "quick_seat_advantage",
    "snap_compare",
    "store",
]
