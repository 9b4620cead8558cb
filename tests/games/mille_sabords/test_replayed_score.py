"""A replay scores each distinct turn once (``replayed_score``): what it answers is exactly
what ``score_turn`` answers, refusals included, whatever was scored before it."""

from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from marquoir.games.mille_sabords.rules import (
    CARD_IDS,
    CARDS,
    Dice,
    make_profile,
    score_turn,
    scoring,
)
from marquoir.games.mille_sabords.rules.clauses import CLAUSES, TABLE_SIZED, plain
from marquoir.games.mille_sabords.rules.dice import NO_DICE, SKULL, all_rolls, sub_multisets
from marquoir.games.mille_sabords.rules.scoring import replayed_score
from marquoir.games.mille_sabords.rules.skulls import turn_skulls
from marquoir.rules import RulesError
from marquoir.rules.limits import MAX_PLAYERS, MIN_PLAYERS

ROLLS = all_rolls()
PROFILES = [make_profile("classic"), make_profile("2025"), make_profile("classic", cards_2025=True)]


def answer(call: Callable[..., object], *args: object, **options: object) -> object:
    try:
        return call(*args, **options)
    except RulesError as error:
        return ("refused", error.key, error.field, str(error))


@pytest.mark.parametrize("card", [card for card in CARD_IDS if card not in TABLE_SIZED])
def test_every_other_card_scores_the_same_at_any_table(card: str) -> None:
    """The memo leaves the table's size out of the key for these cards: each roll (and each
    saved set, for Treasure Island) must score the same from 2 to 8 players."""
    clause = CLAUSES.get(card, plain)
    for dice in ROLLS:
        skulls = turn_skulls(card, dice[SKULL])
        saves = sub_multisets(dice) if card == "treasure" else [NO_DICE]
        for saved in saves:
            first = clause(CARDS[card], dice, saved, skulls, MIN_PLAYERS)
            for players in range(MIN_PLAYERS + 1, MAX_PLAYERS + 1):
                assert clause(CARDS[card], dice, saved, skulls, players) == first, (card, dice)


def test_a_table_sized_card_is_scored_for_each_table() -> None:
    dice = Dice(skulls=6, sabres=2)
    three = replayed_score("zombie", dice, NO_DICE, False, 3, PROFILES[1])
    five = replayed_score("zombie", dice, NO_DICE, False, 5, PROFILES[1])
    assert (three.opponents, five.opponents) == (600, 300)


TABLES = [
    (players, profile)
    for players in range(MIN_PLAYERS - 1, MAX_PLAYERS + 2)
    for profile in PROFILES
]


@given(
    st.lists(
        st.tuples(st.sampled_from(CARD_IDS), st.sampled_from(ROLLS), st.booleans()),
        min_size=1,
        max_size=5,
    ),
    st.permutations(TABLES),
)
def test_a_replayed_score_is_the_score_whatever_came_before(
    played: list[tuple[str, Dice, bool]], tables: list[tuple[int, object]]
) -> None:
    """The same turns at every table size (9 and 1 refused) and under every profile, in any
    order: a turn kept from an earlier replay never stands in for a refusal (a 2025 card in
    a classic game, a table of 9) nor for another table's share."""
    scoring._scored.clear()
    for players, profile in tables:
        for card, dice, island in played:
            expected = answer(
                score_turn, card, dice, NO_DICE, island, players=players, profile=profile
            )
            got = answer(replayed_score, card, dice, NO_DICE, island, players, profile)
            assert got == expected


def test_the_saved_dice_are_part_of_the_turn() -> None:
    dice = Dice(skulls=3, gold=3, diamonds=2)
    profile = PROFILES[0]
    none = replayed_score("treasure", dice, NO_DICE, False, 4, profile)
    some = replayed_score("treasure", dice, Dice(gold=3), False, 4, profile)
    assert none == score_turn("treasure", dice, NO_DICE, profile=profile)
    assert some == score_turn("treasure", dice, Dice(gold=3), profile=profile)
    assert none.points == 0 < some.points
    with pytest.raises(RulesError):
        replayed_score("treasure", dice, Dice(gold=4), False, 4, profile)
