"""The tests' wait for an idle app (``scripts.screenshots.settle``) on a loaded machine."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable

from textual.worker import WorkerState

from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle


async def test_settle_waits_past_a_worker_a_newer_one_cancelled(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    # the chances to win of a burst's turn, asked again by the next turn: the exclusive
    # group's newer worker cancels the older one while settle waits for it (a whole test
    # failed on WorkerCancelled, under three workers on two cores)
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        go = threading.Event()

        def older() -> int:
            go.wait(10)
            return 1

        first = app.run_worker(older, name="table:test", group="test", exclusive=True, thread=True)

        async def newer() -> None:
            await asyncio.sleep(0.05)  # settle is waiting for the first by now
            app.run_worker(lambda: 2, name="table:test", group="test", exclusive=True, thread=True)
            go.set()

        replacing = asyncio.create_task(newer())
        await settle(pilot)
        await replacing
        assert first.state == WorkerState.CANCELLED
        assert not [w for w in app.workers if w.name == "table:test" and not w.is_finished]
