"""A second process for the tests of the interrupted rebuild: ``marquoir rebuild`` on a
database, with two worker processes and batches of 4 games (from the first game on), killed
(SIGKILL, by itself) at a chosen point of the batch after ``AFTER`` committed ones:

- ``between``: the next batch's transaction has just begun (its games taken, nothing read);
- ``replaying``: the workers are replaying the next batch;
- ``writing``: the next batch's rows are half written (its first part written whole, the
  second part's results written, not their turns' points), not committed;
- ``held``: no kill: the workers have replayed a part of the next batch, and the rebuild
  says ``held`` and waits there, to be ended from outside;
- ``open``: no kill: the database is opened (``marquoir games``), as by the next command.

    python -m tests.store.rebuild_kill URL WHERE AFTER
"""

import os
import signal
import sys
import threading
from typing import Any

from marquoir.store import rebuilding, results

BATCH = 4


def _die() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def main() -> None:
    url, where, committed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rebuilding.PARALLEL_FROM, rebuilding.PARALLEL_BATCH, rebuilding.WORKERS = 0, BATCH, 2
    calls = {"batch": 0, "replace": 0}
    take, replay, replace = results.stale_batch, rebuilding.replay_jobs, rebuilding.replace_rows

    def taking(session: Any, size: int) -> list[int]:
        ids = take(session, size)
        calls["batch"] += 1
        calls["replace"] = 0  # the batch's writes, counted from its first
        print(f"batch {calls['batch']} {len(ids)}", flush=True)
        if where == "between" and calls["batch"] == committed + 1:
            _die()
        return ids

    def replaying(jobs: Any, pool: Any, share: int) -> Any:
        if where == "replaying" and calls["batch"] == committed + 1:
            assert pool is not None  # the workers are at it when the kill comes
            pool.submit(rebuilding.replay_many, jobs)
            _die()
        if where == "held" and calls["batch"] == committed + 1:
            assert pool is not None
            pool.submit(rebuilding.replay_many, jobs).result()  # a worker up, and at work
            print("held", flush=True)
            threading.Event().wait()
        return replay(jobs, pool, share)

    def replacing(connection: Any, table: Any, *rest: Any) -> None:
        replace(connection, table, *rest)  # a part's results, then its turns' points
        calls["replace"] += 1
        # the first part written whole, then the second part's results: a batch committed
        # part by part would show the first part rebuilt
        if where == "writing" and calls["batch"] == committed + 1 and calls["replace"] == 3:
            _die()

    results.stale_batch = taking  # type: ignore[assignment]
    rebuilding.replay_jobs = replaying  # type: ignore[assignment]
    rebuilding.replace_rows = replacing  # type: ignore[assignment]

    from marquoir.cli import main as cli

    command = "games" if where == "open" else "rebuild"
    sys.exit(cli(["--lang", "en", "--db-url", url, command]))


if __name__ == "__main__":
    main()
