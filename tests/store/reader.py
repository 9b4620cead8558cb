"""A second process for the concurrency test: holds one long read-only transaction open.

    python -m tests.store.reader URL SECONDS

Prints ``reading`` (flushed) once its transaction has read, keeps it open SECONDS, reads
again and prints ``done N M T``: the turns it saw both times (one snapshot: the same) and
the moment (``time.time()``) its transaction ended."""

import sys
import time

from sqlalchemy import func, select

from marquoir.store import open_store
from marquoir.store.rows import TurnRow


def main() -> None:
    url, seconds = sys.argv[1], float(sys.argv[2])
    store = open_store(url)
    count = select(func.count()).select_from(TurnRow)
    with store.read() as session:
        first = session.exec(count).one()
        print("reading", flush=True)
        time.sleep(seconds)
        again = session.exec(count).one()
    ended = time.time()
    store.close()
    print(f"done {first} {again} {ended}", flush=True)


if __name__ == "__main__":
    main()
