from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from marquoir.games.mille_sabords.rules import Dice, parse_dice, parse_roll
from marquoir.games.mille_sabords.rules.dice import FACES, all_rolls, sub_multisets
from marquoir.rules import RulesError


def test_letters_and_counts_are_the_same_dice() -> None:
    assert parse_dice("3m2p") == parse_dice("mmmpp") == Dice(monkeys=3, parrots=2)


def test_case_and_spaces_are_ignored() -> None:
    assert parse_roll(" X x G g 2D s m ") == parse_roll("xxggddsm")
    assert parse_dice("3 g") == Dice(gold=3)


def test_canonical_form_is_in_rules_order() -> None:
    assert str(parse_roll("smpgdx2x")) == "xxxdgmps"
    assert str(parse_roll("sxmdpxgd")) == "xxddgmps"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("xxggggdq", "'q' (character 8) is not a face: use x d g m p s"),
        ("9g", "'9g': a count must be 1 to 8"),
        ("0g8s", "'0g': a count must be 1 to 8"),
        ("ggggg3", "'3' at the end has no face after it (write e.g. 3g)"),
        ("5g4s", "9 dice, a turn has 8"),
        ("ggg", "3 dice, a turn has 8 (skulls count too)"),
        ("", "no dice: type the 8 final dice, e.g. 3g2mxss"),
        ("gg½ggggg", "'½' (character 3) is not a face: use x d g m p s"),
        ("gg٣ggggg", "'٣' (character 3) is not a face: use x d g m p s"),
    ],
)
def test_bad_notation_names_the_problem(text: str, message: str) -> None:
    with pytest.raises(RulesError) as caught:
        parse_roll(text)
    assert str(caught.value) == message
    assert caught.value.field == "dice"


def test_errors_speak_french_too() -> None:
    with pytest.raises(RulesError) as caught:
        parse_roll("xxggggdq")
    assert caught.value.text("fr") == (
        "« q » (caractère 8) n'est pas une face : utilisez x d g m p s"
    )


def test_every_roll_of_eight_dice() -> None:
    rolls = all_rolls()
    assert len(rolls) == len(set(rolls)) == 1287
    assert all(r.total == 8 for r in rolls)


def test_sub_multisets_skip_skulls_and_include_empty() -> None:
    subs = sub_multisets(parse_roll("xxggggds"))
    assert len(subs) == 5 * 2 * 2
    assert Dice() in subs and parse_dice("4gds") in subs
    assert all(s.skulls == 0 for s in subs)


ROLLS_BY_SIZE = [all_rolls(n) for n in range(9)]
dice_strategy = st.integers(0, 8).flatmap(lambda n: st.sampled_from(ROLLS_BY_SIZE[n]))


@given(dice_strategy)
def test_parse_of_format_is_identity(dice: Dice) -> None:
    assert parse_dice(str(dice)) == dice


@given(dice_strategy, st.randoms())
def test_counted_and_shuffled_forms_agree(dice: Dice, rnd: object) -> None:
    letters = list(str(dice))
    rnd.shuffle(letters)  # type: ignore[attr-defined]
    counted = "".join(f"{n}{f.upper()}" for f, n in zip(FACES, dice, strict=True) if n)
    assert parse_dice("".join(letters)) == parse_dice(counted) == dice


@given(st.text(alphabet="xdgmpsXDGMPS 0123456789é!", max_size=12))
def test_a_text_read_again_reads_the_same(text: str) -> None:
    """The texts already read are kept (a replay reads the same rolls again and again): a
    second reading gives what a fresh reading gives, dice or refusal, and a refused text is
    never kept."""

    def reading(read: Callable[[str], Dice]) -> Dice | str:
        try:
            return read(text)
        except RulesError as error:
            return str(error)

    kept = parse_dice.cache_info().currsize
    first, again = reading(parse_dice), reading(parse_dice)
    fresh = reading(parse_dice.__wrapped__)
    assert first == again == fresh
    assert isinstance(first, Dice) or parse_dice.cache_info().currsize == kept
