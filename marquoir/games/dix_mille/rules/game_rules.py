"""Dix mille's rules as the registry hands them out: ``RULES``, imported when a part of
Marquoir asks for the game's rules, not by ``marquoir score``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from marquoir.games.dix_mille.rules import codec, explain, stats
from marquoir.games.dix_mille.rules.game import GameState, replay
from marquoir.games.dix_mille.rules.profile import PROFILE_FIELDS, DixMilleProfile
from marquoir.games.dix_mille.rules.turns import Turn
from marquoir.rules.games import GameRules

if TYPE_CHECKING:
    from marquoir.rules.setup import GameSetup
    from marquoir.rules.turns import TurnOutcome


class DixMilleRules(GameRules[DixMilleProfile, Turn, GameState]):
    """Dix mille's rules: a turn's throws, or its points."""

    id = "dix-mille"
    profile_fields = PROFILE_FIELDS
    stat_fields = stats.STAT_FIELDS
    turn_fact_fields = explain.TURN_FACT_FIELDS
    # 2 to 8 players, or 1 for a solo record attempt
    min_players = 1
    # a head start in the game's own step: every score is a multiple of 50
    head_start_step = 50

    def profile_from_json(self, obj: Any, place: str) -> DixMilleProfile:
        return codec.profile_from_json(obj, place)

    def profile_to_json(self, profile: DixMilleProfile) -> dict[str, Any]:
        return codec.profile_to_json(profile)

    def turn_from_json(
        self, player: str, obj: Any, place: str, deref: Callable[[Any, str], str]
    ) -> Turn:
        return codec.turn_from_json(player, obj, place, deref)

    def turn_to_json(self, turn: Turn, ref: Callable[[str], Any]) -> dict[str, Any]:
        return codec.turn_to_json(turn, ref)

    def replay(self, setup: GameSetup, turns: Sequence[Turn]) -> GameState:
        return replay(setup, turns)

    def phase_text(self, state: GameState, lang: str) -> str:
        return explain.phase_text(state, lang)

    def state_json(self, state: GameState, lang: str) -> dict[str, object]:
        return explain.state_json(state, lang)

    def state_notes(self, state: GameState, lang: str) -> list[str]:
        return explain.state_notes(state, lang)

    def player_stats(self, state: GameState) -> list[tuple[int, ...]]:
        return stats.player_stats(state)

    def stat_values(self, sums: tuple[int, ...]) -> tuple[int | float, ...]:
        return stats.stat_values(sums)

    def turn_kinds(self, state: GameState) -> list[tuple[str | None, int | None]]:
        return stats.turn_kinds(state)

    def profile_facts(
        self, profile: DixMilleProfile, lang: str
    ) -> list[tuple[str, int | bool | str]]:
        return explain.profile_facts(profile, lang)

    def turn_facts(self, turn: Turn, lang: str) -> tuple[int | bool | str, ...]:
        return explain.turn_facts(turn, lang)

    def target(self, profile: DixMilleProfile) -> int | None:
        return explain.target(profile)

    def turn_words(self, turn: Turn, outcome: TurnOutcome, lang: str) -> tuple[str, str] | None:
        return explain.turn_words(turn, outcome, lang)

    def to_win(self, state: GameState, seat: int) -> int | None:
        return explain.to_win(state, seat)


RULES = DixMilleRules()
