"""A turn entered from a player's phone (``UseCases.enter_from_seat``), on SQLite and PostgreSQL:
read as the Captain's line is, refused with nothing written when it is not that seat's turn,
the game is over or the line is wrong, stored once when the same post is sent again or when
the Captain entered the same turn first, and said to come from the phone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from marquoir.rules import RulesError
from marquoir.rules.phone import NotYourTurn
from marquoir.use_cases import UseCases

FROZEN_8 = Path(__file__).parents[1] / "data" / "marquoir-schema8.db"


@pytest.fixture(params=["sqlite", "postgresql"])
def url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'seats.db'}"
    pg_url: str = request.getfixturevalue("pg_url")
    return pg_url


def mille_sabords(cases: UseCases) -> int:
    from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE

    return cases.start_game(["Anne", "Bruno", "Chloé"], CLASSIC_PROFILE).id


def test_a_phone_enters_its_seats_turn_as_the_captain_types_it(url: str) -> None:
    with UseCases.open(db_url=url) as cases:
        game = mille_sabords(cases)
        view = cases.enter_from_seat(game, 0, "p xxggggds", key="k1")
        assert view.state.totals[0] == 1400
        assert view.state.next_player == "Bruno"
        assert cases.entered_by(game) == ["phone"]


def test_another_seats_turn_is_refused_and_nothing_is_written(url: str) -> None:
    with UseCases.open(db_url=url) as cases:
        game = mille_sabords(cases)
        with pytest.raises(NotYourTurn, match="not Bruno's turn: Anne is playing"):
            cases.enter_from_seat(game, 1, "p xxggggds")
        assert cases.game(game).turns == ()


def test_a_refused_line_says_why_and_writes_nothing(url: str) -> None:
    with UseCases.open(db_url=url) as cases:
        game = mille_sabords(cases)
        with pytest.raises(RulesError) as refused:
            cases.enter_from_seat(game, 0, "p xxgggg")
        assert not isinstance(refused.value, NotYourTurn)
        assert "6" in str(refused.value)  # six dice typed, eight needed
        assert cases.game(game).turns == ()


def test_the_same_post_sent_again_stores_the_turn_once(url: str) -> None:
    with UseCases.open(db_url=url) as cases:
        game = mille_sabords(cases)
        first = cases.enter_from_seat(game, 0, "p xxggggds", key="same-key")
        again = cases.enter_from_seat(game, 0, "p xxggggds", key="same-key")
        assert len(again.turns) == 1
        assert again.state.totals == first.state.totals


def test_the_captain_first_then_the_phone_stores_one_turn(url: str) -> None:
    from marquoir.games.mille_sabords.rules import DiceTurn, parse_dice

    with UseCases.open(db_url=url) as cases:
        game = mille_sabords(cases)
        cases.enter_turn(game, DiceTurn("Anne", "pirate", parse_dice("xxggggds")))
        with pytest.raises(NotYourTurn):
            cases.enter_from_seat(game, 0, "p xxggggds", key="late")
        assert len(cases.game(game).turns) == 1
        assert cases.entered_by(game) == [None]


def test_a_finished_game_takes_no_turn(url: str) -> None:
    with UseCases.open(db_url=url) as cases:
        game = cases.import_game(
            {
                "format": "marquoir-game/1",
                "game": "dix-mille",
                "rules": {"target": 2000, "entry": 0},
                "players": ["Anne", "Bruno"],
                "turns": [
                    {"player": "Anne", "points": 2000},
                    {"player": "Bruno", "points": 50},
                ],
            }
        )
        with pytest.raises(NotYourTurn, match="game is over"):
            cases.enter_from_seat(game, 0, "=50")


def test_dix_mille_and_morbleu_lines_from_a_phone(url: str) -> None:
    from marquoir.games.dix_mille.rules import DEFAULT_PROFILE
    from marquoir.games.morbleu.rules.profile import MorbleuProfile

    with UseCases.open(db_url=url) as cases:
        dix = cases.start_game(["Anne", "Bruno"], DEFAULT_PROFILE, game="dix-mille").id
        view = cases.enter_from_seat(dix, 0, "155 222 1")
        assert view.state.outcomes[-1].points == cases.game(dix).state.outcomes[-1].points
        assert view.state.next_player == "Bruno"
        duel = cases.start_game(["Anne", "Bruno"], MorbleuProfile(20), game="morbleu").id
        view = cases.enter_from_seat(duel, 0, "2 1 s")
        assert view.state.next_player == "Bruno"


def test_a_schema_8_file_upgrades_and_takes_turns_from_phones(tmp_path: Path) -> None:
    db = tmp_path / "marquoir.db"
    shutil.copyfile(FROZEN_8, db)
    with UseCases.open(str(db)) as cases:
        games = cases.games(status="playing")
        playing = next(g for g in games if g.game == "mille-sabords")
        before = cases.game(playing.id)
        assert set(cases.entered_by(playing.id)) == {None}  # the Captain's, every one
        seat = before.state.next_seat
        line = "p xxggggds"
        view = cases.enter_from_seat(playing.id, seat, line, key="after-upgrade")
        assert len(view.turns) == len(before.turns) + 1
        assert cases.entered_by(playing.id)[-1] == "phone"


def test_a_schema_9_file_upgrades_with_its_turns_the_captains(tmp_path: Path) -> None:
    """The upgrade to schema 10 adds who entered each turn (the Captain, for every turn
    stored before) and the phones' keys; nothing is replayed, nothing else changes."""
    from tests.store.schema9 import back_to_schema_9

    db = tmp_path / "nine.db"
    with UseCases.open(str(db)) as cases:
        game = mille_sabords(cases)
        cases.enter_from_seat(game, 0, "p xxggggds", key="before")
        before = cases.export(game)
    back_to_schema_9(db)
    with UseCases.open(str(db)) as cases:
        assert cases.upgrade_backup is not None
        assert cases.entered_by(game) == [None]
        assert cases.export(game) == before
        cases.enter_from_seat(game, 1, "p xxggggds", key="before")  # the key is new again
        cases.enter_from_seat(game, 2, "p xxggggds", key="before")  # the same post: once
        assert cases.entered_by(game) == [None, "phone"]
