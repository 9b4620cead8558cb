"""The roster reads in alphabetical order as people read it (a Captain's run: ``Élisabeth`` and
``Ångström`` were listed after ``Zoé``, in the players' screen and the new game's roster)."""

from pathlib import Path

from marquoir.games.mille_sabords.rules import make_profile
from marquoir.rules.limits import alphabetical
from marquoir.store import open_store
from marquoir.use_cases import UseCases


def test_accents_do_not_move_a_name_after_z() -> None:
    names = ["Zoé", "Élisabeth", "Ångström", "anne", "Bruno", "Eloise", "Éloïse"]
    assert sorted(names, key=alphabetical) == [
        "Ångström",
        "anne",
        "Bruno",
        "Élisabeth",
        "Eloise",
        "Éloïse",
        "Zoé",
    ]


def test_letters_without_a_base_letter_go_with_the_letters_they_are_read_as() -> None:
    """A Captain's run: ``Ægir``, ``Œdipe`` and ``Ørjan`` were listed after ``Zoé``."""
    names = ["Zoé", "Ørjan", "Œdipe", "Ægir", "Adam", "Olga", "Paul", "Łukasz", "Louis"]
    assert sorted(names, key=alphabetical) == [
        "Adam",
        "Ægir",
        "Louis",
        "Łukasz",
        "Œdipe",
        "Olga",
        "Ørjan",
        "Paul",
        "Zoé",
    ]


def test_the_roster_is_listed_in_that_order(tmp_path: Path) -> None:
    store = open_store(f"sqlite:///{tmp_path / 'm.db'}")
    cases = UseCases(store)
    cases.start_game(["Zoé", "Élisabeth", "Ångström", "Bruno"], make_profile("classic"))
    assert [p.name for p in cases.players()] == ["Ångström", "Bruno", "Élisabeth", "Zoé"]
    store.close()
