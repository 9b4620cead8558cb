"""A second process for the durability tests: enters random legal turns into one game and
prints ``ok N`` (flushed) each time an entry has returned, N being its own count so far.

    python -m tests.store.writer URL GAME_ID COUNT SEED
"""

import random
import sys

from marquoir.rules import RulesError
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.gamegen import random_turn


def main() -> None:
    url, game_id, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    rnd = random.Random(seed)
    cases = UseCases(open_store(url))
    done = 0
    while done < count:
        stored = cases.game(game_id)
        turn = random_turn(rnd, stored.setup, stored.state.next_player or "")
        try:
            cases.enter_turn(game_id, turn)
        except RulesError:
            continue  # the other process played that seat first: look again
        done += 1
        print(f"ok {done}", flush=True)
    cases.store.close()


if __name__ == "__main__":
    main()
