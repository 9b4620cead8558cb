"""Benchmark of a whole game's replay (issue 3). Run: ``uv run python bench/replay_bench.py``.

A 5-player game of 40 rounds (200 dice turns with random cards and rolls, Skull Island where
allowed), replayed from its facts many times; prints the median and best replay time.
"""

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.figures import Context, Figure, Section, at_most, median, ms, standalone  # noqa: E402
from marquoir.games.mille_sabords.rules import (  # noqa: E402
    CARD_IDS,
    DiceTurn,
    make_profile,
    make_setup,
    replay,
    score_turn,
)
from marquoir.games.mille_sabords.rules.dice import NO_DICE, all_rolls  # noqa: E402
from marquoir.rules import RulesError  # noqa: E402


def make_game(seed: int = 7, rounds: int = 40) -> tuple[object, list[DiceTurn]]:
    rnd = random.Random(seed)
    # a target no 40-round game reaches, so all 200 turns are played
    setup = make_setup(
        ["Anne", "Bruno", "Chloé", "Dan", "Élise"], make_profile("2025", target=100_000)
    )
    rolls = all_rolls()
    turns: list[DiceTurn] = []
    for _ in range(rounds):
        for player in setup.players:
            while True:
                card, dice = rnd.choice(CARD_IDS), rnd.choice(rolls)
                island = dice.skulls >= 4 and rnd.random() < 0.5
                try:
                    score_turn(card, dice, NO_DICE, island, players=5, profile=setup.profile)
                except RulesError:
                    continue
                turns.append(DiceTurn(player, card, dice, NO_DICE, island))
                break
    return setup, turns


def run(ctx: Context) -> Section:
    runs = ctx.runs(200, 20)
    setup, turns = make_game()
    state = replay(setup, turns)  # type: ignore[arg-type]
    assert len(state.outcomes) == 200 and state.phase == "playing"
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        replay(setup, turns)  # type: ignore[arg-type]
        times.append((time.perf_counter() - start) * 1000)
    return Section(
        "replay",
        "Replaying a whole game",
        "uv run python bench/replay_bench.py",
        f"in-process, the median of {runs} replays from the game's facts",
        [
            Figure(
                f"replay a 5-player, 40-round Mille Sabords game ({len(turns)} dice turns)",
                median(times),
                detail=f"best {ms(min(times))}",
                aims=(at_most(5, "issue 3"),),
            )
        ],
    )


if __name__ == "__main__":
    standalone(run, Context())
