"""A game keeps the names it was given (trimmed, NFC): linked to the roster's players, never
respelled by them, and "the same player" never merges different names (lower-cased, not
case-folded: ``ß`` is not ``SS``). On SQLite and PostgreSQL."""

import unicodedata
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from marquoir.commands.replay import state_json
from marquoir.rules import name_key
from marquoir.rules.lookalikes import lookalike, skeleton
from marquoir.store import open_store
from marquoir.use_cases import UseCases, read_game_file


def dix_mille(players: list[str], points: int = 50) -> dict[str, Any]:
    return {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 3000, "entry": 0},
        "players": players,
        "turns": [{"player": players[0], "points": points}],
    }


def test_a_game_seating_eszett_after_one_seating_ss_keeps_its_names(db_url: str) -> None:
    """Issue 26, case 4: after a game seating ``SS``, a file seating ``ß`` was stored as
    ``SS`` (the roster's first spelling), ``Weiß`` as ``WEISS``."""
    with UseCases(open_store(db_url)) as cases:
        first = cases.import_game(dix_mille(["SS", "WEISS", "Anne"]))
        second = cases.import_game(dix_mille(["ß", "Weiß", "anne"]))
        assert cases.export_game(first)["players"] == ["SS", "WEISS", "Anne"]
        assert cases.export_game(second)["players"] == ["ß", "Weiß", "anne"]
        assert cases.game(second).setup.players == ("ß", "Weiß", "anne")
        assert cases.games()[0].players == ("ß", "Weiß", "anne")
        # ß and SS are two players; anne is Anne (the roster keeps the first spelling)
        assert sorted(p.name for p in cases.players()) == sorted(
            ["SS", "WEISS", "Anne", "ß", "Weiß"]
        )


def test_a_roster_rename_does_not_respell_the_games(db_url: str) -> None:
    with UseCases(open_store(db_url)) as cases:
        game = cases.import_game(dix_mille(["Anne", "Bruno"]))
        cases.rename_player("anne", "Annie")
        assert cases.export_game(game)["players"] == ["Anne", "Bruno"]
        later = cases.import_game(dix_mille(["ANNIE", "bruno"], 100))
        assert cases.game(later).setup.players == ("ANNIE", "bruno")
        assert sorted(p.name for p in cases.players()) == ["Annie", "Bruno"]


#: pieces of tricky names: ß and SS, the titlecase digraph ǅ, Turkish dotted and dotless i,
#: Greek sigmas (final ς), a combining acute and diaeresis (NFC composes them), full-width
#: letters, a ZWJ emoji family
ATOMS = (
    "ß",
    "SS",
    "ǅ",
    "Ǆ",
    "ǆ",
    "İ",
    "I",
    "ı",
    "i",
    "Σ",
    "σ",
    "ς",
    "ΟΔΟΣ",
    "e\u0301",
    "é",
    "o\u0308",
    "Ａｎｎｅ",
    "ｚ",
    "👩\u200d👩\u200d👧",
    "Weiß",
    "WEISS",
)
CASES = (str, str.upper, str.lower, str.title, str.swapcase)
SPACES = ("", " ", "  ", "\u00a0", "\u3000")


def kept(name: str) -> str:
    """The name as the documented rule keeps it: NFC, trimmed."""
    return unicodedata.normalize("NFC", name).strip()


@st.composite
def names(draw: st.DrawFn) -> str:
    atoms = draw(st.lists(st.sampled_from(ATOMS), min_size=1, max_size=3))
    inner = draw(st.sampled_from(("", " ")))
    cased = draw(st.sampled_from(CASES))(inner.join(atoms))
    return draw(st.sampled_from(SPACES)) + cased + draw(st.sampled_from(SPACES))


def spelled(draw: st.DrawFn, name: str) -> str:
    """The same player written another way (case, spaces) that compares equal."""
    ways = [w for w in (name, name.upper(), name.lower(), name.title(), f" {name} ")]
    return draw(st.sampled_from([w for w in ways if name_key(w) == name_key(name)]))


@st.composite
def game_files(draw: st.DrawFn) -> dict[str, Any]:
    players = draw(
        st.lists(
            names().filter(lambda n: 0 < len(kept(n)) <= 24),
            min_size=2,
            max_size=5,
            # no two alike: a name that looks like another (Latin I, dotless ı) is refused
            unique_by=(name_key, lambda n: skeleton(name_key(n))),
        )
    )
    game = draw(st.sampled_from(("mille-sabords", "dix-mille", "morbleu")))
    n = len(players)
    turns: list[dict[str, Any]] = []
    if game == "morbleu":
        for seat, name in enumerate(players):
            other = players[(seat + 1) % n]
            # the first duel won (escudos from the pot), the others drawn
            winner = spelled(draw, name) if seat == 0 else None
            duel = {"against": spelled(draw, other), "winner": winner}
            if winner is not None:
                duel["challenge"] = "score"
            turns.append({"player": spelled(draw, name), "duel": duel})
        escudos = {spelled(draw, players[0]): -1, spelled(draw, players[1]): 1}
        turns.append({"player": spelled(draw, players[0]), "adjust": {"escudos": escudos}})
        document = {"format": "marquoir-game/1", "game": game, "rules": {"pot": 9}}
    else:
        for seat, name in enumerate(players):
            others = {spelled(draw, o): 50 * k for k, o in enumerate(players) if o != name}
            points = 50 * (seat + 1)
            turns.append(
                {"player": spelled(draw, name), "manual": {"points": points, "opponents": others}}
            )
        if game == "dix-mille":
            document = {"format": "marquoir-game/1", "game": game, "rules": {"target": 10000}}
        else:
            document = {"format": "marquoir-game/1", "rules": {"target": 10000}}
    return {**document, "players": players, "turns": turns}


def map_keys(value: Any) -> set[str]:
    """Every key of every map in a document's turns."""
    found: set[str] = set()
    if isinstance(value, dict):
        for key, inner in value.items():
            if key not in ("player", "against", "winner"):
                found |= map_keys(inner)
            if isinstance(inner, int) and not isinstance(inner, bool) and key != "points":
                found.add(key)
    elif isinstance(value, list):
        for inner in value:
            found |= map_keys(inner)
    return found


@pytest.mark.parametrize("db", ["sqlite_url", "pg_url"])
def test_names_survive_the_store_byte_for_byte(db: str, request: pytest.FixtureRequest) -> None:
    """``replay(file) == replay(export(import(file)))``, and every name the export writes
    (``players``, ``turns[].player``, every map's keys) is the file's own, after trim and NFC:
    never the roster's spelling of an earlier game."""
    cases = UseCases(open_store(request.getfixturevalue(db)))

    @settings(
        max_examples=30,
        deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
    )
    @given(game_files())
    def round_trip(document: dict[str, Any]) -> None:
        # a name that looks like one an earlier example rostered is refused (issue 48)
        rostered = {name_key(p.name): p.name for p in cases.players(include_archived=True)}
        for name in document["players"]:
            assume(lookalike(name, name_key(name), rostered) is None)
        read = read_game_file(document)
        game_id = cases.import_game(document, again=True)
        exported = cases.export_game(game_id)
        again = read_game_file(exported)
        assert state_json(again.rules, again.state) == state_json(read.rules, read.state)
        assert again.state == read.state
        seated = [kept(name) for name in document["players"]]
        assert exported["players"] == seated
        assert [t.encode("utf-8") for t in exported["players"]] == [
            kept(name).encode("utf-8") for name in document["players"]
        ]
        by_key = {name_key(name): name for name in seated}
        for theirs, ours in zip(document["turns"], exported["turns"], strict=True):
            assert ours["player"] == by_key[name_key(theirs["player"])]
        assert map_keys(exported["turns"]) <= set(seated) | {"pot"}
        assert cases.game(game_id).setup.players == tuple(seated)

    try:
        round_trip()
    finally:
        cases.close()
