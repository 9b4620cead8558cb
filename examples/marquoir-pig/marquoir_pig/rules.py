"""Pig's rules: one die, roll as often as you like; a 1 loses the turn's points, holding banks
them; the first to the target (100) wins at once. A turn is written as its rolls: ``3 4 6``
(held after the 6) or ``3 4 1`` (lost on the 1).

Pure like every game's rules: no textual, no sqlmodel."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from marquoir.i18n import translate
from marquoir.rules import GameFileError, GameRules, GameSetup, ReplayError, RulesError
from marquoir.rules.facts import fields, refused_at, typed
from marquoir.rules.turns import OVER, TurnOutcome, seat_to_play

TARGET = 100


class PigProfile(NamedTuple):
    target: int = TARGET


class PigTurn(NamedTuple):
    player: str
    rolls: tuple[int, ...]

    @property
    def points(self) -> int:
        """The turn's points: the rolls' sum, or 0 when the last roll is a 1."""
        return 0 if not self.rolls or self.rolls[-1] == 1 else sum(self.rolls)


class PigState(NamedTuple):
    setup: GameSetup
    outcomes: tuple[TurnOutcome, ...]
    totals: tuple[int, ...]
    phase: str
    next_seat: int
    winners: tuple[str, ...]
    ended_by: str | None = None

    @property
    def next_player(self) -> str | None:
        return None if self.next_seat < 0 else self.setup.players[self.next_seat]


def check_rolls(rolls: Sequence[int]) -> tuple[int, ...]:
    """Rolls of one die: 1 to 6, a 1 only last."""
    if not rolls:
        raise RulesError("pig.no_roll", "rolls")
    for n, roll in enumerate(rolls, start=1):
        if not 1 <= roll <= 6:
            raise RulesError("pig.bad_roll", "rolls", n=n, roll=roll)
        if roll == 1 and n < len(rolls):
            raise RulesError("pig.after_one", "rolls", n=n)
    return tuple(rolls)


class PigRules(GameRules[PigProfile, PigTurn, PigState]):
    """Pig's rules, as Marquoir reads, replays and counts them."""

    id = "pig"
    profile_fields = ("target",)
    stat_fields = ("ones",)
    turn_fact_fields = ("rolls",)

    def profile_from_json(self, obj: Any, place: str) -> PigProfile:
        rules = fields(obj, place, ("target",), ())
        target = typed(rules.get("target", TARGET), f"{place}.target", int, "a number of points")
        if not 10 <= target <= 1000:
            raise refused_at(f"{place}.target", RulesError("pig.target", "target", given=target))
        return PigProfile(target)

    def profile_to_json(self, profile: PigProfile) -> dict[str, Any]:
        return {"target": profile.target}

    def turn_from_json(
        self, player: str, obj: Any, place: str, deref: Callable[[Any, str], str]
    ) -> PigTurn:
        obj = fields(obj, place, ("player", "rolls"), ("rolls",))
        rolls = typed(obj["rolls"], f"{place}.rolls", list, "a list of rolls")
        values = [
            typed(roll, f"{place}.rolls[{i}]", int, "a roll 1 to 6") for i, roll in enumerate(rolls)
        ]
        try:
            return PigTurn(player, check_rolls(values))
        except RulesError as error:
            raise refused_at(f"{place}.rolls", error) from None

    def turn_to_json(self, turn: PigTurn, ref: Callable[[str], Any]) -> dict[str, Any]:
        return {"rolls": list(turn.rolls)}

    def replay(self, setup: GameSetup, turns: Sequence[PigTurn]) -> PigState:
        n = len(setup.players)
        totals = [0] * n
        outcomes: list[TurnOutcome] = []
        seat, phase, winners = 0, "playing", ()
        for position, turn in enumerate(turns):
            try:
                seat = seat_to_play(setup, phase, winners, seat, turn.player)
                check_rolls(turn.rolls)
            except RulesError as error:
                raise ReplayError(position, error) from None
            points = turn.points
            totals[seat] += points
            deltas = tuple(points if s == seat else 0 for s in range(n))
            if totals[seat] >= setup.profile.target:
                phase, winners = OVER, (setup.players[seat],)
            round_number = position // n + 1
            outcomes.append(
                TurnOutcome(
                    position,
                    setup.players[seat],
                    seat,
                    round_number,
                    points,
                    deltas,
                    tuple(totals),
                    None,
                    phase,
                )
            )
            seat = (seat + 1) % n
        next_seat = -1 if phase == OVER else seat
        ended_by = "target" if phase == OVER else None
        return PigState(setup, tuple(outcomes), tuple(totals), phase, next_seat, winners, ended_by)

    def phase_text(self, state: PigState, lang: str) -> str:
        if state.phase == OVER:
            return translate(lang, "pig.won", name=state.winners[0])
        return translate(lang, "pig.to_play", name=state.next_player)

    def target(self, profile: PigProfile) -> int | None:
        return profile.target

    def player_stats(self, state: PigState) -> list[tuple[int, ...]]:
        """Each seat's turns lost on a 1."""
        return [
            (sum(1 for outcome in state.outcomes if outcome.seat == seat and outcome.points == 0),)
            for seat in range(len(state.setup.players))
        ]

    def stat_values(self, sums: tuple[int, ...]) -> tuple[int | float, ...]:
        return (sums[0],)

    def turn_kinds(self, state: PigState) -> list[tuple[str | None, int | None]]:
        return [(None, None)] * len(state.outcomes)

    def profile_facts(self, profile: PigProfile, lang: str) -> list[tuple[str, int | bool | str]]:
        return [("target", profile.target)]

    def turn_facts(self, turn: PigTurn, lang: str) -> tuple[int | bool | str, ...]:
        return (" ".join(map(str, turn.rolls)),)


RULES = PigRules()

__all__ = ["RULES", "GameFileError", "PigProfile", "PigState", "PigTurn"]
