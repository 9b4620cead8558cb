"""A rules fix for the tests of the rules version: in Dix mille, 400 points banked now count
800 (a made-up fix that changes who wins a stored game), with or without raising the game's
rules version. Also a second process that opens a database under the fix and kills itself
(SIGKILL) after a number of rebuilt games:

    python -m tests.store.rules_fix URL BATCH KILL_AFTER
"""

import os
import signal
import sys
from collections.abc import Callable
from typing import Any

from marquoir.games.dix_mille import rules as dix_mille
from marquoir.games.dix_mille.rules import game as dix_game
from marquoir.rules.games import GameRules


class Bumped:
    """A game's rules, the same but for their version."""

    def __init__(self, rules: GameRules, version: int) -> None:
        self._rules = rules
        self.version = version

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)


def fixed_banked(points: int) -> int:
    return 800 if points == 400 else points


def apply_fix(setattr_: Callable[[object, str, object], None], bump: bool) -> None:
    """Patch the rule (through ``setattr_``: a monkeypatch's, or the builtin), and raise
    Dix mille's rules version by one when ``bump``."""
    setattr_(dix_game, "check_banked", fixed_banked)
    if bump:
        setattr_(dix_mille, "RULES", Bumped(dix_mille.RULES, dix_mille.RULES.version + 1))


def main() -> None:
    from marquoir.store import open_store, results

    url, batch, kill_after = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    apply_fix(setattr, bump=True)
    results.REBUILD_BATCH = batch

    def progress(done: int, total: int) -> None:
        print(f"progress {done} {total}", flush=True)
        if done >= kill_after:
            os.kill(os.getpid(), signal.SIGKILL)

    open_store(url, progress).close()
    print("opened", flush=True)


if __name__ == "__main__":
    main()
