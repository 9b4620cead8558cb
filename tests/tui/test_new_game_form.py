"""The new-game form at a laptop's 80×24 (issue #20): every field of every game's form is
reached with Tab and with shift+Tab, and a refused start puts the focus on the field at fault
(the report: a Morbleu game without a pot said so but left the focus in the name field, so
the pot's ``8`` went into a name)."""

from collections.abc import Callable

import pytest
from textual.widgets import Input, Select, Static

from marquoir.rules import game_ids
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.new_game import NewGameScreen
from tests.tui.conftest import settle
from tests.tui.test_typeahead import burst

GAMES = game_ids()

#: the fields of each game's form, beside the players' (name, seating, roster) and the start
FIELDS = {
    "mille-sabords": {"edition", "target", "negative", "cards2025", "game", "head-start"},
    "dix-mille": {
        "game",
        "dix-target",
        "dix-entry",
        "dix-three-pairs",
        "dix-straight",
        "dix-multiples",
        "dix-three-blanks",
        "head-start",
    },
    "morbleu": {"game", "pot"},
}
SHARED = {"name", "seating", "roster", "start"}


async def new_game(app: MarquoirApp, pilot: object, game: str) -> NewGameScreen:
    await settle(pilot)  # type: ignore[arg-type]
    app.push_screen(NewGameScreen())
    await settle(pilot)  # type: ignore[arg-type]
    screen = app.screen
    assert isinstance(screen, NewGameScreen)
    screen.query_one("#game", Select).value = game
    await settle(pilot)  # type: ignore[arg-type]
    return screen


def test_the_fields_listed_are_the_forms() -> None:
    assert set(FIELDS) == set(GAMES)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("key", ["tab", "shift+tab"])
async def test_every_field_is_reached_and_shown_at_80x24(
    make_app: Callable[[str], MarquoirApp], game: str, key: str
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, game)
        reached = set()
        for _ in range(2 * len(FIELDS[game] | SHARED)):
            await pilot.press(key)
            await settle(pilot)
            focused = app.focused
            assert focused is not None
            reached.add(focused.id)
            # the field with the focus is on the screen, not scrolled away
            region = focused.region
            assert region.height > 0 and screen.region.contains_region(region), focused.id
        assert reached == FIELDS[game] | SHARED


async def test_a_morbleu_start_without_a_pot_puts_the_focus_on_the_pot(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "morbleu")
        screen.query_one("#name", Input).focus()
        burst(app, "Anne\rBruno\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.focused is screen.query_one("#pot", Input)
        rules_error = screen.query_one("#rules-error", Static)
        assert "the pot must be given" in str(rules_error.content)
        # said near the pot, on the screen (a Captain's run: it was under the names)
        assert screen.region.contains_region(rules_error.region)
        assert str(screen.query_one("#error", Static).content) == ""
        await pilot.press("8")
        await settle(pilot)
        assert screen.query_one("#pot", Input).value == "8"
        assert screen.seated == ["Anne", "Bruno"]


async def test_a_start_with_one_player_puts_the_focus_on_the_name(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        screen.query_one("#target", Input).focus()
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.focused is screen.query_one("#name", Input)
        assert "Seat 2 to 8 players" in str(screen.query_one("#error", Static).content)


async def test_a_bad_target_puts_the_focus_on_the_target(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        screen.query_one("#name", Input).focus()
        burst(app, "Anne\rBruno\r")
        await settle(pilot)
        await app.keys.wait_idle()
        screen.query_one("#target", Input).value = "abc"
        await pilot.press("ctrl+s")
        await settle(pilot)
        assert app.focused is screen.query_one("#target", Input)


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_a_refused_name_is_said_on_the_screen_at_80x24(
    make_app: Callable[[str], MarquoirApp], lang: str
) -> None:
    """A Captain's run: a 28-letter name typed with Enter at 80×24 was refused in a line
    drawn below the rules column's fold, so nothing showed, and the next names typed went on
    the same line. The refusal is on the screen, and the name stays to be fixed."""
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        screen.query_one("#name", Input).focus()
        for name in ("Anne", "Bruno", "Chloé", "Dédé", "Élise", "Fanny", "Gus"):
            burst(app, name + "\r")
        burst(app, "Éloïse-Marguerite de la Tour\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await settle(pilot)
        assert len(screen.seated) == 7
        error = screen.query_one("#error", Static)
        assert "28" in str(error.content) and "24" in str(error.content)
        region = error.region
        assert region.height > 0 and screen.region.contains_region(region)
        assert screen.query_one("#name", Input).value == "Éloïse-Marguerite de la Tour"


# --- issue 47: the form honest -----------------------------------------------------------


async def test_choosing_morbleu_keeps_the_focus_where_the_names_are_typed(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """ctrl+g to Morbleu put the focus in the pot: the names typed next landed in it
    (``AliceBobChloé``) and ctrl+s answered "Seat 2 to 8 players first"."""
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        screen.query_one("#name", Input).focus()
        await settle(pilot)
        while screen.game != "morbleu":
            await pilot.press("ctrl+g")
            await settle(pilot)
        burst(app, "Alice\rBob\rChloé\r")
        await settle(pilot)
        await app.keys.wait_idle()
        assert screen.seated == ["Alice", "Bob", "Chloé"]
        assert screen.query_one("#pot", Input).value == ""


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_the_summary_says_what_was_chosen_and_the_switches_their_state_in_words(
    make_app: Callable[[str], MarquoirApp], lang: str
) -> None:
    """Target 3,000 and negative totals chosen, the summary still said "6,000 points; a
    total never drops below 0"; at 80×24 the switches told their state by colour alone."""
    from textual.widgets import Label, Switch

    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        label = screen.query_one("#negative-label", Label)
        assert str(label.content).endswith({"en": ": off", "fr": " : non"}[lang])
        screen.query_one("#target", Input).value = "3000"
        screen.query_one("#negative", Switch).value = True
        await settle(pilot)
        summary = str(screen.query_one("#edition-help", Static).content)
        words = {
            "en": ("3,000", "totals may go negative", "35 cards"),
            "fr": ("3\u202f000", "les totaux peuvent être négatifs", "35 cartes"),
        }[lang]
        assert all(word in summary for word in words), summary
        assert str(label.content).endswith({"en": ": on", "fr": " : oui"}[lang])
        assert screen.region.contains_region(label.region)


# --- issue 48: names a reader can trust ---------------------------------------------------


async def test_a_name_that_looks_like_a_rostered_or_seated_one_is_refused_on_the_form(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """Cyrillic ``Аnne`` typed when Latin ``Anne`` is on the roster, then ``Anne`` with a
    right-to-left override pasted: each refused in a sentence naming the character, and
    neither seated."""
    from textual import events

    from marquoir.games.mille_sabords.rules import make_profile

    app = make_app("en")
    app.use_cases.start_game(["Anne", "Bruno"], make_profile("classic"))
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await new_game(app, pilot, "mille-sabords")
        name = screen.query_one("#name", Input)
        name.focus()
        await settle(pilot)
        burst(app, "\u0410nne\r")
        await settle(pilot)
        await app.keys.wait_idle()
        await settle(pilot)
        error = str(screen.query_one("#error", Static).content)
        assert "'\u0410nne' looks like 'Anne' on the roster" in error
        assert "CYRILLIC CAPITAL LETTER A (U+0410)" in error
        assert screen.seated == []
        name.value = ""
        name.post_message(events.Paste("Chlo\u202eé"))
        await settle(pilot)
        await pilot.press("enter")
        await settle(pilot)
        error = str(screen.query_one("#error", Static).content)
        assert "RIGHT-TO-LEFT OVERRIDE (U+202E), character 5" in error
        assert screen.seated == []
