"""What each game hands a player's phone (``marquoir.rules.phone``): the buttons build the
line the Captain would type, the preview scores it as the app does, in either language."""

from __future__ import annotations

from marquoir.rules import game_rules, new_setup
from marquoir.rules.phone import phone_module, tapped


def state_of(game: str, profile: object, players: tuple[str, ...] = ("Anne", "Bruno")) -> object:
    rules = game_rules(game)
    return rules.replay(new_setup(list(players), profile, rules.min_players), [])


def test_the_buttons_build_the_captains_line() -> None:
    line = ""
    for kind, text in [("lead", "g"), *[("add", "x")] * 2, *[("add", "g")] * 6, ("lead", "p")]:
        line = tapped(line, kind, text)
    assert line == "p xxgggggg"
    assert tapped(line, "back", "") == "p xxggggg"
    assert tapped(line, "clear", "") == ""
    assert tapped("2 1 s", "set", "n") == "n"


def test_mille_sabords_pad_counts_each_face_and_names_the_cards() -> None:
    from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE

    phone = phone_module("mille-sabords")
    pad = phone.pad(state_of("mille-sabords", CLASSIC_PROFILE), "p xxggggds", "fr")
    cards, faces = pad.groups[0].buttons, pad.groups[1].buttons
    assert any(b.label == "Pirate" and b.chosen for b in cards)
    assert {b.text: b.tally for b in faces} == {"x": 2, "d": 1, "g": 4, "m": 0, "p": 0, "s": 1}
    assert pad.flags[0].name == "island"


def test_the_preview_scores_as_the_app_and_says_a_refusal() -> None:
    from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE

    phone = phone_module("mille-sabords")
    state = state_of("mille-sabords", CLASSIC_PROFILE)
    shown = phone.preview(state, "Anne", "p xxggggds", frozenset(), "en")
    assert shown.head == "Anne +1,400" and not shown.refusal
    refused = phone.preview(state, "Anne", "q xxggggds", frozenset(), "fr")
    assert "q" in refused.refusal and "carte" in refused.refusal


def test_dix_mille_and_morbleu_previews() -> None:
    from marquoir.games.dix_mille.rules import DEFAULT_PROFILE
    from marquoir.games.morbleu.rules.profile import MorbleuProfile

    dix = phone_module("dix-mille").preview(
        state_of("dix-mille", DEFAULT_PROFILE), "Anne", "155 222 1", frozenset(), "en"
    )
    assert dix.head.startswith("Anne +") and len(dix.rows) >= 3
    duel = phone_module("morbleu").preview(
        state_of("morbleu", MorbleuProfile(20)), "Anne", "2 1 s", frozenset(), "en"
    )
    assert "Bruno" in duel.head and not duel.refusal


def test_treasure_island_asks_for_the_saved_dice_as_the_captains_line_does() -> None:
    from marquoir.games.mille_sabords.rules import CLASSIC_PROFILE

    phone = phone_module("mille-sabords")
    state = state_of("mille-sabords", CLASSIC_PROFILE)
    asked = phone.preview(state, "Anne", "i xxxggggg", frozenset(), "en")
    assert any("then the dice Anne saved on the card" in note for note in asked.notes)
    saved = phone.preview(state, "Anne", "i xxxggggg / gggg", frozenset(), "en")
    assert saved.head == "Anne +600"  # the four coins saved: a set of four, and 400
    assert not any("saved on the card" in note for note in saved.notes)
