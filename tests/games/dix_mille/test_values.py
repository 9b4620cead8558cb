"""Every row of dix-mille.md's table of values, and every variant that changes a value."""

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from marquoir.games.dix_mille.rules import (
    ThrowRefused,
    best_keep,
    count_throws,
    make_profile,
    read_group,
    scoring_chance,
)
from marquoir.rules import RulesError

DEFAULT = make_profile()


def points(dice: str, **variants: object) -> int:
    return read_group(tuple(int(c) for c in dice), make_profile(**variants)).points


@pytest.mark.parametrize(
    ("dice", "expected"),
    [
        ("1", 100),
        ("5", 50),
        ("111", 1000),
        ("222", 200),
        ("333", 300),
        ("444", 400),
        ("555", 500),
        ("666", 600),
        ("2222", 400),  # four 2s: the triple doubled
        ("22222", 800),
        ("222222", 1600),
        ("1111", 2000),  # four 1s; also the best reading (not 1,000 + 100)
        ("666666", 4800),
        ("123456", 1500),  # straight
        ("223344", 1500),  # three pairs
        ("115566", 1500),  # three pairs beat 1s and 5s alone (the 6s do not score alone)
        ("222555", 700),  # two triples in one throw
        ("155", 200),  # best reading: a 1 and two 5s
        ("11", 200),
        ("55", 100),
        ("1555", 600),
        ("11155", 1100),
    ],
)
def test_values_table(dice: str, expected: int) -> None:
    assert points(dice) == expected


@pytest.mark.parametrize("dice", ["2", "3", "4", "6", "22", "1556", "2233"])
def test_a_die_that_does_not_score_is_refused_by_its_face(dice: str) -> None:
    with pytest.raises(RulesError) as refused:
        points(dice)
    face = next(c for c in dice if c in "2346" and Counter(dice)[c] < 3)
    assert str(refused.value) == f"{face} does not score"


def test_variants_change_the_values() -> None:
    assert points("223344", three_pairs=750) == 750
    assert points("123456", straight=2500) == 2500
    fixed = {"multiples": "fixed"}
    assert [points(d, **fixed) for d in ("2222", "22222", "222222", "6666")] == [
        1000,
        2000,
        3000,
        1000,
    ]
    assert points("1111", **fixed) == 1100  # best reading: three 1s and a single 1
    assert points("11111", **fixed) == 2000


def test_straight_and_three_pairs_need_a_six_dice_throw() -> None:
    with pytest.raises(ThrowRefused) as refused:
        count_throws(("5", "123456"), False, DEFAULT)
    assert refused.value.throw == 1 and "a straight needs six dice" in str(refused.value)
    # after a main pleine the next throw has six dice again
    assert count_throws(("111", "555", "123456"), False, DEFAULT).points == 3000
    with pytest.raises(ThrowRefused, match="three pairs need six dice"):
        count_throws(("1", "223344"), False, DEFAULT)


def test_combinations_count_only_within_one_throw() -> None:
    # two 5s kept, then a third 5 on the next throw: three single 5s, 150
    assert count_throws(("55", "5"), False, DEFAULT).points == 150


def test_no_more_dice_than_are_left() -> None:
    with pytest.raises(ThrowRefused) as refused:
        count_throws(("155", "1", "555"), False, DEFAULT)
    assert refused.value.throw == 2 and str(refused.value) == "3 dice set aside, only 2 left"


def test_a_blank_turn_scores_nothing() -> None:
    count = count_throws(("123456", "5"), True, DEFAULT)
    assert (count.counted, count.points, count.left) == (1550, 0, (6, 6, 5))


@given(st.lists(st.integers(1, 6), min_size=1, max_size=6), st.randoms())
def test_a_throws_value_never_depends_on_the_order_of_its_dice(
    dice: list[int], rnd: object
) -> None:
    shuffled = list(dice)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    try:
        expected = read_group(tuple(dice)).points
    except RulesError:
        with pytest.raises(RulesError):
            read_group(tuple(shuffled))
        return
    assert read_group(tuple(shuffled)).points == expected


def test_blank_and_scoring_chances_sum_to_one_and_match_the_source() -> None:
    from fractions import Fraction

    from marquoir.games.dix_mille.rules import blank_chance, throws_of

    for n in range(1, 7):
        scoring, every = scoring_chance(n)
        assert blank_chance(n) + Fraction(scoring, every) == 1
        assert sum(p for _, p in throws_of(n)) == 1
    assert blank_chance(6) == Fraction(1080, 46656)
    # the source: "2 in 100" with six dice, "1 in 4" with three, "2 in 3" with one
    assert round(float(blank_chance(6)) * 100) == 2
    assert abs(float(blank_chance(3)) - 1 / 4) < 0.03
    assert blank_chance(1) == Fraction(2, 3)
    assert [round(float(blank_chance(n)) * 100, 1) for n in (5, 4, 3, 2)] == [
        7.7,
        15.7,
        27.8,
        44.4,
    ]


@given(st.lists(st.integers(1, 6), min_size=1, max_size=6))
def test_a_throw_scores_when_some_dice_can_be_set_aside(dice: list[int]) -> None:
    from marquoir.games.dix_mille.odds.advice import keeps

    assert bool(keeps(tuple(sorted(dice)), DEFAULT)) == best_keep(tuple(dice), DEFAULT)
