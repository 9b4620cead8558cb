"""Dix mille's solo game (dix-mille.md: "2 to 8 players (1 for a solo record attempt)"): one
player plays until the target, the game ends on the turn that reaches it (no last round, no
one else to play it); the record is the turns taken and the best turn. The other games stay
at 2 players or more. The game file, ``replay`` and ``import``/``export`` take it."""

import json
from pathlib import Path

import pytest

from marquoir.exports.game_json import read_game, write_game
from marquoir.games.dix_mille.rules import (
    RULES,
    BlankTurn,
    ManualTurn,
    PointsTurn,
    ThrowsTurn,
    make_profile,
    replay,
    solo_record,
    solo_text,
)
from marquoir.rules import GameFileError, RulesError, game_rules, new_setup
from marquoir.rules.errors import ReplayError
from tests.helpers import run_cli_here


def solo(**variants: object) -> object:
    return new_setup(["Zoé"], make_profile(**variants), RULES.min_players)


TURNS = [
    ThrowsTurn("Zoé", ("155", "222", "1")),  # 500
    BlankTurn("Zoé"),
    PointsTurn("Zoé", 1000),
    ThrowsTurn("Zoé", ("123456",)),  # 1,500: 3,000, the target
]


def test_the_rules_keep_one_player_for_dix_mille_only() -> None:
    assert game_rules("dix-mille").min_players == 1
    assert game_rules("mille-sabords").min_players == 2  # RULES.md: 2 to 8 players
    assert game_rules("morbleu").min_players == 2  # morbleu.md: duels need an opponent
    with pytest.raises(RulesError) as refused:
        new_setup(["Zoé"], None)  # a game of two players or more
    assert str(refused.value) == "1 player: a game has 2 to 8"
    with pytest.raises(RulesError) as refused:
        new_setup([], make_profile(), RULES.min_players)
    assert str(refused.value) == "0 players: this game has 1 to 8"
    assert refused.value.text("fr") == "0 joueur : ce jeu se joue de 1 à 8"


def test_one_player_plays_until_the_target_and_the_game_ends_at_once() -> None:
    state = replay(solo(target=3000), TURNS[:3])
    assert (state.phase, state.next_player, state.round, state.totals) == (
        "playing",
        "Zoé",
        4,
        (1500,),
    )
    assert solo_record(state) is None  # not played out yet
    state = replay(solo(target=3000), TURNS)
    # no last round: nobody else is left to play one
    assert (state.phase, state.winners, state.ended_by, state.last_round_left) == (
        "over",
        ("Zoé",),
        "target",
        (),
    )
    assert solo_record(state) == (4, 1500)
    assert solo_text(state, "en") == "Zoé reached 3,000 in 4 turns (best turn 1,500)"
    assert RULES.phase_text(state, "fr") == (
        "Partie terminée : Zoé atteint 3\u202f000 en 4 tours (meilleur tour 1\u202f500)"
    )
    with pytest.raises(ReplayError):  # the game is over: no fifth turn
        replay(solo(target=3000), [*TURNS, PointsTurn("Zoé", 50)])


def test_the_variants_hold_in_a_solo_game() -> None:
    """The entry threshold and the third blank's penalty, as in any game; a manual turn is a
    turn of the record."""
    turns = [
        PointsTurn("Zoé", 350),  # below the 500 entry: held at 0
        BlankTurn("Zoé"),
        BlankTurn("Zoé"),
        BlankTurn("Zoé"),  # the third blank in a row: −500
        ManualTurn("Zoé", 2500, note="house rule"),
    ]
    state = replay(solo(target=2000, entry=500, three_blanks=500), turns)
    assert state.totals == (2000,) and state.phase == "over"
    assert solo_record(state) == (5, 2500)


def test_a_multi_player_game_has_no_solo_record() -> None:
    table = new_setup(["Anne", "Bruno"], make_profile(target=2000))
    state = replay(table, [PointsTurn("Anne", 2000), BlankTurn("Bruno")])
    assert state.phase == "over" and solo_record(state) is None
    assert "solo_record" not in RULES.state_json(state, "en")


def test_a_solo_game_file_round_trips_and_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = write_game(RULES, solo(target=3000), TURNS)
    assert document["players"] == ["Zoé"] and document["game"] == "dix-mille"
    read = read_game(json.loads(json.dumps(document)))
    assert read.turns == TURNS and read.state == replay(solo(target=3000), TURNS)
    assert write_game(read.rules, read.setup, read.turns) == document
    path = tmp_path / "solo.json"
    path.write_text(json.dumps(document), "utf-8")
    done = run_cli_here(capsys, "--lang", "en", "replay", str(path))
    assert done.returncode == 0, done.stderr
    assert "Game over: Zoé reached 3,000 in 4 turns (best turn 1,500)" in done.stdout
    data = json.loads(run_cli_here(capsys, "replay", str(path), "--json").stdout)
    assert data["solo_record"] == {"turns": 4, "best_turn": 1500}


@pytest.mark.parametrize(
    ("game", "message"),
    [
        ("dix-mille", "players: 0 players: this game has 1 to 8"),
        ("mille-sabords", "players: 1 player: a game has 2 to 8"),
        ("morbleu", "players: 1 player: a game has 2 to 8"),
    ],
)
def test_a_file_with_too_few_players_is_refused_at_its_place(game: str, message: str) -> None:
    players = [] if game == "dix-mille" else ["Zoé"]
    document = {"format": "marquoir-game/1", "game": game, "players": players, "turns": []}
    if game == "morbleu":
        document["rules"] = {"pot": 30}
    with pytest.raises(GameFileError) as refused:
        read_game(document)
    assert str(refused.value) == message
