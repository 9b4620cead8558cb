"""A second process for the concurrency test: holds one long read-only transaction open.

    python -m tests.store.reader URL SECONDS

Prints ``reading`` (flushed) once its transaction has read, keeps it open until a line comes
on its standard input (the writer's turn is written) or SECONDS pass, reads again and prints
``done N M T``: the turns it saw both times (one snapshot: the same) and the moment
(``time.time()``) its transaction ended. A write that waited for the reader's transaction
comes after that moment."""

import select
import sys
import time

from sqlalchemy import func
from sqlmodel import select as sql_select

from marquoir.store import open_store
from marquoir.store.models import TurnRow


def main() -> None:
    url, seconds = sys.argv[1], float(sys.argv[2])
    store = open_store(url)
    count = sql_select(func.count()).select_from(TurnRow)
    with store.read() as session:
        first = session.exec(count).one()
        print("reading", flush=True)
        select.select([sys.stdin], [], [], seconds)  # the writer's word, or the time is up
        again = session.exec(count).one()
    ended = time.time()
    store.close()
    print(f"done {first} {again} {ended}", flush=True)


if __name__ == "__main__":
    main()
