"""Every game's board, in both languages, as the served page draws it: the totals, the player
to play, the leaders, the distance (Morbleu: the hand), the phase, the last turn in words."""

from __future__ import annotations

import pytest

from marquoir.games.dix_mille.rules import PointsTurn, ThrowsTurn
from marquoir.store import Store, open_store
from marquoir.use_cases import UseCases, board_facts
from marquoir.web.page import board_html, page_html
from scripts.screenshots import crowd, dix_game, morbleu_game


@pytest.fixture
def cases() -> UseCases:
    store: Store = open_store("sqlite://")
    return UseCases(store)


def test_mille_sabords(cases: UseCases) -> None:
    facts = board_facts(cases.game(crowd(cases, 3)), "en")
    assert facts.phase == "Round 4: Anne-Marie to play (target 6,000)"
    assert [(p.name, p.total_text, p.distance) for p in facts.players] == [
        ("Anne-Sophie Delacroix", "2,500", "3,500 to go"),
        ("Anne-Marie", "2,600", "3,400 to go"),
        ("Chloé", "1,700", "4,300 to go"),
    ]
    assert [(p.playing, p.leader) for p in facts.players] == [
        (False, False),
        (True, True),
        (False, False),
    ]
    assert facts.last_turn == "Last turn: Anne-Sophie Delacroix · Skulls (2) · 0"
    assert facts.game_name == "Mille Sabords" and facts.title == "Game 1"
    assert facts.chances is None  # issue 23


def test_mille_sabords_in_french(cases: UseCases) -> None:
    facts = board_facts(cases.game(crowd(cases, 3)), "fr")
    assert facts.phase == "Manche 4 : à Anne-Marie de jouer (objectif 6\u202f000)"
    assert facts.players[0].distance == "encore 3\u202f500"
    assert facts.last_turn == "Dernier tour : Anne-Sophie Delacroix · Têtes de mort (2) · 0"


def test_dix_mille(cases: UseCases) -> None:
    game = dix_game(cases)
    facts = board_facts(cases.game(game), "en")
    assert facts.phase == "Round 3: Chloé to play (target 5,000)"
    assert [p.total_text for p in facts.players] == ["1,300", "1,450", "0", "3,250"]
    assert [p.name for p in facts.players if p.leader] == ["Dominique"]
    assert facts.last_turn == "Last turn: Bruno · manual points · +300"
    cases.enter_turn(game, PointsTurn("Chloé", 350))
    assert board_facts(cases.game(game), "en").last_turn == "Last turn: Chloé · 350 pts · 0"
    cases.enter_turn(game, ThrowsTurn("Dominique", ("155", "5"), blank=True))
    assert board_facts(cases.game(game), "fr").last_turn == "Dernier tour : Dominique · 155 5 ✗ · 0"


def test_morbleu(cases: UseCases) -> None:
    facts = board_facts(cases.game(morbleu_game(cases)), "fr")
    assert facts.game_name == "Morbleu" and facts.phase == "Manche 2 : à Chloé de jouer · pot 9"
    assert [(p.total_text, p.distance) for p in facts.players] == [
        ("1", "3 cartes en main"),
        ("0", "4 cartes en main"),
        ("1", "3 cartes en main"),
        ("1", "4 cartes en main"),
    ]
    assert [p.name for p in facts.players if p.leader] == ["Anne", "Chloé", "Dominique"]
    assert facts.last_turn == "Dernier tour : Bruno · duel Anne Bruno Franche · 0"


def test_nobody_leads_at_zero_and_the_page_escapes_every_name_as_stored(cases: UseCases) -> None:
    from marquoir.games.mille_sabords.rules import make_profile

    names = ["<b>Anne</b>", 'Bruno "&" Co', "<script>alert(1)</script"]
    game = cases.start_game(names, make_profile("classic")).id
    facts = board_facts(cases.game(game), "en")
    assert not any(p.leader for p in facts.players)
    html = page_html(board_html(facts, "en"), "en")
    assert "<b>Anne" not in html and "&lt;b&gt;Anne&lt;/b&gt;" in html
    assert "Bruno &quot;&amp;&quot; Co" in html and "<script>alert" not in html
    assert "No turn yet." in html


# --- issue 47: words that fit, one way to write a number, no chance once it is over --------


def test_points_banked_are_written_as_every_other_number(cases: UseCases) -> None:
    """``1150 pts`` beside ``+1,150``: one way to write a number."""
    game = dix_game(cases)
    cases.enter_turn(game, PointsTurn("Chloé", 1150))
    for lang, points in (("en", "1,150"), ("fr", "1\u202f150")):
        facts = board_facts(cases.game(game), lang)
        assert f"{points} pts" in facts.last_turn and "1150" not in facts.last_turn


def test_the_chances_legend_fits_more_than_two_players(cases: UseCases) -> None:
    """The legend said "both playing to win" on a board of four."""
    facts = board_facts(cases.game(crowd(cases, 4)), "en", (0.4, 0.3, 0.2, 0.1))
    assert facts.chances_legend and "both" not in facts.chances_legend


def test_a_finished_game_shows_no_chance_to_win(cases: UseCases) -> None:
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile

    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game, ManualTurn("Anne", 1500))
    cases.enter_turn(game, ManualTurn("Bruno", 200))
    view = cases.game(game)
    assert view.state.phase == "over"
    facts = board_facts(view, "en", (1.0, 0.0))
    assert facts.chances is None and facts.chances_legend == ""
    assert [p.chance for p in facts.players] == ["", ""]
