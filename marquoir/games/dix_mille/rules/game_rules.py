"""Dix mille's rules as the registry hands them out (``GameRules``): imported when a part of
Marquoir asks for the game's ``RULES``, not by ``marquoir score``."""

from marquoir.rules.dix_mille import codec, explain
from marquoir.rules.dix_mille.explain import phase_text
from marquoir.rules.dix_mille.game import replay
from marquoir.rules.dix_mille.profile import PROFILE_FIELDS
from marquoir.rules.dix_mille.stats import STAT_FIELDS, player_stats, stat_values, turn_kinds
from marquoir.rules.games import GameRules

RULES = GameRules(
    id="dix-mille",
    profile_fields=PROFILE_FIELDS,
    profile_from_json=codec.profile_from_json,
    profile_to_json=codec.profile_to_json,
    turn_from_json=codec.turn_from_json,
    turn_to_json=codec.turn_to_json,
    replay=replay,
    stat_fields=STAT_FIELDS,
    player_stats=player_stats,
    stat_values=stat_values,
    turn_kinds=turn_kinds,
    phase_text=phase_text,
    state_json=explain.state_json,
    state_notes=explain.state_notes,
    profile_facts=explain.profile_facts,
    turn_fact_fields=explain.TURN_FACT_FIELDS,
    turn_facts=explain.turn_facts,
    target=explain.target,
    turn_words=explain.turn_words,
    # dix-mille.md: "2 to 8 players (1 for a solo record attempt)"
    min_players=1,
    # a head start in the game's own step: every score is a multiple of 50
    head_start_step=50,
)
