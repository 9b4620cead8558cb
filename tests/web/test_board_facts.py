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
    assert facts.last_turn == "Dernier tour : Bruno · défie Anne · Bruno gagne (Franche) : +1 carte"


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


# --- issue 47, point 10: what each player needs to win, words a player understands ---------


def dix_last_round(cases: UseCases) -> int:
    """Dix mille to 5,000: Anne reaches 5,150; Bruno (4,500) and Chloé (1,000) play once more."""
    from marquoir.games.dix_mille.rules import make_profile

    game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile(), game="dix-mille").id
    for name, points in (("Anne", 4500), ("Bruno", 4500), ("Chloé", 1000), ("Anne", 650)):
        cases.enter_turn(game, PointsTurn(name, points))
    return game


def test_the_last_round_says_what_each_player_needs_to_win(cases: UseCases) -> None:
    """Bruno read "500 to go" (the distance to the target) when he needed 700 to win: equal
    totals go to the one who reached the target first."""
    facts = board_facts(cases.game(dix_last_round(cases)), "en")
    assert facts.phase.startswith("Last round")
    assert [p.distance for p in facts.players] == ["at the target", "700 to win", "4,200 to win"]
    fr = board_facts(cases.game(dix_last_round(cases)), "fr")
    assert fr.players[1].distance == "700 pour gagner"


def test_a_player_not_entered_needs_the_entry_threshold_too(cases: UseCases) -> None:
    from marquoir.games.dix_mille.rules import make_profile

    game = cases.start_game(["Anne", "Bruno"], make_profile(entry=1000), game="dix-mille").id
    cases.enter_turn(game, PointsTurn("Anne", 5000))
    facts = board_facts(cases.game(game), "en")
    assert facts.players[1].distance == "5,050 to win"
    profile = make_profile(target=2000, entry=1000)
    game = cases.start_game(["Anne", "Bruno"], profile, game="dix-mille").id
    cases.enter_turn(game, PointsTurn("Anne", 2000))
    assert board_facts(cases.game(game), "en").players[1].distance == "2,050 to win"


def test_mille_sabords_last_round_asks_for_more_than_the_leader(cases: UseCases) -> None:
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile

    game = cases.start_game(["Anne", "Bruno", "Chloé"], make_profile("classic", target=3000)).id
    for name, points in (("Anne", 1000), ("Bruno", 3200)):
        cases.enter_turn(game, ManualTurn(name, points))
    facts = board_facts(cases.game(game), "en")
    assert [p.distance for p in facts.players] == ["2,300 to win", "at the target", "3,300 to win"]
    cases.enter_turn(game, ManualTurn("Chloé", 2900))  # below Bruno: her last turn is played
    facts = board_facts(cases.game(game), "en")
    assert [p.distance for p in facts.players] == ["2,300 to win", "at the target", "no turn left"]


def test_a_finished_game_says_who_won_and_how_far_behind_the_others_are(cases: UseCases) -> None:
    from marquoir.games.mille_sabords.rules import ManualTurn, make_profile

    game = cases.start_game(["Anne", "Bruno"], make_profile("classic", target=1000)).id
    cases.enter_turn(game, ManualTurn("Anne", 1500))
    cases.enter_turn(game, ManualTurn("Bruno", 200))
    facts = board_facts(cases.game(game), "fr")
    assert [p.distance for p in facts.players] == ["vainqueur", "1\u202f300 de retard"]
    assert "Anne" in facts.phase


def test_the_chances_legend_says_both_for_two_players_only(cases: UseCases) -> None:
    from marquoir.games.mille_sabords.rules import make_profile

    two = cases.start_game(["Anne", "Bruno"], make_profile("classic")).id
    assert "both playing to win" in board_facts(cases.game(two), "en", (0.5, 0.5)).chances_legend
    four = board_facts(cases.game(crowd(cases, 4)), "en", (0.4, 0.3, 0.2, 0.1)).chances_legend
    assert "every player playing to win" in four and "both" not in four


def test_morbleu_s_last_turn_in_words_a_player_understands(cases: UseCases) -> None:
    """``Last turn: Alice · treasure · 0``: the Treasure is every pirate's, and a duel says
    who won what."""
    from marquoir.games.morbleu.rules import DuelTurn, NewHandTurn, TreasureTurn
    from marquoir.games.morbleu.rules import make_profile as pot_of

    game = cases.start_game(["Alice", "Bob", "Chloé"], pot_of(2), game="morbleu").id

    def last(lang: str = "en") -> str:
        return board_facts(cases.game(game), lang).last_turn

    cases.enter_turn(game, DuelTurn("Alice", "Bob", "Bob", "double"))
    assert last() == "Last turn: Alice · challenged Bob · Bob won (Double): +1 escudo, +1 card"
    assert (
        last("fr") == "Dernier tour : Alice · défie Bob · Bob gagne (Double) : +1 escudo, +1 carte"
    )
    cases.enter_turn(game, NewHandTurn("Bob"))
    assert last() == "Last turn: Bob · new hand · 1 escudo back to the pot"
    cases.enter_turn(game, DuelTurn("Chloé", "Alice", None))
    assert last() == "Last turn: Chloé · challenged Alice · draw"
    cases.enter_turn(game, DuelTurn("Alice", "Bob", "Alice", "score"))
    cases.enter_turn(game, TreasureTurn("Alice", (("Alice", 3), ("Bob", 0), ("Chloé", 2))))
    assert last() == "Last turn: Treasure cards declared · Alice 3, Bob 0, Chloé 2"
    assert "Alice · " not in last("fr") and "trésor · 0" not in last("fr")
