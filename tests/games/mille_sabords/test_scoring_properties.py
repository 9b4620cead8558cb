"""Hypothesis properties of score_turn over every card and every roll."""

from hypothesis import given
from hypothesis import strategies as st

from marquoir.games.mille_sabords.rules import CARD_IDS, Dice, make_profile, score_turn
from marquoir.games.mille_sabords.rules.dice import FACES, all_rolls
from marquoir.rules import RulesError

P2025 = make_profile("2025")
ROLLS = all_rolls()
rolls = st.sampled_from(ROLLS)
cards = st.sampled_from(CARD_IDS)


def scored(card: str, dice: Dice, island: bool = False) -> object:
    try:
        return score_turn(card, dice, skull_island=island, profile=P2025)
    except RulesError:
        return None


@given(cards, rolls, st.booleans())
def test_breakdown_sums_to_the_points(card: str, dice: Dice, island: bool) -> None:
    result = scored(card, dice, island)
    if result is not None:
        assert sum(line.points for line in result.breakdown) == result.points  # type: ignore[attr-defined]


@given(cards, rolls, st.randoms(use_true_random=False), st.booleans())
def test_the_order_of_the_dice_never_matters(
    card: str, dice: Dice, rnd: object, island: bool
) -> None:
    letters = list(str(dice))
    rnd.shuffle(letters)  # type: ignore[attr-defined]
    shuffled = "".join(letters)
    try:
        expected = score_turn(card, dice, skull_island=island, profile=P2025)
    except RulesError as error:
        try:
            score_turn(card, shuffled, skull_island=island, profile=P2025)
        except RulesError as again:
            assert str(again) == str(error)
        else:
            raise AssertionError("the shuffled dice were accepted") from None
        return
    assert score_turn(card, shuffled, skull_island=island, profile=P2025) == expected


@given(rolls)
def test_without_a_card_points_are_a_non_negative_multiple_of_100(dice: Dice) -> None:
    points = score_turn("none", dice).points
    assert points >= 0 and points % 100 == 0


@given(rolls)
def test_pirate_is_twice_no_card_unless_busted(dice: Dice) -> None:
    pirate = score_turn("pirate", dice)
    plain = score_turn("none", dice)
    if pirate.busted:
        assert pirate.points == 0
    else:
        assert pirate.points == 2 * plain.points


@given(rolls, st.data())
def test_treasure_bust_scores_exactly_the_saved_dice(dice: Dice, data: st.DataObject) -> None:
    saved = Dice(0, *(data.draw(st.integers(0, n)) for n in dice[1:]))
    result = score_turn("treasure", dice, saved)
    if result.busted:
        # an independent count: sets of the saved faces, 100 per coin or diamond, no chest
        sets = {3: 100, 4: 200, 5: 500, 6: 1000, 7: 2000, 8: 4000}
        expected = sum(sets.get(n, 0) for n in saved[1:]) + 100 * (saved.diamonds + saved.gold)
        assert result.points == expected
    else:
        assert result.points == score_turn("none", dice).points


def test_every_card_and_roll_is_scored_or_refused_with_a_sentence() -> None:
    for card in CARD_IDS:
        for dice in ROLLS:
            for island in (False, True):
                try:
                    result = score_turn(card, dice, skull_island=island, profile=P2025)
                except RulesError as error:
                    assert str(error) and error.field in {"dice", "skull_island"}
                else:
                    assert len(result.breakdown) >= 1
                    assert str(result.dice) == "".join(
                        f * n for f, n in zip(FACES, dice, strict=True)
                    )
