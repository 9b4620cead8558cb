"""A game file of a game that is not installed is refused by name; once its package is
installed, the same file replays. Pig's own file (``examples/marquoir-pig/pig.json``) through
``marquoir replay`` and ``marquoir import``, as whole processes."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.games.pig.conftest import EXAMPLE

PIG_FILE = EXAMPLE / "pig.json"


def marquoir(*args: str, site: Path | None, home: Path) -> subprocess.CompletedProcess[str]:
    """Run ``marquoir`` in a process of its own, Pig's folder on its path when ``site`` is
    given, its data in ``home``."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    if site is not None:
        env["PYTHONPATH"] = str(site)
    env["XDG_DATA_HOME"] = str(home / "data")
    env["XDG_CONFIG_HOME"] = str(home / "config")
    env["XDG_CACHE_HOME"] = str(home / "cache")
    return subprocess.run(
        [sys.executable, "-m", "marquoir", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def test_replay_refuses_pig_by_name_before_it_is_installed(pig_site: Path, tmp_path: Path) -> None:
    before = marquoir("replay", str(PIG_FILE), site=None, home=tmp_path)
    assert before.returncode == 2
    assert "The game 'pig' is not installed" in before.stderr
    assert "mille-sabords" in before.stderr  # the games that are
    assert before.stdout == ""

    after = marquoir("replay", str(PIG_FILE), "--json", site=pig_site, home=tmp_path)
    assert after.returncode == 0, after.stderr
    assert '"winners": [\n    "Bruno"\n  ]' in after.stdout or '"Bruno"' in after.stdout


def test_import_refuses_pig_before_it_is_installed_and_writes_nothing(
    pig_site: Path, tmp_path: Path
) -> None:
    database = tmp_path / "club.db"
    refused = marquoir("--db", str(database), "import", str(PIG_FILE), site=None, home=tmp_path)
    assert refused.returncode == 2
    assert "The game 'pig' is not installed" in refused.stderr
    stored = marquoir("--db", str(database), "import", str(PIG_FILE), site=pig_site, home=tmp_path)
    assert stored.returncode == 0, stored.stderr
    listed = marquoir("--db", str(database), "games", site=pig_site, home=tmp_path)
    assert listed.stdout.count("Anne") == 1  # stored once: the refusal wrote no game
