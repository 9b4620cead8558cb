"""Textual's own words in the Captain's language (#21 deliver 7): the footer, the command
palette (its search line, its system commands), a list's "Dismiss menu", the keys panel. And
the palette's commands of a screen come from a command Provider (#22 deliver 3)."""

from collections.abc import Callable

import pytest
from textual.command import CommandList, CommandPalette
from textual.containers import VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import (
    Button,
    Checkbox,
    DataTable,
    Footer,
    Input,
    MarkdownViewer,
    OptionList,
    Select,
    Switch,
    TabbedContent,
)
from textual.widgets._select import SelectOverlay
from textual.widgets._tabs import Tabs

from marquoir.i18n import LANGUAGES, domains, known
from marquoir.tui.app import MarquoirApp
from marquoir.tui.bindings import TEXTUAL
from marquoir.tui.keymap import inherited
from marquoir.tui.palette import MarquoirPalette, screen_commands
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.home import HomeScreen
from marquoir.tui.screens.new_game import NewGameScreen
from scripts.catalogs import load
from scripts.screenshots import sample
from tests.tui.conftest import settle


def all_messages(lang: str) -> set[str]:
    """Every message of ``lang``, in every catalog (plural forms each)."""
    found: set[str] = set()
    for directory, domain in domains():
        for message in load(directory, domain, lang):
            if message.id and message.string:
                strings = message.string
                found.update(strings if isinstance(strings, tuple) else (strings,))
    return found


assert "fr" in LANGUAGES
FRENCH = all_messages("fr")

#: what Textual writes in English on its own, that a French screen must not show
ENGLISH = (
    "Theme",
    "Change the current theme",
    "Quit the application",
    "Keys",
    "Show help for the focused widget",
    "Screenshot",
    "Save an SVG",
    "Search for commands",
    "Exit the command palette",
    "Dismiss menu",
    "Do you want to quit?",
)

#: Textual's classes on the app's screens (widgets, containers, screens, the palette's parts)
TEXTUAL_CLASSES = [
    Button,
    Checkbox,
    DataTable,
    Footer,
    Input,
    MarkdownViewer,
    OptionList,
    Select,
    SelectOverlay,
    Switch,
    TabbedContent,
    Tabs,
    VerticalScroll,
    Screen,
    ModalScreen,
    CommandPalette,
    CommandList,
]


def footer_labels(app: MarquoirApp) -> list[str]:
    footer = app.screen.query_one(Footer)
    return [key.description for key in footer.query("FooterKey")]  # type: ignore[attr-defined]


def palette_texts(app: MarquoirApp) -> list[str]:
    options = app.screen.query_one(CommandList).options
    return [str(option.prompt) for option in options]


@pytest.mark.parametrize("node", TEXTUAL_CLASSES, ids=lambda node: node.__name__)
def test_every_textual_key_the_app_shows_has_its_words(node: type) -> None:
    """A Textual upgrade that adds or rewords a key's description fails here, not on screen."""
    for binding in inherited(node):
        if binding.description:
            assert binding.description in TEXTUAL, (node.__name__, binding.description)
    for key in TEXTUAL.values():
        assert known("fr", key) and known("en", key)


async def test_the_french_footer_and_palette_show_no_english(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        labels = footer_labels(app)
        assert "Nouvelle partie" in labels and "palette" in labels
        assert set(labels) <= FRENCH, set(labels) - FRENCH
        assert app.screen.query_one("HeaderIcon").tooltip == "Ouvrir la palette de commandes"
        await pilot.press("ctrl+p")
        await settle(pilot)
        palette = app.screen
        assert isinstance(palette, MarquoirPalette)
        assert palette.query_one(Input).placeholder == "Chercher une commande…"
        texts = palette_texts(app)
        assert any(text.startswith("Thème") for text in texts), texts
        assert any(text.startswith("Capture d'écran") for text in texts), texts
        for text in texts:
            name, _, help_text = text.partition("\n")
            assert name in FRENCH and help_text in FRENCH, text
        shown = " ".join(texts + [b.binding.description for b in palette.active_bindings.values()])
        for english in ENGLISH:
            assert english not in shown, english
        await pilot.press(*"thè", "enter")  # the theme: its own search line, in French too
        await settle(pilot)
        assert isinstance(app.screen, MarquoirPalette)
        assert app.screen.query_one(Input).placeholder == "Chercher un thème…"


async def test_a_lists_dismiss_menu_is_french(make_app: Callable[[str], MarquoirApp]) -> None:
    """The report: "esc Dismiss menu" under the new-game form's open list of games."""
    app = make_app("fr")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.push_screen(NewGameScreen())
        await settle(pilot)
        app.screen.query_one("#game", Select).focus()
        await pilot.press("enter")
        await settle(pilot)
        assert app.screen.query_one("#game", Select).expanded
        labels = footer_labels(app)
        assert "Fermer la liste" in labels and "Dismiss menu" not in labels
        assert set(labels) <= FRENCH, set(labels) - FRENCH


async def test_the_keys_panel_and_ctrl_c_in_french(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("fr")
    playing, _ = sample(app.use_cases)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.open_game(playing)
        await settle(pilot)
        app.action_show_help_panel()
        await settle(pilot)
        assert app.screen.query("HelpPanel")
        active = app.screen.active_bindings.values()
        described = {b.binding.description for b in active} - {""}
        assert described <= FRENCH, described - FRENCH
        titles = {b.node.BINDING_GROUP_TITLE for b in active} - {None}
        assert titles == {"Ligne de saisie"}
        await pilot.press("ctrl+c")
        await settle(pilot)
        said = [notification.message for notification in app._notifications]
        assert said[-1] == "Appuyer sur ^q pour quitter Marquoir."


async def test_the_screens_commands_come_from_a_provider(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("fr")
    playing, over = sample(app.use_cases)
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        assert screen_commands(app, app.screen) == []
        assert "Annuler" not in [c.title for c in app.get_system_commands(app.screen)]
        app.open_game(playing)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        names = [command.name for command in screen_commands(app, app.screen)]
        assert names == [
            "Annuler",
            "Rétablir",
            "Points à la main",
            "Supprimer la partie",
            "Exporter…",
        ]
        await pilot.press("ctrl+p")
        await settle(pilot)
        assert any(text.startswith("Rétablir\n") for text in palette_texts(app))


async def test_the_season_lists_blank_line_is_french(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    """The standings' list of seasons may be left blank: its blank line was Textual's "Select"."""
    from marquoir.tui.screens.standings import StandingsScreen

    app = make_app("fr")
    async with app.run_test(size=(120, 36)) as pilot:
        await settle(pilot)
        app.push_screen(StandingsScreen())
        await settle(pilot)
        assert app.screen.query_one("#season", Select).prompt == "Saison…"
