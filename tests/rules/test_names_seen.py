"""Names a reader can trust (issue 48, point 7): a name holding a character that reorders or
hides the text around it (bidi overrides and isolates, zero-width characters, tabs, every other
control or format character) is refused in a sentence naming the character by its Unicode name
and place; names are one Unicode form (NFC); and a new name that looks like a seated or a
rostered one (Latin ``Anne``, Cyrillic ``Аnne``) is refused, wherever it comes in: the
rules, a game file (``replay``, ``import``), the roster."""

import json
from pathlib import Path

import pytest

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.rules import RulesError, check_name, check_season, new_setup
from marquoir.store import open_store
from marquoir.use_cases import Refusal, UseCases
from tests.test_file_fuzz import run

#: Cyrillic capital A, then Latin "nne": "Аnne" looks like "Anne"
CYRILLIC_ANNE = "\u0410nne"

UNSEEN = [
    ("\u202e", "RIGHT-TO-LEFT OVERRIDE (U+202E)"),
    ("\u202d", "LEFT-TO-RIGHT OVERRIDE (U+202D)"),
    ("\u2066", "LEFT-TO-RIGHT ISOLATE (U+2066)"),
    ("\u2067", "RIGHT-TO-LEFT ISOLATE (U+2067)"),
    ("\u2068", "FIRST STRONG ISOLATE (U+2068)"),
    ("\u2069", "POP DIRECTIONAL ISOLATE (U+2069)"),
    ("\u200b", "ZERO WIDTH SPACE (U+200B)"),
    ("\u200c", "ZERO WIDTH NON-JOINER (U+200C)"),
    ("\u200d", "ZERO WIDTH JOINER (U+200D)"),
    ("\u200e", "LEFT-TO-RIGHT MARK (U+200E)"),
    ("\ufeff", "ZERO WIDTH NO-BREAK SPACE (U+FEFF)"),
    ("\u2060", "WORD JOINER (U+2060)"),
    ("\u00ad", "SOFT HYPHEN (U+00AD)"),
    ("\u2028", "LINE SEPARATOR (U+2028)"),
    ("\u3164", "HANGUL FILLER (U+3164)"),
    ("\t", "CHARACTER TABULATION (U+0009)"),
    ("\x1b", "ESCAPE (U+001B)"),
    ("\x01", "<control> (U+0001)"),
]


def refusal(call: object, *args: object) -> RulesError:
    with pytest.raises(RulesError) as caught:
        call(*args)  # type: ignore[operator]
    return caught.value


@pytest.mark.parametrize(("char", "named"), UNSEEN)
def test_a_name_holding_a_character_no_reader_sees_is_refused_by_its_unicode_name(
    char: str, named: str
) -> None:
    error = refusal(check_name, f"Anne{char}X")
    assert str(error) == (
        f"the name 'AnneX' holds {named}, character 5, which a reader cannot see or which"
        " moves the letters around it: type it again without it"
    )
    assert error.text("fr") == (
        f"le nom « AnneX » contient {named}, caractère 5, qu'un lecteur ne voit pas ou qui"
        " déplace les lettres autour : retapez-le sans"
    )


def test_a_season_holding_a_bidi_override_is_refused_too() -> None:
    assert "RIGHT-TO-LEFT OVERRIDE (U+202E), character 3" in str(
        refusal(check_season, "20\u202e26")
    )


@pytest.mark.parametrize(
    ("name", "where"),
    [
        ("\tAnne", "TABULATION (U+0009), character 1"),
        ("Anne\t", "TABULATION (U+0009), character 5"),
        ("\nAnne", "LINE FEED (U+000A), character 1"),
        ("Anne\r\n", "RETURN (U+000D), character 5"),
    ],
)
def test_a_tab_or_a_line_end_around_a_name_is_refused_not_trimmed(name: str, where: str) -> None:
    error = refusal(check_name, name)
    assert str(error).startswith("the name 'Anne' holds ")
    assert where in str(error)


def test_joiners_that_join_are_kept() -> None:
    # a zero-width joiner inside an emoji, a subdivision's flag, a joiner after a virama
    for name in (
        "Zoé 🏴\u200d☠️",
        "👩🏽\u200d💻 Kim",
        "🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f Ewan",
        "क्\u200dष",
    ):
        assert check_name(name) == name


def test_a_name_is_kept_in_one_unicode_form() -> None:
    assert check_name("Zoe\u0301") == "Zo\u00e9"
    setup = new_setup(["Zoe\u0301", "Bruno"], make_profile("classic"))
    assert setup.players == ("Zo\u00e9", "Bruno")
    assert setup.seat_of("ZO\u00c9") == 0


def test_a_name_that_looks_like_a_seated_one_is_refused() -> None:
    error = refusal(new_setup, ["Anne", CYRILLIC_ANNE], make_profile("classic"))
    assert str(error) == (
        f"'{CYRILLIC_ANNE}' looks like 'Anne', seated already: its character 1 is CYRILLIC"
        " CAPITAL LETTER A (U+0410); seat 'Anne' once, or type another name"
    )
    assert error.field == "players[1]"
    assert "ressemble à « Anne », déjà à la table" in error.text("fr")
    # an invisible mark a reader cannot see is refused before it is compared
    refusal(new_setup, ["Anne", "Anne\ufe0f"], make_profile("classic"))
    # plain ASCII names are told apart by their letters: both sit
    assert new_setup(["Amie", "Arnie", "Ivan", "Ian"], make_profile("classic")).players


def game_file(players: list[str]) -> dict[str, object]:
    return {"format": "marquoir-game/1", "players": players, "turns": []}


def test_a_game_file_seating_look_alikes_is_refused_by_replay_and_import(tmp_path: Path) -> None:
    file = tmp_path / "g.json"
    file.write_text(json.dumps(game_file(["Anne", CYRILLIC_ANNE])), "utf-8")
    replay = run(["--lang", "en", "replay", str(file)])
    imported = run(["--lang", "en", "import", str(file), "--db", str(tmp_path / "m.db")])
    for status, _, err in (replay, imported):
        assert status == 2
        assert err.startswith(f"marquoir: players[1]: '{CYRILLIC_ANNE}' looks like 'Anne'"), err
    file.write_text(json.dumps(game_file(["Anne\u202e", "Bruno"])), "utf-8")
    status, _, err = run(["--lang", "en", "replay", str(file)])
    assert status == 2 and "RIGHT-TO-LEFT OVERRIDE (U+202E), character 5" in err


def test_a_new_name_that_looks_like_a_rostered_one_is_refused(tmp_path: Path) -> None:
    with UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}")) as cases:
        cases.start_game(["Anne", "Bruno"], make_profile("classic"))
        with pytest.raises(Refusal) as caught:
            cases.import_game(game_file([CYRILLIC_ANNE, "Chloé"]))
        assert str(caught.value).startswith(
            f"'{CYRILLIC_ANNE}' looks like 'Anne' on the roster: its character 1 is CYRILLIC"
        )
        with pytest.raises(Refusal):
            cases.start_game([CYRILLIC_ANNE, "Chloé"], make_profile("classic"))
        with pytest.raises(Refusal):
            cases.rename_player("Bruno", "Bruno\u200b")
        with pytest.raises(Refusal) as caught:
            cases.rename_player("Bruno", "\u0410NNE")
        assert "looks like 'Anne' on the roster" in str(caught.value)
        assert [p.name for p in cases.players()] == ["Anne", "Bruno"]
        # the same name in another case is the rostered player, not a look-alike
        cases.import_game(game_file(["ANNE", "Chloé"]))
        assert [p.name for p in cases.players()] == ["Anne", "Bruno", "Chloé"]


def test_a_joiner_between_an_emoji_and_its_variation_selector_is_refused() -> None:
    assert "ZERO WIDTH JOINER (U+200D), character 2" in str(refusal(check_name, "☠\u200d\ufe0f"))


def test_the_shipped_look_alikes_table_is_unicodes_as_the_package_has_it() -> None:
    """``marquoir/rules/confusables.json`` is what ``scripts/confusables.py`` writes from the
    pinned ``confusable_homoglyphs``: a table edited by hand, or left behind by an upgrade of
    the package, fails here (run ``uv run python -m scripts.confusables``)."""
    from marquoir.rules.lookalikes import TABLE
    from scripts.confusables import table_text

    assert TABLE.read_text("utf-8") == table_text()
