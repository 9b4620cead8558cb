"""Advice for the dice on the table now, and the table of every card's whole-turn odds.

Solved models are kept in memory and on disk in the user's cache folder (never in the
repository), keyed by the model's version, so a query after the first costs milliseconds.
numpy solves a model the first time (:mod:`.solver`); the solution is written as a table of
doubles (:mod:`.stored`) and every answer reads that table with the standard library, so a
warm ``marquoir odds`` imports neither numpy nor the solver.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from marquoir.games.mille_sabords.odds.card_solutions import Solved, solved
from marquoir.games.mille_sabords.odds.model import sub_multisets
from marquoir.games.mille_sabords.rules import CARDS, Dice, RuleProfile, get_card, parse_roll
from marquoir.games.mille_sabords.rules.skulls import BUST_SKULLS
from marquoir.odds.win_sim import ENDINGS
from marquoir.odds_records import Advice, CardOdds, Chances, Option
from marquoir.rules import RulesError

if TYPE_CHECKING:
    from collections.abc import Sequence
    from typing import Any

    from marquoir.games.mille_sabords.odds.model import TurnModel


def check_card(card: str, profile: RuleProfile) -> str:
    """The card's id, if a game with this profile may draw it."""
    card = get_card(card).id
    if CARDS[card].edition != "classic" and not profile.cards_2025:
        raise RulesError("card.not_in_profile", "card", card=card)
    return card


def advise(
    card: str,
    dice: str | Dice,
    profile: RuleProfile,
    need: int | None = None,
    sorceress_used: bool = False,
    rolls_left: int = 1,
) -> Advice:
    """What to do with ``dice`` on the table: stop, or which reroll, with the figures. The
    game's whole ``profile`` says which cards it plays and (its edition) how rerolls go."""
    card = check_card(card, profile)
    edition = profile.edition
    if isinstance(dice, str):
        dice = parse_roll(dice)
    ev = solved(card, edition, None)
    model = ev.model
    goal = solved(card, edition, need) if need is not None else None
    skulls, other = dice[0], tuple(dice[1:])
    if card == "sorceress" and not sorceress_used and skulls == BUST_SKULLS:
        return _third_skull(ev, goal, dice, need)
    if model.busts(skulls):
        raise RulesError("odds.over", "dice", n=skulls + model.card_skulls)
    if not model.never_busts and skulls > model.max_skull_dice:
        raise RulesError("odds.over", "dice", n=skulls + model.card_skulls)
    unused = card == "sorceress" and not sorceress_used

    stop_points = float(model.points(dice))
    if card == "zombie" and (dice.diamonds or dice.gold or dice.monkeys or dice.parrots):
        stop_points = float("nan")  # Zombie Attack: no stopping before only sabres and skulls
    stop_need = None if need is None else float(stop_points >= need)
    stop = Option("stop", Dice(), False, 0.0, stop_points, stop_need)
    options: list[Option] = []
    allowed_rerolls = not (card == "shipwreck" and rolls_left < 1)
    least = model.min_reroll()
    for kept in sub_multisets(other) if allowed_rerolls else []:
        rerolled = Dice(0, *(o - k for o, k in zip(other, kept, strict=True)))
        r = model.roll_index.get((kept, skulls))
        if r is not None and rerolled.total >= least:
            options.append(_option(ev, goal, r, rerolled, False, spent=not unused))
        if unused and skulls >= 1 and rerolled.total >= 1:
            r = model.roll_index.get((kept, skulls - 1))
            if r is not None:
                options.append(_option(ev, goal, r, rerolled, True, spent=True))

    def key(option: Option) -> tuple[float, float]:
        """The objective, then (when two moves give the same chance of N) expected points."""
        if need is None:
            return option.ev, 0.0
        return round(option.need or 0.0, 12), option.ev

    options.sort(key=lambda o: (-key(o)[0], -key(o)[1], o.bust, o.reroll.total))
    best = stop
    if options and (math.isnan(stop.ev) or _better(key(options[0]), key(stop))):
        best = options[0]
    return Advice(card, dice, need, stop, tuple(options), best)


def _better(a: tuple[float, float], b: tuple[float, float]) -> bool:
    if a[0] > b[0] + 1e-9:
        return True
    return abs(a[0] - b[0]) <= 1e-9 and a[1] > b[1] + 1e-9


def _third_skull(ev: Solved, goal: Solved | None, dice: Dice, need: int | None) -> Advice:
    """The sorceress, the moment a roll brought the third skull: end the turn (0), or reroll
    that one skull alone (a skull again ends it)."""
    other = tuple(dice[1:])
    ends = Option("stop", Dice(), False, 1.0, 0.0, None if need is None else float(need <= 0))
    value = _one_skull_reroll(ev.model, other, 0.0, ev.solution.value_spent)
    need_value = None
    if goal is not None and need is not None:
        need_value = _one_skull_reroll(
            goal.model, other, float(need <= 0), goal.solution.value_spent
        )
    reroll = Option("reroll", Dice(), True, 1 / 6, value, need_value)
    better = reroll.ev >= ends.ev if need is None else (reroll.need or 0.0) >= (ends.need or 0.0)
    return Advice("sorceress", dice, need, ends, (reroll,), reroll if better else ends)


def _one_skull_reroll(
    model: TurnModel, other: tuple[int, ...], bust: float, spent: Sequence[float]
) -> float:
    """The value of rerolling the third skull alone with ``other`` on the table (two skull
    dice stay): a skull again is the bust, any other face a state with the sorceress spent.
    The same sums, in the same order, as ``solver.one_skull_reroll``."""
    out = bust / 6
    for face in range(5):
        grown = tuple(c + (1 if f == face else 0) for f, c in enumerate(other))
        out = out + spent[model.index[(2, grown)]] / 6
    return out


def _option(
    ev: Solved, goal: Solved | None, r: int, rerolled: Dice, skull: bool, spent: bool
) -> Option:
    sol = ev.solution
    rolls = sol.roll_value_spent if spent else sol.roll_value
    need_value = None
    if goal is not None:
        g = goal.solution
        need_value = float((g.roll_value_spent if spent else g.roll_value)[r])
    return Option("reroll", rerolled, skull, float(ev.bust_chance[r]), float(rolls[r]), need_value)


def odds_table(profile: RuleProfile) -> list[CardOdds]:
    """Every card a game with this profile plays: expected points of a whole turn under
    optimal play, and the chance that the first roll ends the turn (three skulls or more, card
    skulls included)."""
    out = []
    for card in CARDS:
        if CARDS[card].edition != "classic" and not profile.cards_2025:
            continue
        s = solved(card, profile.edition, None)
        out.append(CardOdds(card, s.solution.turn_value, s.solution.first_roll_bust))
    return out


def advise_position(
    profile: RuleProfile,
    card: str,
    dice: str | Dice,
    need: int | None = None,
    sorceress_used: bool = False,
    rolls_left: int = 1,
) -> Advice:
    """The advice for a position (``marquoir.use_cases.advise``): see :func:`advise`."""
    return advise(card, dice, profile, need, sorceress_used, rolls_left)


#: the sentence that says how the simulated chance to win plays (``marquoir.use_cases``)
WIN_MODEL = "odds.win_model"


def win_chances(state: Any, endings: int | None = None, seed: int | None = None) -> Chances:
    """Each player's chance to win now (``marquoir.use_cases.win_chances``), simulated from the
    replayed game (``mille_sabords_sim``: each turn the card drawn from the pile and the
    turn from its exact model, under the advice)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.mille_sabords.odds.sim import win_chances as simulated

    return simulated(state, ENDINGS if endings is None else endings, seed)


def win_chances_each(
    states: list[Any], endings: int | None = None, seed: int | None = None
) -> list[Chances]:
    """Each player's chance to win after each of a game's turns (``replay --json``)."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.mille_sabords.odds.sim import win_chances_each as simulated

    return simulated(states, ENDINGS if endings is None else endings, seed)


def seat_chances(
    profile: RuleProfile, players: int, endings: int | None = None, seed: int | None = None
) -> Chances:
    """Each seat's chance at the start of a game, simulated."""
    # numpy and the solvers: not loaded by a warm `marquoir odds` (bench/odds_bench.py)
    from marquoir.games.mille_sabords.odds.sim import seat_chances as simulated

    return simulated(profile, players, ENDINGS if endings is None else endings, seed)
