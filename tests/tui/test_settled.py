"""The app's one full pass of the collector once it is up (``settled``), which the other
tests of the suite leave out (``tests/conftest.py``): it freezes what the app holds, and the
app unfreezes it as it closes, and only then."""

import gc
from collections.abc import Callable

import pytest

from marquoir.tui import app as app_module
from marquoir.tui.app import MarquoirApp
from tests.tui.conftest import settle

#: the real one, read as this module is collected (before any fixture replaces it)
REAL_SETTLED = app_module.settled


async def test_the_app_freezes_what_it_holds_once_up_and_unfreezes_it_as_it_closes(
    make_app: Callable[[str], MarquoirApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "SETTLE_AFTER_S", 0.0)
    monkeypatch.setattr(app_module, "settled", REAL_SETTLED)
    gc.unfreeze()
    try:
        app = make_app("en")
        async with app.run_test(size=(80, 24)) as pilot:
            await settle(pilot)
            for _ in range(100):
                if app._froze:
                    break
                await pilot.pause(0.02)
            assert app._froze and gc.get_freeze_count() > 0
        assert gc.get_freeze_count() == 0
    finally:
        gc.collect()
        gc.freeze()


async def test_an_app_that_froze_nothing_leaves_the_heap_frozen_as_it_was(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    gc.freeze()  # as the suite leaves it after collection
    before = gc.get_freeze_count()
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
    assert before > 0
    assert not app._froze and gc.get_freeze_count() > 0  # not unfrozen (that leaves 0)
