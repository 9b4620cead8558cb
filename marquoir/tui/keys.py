"""Typing ahead: every key reaches the field it was typed for, in order, however fast.

A terminal delivers keys faster than an app handles them, and Textual hands each key to the
widget focused *when the key arrives*: a key typed while the previous one is still opening a
screen (``n`` on the home screen) or moving the focus lands in the wrong place, or nowhere.
So the app does not hand keys on as they arrive. :class:`KeyGate` keeps them in a queue and
releases one at a time: the next key is released only once the app has finished with the
previous one (every message it set off handled, the screen it opened mounted and focused,
the data the screen waits for drawn). A paste becomes the keys it holds (a line end is Enter),
released the same way. Only the app's own priority keys (ctrl+q) go through at once. A line
feed is Enter: that is what Enter becomes when typed before the terminal was in raw mode.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections import deque
from typing import TYPE_CHECKING

from textual import events

if TYPE_CHECKING:
    from textual.app import App
    from textual.dom import DOMNode

#: the most rounds of waiting for the app to settle after one key
MAX_ROUNDS = 40
#: how long the gate waits for a screen that is not ready for keys (its data loading)
READY_TIMEOUT = 10.0
#: how long one round may wait for the app's widgets
ROUND_TIMEOUT = 2.0


def key_for(char: str) -> events.Key:
    """The key event a terminal sends for one typed character (a line end is Enter)."""
    if char in "\r\n":
        return events.Key("enter", "\r")
    if char == " ":
        return events.Key("space", " ")
    if char == "\t":
        return events.Key("tab", "\t")
    return events.Key(char, char)


def paste_keys(text: str) -> list[events.Key]:
    """The keys of a pasted text (``\\r\\n`` is one Enter)."""
    return [
        key_for(char)
        for char in text.replace("\r\n", "\r")
        if char.isprintable() or char in "\r\n\t"
    ]


class KeyGate:
    """The app's queue of keys typed ahead, released one at a time (see the module)."""

    def __init__(self, app: App[None]) -> None:
        self.app = app
        self.queue: deque[events.Key] = deque()
        self._task: asyncio.Task[None] | None = None
        self._idle = asyncio.Event()
        self._idle.set()

    def take(self, key: events.Key) -> None:
        """Queue a key from the terminal; it is released when the app is ready for it."""
        self.queue.append(key)
        self._idle.clear()
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._release_all())

    @staticmethod
    def released(key: events.Key) -> bool:
        """Whether this key is one the gate let through (to be handled as usual)."""
        return bool(getattr(key, "_marquoir_released", False))

    async def wait_idle(self) -> None:
        """Until every queued key has been released and handled."""
        await self._idle.wait()

    def close(self) -> None:
        self.queue.clear()
        if self._task is not None:
            self._task.cancel()
        self._idle.set()

    async def _release_all(self) -> None:
        try:
            while self.queue and self.app.is_running:
                await self._until_ready()
                key = self.queue.popleft()
                if key.key == "ctrl+j":
                    # a line feed: Enter typed before the terminal was in raw mode (the
                    # terminal turned its carriage return into a line feed)
                    key = key_for("\r")
                released = events.Key(key.key, key.character)
                released._marquoir_released = True  # type: ignore[attr-defined]
                self.app.post_message(released)
                await self._settle()
        finally:
            if not self.queue:
                self._idle.set()

    def _ready(self) -> bool:
        app = self.app
        if len(app.screen_stack) < 2:  # the app's own first screen is not up yet
            return False
        return bool(getattr(app.screen, "accepts_keys", True))

    async def _until_ready(self) -> None:
        """Wait while the screen is not ready for keys (the database opening, the game being
        read): the keys stay queued meanwhile."""
        waited = 0.0
        while not self._ready() and self.app.is_running and waited < READY_TIMEOUT:
            await asyncio.sleep(0.01)
            waited += 0.01

    def _nodes(self) -> list[DOMNode]:
        app = self.app
        try:
            return [app, *app.screen.walk_children(with_self=True)]
        except Exception:  # no screen at all: the app is closing
            return [app]

    async def _round(self, nodes: list[DOMNode]) -> None:
        """Until each node has handled every message it held when the round began."""
        left = 0
        done = asyncio.Event()

        def handled() -> None:
            nonlocal left
            left -= 1
            if left == 0:
                done.set()

        for node in nodes:
            if node.call_later(handled):
                left += 1
        if left:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(done.wait(), ROUND_TIMEOUT)

    async def _settle(self) -> None:
        """Until the app has finished with the key just released: rounds of waiting for every
        widget of the screen, until two rounds in a row found the same screen, the same focus
        and nothing left to handle."""
        app = self.app
        calm = 0
        for _ in range(MAX_ROUNDS):
            screen, focused = app.screen, app.focused
            nodes = self._nodes()
            await self._round(nodes)
            busy = any(node._message_queue.qsize() for node in nodes)
            if app.screen is screen and app.focused is focused and not busy and self._ready():
                calm += 1
                if calm >= 2:
                    return
            else:
                calm = 0
