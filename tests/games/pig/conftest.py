"""Pig is installed for its tests as any user installs a game: its distribution
(``examples/marquoir-pig``) built and installed, once a test process, into a folder of its own;
each test that plays it puts that folder on the import path, and takes it off after, so no
other test sees a fourth game. Pig's tests use the app's fixtures too (its apps work out the
chances to win in a thread, from the run's solved tables, as every app test's do)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from marquoir.rules.games import rediscover
from tests.tui.conftest import (
    chances_in_a_thread,
    make_app,
    odds_of_the_run,
    quick_seat_advantage,
    store,
)

__all__ = [
    "chances_in_a_thread",
    "make_app",
    "odds_of_the_run",
    "pig",
    "pig_site",
    "quick_seat_advantage",
    "store",
]

EXAMPLE = Path(__file__).resolve().parents[3] / "examples" / "marquoir-pig"


@pytest.fixture(scope="session")
def pig_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Return a folder Pig's distribution is installed into (``uv pip install --target``)."""
    uv = os.environ.get("UV") or shutil.which("uv")
    if uv is None:
        raise RuntimeError("Pig's tests install it with uv: run them with `uv run pytest`")
    site = tmp_path_factory.mktemp("pig-site")
    subprocess.run(
        [uv, "pip", "install", "--quiet", "--no-deps", "--target", str(site), str(EXAMPLE)],
        check=True,
        env={**os.environ, "UV_NO_PROGRESS": "1"},
    )
    return site


@pytest.fixture
def pig(pig_site: Path) -> Iterator[Path]:
    """Return Pig's folder, on the import path for the test (the games found anew)."""
    sys.path.insert(0, str(pig_site))
    rediscover()
    yield pig_site
    sys.path.remove(str(pig_site))
    rediscover()
