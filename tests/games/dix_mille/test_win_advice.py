"""f2's "to win" in a two-player Dix mille game (issue 23, deliver 3): for the throw just
rolled, each keep banked or thrown on and the chance to win it gives, read from the solved
table (``dix_mille_win.win_advice``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from marquoir.games.dix_mille.odds import win
from marquoir.games.dix_mille.rules import SIX, DixMilleProfile
from marquoir.games.dix_mille.rules.turns import PointsTurn
from marquoir.rules import RulesError, game_rules, new_setup
from marquoir.use_cases import read_game_file, win_advice

SMALL = DixMilleProfile(target=1000)
EXAMPLES = Path(__file__).resolve().parents[3] / "examples"

pytestmark = pytest.mark.xdist_group("dix_mille_win")


def state_after(points: list[int], profile: DixMilleProfile = SMALL) -> object:
    setup = new_setup(["Anne", "Bruno"], profile, 1)
    names = setup.players
    turns = [PointsTurn(names[i % 2], p) for i, p in enumerate(points)]
    return game_rules("dix-mille").replay(setup, turns)


def chances(advice: object) -> dict[tuple[str, str], float]:
    return {(m.keep.dice, m.action): m.chance for m in advice.moves}  # type: ignore[attr-defined]


def test_each_move_is_worth_what_the_table_says() -> None:
    state = state_after([300, 150])  # Anne 300, Bruno 150: Anne to play
    advice = win.win_advice(state, "115", 100)
    got = chances(advice)
    # banking 1 1 5 (+250): 350 set aside, Anne at 650 against 150, Bruno to play
    bank = 1 - float(win.solve(SMALL).w[150 // 50, 650 // 50])
    assert got["115", "bank"] == pytest.approx(bank, abs=1e-12)
    # keeping 1 1 (+200) and throwing the die left: the solver's own in-turn figure
    direct = win.win_chance(SMALL, 300, 150, 300, 1)
    assert got["11", "roll"] == pytest.approx(direct.roll, abs=1e-9)
    assert got["11", "bank"] == pytest.approx(direct.bank, abs=1e-12)
    # the best move first, and it is the best of them all
    assert advice.moves[0].chance == max(got.values())


def test_hot_dice_throw_six_again() -> None:
    state = state_after([])
    advice = win.win_advice(state, "123456", 0)  # a straight (1,500 here): six dice again
    move = next(m for m in advice.moves if m.keep.dice == "123456" and m.action == "roll")
    assert move.keep.next_dice == SIX
    direct = win.win_chance(SMALL, 0, 0, move.keep.points, SIX)
    assert move.chance == pytest.approx(direct.roll, abs=1e-9)


def test_past_the_target_throwing_on_is_worth_less_than_banking() -> None:
    """Far past the target banking wins almost surely; throwing on risks the blank."""
    state = state_after([900, 100])
    advice = win.win_advice(state, "111111", 0)  # six 1s: far past 1,000
    got = chances(advice)
    assert got["111111", "bank"] > got["111111", "roll"] > 0.9
    assert advice.moves[0].action == "bank"


def test_the_last_round_only_passing_counts() -> None:
    state = state_after([1000])  # Anne reached 1,000: Bruno's last turn, at 0
    got = chances(win.win_advice(state, "15", 900))
    assert got["15", "bank"] == 1.0  # 1,050 passes 1,000
    assert got["1", "bank"] == 0.0  # 1,000 ties: the first at the target wins the tie
    cases = win.solve(SMALL)
    assert got["1", "roll"] == pytest.approx(float(cases.reach[1, 1]))  # 50 more, 1 die


def test_the_door_and_what_is_not_computed() -> None:
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 2000},
        "players": ["Anne", "Bruno"],
        "turns": [{"player": "Anne", "points": 300}],
    }
    advice = win_advice(read_game_file(document), roll="5", turn_points=0)
    assert [(m.keep.dice, m.action) for m in advice.moves][0][0] == "5"
    three = {**document, "players": ["Anne", "Bruno", "Chloé"]}
    with pytest.raises(RulesError):
        win_advice(read_game_file(three), roll="5", turn_points=0)
    morbleu = json.loads((EXAMPLES / "morbleu.json").read_text(encoding="utf-8"))  # none
    with pytest.raises(RulesError) as refused:
        win_advice(read_game_file(morbleu), roll="5")
    assert refused.value.key == "win.not_computed"
    with pytest.raises(RulesError):  # a throw the rules refuse
        win.win_advice(state_after([]), "7", 0)
