"""Mille Sabords' rules as the registry hands them out (``GameRules``): imported when a
part of Marquoir asks for the game's ``RULES``, not by ``marquoir score``."""

from marquoir.rules.games import DEFAULT_GAME, GameRules
from marquoir.rules.mille_sabords import codec, explain
from marquoir.rules.mille_sabords.explain import phase_text
from marquoir.rules.mille_sabords.game import replay
from marquoir.rules.mille_sabords.profile import PROFILE_FIELDS
from marquoir.rules.mille_sabords.stats import STAT_FIELDS, player_stats, stat_values, turn_kinds
from marquoir.rules.sheet import ISLAND, ZOMBIE

RULES = GameRules(
    id=DEFAULT_GAME,
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
    sheet_kinds=(ISLAND, ZOMBIE),
    floor_at_zero=lambda profile: not profile.negative_scores,
    # a head start in hundreds, as the game counts (a Zombie Attack's share aside)
    head_start_step=100,
)
