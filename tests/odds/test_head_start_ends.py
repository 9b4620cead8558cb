"""Issue 50: the process that works out a fair start (``fair_start_apart``, the new game
form's seat advantage) does not outlive the one that asked. A cold table of Dix mille to
10,000 takes it minutes to solve: the asking process killed with kill -9 meanwhile, it went on
to the end; it now ends within seconds."""

import subprocess
import sys
from pathlib import Path

from tests.process_table import left_behind, wait_for, workers_of

ASK = """
from marquoir.games.dix_mille.rules import DixMilleProfile
from marquoir.use_cases import fair_start_apart

fair_start_apart("dix-mille", DixMilleProfile(target=10000), 2)
"""


def test_the_fair_start_ends_with_the_process_that_asked(isolated_user_dirs: Path) -> None:
    odds = isolated_user_dirs / "cache" / "marquoir" / "odds"  # cold: solved from nothing
    asking = subprocess.Popen([sys.executable, "-c", ASK])
    try:
        workers = workers_of(asking.pid, "head_start")
        wait_for(lambda: any(odds.rglob("*.lock")), "solving")  # the question read, at work
        asking.kill()
        assert left_behind(workers) == []
    finally:
        asking.kill()
        asking.wait()
