"""A stored turn's facts are read once and kept (``replaying.stored_turn``): what a kept
reading answers for another player, at another table, is what a fresh reading answers; a
reading that names seats is never kept, and a refused text is refused every time."""

import json
from typing import Any

import pytest

from marquoir.rules import game_rules, make_setup
from marquoir.store import replaying
from marquoir.store.errors import StoreError
from marquoir.store.replaying import stored_turn

#: each game's facts texts, as the store writes them (seats for the players they name)
FACTS = {
    "mille-sabords": [
        '{"card": "pirate", "dice": "xxggggds"}',
        '{"card": "treasure", "dice": "xxxggggd", "saved": "gggg", "note": "Sauvé !"}',
        '{"card": "skull2", "dice": "xxxxxggg", "skull_island": true}',
        '{"manual": {"points": 300}, "note": "house rule"}',
        '{"manual": {"points": -200, "opponents": 100}}',
        '{"manual": {"points": 500, "opponents": {"1": -100, "2": 50}}}',
    ],
    "dix-mille": [
        '{"throws": ["155", "222"]}',
        '{"points": 350}',
        '{"blank": true, "note": "trois fois rien"}',
        '{"manual": {"points": 200, "opponents": {"0": 100}}}',
    ],
    "morbleu": [
        '{"new_hand": true}',
        '{"duel": {"against": 1, "winner": 0, "challenge": "double"}}',
        '{"duel": {"against": 2}}',
    ],
}
TABLES = [["Anne", "Bruno", "Chloé"], ["Élise", "Farid", "Gaëlle"]]


def fresh(rules: Any, setup: Any, facts: str, player: str) -> Any:
    """What the game's codec reads, with nothing kept."""
    return rules.turn_from_json(
        player, json.loads(facts), "turn", lambda seat, place: setup.players[int(seat)]
    )


@pytest.mark.parametrize("game", sorted(FACTS))
def test_a_kept_reading_is_a_fresh_one_for_any_player_at_any_table(game: str) -> None:
    rules = game_rules(game)
    replaying._read.clear()
    for names in TABLES:
        profile = rules.profile_from_json({"pot": 30} if game == "morbleu" else {}, "rules")
        setup = make_setup(names, profile, rules.min_players)
        for facts in FACTS[game]:
            for player in names:
                if game == "morbleu" and '"duel"' in facts and names.index(player) != 0:
                    continue  # a duel names seats: read at the seat that challenged
                got = stored_turn(rules, setup, 1, facts, player)
                assert got == fresh(rules, setup, facts, player), (facts, player)
    assert replaying._read, "nothing was kept"


def test_a_reading_that_names_seats_is_not_kept() -> None:
    rules = game_rules("mille-sabords")
    replaying._read.clear()
    facts = '{"manual": {"points": 500, "opponents": {"1": -100}}}'
    first = make_setup(TABLES[0], rules.profile_from_json({}, "rules"))
    second = make_setup(TABLES[1], rules.profile_from_json({}, "rules"))
    assert stored_turn(rules, first, 1, facts, "Anne").opponents == (("Bruno", -100),)
    assert stored_turn(rules, second, 1, facts, "Élise").opponents == (("Farid", -100),)
    assert ("mille-sabords", facts) not in replaying._read


def test_a_refused_text_is_refused_every_time() -> None:
    rules = game_rules("mille-sabords")
    setup = make_setup(TABLES[0], rules.profile_from_json({}, "rules"))
    for turn_id in (7, 8):
        with pytest.raises(StoreError) as refused:
            stored_turn(rules, setup, turn_id, '{"card": "pirate", "dice": "xxggggd"}', "Anne")
        assert f"turn {turn_id}" in str(refused.value) or str(turn_id) in str(refused.value)


def test_the_memo_is_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = game_rules("dix-mille")
    setup = make_setup(TABLES[0], rules.profile_from_json({}, "rules"))
    monkeypatch.setattr(replaying, "READ_KEPT", 10)
    replaying._read.clear()
    for points in range(50, 2050, 50):
        stored_turn(rules, setup, 1, json.dumps({"points": points}), "Anne")
        assert len(replaying._read) <= 10
