"""Seat advantage and a fair start (issue 23, deliver 4): each seat's chance to win at the
start of a game, both (all) playing to win, and the head start (``marquoir.rules.head_start``:
seat ``k`` starts with ``k × H`` points) that takes the first seat's advantage away.

The fair head start is the smallest ``H``, in the game's step, at which the first seat's
chance is no longer above an equal share (``1 / players``; with two players: at most 50 %).
A game's odds module may compute it exactly (its ``fair_head_start(profile, players)``, None
where it does not: a game may read it off a solved table); otherwise it is
searched here through the game's ``win_chances`` of a game that has not started yet, seated
with the head start: halving the interval from 0 to the largest head start the table takes,
the first seat's chance being taken to fall as the head start grows.
"""

from __future__ import annotations

import importlib
import pickle
import subprocess
import sys
from typing import TYPE_CHECKING, Any, NamedTuple

from marquoir.i18n import LANGUAGES
from marquoir.rules import RulesError
from marquoir.rules.errors import GameFileError
from marquoir.rules.games import game_entry, game_rules
from marquoir.rules.head_start import largest
from marquoir.rules.setup import GameSetup

if TYPE_CHECKING:
    from collections.abc import Callable

    from marquoir.rules.games import GameRules


class FairStart(NamedTuple):
    """A table's seat advantage and its fair head start."""

    players: int
    #: the head start's step (points)
    step: int
    #: each seat's chance with no head start (first seat first)
    seats: tuple[float, ...]
    #: the fair head start (0: the first seat is not favoured), or None when even the largest
    #: head start the table takes leaves the first seat favoured
    head_start: int | None
    #: each seat's chance with that head start (``seats`` when it is 0 or None)
    fair: tuple[float, ...]
    #: exact (a solved table) rather than estimated (a simulation, to its precision)
    exact: bool


def share(players: int) -> float:
    return 1.0 / players


def smallest_fair(
    chances: Callable[[int], tuple[float, ...]], step: int, most: int, players: int
) -> tuple[int | None, tuple[float, ...]]:
    """The smallest multiple of ``step`` up to ``most`` whose first seat's chance is at most an
    equal share (``chances(h)``: each seat's chance with the head start ``h``), and its
    chances; (None, the chances at ``most``) when there is none."""
    fair = share(players) + 1e-12
    at_zero = chances(0)
    if at_zero[0] <= fair:
        return 0, at_zero
    top = most // step
    if top <= 0:
        return None, at_zero
    at_top = chances(top * step)
    if at_top[0] > fair:
        return None, at_top
    low, high, found = 0, top, at_top  # chances(low) favours the first seat, chances(high) not
    while high - low > 1:
        middle = (low + high) // 2
        at_middle = chances(middle * step)
        if at_middle[0] <= fair:
            high, found = middle, at_middle
        else:
            low = middle
    return high * step, found


def figures_of(found: Any) -> tuple[float, ...]:
    """The chances an odds module handed out: exact (a tuple) or simulated (a ``Chances``,
    its figures without their standard errors)."""
    return tuple(float(p) for p in getattr(found, "chances", found))


def fair_start(rules: GameRules[Any, Any, Any], odds: Any, profile: Any, players: int) -> FairStart:
    """The seat advantage and the fair head start of ``players`` seats under ``profile``
    (``odds``: the game's odds module), or a RulesError when the game's chance to win is not
    computed for this table (or the game takes no head start)."""
    step = rules.head_start_step
    target = rules.target(profile)
    if step <= 0 or target is None:
        raise RulesError("head_start.none", "head_start", game=game_entry(rules.id).name)
    exact = getattr(odds, "fair_head_start", None)
    if exact is not None:
        found: FairStart | None = exact(profile, players)
        if found is not None:
            return found
    if not hasattr(odds, "win_chances"):
        raise RulesError("win.not_computed", "game", game=game_entry(rules.id).name)
    names = tuple(f"{seat + 1}" for seat in range(players))
    seats = figures_of(odds.seat_chances(profile, players))

    def chances(head_start: int) -> tuple[float, ...]:
        if head_start == 0:
            return seats
        state = rules.replay(GameSetup(names, profile, head_start), [])
        return figures_of(odds.win_chances(state))

    most = largest(step, target, players)
    head_start, fair = smallest_fair(chances, step, most, players)
    return FairStart(players, step, seats, head_start, fair, False)


def _job(game: str, profile: Any, players: int) -> FairStart | dict[str, str]:
    """The other process's work: the fair start, or the refusal's sentence in each language
    (a refusal's figures may be functions, which do not cross to another process)."""
    try:
        module = game_entry(game).odds
        if module is None:
            raise RulesError("game.no_odds", "game", given=game)
        return fair_start(game_rules(game), importlib.import_module(module), profile, players)
    except RulesError as refusal:
        return {lang: refusal.text(lang) for lang in LANGUAGES}


def child() -> None:
    """The other process (``python -c LIFELINE``): the question pickled on its standard
    input, the answer (:func:`_job`'s) pickled on its standard output; it ends as soon as
    the process that asked ends (the descriptor of that process's lifeline its argument)."""
    # multiprocessing: not loaded by marquoir replay (bench/score_bench.py)
    from marquoir.processes import leave_with_parent

    leave_with_parent(int(sys.argv[1]))
    game, profile, players = pickle.load(sys.stdin.buffer)
    answer = _job(game, profile, players)
    sys.stdout.buffer.write(pickle.dumps(answer))
    sys.stdout.buffer.flush()


def fair_start_apart(game: str, profile: Any, players: int) -> FairStart:
    """:func:`marquoir.use_cases.fair_start`, in a process of its own (what a first solve
    compiles holds the interpreter: the app's keys never wait for it); a refusal there is
    refused here in the same words."""
    # multiprocessing: not loaded by marquoir replay (bench/score_bench.py)
    from marquoir.processes import lifeline

    reading_end = lifeline().fileno()
    command = "from marquoir.odds.head_start import child; child()"
    done = subprocess.run(
        [sys.executable, "-c", command, str(reading_end)],
        input=pickle.dumps((game, profile, players)),
        capture_output=True,
        check=False,
        pass_fds=(reading_end,),
    )
    result = pickle.loads(done.stdout) if done.returncode == 0 else None
    if isinstance(result, dict):
        texts = result
        raise GameFileError("", lambda lang: texts.get(lang, texts["en"]))
    if not isinstance(result, FairStart):  # it stopped (killed, out of memory …)
        raise RulesError("head_start.failed", "head_start")
    return result
