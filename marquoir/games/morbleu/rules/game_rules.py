"""Morbleu's rules as the registry hands them out: ``RULES``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from marquoir.games.morbleu.rules import codec, explain, stats
from marquoir.games.morbleu.rules.game import GameState, replay
from marquoir.games.morbleu.rules.profile import PROFILE_FIELDS, MorbleuProfile
from marquoir.games.morbleu.rules.turns import TreasureTurn, Turn
from marquoir.rules.games import GameRules
from marquoir.rules.sheet import TREASURE

if TYPE_CHECKING:
    from marquoir.rules.setup import GameSetup
    from marquoir.rules.turns import TurnOutcome


class MorbleuRules(GameRules[MorbleuProfile, Turn, GameState]):
    """Morbleu's tally: duels, new hands, adjustments, the pot and the Treasure."""

    id = "morbleu"
    profile_fields = PROFILE_FIELDS
    stat_fields = stats.STAT_FIELDS
    turn_fact_fields = explain.TURN_FACT_FIELDS
    closing = codec.CLOSING
    turn_figures = False
    #: the Treasure declared: a column of its own, every pirate's (not "from others")
    sheet_kinds = (TREASURE,)
    # 2: an adjustment's pot has its own field ("adjust": {"pot": -2}): the documents, and so
    # the fingerprints, of the games stored before change form
    version = 2

    def profile_from_json(self, obj: Any, place: str) -> MorbleuProfile:
        return codec.profile_from_json(obj, place)

    def profile_to_json(self, profile: MorbleuProfile) -> dict[str, Any]:
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
        self, profile: MorbleuProfile, lang: str
    ) -> list[tuple[str, int | bool | str]]:
        return explain.profile_facts(profile, lang)

    def turn_facts(self, turn: Turn, lang: str) -> tuple[int | bool | str, ...]:
        return explain.turn_facts(turn, lang)

    def turn_words(self, turn: Turn, outcome: TurnOutcome, lang: str) -> tuple[str, str] | None:
        return explain.turn_words(turn, outcome, lang)

    def table_turn(self, turn: Turn) -> bool:
        return isinstance(turn, TreasureTurn)

    def board_note(self, state: GameState, seat: int, lang: str) -> str:
        return explain.board_note(state, seat, lang)

    def after_columns(self, players: Sequence[str], lang: str) -> list[str]:
        return explain.after_columns(players, lang)

    def after_facts(self, outcome: Any) -> tuple[int, ...]:
        return explain.after_facts(outcome)


RULES = MorbleuRules()
