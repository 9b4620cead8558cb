"""The end-of-game rules of RULES.md, one test per rule, through replay()."""

import pytest

from marquoir.games.mille_sabords.rules import (
    DiceTurn,
    ManualTurn,
    make_profile,
    make_setup,
    parse_dice,
    parse_roll,
    replay,
)
from marquoir.rules import (
    EditRefused,
    ReplayError,
    RulesError,
    delete_turn,
    insert_turn,
    replace_turn,
)

ABC = make_setup(["Anne", "Bruno", "Chloé"])
NEGATIVE = make_setup(["Anne", "Bruno", "Chloé"], make_profile("classic", negative_scores=True))
P2025 = make_setup(["Anne", "Bruno", "Chloé", "Dan"], make_profile("2025"))


def d(
    player: str, dice: str, card: str = "none", saved: str = "", island: bool = False
) -> DiceTurn:
    return DiceTurn(player, card, parse_roll(dice), parse_dice(saved), island)


def m(player: str, points: int, opponents: int | tuple[tuple[str, int], ...] = 0) -> ManualTurn:
    return ManualTurn(player, points, opponents)


def round_of(a: int, b: int, c: int) -> list[ManualTurn]:
    return [m("Anne", a), m("Bruno", b), m("Chloé", c)]


# --- setup -------------------------------------------------------------------------------------


def test_names_are_trimmed_and_unique_ignoring_case() -> None:
    assert make_setup(["  Anne ", "Bruno"]).players == ("Anne", "Bruno")
    with pytest.raises(RulesError, match="'anne' sits twice at the table"):
        make_setup(["Anne", "anne"])
    with pytest.raises(RulesError, match="player 2 has no name"):
        make_setup(["Anne", "  "])


@pytest.mark.parametrize("n", [1, 9])
def test_two_to_eight_players(n: int) -> None:
    noun = "player" if n == 1 else "players"
    with pytest.raises(RulesError, match=f"{n} {noun}: a game has 2 to 8"):
        make_setup([f"P{i}" for i in range(n)])


# --- turns and totals --------------------------------------------------------------------------


def test_the_example_game_file() -> None:
    turns = [
        d("Anne", "xxggggds", "pirate"),
        d("Bruno", "xxxggggg", "skull2", island=True),
        d("Chloé", "xxxggggg", "treasure", "gggg"),
        m("Anne", 300),
    ]
    state = replay(ABC, turns)
    assert state.totals == (1400 - 500 + 300, 0, 600)
    assert (state.phase, state.next_player, state.round) == ("playing", "Bruno", 2)
    assert [o.round for o in state.outcomes] == [1, 1, 1, 2]


def test_player_names_match_ignoring_case() -> None:
    assert replay(ABC, [m("anne", 100)]).totals == (100, 0, 0)


def test_a_turn_for_the_wrong_player_names_who_plays() -> None:
    with pytest.raises(ReplayError) as caught:
        replay(ABC, [m("Anne", 100), m("Chloé", 100)])
    assert caught.value.index == 1
    assert str(caught.value) == "Bruno plays next, not Chloé"


def test_a_stranger_is_named() -> None:
    with pytest.raises(ReplayError, match="'Zoé' is not at this table"):
        replay(ABC, [m("Zoé", 100)])


def test_floor_at_zero_turn_by_turn_when_negatives_are_off() -> None:
    turns = [m("Anne", 200), d("Bruno", "xxxxmmmm", "pirate", island=True), m("Chloé", 300)]
    assert replay(ABC, turns).totals == (0, 0, 300)


def test_the_floor_is_applied_during_replay_not_stored() -> None:
    # Anne is floored at 0 after Bruno's island; her later points count from 0, not from -600
    turns = [
        m("Anne", 200),
        d("Bruno", "xxxxmmmm", "pirate", island=True),
        m("Chloé", 0),
        m("Anne", 500),
    ]
    state = replay(ABC, turns)
    assert state.totals[0] == 500
    assert state.outcomes[1].deltas == (-800, 0, -800)


def test_negative_totals_when_allowed() -> None:
    turns = [m("Anne", 200), d("Bruno", "xxxxmmmm", "pirate", island=True), m("Chloé", 300)]
    assert replay(NEGATIVE, turns).totals == (-600, 0, -500)


def test_ship_penalty_can_go_negative_when_allowed() -> None:
    assert replay(NEGATIVE, [d("Anne", "xxxsssgg", "ship3")]).totals == (-500, 0, 0)
    assert replay(ABC, [d("Anne", "xxxsssgg", "ship3")]).totals == (0, 0, 0)


def test_manual_points_for_some_opponents() -> None:
    state = replay(ABC, [m("Anne", 100, (("Chloé", -50),))])
    assert state.totals == (100, 0, 0)
    state = replay(NEGATIVE, [m("Anne", 100, (("Chloé", -50),))])
    assert state.totals == (100, 0, -50)
    with pytest.raises(ReplayError, match="Anne is the player of this turn"):
        replay(ABC, [m("Anne", 100, (("anne", 5),))])


# --- last round --------------------------------------------------------------------------------


def test_last_round_gives_every_other_player_one_turn_from_the_next_seat() -> None:
    turns = [*round_of(100, 100, 100), m("Anne", 100), m("Bruno", 6000)]
    state = replay(ABC, turns)
    assert state.phase == "last_round"
    assert state.triggered_by == "Bruno"
    assert [ABC.players[i] for i in state.last_round_left] == ["Chloé", "Anne"]
    assert state.next_player == "Chloé"
    state = replay(ABC, [*turns, m("Chloé", 0), m("Anne", 0)])
    assert state.phase == "over" and state.winners == ("Bruno",) and state.ended_by == "target"
    assert state.next_player is None


def test_the_trigger_does_not_play_again() -> None:
    turns = [m("Anne", 6000), m("Bruno", 0), m("Chloé", 0), m("Anne", 0)]
    with pytest.raises(ReplayError) as caught:
        replay(ABC, turns)
    assert caught.value.index == 3
    assert str(caught.value) == "the game is over (Anne won)"
    assert caught.value.text("fr") == "la partie est terminée (Anne a gagné)"


def test_several_players_above_the_target_the_highest_wins() -> None:
    turns = [m("Anne", 6000), m("Bruno", 6500), m("Chloé", 6200)]
    state = replay(ABC, turns)
    assert state.winners == ("Bruno",)


def test_equal_highest_totals_share_the_win() -> None:
    state = replay(ABC, [m("Anne", 6000), m("Bruno", 6000), m("Chloé", 100)])
    assert state.winners == ("Anne", "Bruno")


def test_trigger_pulled_below_the_target_by_skull_island_someone_else_above() -> None:
    turns = [
        m("Anne", 5000),
        m("Bruno", 5900),
        m("Chloé", 0),
        m("Anne", 1000),  # Anne 6,000: last round for Bruno and Chloé
        d("Bruno", "xxxxxmmm", "pirate", island=True),  # -1,000 to Anne and Chloé
        m("Chloé", 6500),
    ]
    state = replay(ABC, turns)
    assert state.totals == (5000, 5900, 6500)
    assert state.winners == ("Chloé",)


def test_nobody_at_the_target_after_the_last_round_is_sudden_death() -> None:
    turns = [
        m("Anne", 5500),
        m("Bruno", 0),
        m("Chloé", 0),
        m("Anne", 500),  # 6,000: last round
        d("Bruno", "xxxxmmmm", "pirate", island=True),  # Anne back to 5,200
        m("Chloé", 100),
    ]
    state = replay(ABC, turns)
    assert state.phase == "sudden_death"
    assert state.next_player == "Anne"
    # sudden death: whoever stands at the target after any turn wins at once
    state = replay(ABC, [*turns, m("Anne", 300), m("Bruno", 6100)])
    assert state.phase == "over" and state.winners == ("Bruno",)


def test_sudden_death_the_highest_of_those_at_the_target_wins() -> None:
    turns = [
        m("Anne", 5500),
        m("Bruno", 5800),
        m("Chloé", 0),
        m("Anne", 500),
        d("Bruno", "xxxxxmmm", "pirate", island=True),  # Anne 5,000, Chloé 0
        m("Chloé", 0),
    ]
    assert replay(ABC, turns).phase == "sudden_death"
    state = replay(ABC, [*turns, m("Anne", 6000, (("Bruno", 300),))])
    assert state.totals == (11000, 6100, 0)
    assert state.winners == ("Anne",)


def test_pirate_magic_wins_at_once_in_play() -> None:
    state = replay(ABC, [m("Anne", 5000), d("Bruno", "gggggggg", "gold")])
    assert state.phase == "over" and state.winners == ("Bruno",)
    assert state.ended_by == "pirate_magic" and state.totals == (5000, 5400, 0)


def test_pirate_magic_during_the_last_round_beats_a_higher_total() -> None:
    turns = [m("Anne", 9000), d("Bruno", "dddddddd", "diamond")]
    state = replay(ABC, turns)
    assert state.winners == ("Bruno",) and state.ended_by == "pirate_magic"


def test_pirate_magic_during_sudden_death() -> None:
    turns = [
        m("Anne", 6000),
        d("Bruno", "xxxxxxxx", "pirate", island=True),  # Anne to 4,400
        m("Chloé", 0),
        d("Anne", "gggggggg", "gold"),
    ]
    assert replay(ABC, turns[:3]).phase == "sudden_death"
    state = replay(ABC, turns)
    assert state.winners == ("Anne",) and state.ended_by == "pirate_magic"


def test_zombie_gains_crossing_the_target_start_the_last_round() -> None:
    turns = [
        m("Anne", 0),
        m("Bruno", 7700),
        m("Chloé", 7800),
        m("Dan", 0),
        d("Anne", "xxxxxsss", "zombie"),  # each other player gains 400
    ]
    state = replay(P2025, turns[:-1] + [turns[-1]])
    assert state.totals == (0, 8100, 8200, 400)
    assert state.phase == "last_round" and state.triggered_by == "Anne"
    # Bruno and Chloé stand at the target; Dan and Anne each play once more
    assert [P2025.players[i] for i in state.last_round_left] == ["Dan", "Anne"]
    state = replay(P2025, [*turns, m("Dan", 100), m("Anne", 100)])
    assert state.winners == ("Chloé",)


def test_a_manual_turn_that_puts_everyone_at_the_target_ends_the_game() -> None:
    state = replay(ABC, [m("Anne", 6000, 7000)])
    assert state.phase == "over" and state.winners == ("Bruno", "Chloé")


# --- edits -------------------------------------------------------------------------------------


def test_undo_is_deleting_the_last_turn_and_restores_every_total() -> None:
    turns = [m("Anne", 1000), m("Bruno", 500), d("Chloé", "xxxxmmmm", "pirate", island=True)]
    _, state = delete_turn(replay, ABC, turns, 2)
    assert state.totals == replay(ABC, turns[:2]).totals == (1000, 500, 0)


def test_editing_an_old_turn_replays_the_game() -> None:
    turns = [m("Anne", 1000), m("Bruno", 500), m("Chloé", 0), m("Anne", 100)]
    changed, state = replace_turn(replay, ABC, turns, 1, d("Bruno", "xxxxmmmm", island=True))
    assert state.totals == (700, 0, 0)
    assert changed[1].player == "Bruno" and turns[1] == m("Bruno", 500)


def test_an_edit_that_ends_the_game_earlier_is_refused_naming_the_turn() -> None:
    turns = [m("Anne", 1000), m("Bruno", 500), m("Chloé", 0), m("Anne", 100)]
    with pytest.raises(EditRefused) as caught:
        replace_turn(replay, ABC, turns, 0, d("Anne", "gggggggg", "gold"))
    assert caught.value.index == 1
    assert str(caught.value) == (
        "refused: turn 2 would no longer be possible (the game is over (Anne won))"
    )


def test_deleting_a_middle_turn_is_refused_when_the_seats_no_longer_follow() -> None:
    turns = [m("Anne", 1000), m("Bruno", 500), m("Chloé", 0)]
    with pytest.raises(EditRefused) as caught:
        delete_turn(replay, ABC, turns, 1)
    assert str(caught.value) == (
        "refused: turn 3 would no longer be possible (Bruno plays next, not Chloé)"
    )


def test_an_edit_with_a_bad_turn_names_that_turn() -> None:
    with pytest.raises(EditRefused, match="^turn 1: Anne plays next, not Bruno$"):
        replace_turn(replay, ABC, [m("Anne", 1)], 0, m("Bruno", 1))


def test_inserting_at_the_end_is_entering_a_turn() -> None:
    turns, state = insert_turn(replay, ABC, [m("Anne", 1)], 1, m("Bruno", 2))
    assert state.totals == (1, 2, 0) and len(turns) == 2


def test_inserting_a_turn_in_the_middle_names_the_turn_it_displaces() -> None:
    turns = [m("Anne", 1), m("Bruno", 2), m("Chloé", 3)]
    with pytest.raises(EditRefused) as caught:
        insert_turn(replay, ABC, turns, 1, m("Bruno", 5))
    assert str(caught.value) == (
        "refused: turn 2 would no longer be possible (Chloé plays next, not Bruno)"
    )
    with pytest.raises(EditRefused, match="^turn 2: Bruno plays next, not Chloé$"):
        insert_turn(replay, ABC, turns, 1, m("Chloé", 5))


def test_editing_a_missing_turn() -> None:
    with pytest.raises(RulesError, match="there is no turn 5: the game has 1 turns"):
        delete_turn(replay, ABC, [m("Anne", 1)], 4)
