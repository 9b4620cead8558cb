import copy
import json
from pathlib import Path

import pytest

from marquoir.exports.game_json import GameFileError, read_game, write_game
from marquoir.games.mille_sabords.rules import RULES

EXAMPLE = json.loads((Path(__file__).parents[2] / "examples" / "game.json").read_text("utf-8"))


def test_the_example_file_reads_and_replays() -> None:
    _, setup, turns, state = read_game(EXAMPLE)
    assert setup.players == ("Anne", "Bruno", "Chloé")
    assert len(turns) == 4 and state.totals == (1200, 0, 600)


def test_write_then_read_gives_the_same_facts() -> None:
    _, setup, turns, state = read_game(EXAMPLE)
    again = read_game(json.loads(json.dumps(write_game(RULES, setup, turns))))
    assert again == (RULES, setup, turns, state)
    written = write_game(*again[:3])["turns"]
    assert [t.get("dice") for t in written] == ["xxdggggs", "xxxggggg", "xxxggggg", None]


def test_missing_rules_take_the_edition_defaults() -> None:
    data = {"format": "marquoir-game/1", "rules": {"edition": "2025"}, "players": ["A", "B"]}
    _, setup, turns, _ = read_game(data)
    assert setup.profile.as_dict() == {
        "edition": "2025",
        "target": 8000,
        "negative_scores": True,
        "cards_2025": True,
    }
    no_rules = {"format": "marquoir-game/1", "players": ["A", "B"]}
    assert read_game(no_rules).setup.profile.target == 6000


def bad(change: object, message: str) -> None:
    data = copy.deepcopy(EXAMPLE)
    change(data)  # type: ignore[operator]
    with pytest.raises(GameFileError) as caught:
        read_game(data)
    assert str(caught.value) == message


def test_bad_dice_name_the_turn_and_field() -> None:
    bad(
        lambda d: d["turns"][3].update({"dice": "xxggggdss"}) or d["turns"][3].pop("manual"),
        "turns[3].dice: 9 dice, a turn has 8",
    )


def test_wrong_player_names_who_plays() -> None:
    bad(lambda d: d["turns"][1].update({"player": "Anne"}), "turns[1]: Bruno plays next, not Anne")


def test_a_turn_after_the_end() -> None:
    def end(d: dict) -> None:
        d["turns"] = [
            {"player": "Anne", "card": "gold", "dice": "gggggggg"},
            {"player": "Bruno", "dice": "gggggggg"},
        ]

    bad(end, "turns[1]: the game is over (Anne won)")


def test_unknown_fields_are_errors() -> None:
    bad(
        lambda d: d["turns"][0].update({"dicee": "x"}),
        "turns[0].dicee: unknown field (expected one of player, card, dice, saved, skull_island, note)",
    )
    bad(
        lambda d: d["rules"].update({"targt": 5000}),
        "rules.targt: unknown field (expected one of edition, target, negative_scores, cards_2025)",
    )
    bad(
        lambda d: d.update({"extra": 1}),
        "extra: unknown field (expected one of format, game, rules, players, turns)",
    )


def test_types_and_values_are_checked() -> None:
    bad(
        lambda d: d["rules"].update({"target": 6100}),
        "rules.target: target 6100: use a multiple of 500 points, at most 100,000",
    )
    bad(
        lambda d: d["rules"].update({"negative_scores": "no"}),
        "rules.negative_scores: expected true or false, not a string",
    )
    bad(
        lambda d: d["turns"][1].update({"skull_island": 1}),
        "turns[1].skull_island: expected true or false, not a number",
    )
    bad(
        lambda d: d.update({"format": "marquoir-game/2"}),
        "format: expected 'marquoir-game/1', not 'marquoir-game/2'",
    )
    bad(
        lambda d: d.update({"players": ["Anne", "anne"]}),
        "players: 'anne' sits twice at the table (names are compared ignoring case)",
    )
    bad(
        lambda d: d["turns"][2].update({"saved": "gggggg"}),
        "turns[2].saved: 6 × gold coin saved, but the final dice show only 5",
    )
    bad(
        lambda d: d["turns"][0].update({"card": "captain"}),
        "turns[0].card: 'captain' is not a card: use one of none gold diamond pirate ship2 ship3 "
        "ship4 skull1 skull2 animals sorceress treasure peace zombie shipwreck",
    )
    bad(
        lambda d: d["turns"][3]["manual"].update({"opponents": {"Zoé": 5}}),
        "turns[3].manual.opponents.Zoé: 'Zoé' is not at this table (Anne, Bruno, Chloé)",
    )
    bad(
        lambda d: d["turns"][1].update({"card": "ship2"}),
        "turns[1].skull_island: no Skull Island with Pirate Ship (2 sabres)",
    )
