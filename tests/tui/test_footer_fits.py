"""The footer's keys fit a laptop's 80 columns, in both languages, and all of them show on a
big screen (a Captain's run: at 80×24 the French home screen's footer read ``… p J▏^p
palette``, and the game screen's stopped after ``^o Points à la main``: no f2, f3, Escape or
f1). Where the keys do not fit, the screen's least needed ones leave the footer; they still
work, and f1 lists them."""

from collections.abc import Callable
from typing import Any

import pytest
from textual.app import App
from textual.widgets import Footer

from marquoir.tui.app import MarquoirApp
from marquoir.tui.screens.game import GameScreen
from marquoir.tui.screens.home import HomeScreen
from marquoir.tui.screens.new_game import NewGameScreen
from tests.tui.conftest import settle
from tests.tui.test_typeahead import burst


async def footer_keys(pilot: Any) -> tuple[list[str], list[str]]:
    """The footer's keys that show whole, and those the palette's key covers (cut), once the
    footer has drawn them (it recomposes after the screen's bindings change)."""
    app: App[object] = pilot.app
    footer = app.screen.query_one(Footer)
    for _ in range(50):
        drawn = list(footer.query("FooterKey"))
        if len(drawn) > 1 and all(key.region.width for key in drawn):
            break
        await pilot.pause(0.05)
    *keys, palette = list(footer.query("FooterKey"))
    assert "palette" in str(palette.render())  # docked at the right end
    whole = [str(key.render()).strip() for key in keys if key.region.right <= palette.region.x]
    cut = [str(key.render()).strip() for key in keys if key.region.right > palette.region.x]
    return whole, cut


async def screens(app: MarquoirApp, pilot: Any, game: int) -> list[tuple[str, list[str]]]:
    """The home screen, the new-game form and the game screen of the ``game``-th game: each
    one's footer, as (screen, cut keys); every key shown checked for its escape and help."""
    seen = []
    await settle(pilot)
    assert isinstance(app.screen, HomeScreen)
    seen.append(("home", await footer_keys(pilot)))
    burst(app, "n")
    await settle(pilot)
    assert isinstance(app.screen, NewGameScreen)
    burst(app, "Anne-Sophie Delacroix\rÉloïse\r")
    for _ in range(game):
        await pilot.press("ctrl+g")
    await settle(pilot)
    if game == 2:  # Morbleu's pot: ctrl+s without it says so and takes the Captain there
        await pilot.press("ctrl+s")
        await settle(pilot)
        burst(app, "20")
    seen.append(("new game", await footer_keys(pilot)))
    await pilot.press("ctrl+s")
    await settle(pilot)
    assert isinstance(app.screen, GameScreen)
    seen.append(("game", await footer_keys(pilot)))
    return [(name, cut) for name, (_, cut) in seen]


@pytest.mark.parametrize(("lang", "game"), [("fr", 0), ("fr", 1), ("fr", 2), ("en", 0)])
async def test_the_footers_fit_80_columns(
    make_app: Callable[[str], MarquoirApp], lang: str, game: int
) -> None:
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        assert [cut for _, cut in await screens(app, pilot, game)] == [[], [], []]
        whole, _ = await footer_keys(pilot)
        # what the game screen keeps at 80 columns: undo, the odds (or a game's f2), back, help
        assert {key.split()[0] for key in whole} >= {"^z", "f2", "esc", "f1"}, whole


async def test_a_big_screen_shows_every_key(make_app: Callable[[str], MarquoirApp]) -> None:
    app = make_app("fr")
    async with app.run_test(size=(240, 40)) as pilot:
        await screens(app, pilot, 0)
        whole, cut = await footer_keys(pilot)
        assert cut == []
        t = app.screen.t  # type: ignore[attr-defined]
        for word in ("key.redo", "key.view", "key.chart", "key.manual", "key.board", "key.edit"):
            assert any(t(word) in key for key in whole), (t(word), whole)
