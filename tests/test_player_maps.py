"""One name rule for every map keyed by a player, in every game (issue 26, deliver 1): a player
named twice is refused with its place; the pot is no pirate's key (``"adjust": {"pot": -2}``,
files of the older form still read); the Treasure has one place in the file; every object of
the file refuses unknown fields. Cases 1, 2 and 3 of the issue fail on the code before."""

import copy
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from marquoir.exports.game_json import read_game
from marquoir.games.mille_sabords.rules import ManualTurn
from marquoir.games.morbleu.rules import AdjustTurn, TreasureTurn
from marquoir.rules import GameFileError, ReplayError
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.test_file_fuzz import run

EXAMPLES = Path(__file__).parent.parent / "examples"


def morbleu(players: list[str], turns: list[dict[str, Any]], **more: Any) -> dict[str, Any]:
    return {
        "format": "marquoir-game/1",
        "game": "morbleu",
        "rules": {"pot": 5},
        "players": players,
        "turns": turns,
        **more,
    }


def refused(document: dict[str, Any], tmp_path: Path) -> str:
    """The one sentence both ``replay`` and ``import`` refuse the file with (nothing stored)."""
    file = tmp_path / "game.json"
    file.write_text(json.dumps(document, ensure_ascii=False), "utf-8")
    db = str(tmp_path / "m.db")
    status, out, err = run(["--lang", "en", "replay", str(file), "--json"])
    assert (status, out) == (2, ""), err
    assert len(err.splitlines()) == 1
    status, _, again = run(["--lang", "en", "import", str(file), "--db", db])
    assert (status, again) == (2, err)
    assert not Path(db).exists()  # nothing stored: not even a database created
    return err.removeprefix("marquoir: ").strip()


# --- case 1: a pirate named twice in a map --------------------------------------------------

ANNE_BRUNO = ["Anne", "Bruno"]
#: duels that empty a pot of 5: the Treasure is declared next
EMPTIED = [
    {"player": "Anne", "duel": {"against": "Bruno", "winner": "Anne", "challenge": "score"}},
    {"player": "Bruno", "duel": {"against": "Anne", "winner": "Anne", "challenge": "score"}},
    {"player": "Anne", "duel": {"against": "Bruno", "winner": "Bruno", "challenge": "double"}},
]


@pytest.mark.parametrize(
    ("document", "message"),
    [
        (  # the issue's own file: replay said Anne 2, import stored {"0": 1, "pot": -2}
            morbleu(ANNE_BRUNO, [{"player": "Anne", "adjust": {"escudos": {"Anne": 1, "anne": 1, "pot": -2}}}]),
            "turns[0].adjust.escudos: Anne is named twice",
        ),
        (
            morbleu(ANNE_BRUNO, [{"player": "Anne", "adjust": {"escudos": {"Anne": 1, " ANNE ": 1}, "pot": -2}}]),
            "turns[0].adjust.escudos: Anne is named twice",
        ),
        (  # the last spelling was kept silently
            morbleu(ANNE_BRUNO, [{"player": "Anne", "adjust": {"hands": {"Bruno": 1, "bruno": 5}}}]),
            "turns[0].adjust.hands: Bruno is named twice",
        ),
        (
            morbleu(
                ANNE_BRUNO,
                EMPTIED,
                treasure={"Bruno": 3, "BRUNO": 1},
            ),
            "treasure: Bruno is named twice",
        ),
        (  # decomposed accents are the same name (NFC)
            {"format": "marquoir-game/1", "players": ["Chloé", "Anne"],
             "turns": [{"player": "Chloé", "manual": {"points": 10, "opponents": {"Anne": 1, "Chloe\u0301": 2, "anne": 3}}}]},
            "turns[0].manual.opponents: Anne is named twice",
        ),
        (
            {"format": "marquoir-game/1", "game": "dix-mille", "players": ["Anne", "Bruno"],
             "turns": [{"player": "Anne", "manual": {"points": 50, "opponents": {"Bruno": 1, "bruno ": 1}}}]},
            "turns[0].manual.opponents: Bruno is named twice",
        ),
    ],
)  # fmt: skip
def test_a_player_named_twice_in_a_map_is_refused_with_its_place(
    document: dict[str, Any], message: str, tmp_path: Path
) -> None:
    assert refused(document, tmp_path) == (
        message + " (names are compared ignoring case and spaces)"
    )


def test_in_french_too(tmp_path: Path) -> None:
    document = morbleu(
        ANNE_BRUNO, [{"player": "Anne", "adjust": {"hands": {"Anne": 1, "anne": 2}}}]
    )
    file = tmp_path / "game.json"
    file.write_text(json.dumps(document), "utf-8")
    status, _, err = run(["--lang", "fr", "replay", str(file)])
    assert status == 2
    assert err.startswith("marquoir: turns[0].adjust.hands : Anne est nommé deux fois")


def test_the_replay_refuses_a_seat_named_twice_in_a_turn_the_app_builds() -> None:
    read = read_game(morbleu(ANNE_BRUNO, []))
    for turn, message in (
        (AdjustTurn("Anne", (("Anne", 1), ("anne", -1))), "Anne is named twice"),
        (AdjustTurn("Anne", (), (("Bruno", 1), ("BRUNO", 2))), "Bruno is named twice"),
    ):
        with pytest.raises(ReplayError, match=message):
            read.rules.replay(read.setup, [turn])
    over = read_game(morbleu(ANNE_BRUNO, EMPTIED))
    with pytest.raises(ReplayError, match="Anne is named twice"):
        over.rules.replay(
            over.setup, [*over.turns, TreasureTurn("Anne", (("Anne", 1), (" anne", 2)))]
        )
    ms = read_game(json.loads((EXAMPLES / "game.json").read_text("utf-8")))
    with pytest.raises(ReplayError, match="Bruno is named twice"):
        ms.rules.replay(ms.setup, [ManualTurn("Anne", 10, (("Bruno", 1), ("bruno", 2)))])


# --- case 2: the pot is not a pirate's key ----------------------------------------------------


def test_a_pirate_named_pot_receives_escudos_and_the_pot_has_its_own_field(
    tmp_path: Path,
) -> None:
    document = morbleu(
        ["Pot", "Bruno"], [{"player": "Pot", "adjust": {"escudos": {"pot": 2}, "pot": -2}}]
    )
    read = read_game(copy.deepcopy(document))
    assert (read.state.escudos, read.state.pot) == ((2, 0), 3)
    with UseCases(open_store(f"sqlite:///{tmp_path}/m.db")) as cases:
        game = cases.import_game(document)
        exported = cases.export_game(game)
        assert exported["turns"][0]["adjust"] == {"escudos": {"Pot": 2}, "pot": -2}
        assert read_game(exported).state == read.state
        assert cases.game(game).state.escudos == (2, 0)


def test_the_issue_s_pot_named_pirate_file_is_refused_not_ignored(tmp_path: Path) -> None:
    # accepted before, and it did nothing; "pot" names the pirate when one is named so
    document = morbleu(
        ["pot", "Bruno"], [{"player": "pot", "adjust": {"escudos": {"Pot": 2, "pot": -2}}}]
    )
    assert refused(document, tmp_path).startswith("turns[0].adjust.escudos: pot is named twice")


def test_a_file_of_the_older_form_still_reads(tmp_path: Path) -> None:
    older = morbleu(
        ANNE_BRUNO,
        [{"player": "Anne", "adjust": {"escudos": {"Anne": 2, "pot": -2}, "note": "Sorcière"}}],
    )
    read = read_game(copy.deepcopy(older))
    assert (read.state.escudos, read.state.pot) == ((2, 0), 3)
    with UseCases(open_store(f"sqlite:///{tmp_path}/m.db")) as cases:
        exported = cases.export_game(cases.import_game(older))
    assert exported["turns"][0]["adjust"] == {"escudos": {"Anne": 2}, "pot": -2, "note": "Sorcière"}


def test_a_turn_stored_in_the_older_form_still_reads(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    document = morbleu(
        ANNE_BRUNO, [{"player": "Anne", "adjust": {"escudos": {"Anne": 2}, "pot": -2}}]
    )
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        game = cases.import_game(document)
    with sqlite3.connect(db) as connection:  # as a Marquoir of before wrote it
        (facts,) = connection.execute(
            "SELECT facts FROM turn WHERE game_id = ?", (game,)
        ).fetchone()
        assert json.loads(facts) == {"adjust": {"escudos": {"0": 2}, "pot": -2}}
        older = json.dumps({"adjust": {"escudos": {"0": 2, "pot": -2}}})
        connection.execute("UPDATE turn SET facts = ? WHERE game_id = ?", (older, game))
    connection.close()
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        assert cases.export_game(game) == document
        assert cases.game(game).state.pot == 3


# --- case 3: the Treasure has one place; unknown fields are errors everywhere --------------


def test_the_treasure_written_as_a_turn_is_refused(tmp_path: Path) -> None:
    document = morbleu(
        ANNE_BRUNO,
        [{"player": "Anne", "treasure": {"Bruno": 3}, "duel": {"against": "Bruno"}, "bogus": 1}],
    )
    assert refused(document, tmp_path).startswith(
        "turns[0].treasure: 'treasure' is not a turn's field"
    )


MORBLEU = json.loads((EXAMPLES / "morbleu.json").read_text("utf-8"))
DIX_MILLE = json.loads((EXAMPLES / "dix-mille.json").read_text("utf-8"))
MILLE_SABORDS = json.loads((EXAMPLES / "game.json").read_text("utf-8"))


def _put(path: str) -> Any:
    def change(document: dict[str, Any]) -> None:
        node: Any = document
        for step in path.split("/"):
            node = node[int(step)] if step.isdigit() else node[step]
        node["bogus"] = 1

    return change


@pytest.mark.parametrize(
    ("example", "path", "place"),
    [
        (MILLE_SABORDS, "", "bogus"),
        (MILLE_SABORDS, "rules", "rules.bogus"),
        (MILLE_SABORDS, "turns/0", "turns[0].bogus"),
        (MILLE_SABORDS, "turns/3", "turns[3].bogus"),
        (MILLE_SABORDS, "turns/3/manual", "turns[3].manual.bogus"),
        (DIX_MILLE, "", "bogus"),
        (DIX_MILLE, "rules", "rules.bogus"),
        (DIX_MILLE, "turns/0", "turns[0].bogus"),
        (MORBLEU, "", "bogus"),
        (MORBLEU, "rules", "rules.bogus"),
        (MORBLEU, "turns/0", "turns[0].bogus"),
        (MORBLEU, "turns/0/duel", "turns[0].duel.bogus"),
        (MORBLEU, "turns/3", "turns[3].bogus"),
        (MORBLEU, "turns/3/adjust", "turns[3].adjust.bogus"),
    ],
)
def test_every_object_of_the_file_refuses_an_unknown_field(
    example: dict[str, Any], path: str, place: str
) -> None:
    document = copy.deepcopy(example)
    (_put(path) if path else lambda d: d.update(bogus=1))(document)
    with pytest.raises(GameFileError) as error:
        read_game(document)
    assert str(error.value).startswith(f"{place}: unknown field")


def test_a_map_keyed_by_pirates_names_each_unknown_key() -> None:
    for where in ("adjust/escudos", "adjust/hands"):
        document = copy.deepcopy(MORBLEU)
        document["turns"][3]["adjust"].setdefault("hands", {})
        _put(f"turns/3/{where}")(document)
        with pytest.raises(
            GameFileError, match=rf"^turns\[3\]\.{where.replace('/', '.')}\.bogus: "
        ):
            read_game(document)
    document = copy.deepcopy(MORBLEU)
    document["treasure"]["bogus"] = 1
    with pytest.raises(GameFileError, match=r"^treasure\.bogus: 'bogus' is not at this table"):
        read_game(document)
