"""A Dix mille game by replay: the entry threshold, the run of blanks, the last round, the
tie rule, manual points; the game file and its refusals, named by place."""

import json
from pathlib import Path

import pytest

from marquoir.exports.game_json import read_game, write_game
from marquoir.games.dix_mille.rules import (
    BlankTurn,
    ManualTurn,
    PointsTurn,
    ThrowsTurn,
    make_profile,
    parse_turn_line,
    replay,
)
from marquoir.rules import GameFileError, ReplayError, new_setup
from tests.helpers import run_cli_here

EXAMPLE = Path(__file__).parents[3] / "examples" / "dix-mille.json"


def table(**variants: object) -> object:
    return new_setup(["Anne", "Bruno", "Chloé"], make_profile(**variants))


def test_the_entry_threshold_holds_a_first_turn_at_zero_but_it_is_not_a_blank() -> None:
    state = replay(
        table(entry=500, three_blanks=500),
        [
            PointsTurn("Anne", 350),  # below 500: counts 0
            BlankTurn("Bruno"),
            BlankTurn("Chloé"),
            BlankTurn("Anne"),
            BlankTurn("Bruno"),
            ThrowsTurn("Chloé", ("1", "1")),  # 200: not entered either
            PointsTurn("Anne", 500),  # entered now
            BlankTurn("Bruno"),  # Bruno's third blank in a row: −500
            BlankTurn("Chloé"),
            PointsTurn("Anne", 100),  # entered: counts below the threshold too
        ],
    )
    assert state.totals == (600, -500, 0)
    assert state.entered == (True, False, False)
    assert [o.points for o in state.outcomes] == [0, 0, 0, 0, 0, 0, 500, -500, 0, 100]
    assert state.outcomes[0].result.held and not state.outcomes[0].result.blank
    # Chloé: blank, held (ends the run), blank: one blank in a row, no penalty
    assert state.blank_runs == (0, 0, 1)


def test_a_third_blank_in_a_row_costs_the_penalty_and_the_count_starts_again() -> None:
    setup = new_setup(["Anne", "Bruno"], make_profile(three_blanks=500))
    turns = []
    for _ in range(6):
        turns += [BlankTurn("Anne"), PointsTurn("Bruno", 50)]
    state = replay(setup, turns)
    assert state.totals == (-1000, 300)
    assert [o.points for o in state.outcomes if o.player == "Anne"] == [0, 0, -500, 0, 0, -500]


def test_without_the_variant_blanks_cost_nothing() -> None:
    setup = new_setup(["Anne", "Bruno"], make_profile())
    turns = [t for _ in range(3) for t in (BlankTurn("Anne"), BlankTurn("Bruno"))]
    assert replay(setup, turns).totals == (0, 0)


def test_manual_points_touch_neither_the_threshold_nor_the_run() -> None:
    setup = new_setup(["Anne", "Bruno"], make_profile(entry=1000, three_blanks=500))
    state = replay(
        setup,
        [
            BlankTurn("Anne"),
            PointsTurn("Bruno", 50),
            BlankTurn("Anne"),
            PointsTurn("Bruno", 50),
            ManualTurn("Anne", 300, note="house rule"),  # counts as given, run goes on
            PointsTurn("Bruno", 50),
            BlankTurn("Anne"),  # third blank in a row: the manual turn did not end the run
        ],
    )
    assert state.totals == (-200, 0)
    assert state.entered == (False, False)


def test_the_last_round_gives_every_other_player_one_more_turn() -> None:
    setup = table(target=2000)
    state = replay(
        setup,
        [PointsTurn("Anne", 500), PointsTurn("Bruno", 2000)],
    )
    assert (state.phase, state.triggered_by, state.next_player) == ("last_round", "Bruno", "Chloé")
    state = replay(
        setup,
        [
            PointsTurn("Anne", 500),
            PointsTurn("Bruno", 2000),
            PointsTurn("Chloé", 1000),
            PointsTurn("Anne", 1600),
        ],
    )
    assert (state.phase, state.winners) == ("over", ("Anne",))
    with pytest.raises(ReplayError, match="the game is over"):
        replay(
            setup, [*[PointsTurn(p, 2000) for p in ("Anne", "Bruno", "Chloé")], BlankTurn("Anne")]
        )


def test_equal_highest_totals_go_to_the_one_who_reached_the_target_first() -> None:
    setup = table(target=2000)
    state = replay(
        setup,
        [
            PointsTurn("Anne", 100),
            PointsTurn("Bruno", 2100),
            BlankTurn("Chloé"),
            PointsTurn("Anne", 2000),
        ],
    )
    assert state.totals[:2] == (2100, 2100) and state.winners == ("Bruno",)


def test_equal_highest_totals_share_the_win_when_neither_reached_the_target() -> None:
    state = replay(
        table(target=2000),
        [
            PointsTurn("Anne", 2000),  # reaches the target: the last round
            ManualTurn("Bruno", 1000, (("Anne", -1500),)),  # a correction pulls Anne back
            ManualTurn("Chloé", 1000),
        ],
    )
    assert state.totals == (500, 1000, 1000)
    assert (state.phase, state.winners) == ("over", ("Bruno", "Chloé"))


def test_a_player_who_reached_the_target_beats_an_equal_one_who_never_did() -> None:
    setup = new_setup(["Anne", "Bruno"], make_profile(target=2000))
    state = replay(
        setup,
        [PointsTurn("Anne", 2000), ManualTurn("Bruno", 1500, (("Anne", -500),))],
    )
    assert state.totals == (1500, 1500) and state.winners == ("Anne",)


def test_a_turn_typed_on_one_line() -> None:
    assert parse_turn_line("Anne", "155 222 1") == ThrowsTurn("Anne", ("155", "222", "1"))
    assert parse_turn_line("Anne", "123456 5 blank") == ThrowsTurn("Anne", ("123456", "5"), True)
    assert parse_turn_line("Anne", "=850") == PointsTurn("Anne", 850)
    assert parse_turn_line("Anne", "= 850") == PointsTurn("Anne", 850)
    assert parse_turn_line("Anne", "blanc") == BlankTurn("Anne")
    assert parse_turn_line("Anne", "b") == BlankTurn("Anne")


def test_the_example_file_replays_and_round_trips() -> None:
    document = json.loads(EXAMPLE.read_text("utf-8"))
    read = read_game(document)
    assert read.rules.id == "dix-mille"
    assert read.state.totals == (2000, 2150, 600)
    again = read_game(write_game(read.rules, read.setup, read.turns))
    assert again.turns == read.turns and again.state == read.state


@pytest.mark.parametrize(
    ("turn", "message"),
    [
        ({"throws": ["155", "2"]}, "turns[0].throws[1]: 2 does not score"),
        ({"throws": ["12345", "1"]}, "turns[0].throws[0]: 2 does not score"),
        (
            {"throws": ["5", "123456"]},
            "turns[0].throws[1]: a straight needs six dice (this throw had 5)",
        ),
        ({"throws": ["1", "blank", "5"]}, "turns[0].throws[1]: blank can only be the last throw"),
        (
            {"throws": ["1x"]},
            "turns[0].throws[0]: 'x' (character 2) is not a face: dice are digits 1 to 6",
        ),
        (
            {"points": 120},
            "turns[0].points: 120 points: banked points are a positive multiple of 50",
        ),
        ({"blank": False}, "turns[0].blank: expected true (a turn that scored, say how)"),
        (
            {"points": 100, "blank": True},
            "turns[0]: a turn has exactly one of throws, points, blank (or manual points)",
        ),
        (
            {"card": "pirate", "dice": "xxggggds"},
            "turns[0].card: unknown field (expected one of player, throws, points, blank, note)",
        ),
    ],
)
def test_file_errors_name_the_place(turn: dict[str, object], message: str) -> None:
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "players": ["Anne", "Bruno"],
        "turns": [{"player": "Anne", **turn}],
    }
    with pytest.raises(GameFileError) as refused:
        read_game(document)
    assert str(refused.value) == message


def test_a_variant_outside_its_values_is_refused_at_its_place() -> None:
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 4000},
        "players": ["Anne", "Bruno"],
    }
    with pytest.raises(GameFileError) as refused:
        read_game(document)
    assert (
        str(refused.value)
        == "rules.target: target cannot be 4000 (allowed: 5000 / 2000 / 3000 / 10000)"
    )


def test_replay_json_has_the_usual_keys(capsys: pytest.CaptureFixture[str]) -> None:
    done = run_cli_here(capsys, "replay", str(EXAMPLE), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert {"players", "totals", "phase", "next_player", "winners", "turns"} <= set(data)
    assert data["totals"] == {"Anne": 2000, "Bruno": 2150, "Chloé": 600}
    assert data["entered"] == {"Anne": True, "Bruno": True, "Chloé": False}
    printed = run_cli_here(capsys, "--lang", "en", "replay", str(EXAMPLE)).stdout
    assert "Not entered yet (500 to bank): Chloé" in printed


def test_score_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    done = run_cli_here(capsys, "score", "--game", "dix-mille", "155", "222", "1", "--json")
    assert json.loads(done.stdout) == {
        "game": "dix-mille",
        "points": 500,
        "blank": False,
        "throws": [
            {"dice": "155", "points": 200},
            {"dice": "222", "points": 200},
            {"dice": "1", "points": 100},
        ],
    }
    blank = json.loads(
        run_cli_here(
            capsys, "score", "--game", "dix-mille", "123456", "5", "blank", "--json"
        ).stdout
    )
    assert (blank["points"], blank["blank"]) == (0, True)
    pairs = run_cli_here(
        capsys, "score", "--game", "dix-mille", "223344", "--three-pairs", "750", "--json"
    )
    assert json.loads(pairs.stdout)["points"] == 750
    for args, message in [
        (("155", "2"), "throw 2: 2 does not score"),
        (("155", "1", "555"), "throw 3: 3 dice set aside, only 2 left"),
        (("5", "123456"), "throw 2: a straight needs six dice (this throw had 5)"),
        (("1", "223344"), "throw 2: three pairs need six dice (this throw had 5)"),
        (("blank", "5"), "blank can only be the last throw"),
    ]:
        refused = run_cli_here(capsys, "--lang", "en", "score", "--game", "dix-mille", *args)
        assert refused.returncode == 2
        assert refused.stderr.strip() == f"marquoir: {message}"
