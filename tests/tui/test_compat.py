"""What ``marquoir.tui.compat`` relies on in Textual and asyncio, checked against the installed
versions: after an upgrade, a failure here names the internal that changed."""

import asyncio
import inspect

import pytest
import textual._wait
import textual.pilot
from textual.app import App, ComposeResult
from textual.message import Message
from textual.widgets import Static

from marquoir.tui.compat import event_clock, on_screen_updates, pilot_idle_step


class Probe(Static):
    """A widget whose updates are screen updates."""


class ProbeApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Probe("probe")


def test_events_are_stamped_with_the_clock_event_clock_reads() -> None:
    before = event_clock()
    stamped = Message().time
    after = event_clock()
    assert before <= stamped <= after, (
        "Textual no longer stamps Message.time with textual._time.get_time: "
        "marquoir.tui.compat.event_clock must read the clock Message.__init__ uses"
    )


def test_the_app_displays_each_screen_update_through_display() -> None:
    parameters = list(inspect.signature(App._display).parameters)
    assert parameters == ["self", "screen", "renderable"], (
        f"App._display(screen, renderable) became App._display{parameters[1:]}: "
        "marquoir.tui.compat.on_screen_updates wraps it"
    )
    assert isinstance(App()._batch_count, int), (
        "App._batch_count is gone: marquoir.tui.compat.on_screen_updates reads it"
    )


async def test_each_screen_update_is_told_but_none_held_back_by_a_batch() -> None:
    app = ProbeApp()
    told: list[int] = []
    on_screen_updates(app, lambda: told.append(1))
    async with app.run_test() as pilot:
        probe = app.query_one(Probe)
        await pilot.pause()
        assert told, "no screen update went through App._display: on_screen_updates is blind"
        with app.batch_update():
            before = len(told)
            probe.update("held back")
            await pilot.pause()
            assert len(told) == before, (
                "an update held back by App.batch_update was told (App._batch_count unread)"
            )
        probe.update("shown")
        await pilot.pause()
        assert len(told) > before, "the update after the batch was not told"


async def test_the_pilot_waits_for_idle_in_the_step_pilot_idle_step_sets(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert textual.pilot.wait_for_idle is textual._wait.wait_for_idle, (
        "the Pilot no longer waits with textual._wait.wait_for_idle: "
        "marquoir.tui.compat.pilot_idle_step sets that function's step"
    )
    for name in ("SLEEP_GRANULARITY", "SLEEP_IDLE"):
        monkeypatch.setattr(textual._wait, name, getattr(textual._wait, name))
    steps: list[float] = []

    async def step(seconds: float) -> None:
        steps.append(seconds)
        await asyncio.sleep(0)

    monkeypatch.setattr(textual._wait, "sleep", step)
    monkeypatch.setattr(textual._wait, "process_time", lambda: 0.0)  # the process idle
    pilot_idle_step(0.001)
    await textual._wait.wait_for_idle(0)
    assert steps == [0.001], (
        f"textual._wait.wait_for_idle slept {steps}, not one step of 0.001 s on an idle "
        "process: it no longer reads SLEEP_GRANULARITY and SLEEP_IDLE, which "
        "marquoir.tui.compat.pilot_idle_step sets"
    )
