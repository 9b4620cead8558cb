"""f1 lists the keys of the screen it was opened from, then the rules of its game; the keys
the README's table and f1's table list are bindings of that screen (neither can drift from
the code)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode

from marquoir.store import Store
from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.help import HelpScreen, KeyRow, keys_table
from marquoir.tui.screens.home import HomeScreen
from marquoir.use_cases import UseCases
from scripts.screenshots import dix_game, sample
from tests.tui.conftest import settle

README = Path(__file__).parents[2] / "README.md"


def bound_keys(*owners: type[DOMNode]) -> set[str]:
    """Every key the classes' own ``BINDINGS`` declare (a binding on several keys: each)."""
    keys: set[str] = set()
    for owner in owners:
        for binding in Binding.make_bindings(owner.__dict__.get("BINDINGS", [])):
            keys.add(binding.key)
    return keys


def shown_text(app: App[None]) -> str:
    """What the terminal shows, line by line."""
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def readme_keys() -> list[str]:
    """The keys of the README's table of the game screen's keys (the first column)."""
    readme = README.read_text("utf-8")
    section = readme[readme.index("## The screen's keys") :]
    section = section[: section.index("\n## ", 1)]
    cells = re.findall(r"^\| ([^|]+) \|", section, re.MULTILINE)
    keys = [key for cell in cells[2:] for key in re.findall(r"`([^`]+)`", cell)]
    assert keys, "the README's keys table has no key"
    return keys


def test_every_key_of_the_readmes_table_is_a_binding_of_the_game_screen() -> None:
    bound = bound_keys(GameScreen, MarquoirApp)
    assert [key for key in readme_keys() if key not in bound] == []


def test_the_check_sees_a_key_that_is_not_bound() -> None:
    """The check can fail: a key the screen does not bind is found."""
    assert "ctrl+b" not in bound_keys(GameScreen, MarquoirApp)
    assert "ctrl+z" in bound_keys(GameScreen, MarquoirApp)


async def help_over(app: MarquoirApp, pilot: object) -> HelpScreen:
    """f1 pressed on the screen at hand: the help, drawn."""
    await pilot.press("f1")  # type: ignore[attr-defined]
    await settle(pilot)
    assert isinstance(app.screen, HelpScreen)
    return app.screen


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_f1_on_a_game_lists_its_keys_then_its_rules_at_80x24(
    make_app: Callable[[str], MarquoirApp], store: Store, lang: str
) -> None:
    playing, _ = sample(UseCases(store))
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(playing)
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)
        help_screen = await help_over(app, pilot)
        rows = help_screen.keys
        listed = {key for keys, _ in rows for key in keys}
        assert listed <= bound_keys(GameScreen, MarquoirApp)
        # the game's own keys, the app's, the ones the footer folds away at 80 columns
        assert {"ctrl+z", "ctrl+y", "ctrl+t", "f2", "f6", "escape", "f1", "ctrl+q"} <= listed
        described = dict((keys[0], does) for keys, does in rows)
        assert described["ctrl+z"] == ("Undo" if lang == "en" else "Annuler")
        text = shown_text(app)
        heading = "Keys on this screen" if lang == "en" else "Les touches de cet écran"
        assert heading in text and "ctrl+z" in text
        undo = next(line for line in text.splitlines() if "ctrl+z" in line)
        assert described["ctrl+z"] in undo  # the key and what it does on one line
        page = help_screen.query_one("MarkdownViewer").document.source  # type: ignore[attr-defined]
        assert "## Dix mille" not in page and "## Morbleu" not in page  # this game's rules only
        assert page.index(heading) < page.index("##", page.index("| --- |"))
        await pilot.press("escape")
        await settle(pilot)
        assert isinstance(app.screen, GameScreen)


async def test_f1_leaves_out_a_key_the_game_does_not_offer(
    make_app: Callable[[str], MarquoirApp], store: Store
) -> None:
    """Dix mille has no Skull Island nor pile: f1 over its sheet does not list ctrl+t or f6."""
    game = dix_game(UseCases(store))
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        app.open_game(game)
        await settle(pilot)
        help_screen = await help_over(app, pilot)
        listed = {key for keys, _ in help_screen.keys for key in keys}
        assert "ctrl+t" not in listed and "f6" not in listed and "ctrl+z" in listed
        page = help_screen.query_one("MarkdownViewer").document.source  # type: ignore[attr-defined]
        assert "## Dix mille" in page and "## Morbleu" not in page


async def test_f1_on_the_home_screen_lists_the_home_keys(
    make_app: Callable[[str], MarquoirApp],
) -> None:
    app = make_app("en")
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert isinstance(app.screen, HomeScreen)
        help_screen = await help_over(app, pilot)
        listed = {key for keys, _ in help_screen.keys for key in keys}
        assert listed <= bound_keys(HomeScreen, MarquoirApp)
        assert {"n", "d", "t", "p", "s", "q", "f1"} <= listed
        assert "ctrl+z" not in listed


def test_a_binding_on_two_keys_is_one_row() -> None:
    rows: list[KeyRow] = [(("ctrl+n", "f3"), "Board"), (("ctrl+z",), "Undo | back")]
    cases = keys_table("en", rows)
    assert "| `ctrl+n`, `f3` | Board |" in cases
    assert "| `ctrl+z` | Undo \\| back |" in cases
