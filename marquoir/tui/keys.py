"""Typing ahead: every key reaches the field it was typed for, in order, however fast.

A terminal delivers keys faster than an app handles them, and Textual hands each key to the
widget focused *when the key arrives*: a key typed while the previous one is still opening a
screen (``n`` on the home screen) or moving the focus lands in the wrong place, or nowhere.
So the app does not hand keys on as they arrive. :class:`KeyGate` keeps them in a queue and
releases one at a time: the next key is released only once the app has finished with the
previous one (every message it set off handled, the screen it opened mounted and focused,
the data the screen waits for drawn, the change it made saved: a screen says it is not ready
with ``accepts_keys``). A paste becomes the keys it holds (a line end is Enter), released the
same way. Only the app's own priority keys (ctrl+q) go through at once. A line
feed is Enter: that is what Enter becomes when typed before the terminal was in raw mode.

**A question never takes a key typed before it.** When a key opens a question instead of doing
what it usually does (a game's question on Enter, a line Enter refuses, a confirmation), the
keys typed after it were meant for what comes after the question, not for the question: the
Captain had not seen it yet. The one who asks calls
:meth:`KeyGate.ask`; from then on every key that *arrived* before the question was drawn on
the screen (each key's time of arrival against the moment of that drawing) is held, in order,
and only keys pressed after the drawing reach the question. :meth:`KeyGate.answered` (the
question answered: the turn recorded) puts the held keys back at the head of the queue, where
they go on to where they would have gone; :meth:`KeyGate.withdrawn` (Esc: back to the line)
keeps them held until the next answer. While keys are held, ctrl+u drops them. Every
:class:`TypedAhead` widget of the screen shows them (``typed ahead: n ggggsssm⏎``).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
from collections import deque
from typing import TYPE_CHECKING, NamedTuple

from rich.text import Text
from textual import events
from textual.widgets import Static

from marquoir.tui.compat import event_clock

if TYPE_CHECKING:
    from textual.app import App
    from textual.dom import DOMNode

#: the most rounds of waiting for the app to settle after one key
MAX_ROUNDS = 40
#: how long the gate waits for a screen that is not ready for keys (its data loading), unless
#: the screen holds them however long it takes (``holds_keys``: a rebuild under way)
READY_TIMEOUT = 10.0
#: how long one round may wait for the app's widgets
ROUND_TIMEOUT = 2.0


def key_for(char: str) -> events.Key:
    """Return the key event a terminal sends for one typed character (a line end is Enter)."""
    if char in "\r\n":
        return events.Key("enter", "\r")
    if char == " ":
        return events.Key("space", " ")
    if char == "\t":
        return events.Key("tab", "\t")
    return events.Key(char, char)


def paste_keys(text: str) -> list[events.Key]:
    """Return the keys of a pasted text (``\\r\\n`` is one Enter)."""
    return [
        key_for(char)
        for char in text.replace("\r\n", "\r")
        if char.isprintable() or char in "\r\n\t"
    ]


#: keys that never wait in the queue of keys typed ahead (the app's priority keys)
AT_ONCE = frozenset({"ctrl+q"})
#: the longest a question waits to be drawn before the keys pressed count as its answers (s)
DRAWN_AT_THE_LATEST = 0.5
#: the key that drops the keys held by a question
DROP_KEY = "ctrl+u"


class Typed(NamedTuple):
    """A key from the terminal and when it arrived (``time.monotonic``)."""

    key: events.Key
    arrived: float


def shown(keys: list[events.Key]) -> str:
    """Return keys as the Captain typed them: ``n ggggsssm⏎``."""

    def one(key: events.Key) -> str:
        if key.key in ("enter", "ctrl+j"):
            return "⏎"
        if key.character and key.character.isprintable():
            return key.character
        return f"[{key.key}]"

    return "".join(one(key) for key in keys)


class TypedAhead(Static):
    """Where a question shows the keys it holds (hidden while it holds none); the gate keeps
    every one on the screen up to date."""

    DEFAULT_CSS = "TypedAhead { height: auto; color: $warning; display: none; }"

    def on_mount(self) -> None:
        gate = gate_of(self.app)
        if gate is not None and gate.questions:
            gate.show()


class Question:
    """A question on the screen: who asked it (a widget or a dialog), on which screen, when it
    was drawn, and the keys it holds (those that arrived before the drawing)."""

    def __init__(self, owner: object, screen: object, token: int) -> None:
        self.owner, self.screen, self.token = owner, screen, token
        #: when it was asked
        self.asked = event_clock()
        #: its words are still to be put on the screen (:meth:`KeyGate.words_shown`)
        self.words_follow = False
        #: when it was drawn: infinity until it is, None once withdrawn (Esc)
        self.at: float | None = math.inf
        self.held: list[Typed] = []


class KeyGate:
    """The app's queue of keys typed ahead, released one at a time (see the module)."""

    def __init__(self, app: App[None]) -> None:
        self.app = app
        self.queue: deque[Typed] = deque()
        #: the questions asked and not yet answered, the newest last (a dialog's question
        #: over the line's); each holds its own keys
        self.questions: list[Question] = []
        #: what :class:`TypedAhead` says, in the Captain's words (``{keys}`` the held keys)
        self.words = "typed ahead: {keys} · ctrl+u drops them"
        #: what the gate says when it drops held keys (their screen left, the game changed)
        self.dropped_words = "keys typed ahead dropped: {keys}"
        #: how many questions were asked (a late "drawn" of an earlier one is ignored)
        self._asked = 0
        #: when the screen was last written to the terminal (:meth:`painted`), the latest last
        self.paintings: deque[float] = deque(maxlen=256)
        self._task: asyncio.Task[None] | None = None
        self._idle = asyncio.Event()
        self._idle.set()

    def takes(self, event: events.Event) -> bool:
        """Queue a key or the keys of a paste from the terminal; return whether the event
        was taken (a key the gate released, or one of :data:`AT_ONCE`, is not)."""
        if isinstance(event, events.Key) and not event.is_forwarded:
            if self.released(event) or event.key in AT_ONCE:
                return False
            self.take(event)
            return True
        if isinstance(event, events.Paste) and not event.is_forwarded:
            for key in paste_keys(event.text):
                self.take(key, event.time)
            return True
        return False

    def take(self, key: events.Key, arrived: float | None = None) -> None:
        """Queue a key from the terminal (arrived at its event's time, or ``arrived``); it
        is released when the app is ready for it."""
        self.queue.append(Typed(key, key.time if arrived is None else arrived))
        self._kick()

    def _kick(self) -> None:
        self._idle.clear()
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._release_all())

    # --- questions -------------------------------------------------------------------------

    def _of(self, owner: object) -> Question | None:
        return next((q for q in self.questions if q.owner is owner), None)

    def ask(self, owner: object, words_follow: bool = False) -> None:
        """Ask ``owner``'s question: the keys that arrive before it is drawn are held for
        what comes after it (asked again, the same question keeps the keys it holds).
        ``words_follow``: its words are drawn by the screen once the line's next
        ``LineChanged`` reaches it (:meth:`words_shown`); else they are on the screen at the
        next painting (a dialog's), or already (a refused line's sentence)."""
        self._asked += 1
        question = self._of(owner)
        if question is None:
            question = Question(owner, self.app.screen, self._asked)
            self.questions.append(question)
        else:  # asked again (one question answered, then the next of the same line)
            self.questions.remove(question)
            self.questions.append(question)
            question.token, question.at = self._asked, math.inf
            question.asked = event_clock()
        question.words_follow = words_follow
        if not words_follow:
            self._drawn_after(question, question.asked)
        token = question.token

        def at_the_latest() -> None:
            if question.token == token and question.at == math.inf:
                question.at = event_clock()

        # should its words never come, the question counts as drawn a moment later: never a
        # question that nothing can answer
        self.app.set_timer(DRAWN_AT_THE_LATEST, at_the_latest)

    def words_shown(self, owner: object) -> None:
        """Count ``owner``'s question as drawn at the next painting: the screen has just put
        its words on it (handled its ``LineChanged``)."""
        question = self._of(owner)
        if question is not None and question.words_follow and question.at == math.inf:
            question.words_follow = False
            self._drawn_after(question, event_clock())

    def _drawn_after(self, question: Question, since: float) -> None:
        """Count the question as drawn at the first painting of the screen after ``since``,
        when its words were put on the screen (:meth:`painted`); none came: they were there already.
        Not once every widget of the screen is done with the key that asked it: on a loaded
        machine that comes long after the words are on the screen, and the keys the Captain
        typed on seeing them would be held."""
        token = question.token

        def drawn() -> None:
            if question.token == token and question.at == math.inf:
                question.at = next((t for t in self.paintings if t > since), since)

        self.app.call_after_refresh(drawn)

    def painted(self) -> None:
        """Note that the screen is being written to the terminal (called at each update)."""
        self.paintings.append(event_clock())

    async def _until_drawn(self, typed: Typed) -> None:
        """Wait, for a key that arrived after a question was asked, until the question knows when
        it was drawn: before, the key is held for what comes after the question; after, it
        answers it."""
        waited = 0.0
        while waited < 2 * DRAWN_AT_THE_LATEST and any(
            q.at == math.inf and typed.arrived >= q.asked for q in self.questions
        ):
            await asyncio.sleep(0.005)
            waited += 0.005

    @property
    def asking(self) -> bool:
        return any(q.at is not None for q in self.questions)

    @property
    def held(self) -> list[Typed]:
        """Return every key held, the oldest question's first."""
        return [typed for question in self.questions for typed in question.held]

    def answered(self, owner: object) -> None:
        """Let the keys ``owner``'s question held go on: it is answered (the turn recorded). In
        order, ahead of anything typed since. Another question's keys stay held."""
        question = self._of(owner)
        if question is None:
            return
        self.questions.remove(question)
        if question.held:
            self.queue.extendleft(reversed(question.held))
            self.show()
            if self._task is None or self._task.done():
                # answered with the mouse: the held keys wait for the answer's screen to go
                self.app.call_after_refresh(self._kick)

    def withdrawn(self, owner: object) -> None:
        """Withdraw ``owner``'s question (Esc, back to the line): the keys pressed from
        now on go to the line; the held ones wait for its next answer."""
        question = self._of(owner)
        if question is not None:
            question.at = None
            if not question.held:
                self.questions.remove(question)

    def forget(self, owner: object) -> None:
        """Drop ``owner``'s held keys and tell the Captain which: what they were typed for is
        gone (the game changed under them: a turn taken back)."""
        question = self._of(owner)
        if question is not None:
            self.questions.remove(question)
            self._dropped(question.held)

    def _dropped(self, keys: list[Typed]) -> None:
        if keys:
            text = shown([typed.key for typed in keys])
            self.app.notify(self.dropped_words.format(keys=text), severity="warning")
            self.show()

    def drop_queued(self) -> None:
        """Drop the keys still queued and tell the Captain which: what they were typed for is
        gone (the database refused the change they were typed after)."""
        keys = list(self.queue)
        self.queue.clear()
        self._dropped(keys)

    def drop(self) -> None:
        """Drop every held key (ctrl+u)."""
        for question in self.questions:
            question.held = []
        self.questions = [q for q in self.questions if q.at is not None]
        self.show()

    @property
    def held_text(self) -> str:
        return shown([typed.key for typed in self.held])

    def show(self) -> None:
        """Show, on every screen's :class:`TypedAhead`, the keys held by the questions asked
        on that screen."""
        for screen in self.app.screen_stack:
            keys = [t.key for q in self.questions if q.screen is screen for t in q.held]
            text = shown(keys)
            for place in screen.query(TypedAhead):
                place.update(Text(self.words.format(keys=text)) if text else "")
                place.display = bool(text)

    def _holds(self, typed: Typed) -> bool:
        """Return whether this key waits for a question's answer (it arrived before the newest
        question was drawn); ctrl+u pressed after it drops the held keys. Held keys whose
        screen was left (Esc on the question, then Esc to home) were for that screen:
        dropped, and said."""
        stack = self.app.screen_stack
        for question in [q for q in self.questions if q.screen not in stack]:
            self.questions.remove(question)
            self._dropped(question.held)
        asked = [q for q in self.questions if q.at is not None]
        if asked and typed.arrived < asked[-1].at:  # type: ignore[operator]
            asked[-1].held.append(typed)
            self.show()
            return True
        if typed.key.key == DROP_KEY and self.held:
            self.drop()
            return True
        return False

    @staticmethod
    def released(key: events.Key) -> bool:
        """Return whether this key is one the gate let through (to be handled as usual)."""
        return bool(getattr(key, "_marquoir_released", False))

    @property
    def idle(self) -> bool:
        """Return whether every key taken has been released and handled."""
        return self._idle.is_set()

    async def wait_idle(self) -> None:
        """Wait until every queued key has been released and handled."""
        await self._idle.wait()

    def close(self) -> None:
        self.queue.clear()
        self.questions = []
        if self._task is not None:
            self._task.cancel()
        self._idle.set()

    async def _release_all(self) -> None:
        try:
            while self.queue and self.app.is_running:
                if await self._until_ready():
                    # the screen was busy (its game being read, a change being saved): what
                    # it drew once ready is handled before the next key goes
                    await self._settle()
                if not self.queue:
                    break  # dropped meanwhile
                await self._until_drawn(self.queue[0])
                if not self.queue:
                    break  # dropped meanwhile
                typed = self.queue.popleft()
                if self._holds(typed):
                    continue
                key = typed.key
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

    async def _until_ready(self) -> bool:
        """Wait while the screen is not ready for keys (the database opening, the game being
        read, a change being saved): the keys stay queued meanwhile. Return whether it waited."""
        waited = 0.0
        while (
            not self._ready() and self.app.is_running and (waited < READY_TIMEOUT or self._long())
        ):
            await asyncio.sleep(0.01)
            waited += 0.01
        return waited > 0

    def _long(self) -> bool:
        """Return whether the screen holds the keys however long it takes (a rebuild's)."""
        return bool(getattr(self.app.screen, "holds_keys", False))

    def _nodes(self) -> list[DOMNode]:
        app = self.app
        try:
            return [app, *app.screen.walk_children(with_self=True)]
        except Exception:  # no screen at all: the app is closing
            return [app]

    async def _round(self, nodes: list[DOMNode]) -> None:
        """Wait until each node has handled every message it held when the round began
        (each is asked, so what a widget has still to pass on to its screen, a refresh, is
        passed on too)."""
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

    async def everything_handled(self) -> None:
        """Wait until every widget of the screen has handled all it holds (a screenshot waits
        for it: a widget's refresh not yet passed on to its screen is not drawn)."""
        await self._settle()

    async def _settle(self) -> None:
        """Wait until the app has finished with the key just released: rounds of waiting for
        the widgets of the screen, until two rounds in a row found the same screen, the same
        focus and nothing left to handle."""
        app = self.app
        calm = 0
        for _ in range(MAX_ROUNDS):
            screen, focused = app.screen, app.focused
            nodes = self._nodes()
            await self._round(nodes)
            busy = any(node.message_queue_size for node in nodes)
            if app.screen is screen and app.focused is focused and not busy and self._ready():
                calm += 1
                if calm >= 2:
                    return
            else:
                calm = 0


def gate_of(app: object) -> KeyGate | None:
    """Return the app's key gate (None in an app without one, as a widget's own test may be)."""
    found = getattr(app, "keys", None)
    return found if isinstance(found, KeyGate) else None
