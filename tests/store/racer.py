"""A racing process for the race tests: opens the database, then, round after round, waits at
the barrier with the other racers and imports its document of the round (into the round's
season, ``--again`` or not) the same instant.
Puts ``(round, "ok", game id)``, ``(round, "refused", sentence)`` or ``(round, "error",
repr)`` on the queue."""

from multiprocessing.synchronize import Barrier
from queue import Queue
from typing import Any

ROUND_TIMEOUT = 60


def race(
    url: str,
    barrier: Barrier,
    documents: list[Any],
    out: "Queue[Any]",
    seasons: list[str | None],
    again: bool = False,
) -> None:
    from marquoir.rules import Refusal
    from marquoir.store import open_store
    from marquoir.use_cases import UseCases

    try:
        cases = UseCases(open_store(url))
    except Exception as error:  # pragma: no cover - reported to the test
        out.put((-1, "error", repr(error)))
        barrier.abort()
        return
    for index, document in enumerate(documents):
        barrier.wait(ROUND_TIMEOUT)
        try:
            out.put((index, "ok", cases.import_game(document, seasons[index], again)))
        except Refusal as error:
            out.put((index, "refused", error.text("en")))
        except Exception as error:
            out.put((index, "error", repr(error)))
    cases.close()
