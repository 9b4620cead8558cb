"""One test (at least) per card and per clause of RULES.md "Scoring one turn"."""

import pytest

from marquoir.games.mille_sabords.rules import make_profile, score_turn
from marquoir.rules import RulesError

P2025 = make_profile("2025")


def kinds(result: object) -> list[str]:
    return [line.kind for line in result.breakdown]  # type: ignore[attr-defined]


# --- sets and treasure -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("n", "points"), [(3, 100), (4, 200), (5, 500), (6, 1000), (7, 2000), (8, 4000)]
)
def test_set_values(n: int, points: int) -> None:
    result = score_turn("none", "m" * n + "ppssx"[: 8 - n])
    assert [(line.kind, line.n, line.points) for line in result.breakdown][0] == (
        "set",
        n,
        points,
    )


def test_skulls_never_form_a_set_and_three_skulls_bust() -> None:
    result = score_turn("none", "xxxmmmmm")
    assert result.busted and result.points == 0


def test_two_skulls_do_not_bust() -> None:
    assert score_turn("none", "xxmmmmmm").points == 1000


def test_no_card_nothing_scoring() -> None:
    result = score_turn("none", "xxmmppss")
    assert result.points == 0 and kinds(result) == ["nothing"]


# --- full chest --------------------------------------------------------------------------------


def test_full_chest_with_sets_and_coins() -> None:
    result = score_turn("none", "mmmpppdg")
    assert result.full_chest
    assert result.points == 100 + 100 + 200 + 500


def test_a_skull_die_prevents_full_chest() -> None:
    assert not score_turn("none", "xmmmpppd").full_chest


def test_card_skull_does_not_prevent_full_chest() -> None:
    result = score_turn("skull1", "mmmmpppp")
    assert result.full_chest and result.points == 200 + 200 + 500


def test_card_coin_helps_a_set_but_cannot_make_up_a_missing_die() -> None:
    # two gold dice + the gold card = a set of three gold; the lone sabre scores nothing
    result = score_turn("gold", "ggmmmpps")
    assert not result.full_chest
    # the same dice with a third parrot for the sabre: every die now scores
    assert score_turn("gold", "ggmmmppp").full_chest


def test_card_coin_completes_a_set_that_makes_the_chest() -> None:
    # mm + m... : 2 diamonds + card = set of 3 diamonds; mmm set; ppp set
    result = score_turn("diamond", "ddmmmppp")
    assert result.full_chest
    assert result.points == 100 + 100 + 100 + 300 + 500


def test_full_chest_with_ship_sabres() -> None:
    result = score_turn("ship2", "ggmmmmss")
    assert result.full_chest and result.ship == "won"


def test_no_full_chest_when_sabres_do_not_serve_a_ship() -> None:
    assert not score_turn("none", "ggmmmmss").full_chest


# --- cards -------------------------------------------------------------------------------------


def test_gold_card_adds_a_coin() -> None:
    assert score_turn("gold", "ggmmppss").points == 100 + 300


def test_diamond_card_adds_a_diamond() -> None:
    assert score_turn("diamond", "xxmmppss").points == 100


def test_pirate_doubles() -> None:
    assert score_turn("pirate", "xxmmmpss").points == 200


def test_pirate_bust_is_zero() -> None:
    result = score_turn("pirate", "xxxmmmmm")
    assert result.points == 0 and result.busted


def test_skull_cards_add_skulls() -> None:
    assert score_turn("skull1", "xxmmmmmm").busted
    assert score_turn("skull2", "xmmmmmmm").busted
    assert score_turn("skull2", "mmmmmmmm").points == 4000 + 500


def test_animals_merge_monkeys_and_parrots() -> None:
    assert score_turn("animals", "mmppssgx").points == 200 + 100


def test_sorceress_has_no_scoring_effect() -> None:
    for dice in ("xxmmmsss", "xxxggggg", "gggmmmsd"):
        assert score_turn("sorceress", dice) == score_turn("none", dice)._replace(card="sorceress")


def test_ship_won_adds_the_bonus() -> None:
    result = score_turn("ship4", "ssssmmgx")
    assert result.points == 200 + 100 + 1000 and result.ship == "won"


def test_ship_lost_without_enough_sabres() -> None:
    result = score_turn("ship3", "ssgggggg")
    assert result.points == -500 and result.ship == "lost" and not result.busted


def test_ship_lost_when_busted_even_with_enough_sabres() -> None:
    result = score_turn("ship2", "xxxsssss")
    assert result.points == -300 and result.busted and result.ship == "lost"


def test_ship_with_four_skulls_is_a_bust_not_an_island() -> None:
    assert score_turn("ship4", "xxxxssss").points == -1000
    with pytest.raises(RulesError, match="no Skull Island with Pirate Ship"):
        score_turn("ship4", "xxxxssss", skull_island=True)


def test_treasure_without_bust_scores_all_dice() -> None:
    result = score_turn("treasure", "xxggggmm", "gg")
    assert result.points == 200 + 400


def test_treasure_bust_scores_saved_alone_no_full_chest() -> None:
    result = score_turn("treasure", "xxxmmmmm", "mmmmm")
    assert result.busted and result.points == 500 and not result.full_chest


def test_treasure_bust_with_nothing_saved() -> None:
    assert score_turn("treasure", "xxxmmmmm").points == 0


def test_peace_without_sabre_doubles() -> None:
    result = score_turn("peace", "mmmggxpp", profile=P2025)
    assert result.points == 2 * (100 + 200)


def test_peace_with_sabres_loses_500_each() -> None:
    assert score_turn("peace", "mmmmmmss", profile=P2025).points == -1000


def test_peace_bust_loses_500_per_sabre() -> None:
    assert score_turn("peace", "xxxsmmmm", profile=P2025).points == -500
    assert score_turn("peace", "xxxgmmmm", profile=P2025).points == 0


def test_zombie_won_with_five_sabres() -> None:
    result = score_turn("zombie", "xxxsssss", profile=P2025)
    assert result.points == 1200 and result.opponents == 0 and not result.busted


def test_zombie_lost_shares_1200_among_the_others() -> None:
    result = score_turn("zombie", "xxxxssss", players=4, profile=P2025)
    assert result.points == 0 and result.opponents == 400
    assert score_turn("zombie", "xxxxxxxx", players=8, profile=P2025).opponents == 171


def test_zombie_dice_are_only_sabres_and_skulls() -> None:
    with pytest.raises(RulesError, match="only sabres and skulls, not gold coin"):
        score_turn("zombie", "xxxssssg", profile=P2025)


def test_shipwreck_coins_score_200_and_nothing_else() -> None:
    result = score_turn("shipwreck", "xxxxgggd", profile=P2025)
    assert result.points == 800 and not result.busted and not result.full_chest
    assert score_turn("shipwreck", "mmmmmmmm", profile=P2025).points == 0


def test_2025_cards_need_a_profile_with_them() -> None:
    for card in ("peace", "zombie", "shipwreck"):
        with pytest.raises(RulesError, match="is a 2025 card"):
            score_turn(card, "ssssssss")


# --- Skull Island ------------------------------------------------------------------------------


def test_skull_island_counts_card_skulls() -> None:
    result = score_turn("skull1", "xxxmmmmm", skull_island=True)
    assert result.points == 0 and result.opponents == -400 and result.skull_island


def test_skull_island_with_pirate_is_200_per_skull() -> None:
    assert score_turn("pirate", "xxxxmmmm", skull_island=True).opponents == -800


def test_skull_island_needs_four_skulls() -> None:
    with pytest.raises(RulesError, match="this turn has 3"):
        score_turn("none", "xxxmmmmm", skull_island=True)


@pytest.mark.parametrize("card", ["ship2", "ship3", "ship4", "zombie", "shipwreck"])
def test_no_skull_island_with_these_cards(card: str) -> None:
    with pytest.raises(RulesError, match="no Skull Island"):
        score_turn(card, "xxxxssss", skull_island=True, profile=P2025)


def test_treasure_on_skull_island_scores_nothing() -> None:
    result = score_turn("treasure", "xxxxgggg", "gggg", skull_island=True)
    assert result.points == 0 and result.opponents == -400


# --- pirate magic ------------------------------------------------------------------------------


def test_nine_diamonds_is_pirate_magic() -> None:
    result = score_turn("diamond", "dddddddd")
    assert result.pirate_magic and result.points == 4000 + 900 + 500


def test_eight_identical_without_the_card_is_not_magic() -> None:
    assert not score_turn("none", "gggggggg").pirate_magic
    assert not score_turn("diamond", "gggggggg").pirate_magic


# --- validation --------------------------------------------------------------------------------


def test_saved_only_with_treasure() -> None:
    with pytest.raises(
        RulesError, match="saved dice go only with Treasure Island, not with Pirate"
    ):
        score_turn("pirate", "xxggggds", "gg")


def test_saved_never_a_skull() -> None:
    with pytest.raises(RulesError, match="a skull cannot be saved"):
        score_turn("treasure", "xxxggggg", "xg")


def test_saved_must_be_among_the_dice() -> None:
    with pytest.raises(RulesError, match="2 × diamond saved, but the final dice show only 0"):
        score_turn("treasure", "xxxggggg", "dd")


def test_player_count_is_checked() -> None:
    with pytest.raises(RulesError, match="9 players"):
        score_turn("none", "gggggggg", players=9)


def test_unknown_card() -> None:
    with pytest.raises(RulesError, match="'captain' is not a card"):
        score_turn("captain", "gggggggg")
