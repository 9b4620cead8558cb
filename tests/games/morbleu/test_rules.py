"""Every clause of morbleu.md: the rewards, the pot never giving more than it holds, the
5-card limit, a new hand refused at 0 escudo, an adjustment that is not a turn, the end at an
empty pot, the Treasure declaration, shared titles; the game file and its places."""

import copy
import json
from fractions import Fraction
from pathlib import Path

import pytest

from marquoir.exports.game_json import read_game, write_game
from marquoir.games.morbleu.rules import (
    AdjustTurn,
    DuelTurn,
    NewHandTurn,
    TreasureTurn,
    make_profile,
    replay,
)
from marquoir.rules import GameFileError, ReplayError, RulesError, new_setup
from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[3] / "examples" / "morbleu.json"


def table(pot: int = 30) -> object:
    return new_setup(["Anne", "Bruno", "Chloé"], make_profile(pot))


@pytest.mark.parametrize(
    ("challenge", "cards", "escudos"),
    [("franche", 1, 0), ("double", 1, 1), ("triple", 2, 1), ("score", 2, 2)],
)
def test_each_reward(challenge: str, cards: int, escudos: int) -> None:
    state = replay(table(), [DuelTurn("Anne", "Bruno", "Anne", challenge)])
    assert state.escudos == (escudos, 0, 0) and state.pot == 30 - escudos
    assert state.hands == (3 + cards, 3, 3)
    assert state.duels == ((1, 0, 0), (0, 1, 0), (0, 0, 0))
    # the challenged player may win too
    state = replay(table(), [DuelTurn("Anne", "Bruno", "Bruno", challenge)])
    assert state.escudos == (0, escudos, 0) and state.next_player == "Bruno"


def test_a_draw_changes_nothing_but_the_turn() -> None:
    state = replay(table(), [DuelTurn("Anne", "Chloé", None)])
    assert (state.escudos, state.hands, state.pot) == ((0, 0, 0), (3, 3, 3), 30)
    assert state.duels == ((0, 0, 1), (0, 0, 0), (0, 0, 1)) and state.next_player == "Bruno"


def test_the_pot_never_gives_more_than_it_holds_and_an_empty_pot_ends_the_game() -> None:
    state = replay(table(pot=1), [DuelTurn("Anne", "Bruno", "Anne", "score")])
    assert state.escudos == (1, 0, 0) and state.pot == 0
    assert state.phase == "treasure" and state.next_player == "Anne"
    with pytest.raises(ReplayError, match="the Treasure escudos are declared now"):
        replay(table(pot=1), [DuelTurn("Anne", "Bruno", "Anne", "score"), NewHandTurn("Bruno")])


def test_a_hand_holds_at_most_five_cards() -> None:
    turns = [
        DuelTurn("Anne", "Bruno", "Anne", "score"),  # 5
        DuelTurn("Bruno", "Anne", "Anne", "triple"),  # still 5
    ]
    state = replay(table(), turns)
    assert state.hands[0] == 5
    assert state.outcomes[1].result.cards == 0  # nothing drawn beyond the limit


def test_a_new_hand_costs_one_escudo_and_is_refused_without_one() -> None:
    with pytest.raises(ReplayError) as refused:
        replay(table(), [NewHandTurn("Anne")])
    assert str(refused.value) == "Anne has no escudo to pay for a new hand"
    state = replay(
        table(),
        [
            DuelTurn("Anne", "Bruno", "Anne", "score"),  # Anne 2 escudos, 5 cards
            NewHandTurn(
                "Bruno",
            )
            if False
            else DuelTurn("Bruno", "Chloé", None),
            DuelTurn("Chloé", "Anne", None),
            NewHandTurn("Anne"),
        ],
    )
    assert (state.escudos[0], state.hands[0], state.pot) == (1, 3, 29)
    assert state.next_player == "Bruno"


def test_an_adjustment_is_not_a_turn() -> None:
    state = replay(
        table(),
        [
            DuelTurn("Anne", "Bruno", "Anne", "score"),
            AdjustTurn("Bruno", (("Anne", -1), ("Bruno", 1)), (("Chloé", 5),), "Sorcière"),
        ],
    )
    assert state.next_player == "Bruno"  # the same player still plays
    assert (state.escudos, state.hands) == ((1, 1, 0), (5, 3, 5))
    adjust = state.outcomes[-1]
    assert adjust.deltas == (-1, 1, 0)


@pytest.mark.parametrize(
    ("adjust", "message"),
    [
        (AdjustTurn("Anne", (("Anne", 2),)), "the escudos moved must add up to 0"),
        (AdjustTurn("Anne", (("Anne", 1),), pot=-1), None),
        (AdjustTurn("Anne", (("Anne", 1), ("anne", -1))), "Anne is named twice"),
        (AdjustTurn("Anne", (), (("Bruno", 2), ("BRUNO ", 4))), "Bruno is named twice"),
        (
            AdjustTurn("Anne", (("Anne", 31),), pot=-31),
            "the pot does not hold that many escudos",
        ),
        (AdjustTurn("Anne", (("Bruno", -1), ("Anne", 1))), "Bruno has only 0 escudos"),
        (AdjustTurn("Anne", (), (("Bruno", 6),)), "a hand of 6 cards: from 0 to 5"),
    ],
)
def test_an_adjustment_is_checked_whole(adjust: AdjustTurn, message: str | None) -> None:
    if message is None:
        assert replay(table(), [adjust]).escudos == (1, 0, 0)
        return
    with pytest.raises(ReplayError, match=message):
        replay(table(), [adjust])


def test_the_treasure_makes_the_final_scores_and_equal_highest_share_the_title() -> None:
    played = [
        DuelTurn("Anne", "Bruno", "Anne", "score"),
        DuelTurn("Bruno", "Anne", "Bruno", "double"),
    ]
    state = replay(table(pot=3), played)
    assert state.phase == "treasure" and state.totals == (2, 1, 0)
    with pytest.raises(ReplayError, match="declared once the pot is empty"):
        replay(table(pot=30), [TreasureTurn("Anne", (("Anne", 1),))])
    over = replay(table(pot=3), [*played, TreasureTurn("Anne", (("Bruno", 1), ("Chloé", 2)))])
    assert over.phase == "over" and over.totals == (2, 2, 2)
    assert over.winners == ("Anne", "Bruno", "Chloé")
    assert over.escudos == (2, 1, 0)  # the escudos themselves are unchanged


def test_the_pot_must_be_given() -> None:
    with pytest.raises(RulesError, match="the pot must be given"):
        make_profile()


def test_the_example_file_and_its_json(capsys: pytest.CaptureFixture[str]) -> None:
    read = read_game(json.loads(EXAMPLE.read_text("utf-8")))
    assert read.state.totals == (4, 2, 3) and read.state.winners == ("Anne",)
    document = write_game(read.rules, read.setup, read.turns)
    assert document["treasure"] == {"Anne": 2, "Bruno": 0, "Chloé": 1}
    assert read_game(document).state == read.state
    done = run_cli_here(capsys, "replay", str(EXAMPLE), "--json")
    data = json.loads(done.stdout)
    assert data["totals"] == {"Anne": 4, "Bruno": 2, "Chloé": 3}  # final scores, once over
    assert (data["escudos"]["Anne"], data["hands"]["Bruno"], data["pot"]) == (2, 5, 0)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["turns"][0]["duel"].update(winner="Chloé"),
            "turns[0].duel.winner: Chloé is not in this duel",
        ),
        (
            lambda d: d["turns"].insert(0, {"player": "Anne", "new_hand": True}),
            "turns[0]: Anne has no escudo to pay for a new hand",
        ),
        (
            lambda d: d["turns"].append({"player": "Chloé", "new_hand": True}),
            "turns[9]: the pot is empty: the Treasure escudos are declared now, not another turn",
        ),
        (
            lambda d: d["turns"][0]["duel"].update(challenge="quinte"),
            "turns[0].duel.challenge: 'quinte' is not one of franche, double, triple, score",
        ),
        (
            lambda d: d["turns"][0]["duel"].pop("challenge"),
            "turns[0].duel.challenge: the winner's challenge is missing",
        ),
        (
            lambda d: d["rules"].pop("pot"),
            "rules.pot: the pot must be given (the escudos on the table)",
        ),
        (
            lambda d: d["treasure"].update(Bruno=-1),
            "treasure.Bruno: -1 escudos: the Treasure cards show 0 or more",
        ),
    ],
)
def test_file_errors_name_the_place(change: object, message: str) -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    changed = copy.deepcopy(document)
    change(changed)  # type: ignore[operator]
    with pytest.raises(GameFileError) as refused:
        read_game(changed)
    assert str(refused.value) == message


def test_the_chances_with_three_dice() -> None:
    from marquoir.games.morbleu.odds.advice import chance

    assert chance("franche") == Fraction(91, 216)
    assert chance("double") == Fraction(96, 216)
    assert chance("triple") == Fraction(6, 216)
    assert chance("score", 3) == 1 and chance("score", 18) == Fraction(1, 216)
    assert chance("score", 11) == Fraction(1, 2)
