"""The only place Marquoir reads or changes what Textual keeps private.

Typing ahead (:mod:`marquoir.tui.keys`) needs two things Textual has no public way to give:
the clock it stamps events with, and the moment a screen update goes to the terminal; the test
suite needs a third, shorter waits of the ``Pilot`` until the app is idle. Each is one small
function here, saying what it relies on; ``tests/tui/test_compat.py`` checks each
against the installed Textual, so that an upgrade that changes one fails there, by name,
rather than somewhere in typing ahead.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import textual._wait
from textual._time import get_time

if TYPE_CHECKING:
    from rich.console import RenderableType
    from textual.app import App
    from textual.screen import Screen


def event_clock() -> float:
    """Return the time now on the clock Textual stamps each event's ``time`` with.

    Relies on ``textual._time.get_time``, the function ``Message.__init__`` reads.
    """
    return get_time()


def on_screen_updates(app: App[Any], written: Callable[[], None]) -> None:
    """Make ``app`` call ``written()`` each time it hands a screen update to the terminal
    (none while a ``batch_update`` holds updates back).

    Relies on ``App._display(screen, renderable)``, which every screen calls with each update
    (a renderable, or None for nothing to draw), and which draws nothing while
    ``App._batch_count`` is above zero. The app's own ``_display`` is wrapped on the
    instance; it runs after ``written()``.
    """
    display = app._display

    def display_and_tell(screen: Screen[object], renderable: RenderableType | None) -> None:
        if renderable is not None and not app._batch_count:
            written()
        display(screen, renderable)

    app._display = display_and_tell  # type: ignore[method-assign]


def pilot_idle_step(seconds: float) -> None:
    """Make the ``Pilot``'s waits until the app is idle look over steps of ``seconds``: the
    process is idle when it used under a twentieth of a step in CPU time (Textual's ratio).

    Relies on ``textual._wait.wait_for_idle`` (what ``Pilot.press``, ``Pilot.pause()`` and the
    end of ``run_test`` wait with) reading the module's ``SLEEP_GRANULARITY`` (the step it
    sleeps) and ``SLEEP_IDLE`` (the CPU time under which the step was idle) each time it
    runs. For tests only: the app itself never waits with it.
    """
    textual._wait.SLEEP_GRANULARITY = seconds
    textual._wait.SLEEP_IDLE = seconds / 20
