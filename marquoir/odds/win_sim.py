"""What every simulated chance to win shares: how many endings, the seed, the figures.

A game's simulation (the ``sim`` module of its folder of odds, ``marquoir.odds.<game>``)
plays ``endings`` games on from where the game stands, all at once (numpy arrays, one row an
ending), each turn drawn from the game's exact turn model under a stated play, until every
ending is over; a player's chance is the share of the endings they win (a shared win counts
for each winner in part), and its standard error is that share's over the endings. The seed
is the state's own by default (the same game shows the same figure), or given. Nothing here
is kept between calls: each call has its own generator, so threads may simulate at once.
"""

from __future__ import annotations

import hashlib
from typing import TYPE_CHECKING

from marquoir.odds_records import Chances
from marquoir.rules import RulesError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import Any

    import numpy as np

#: simulated endings of an update: the standard error is at most 0.5/√20,000 ≈ 0.35 point
ENDINGS = 20_000
#: turns an ending may take before the simulation gives up on the game (said, never guessed)
MAX_TURNS = 5_000


#: below every total
LOWEST = -(2**62)


def state_seed(*parts: object) -> int:
    """A seed from what the state holds (its text): the same state, the same seed."""
    digest = hashlib.sha256(repr(parts).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "little")


def generator(seed: int | None, *parts: object) -> np.random.Generator:
    """The simulation's own random generator: ``seed``, or the state's."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    return np.random.default_rng(state_seed(*parts) if seed is None else seed)


def check_endings(endings: int) -> int:
    if isinstance(endings, bool) or not isinstance(endings, int) or endings < 1:
        raise RulesError("win.endings", "endings", given=endings)
    return endings


def parts(won: np.ndarray) -> np.ndarray:
    """Each ending's share of the win for each player (``won[e, p]`` true when player ``p``
    wins ending ``e``; several winners share it)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    counts = won.sum(axis=1, keepdims=True)
    result: np.ndarray = won / np.maximum(counts, 1)
    return result


def shares(won: np.ndarray) -> Chances:
    """Each player's chance from the endings' winners (``won[e, p]``, see :func:`parts`),
    with its standard error."""
    return chances_of(parts(won))


def chances_of(part: np.ndarray) -> Chances:
    """Each player's chance from the endings' shares of the win (``part[e, p]``), with its
    standard error."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    endings = part.shape[0]
    chances = part.mean(axis=0)
    errors = part.std(axis=0, ddof=1) / np.sqrt(endings) if endings > 1 else np.ones_like(chances)
    return Chances(tuple(float(c) for c in chances), tuple(float(e) for e in errors), int(endings))


def too_long() -> RulesError:
    """The simulation's refusal when an ending would not finish."""
    return RulesError("win.too_long", "turns", turns=MAX_TURNS)


def split(part: np.ndarray, starts: int) -> list[Chances]:
    """The chances of each of ``starts`` starts whose endings follow one another in
    ``part``."""
    endings = part.shape[0] // starts
    return [chances_of(part[i * endings : (i + 1) * endings]) for i in range(starts)]


def each(
    states: Sequence[Any],
    known: Callable[[Any], Chances | None],
    play: Callable[[list[Any]], np.ndarray],
) -> list[Chances]:
    """The chances of several states at once: each one ``known`` gives (a game over), the
    others played out together by ``play`` (their endings one after the other)."""
    found = [known(state) for state in states]
    rest = [state for state, figures in zip(states, found, strict=True) if figures is None]
    played = iter(split(play(rest), len(rest)) if rest else [])
    return [figures if figures is not None else next(played) for figures in found]


def settled(winners: tuple[str, ...], players: tuple[str, ...]) -> Chances:
    """A game already over: its winners' shares, exactly."""
    return Chances(tuple(1.0 / len(winners) if name in winners else 0.0 for name in players))


def highest(totals: np.ndarray, among: np.ndarray) -> np.ndarray:
    """For each ending, the players ``among`` with the highest total (a boolean per player)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    import numpy as np

    masked = np.where(among, totals, LOWEST)
    best = masked.max(axis=1, keepdims=True)
    result: np.ndarray = among & (masked == best)
    return result
