"""Reads never hold up a turn: a long read-only transaction in another process (standings
over a big history, an export) does not make the Captain's next turn wait for it."""

import subprocess
import sys
import time

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store
from marquoir.use_cases import UseCases

#: the longest the reader holds its transaction: it lets go as soon as the turn is written
HOLD = 30.0


def test_a_turn_is_written_while_another_process_reads(db_url: str) -> None:
    with UseCases(open_store(db_url)) as cases:
        game = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
        cases.enter_turn(game, ManualTurn("Anne", 100))
        reader = subprocess.Popen(
            [sys.executable, "-m", "tests.store.reader", db_url, str(HOLD)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert reader.stdout is not None
            assert reader.stdout.readline().strip() == "reading"
            start = time.time()
            cases.enter_turn(game, ManualTurn("Bruno", 200))
            written = time.time()
            out, _ = reader.communicate("written\n", timeout=2 * HOLD)
        finally:
            reader.kill()
        done, first, again, ended = out.split()
        # the turn was written while the read transaction was still open …
        assert written < float(ended), f"the turn waited {written - start:.2f} s for the reader"
        # … and the reader kept its own snapshot: one turn, before and after
        assert (done, first, again) == ("done", "1", "1")
        assert len(cases.game(game).turns) == 2
