"""The command palette in the Captain's language: its search line, its keys, Textual's own
commands (theme, quit, keys panel, screenshot), the app's commands, and a command
``Provider`` for the commands of the screen it was opened over."""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol, cast

from textual import events
from textual.app import App, SystemCommand
from textual.binding import ActiveBinding
from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.screen import Screen
from textual.theme import ThemeProvider

from marquoir.i18n import translate
from marquoir.tui.bindings import translated

if TYPE_CHECKING:
    from collections.abc import Iterable


class Marquoir(Protocol):
    """What the palette asks of the app (``marquoir.tui.app.MarquoirApp``, which imports this
    module: the palette names what it needs instead of importing the app back)."""

    read_only: bool

    def t(self, key: str, **params: object) -> str: ...
    def action_new_game(self) -> None: ...
    def action_players(self) -> None: ...
    def action_standings(self) -> None: ...
    def action_deleted_games(self) -> None: ...
    def action_help(self) -> None: ...
    def action_home(self) -> None: ...
    def screenshot_to_file(self) -> None: ...
    def ask_export(self, game_id: int) -> object: ...  # a worker (``@work``)


#: the name of the screenshots the palette saves (its notification is the app's)
SCREENSHOT = "marquoir-screenshot"


class MarquoirPalette(CommandPalette):
    """Textual's command palette, its search line and its keys in the Captain's language."""

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        lang: str = getattr(self.app, "lang", "en")
        return translated(super().active_bindings, lang)


class Command(NamedTuple):
    """A command of the palette: its name, what it does, what runs it."""

    name: str
    help: str
    run: Callable[[], Any]


def textual_commands(app: App[Any], screen: Screen[object]) -> Iterator[SystemCommand]:
    """Yield Textual's own system commands (``App.get_system_commands``), in the app's
    language."""
    marquoir = cast("Marquoir", app)
    t = marquoir.t
    yield SystemCommand(t("palette.theme"), t("palette.theme_help"), app.action_change_theme)
    yield SystemCommand(t("palette.quit"), t("palette.quit_help"), app.action_quit)
    if screen.query("HelpPanel"):
        yield SystemCommand(
            t("palette.keys"), t("palette.hide_keys_help"), app.action_hide_help_panel
        )
    else:
        yield SystemCommand(
            t("palette.keys"), t("palette.show_keys_help"), app.action_show_help_panel
        )
    if screen.maximized is not None:
        yield SystemCommand(
            t("palette.minimize"), t("palette.minimize_help"), screen.action_minimize
        )
    elif screen.focused is not None and screen.focused.allow_maximize:
        yield SystemCommand(
            t("palette.maximize"), t("palette.maximize_help"), screen.action_maximize
        )
    yield SystemCommand(
        t("palette.screenshot"),
        t("palette.screenshot_help"),
        lambda: app.set_timer(0.1, marquoir.screenshot_to_file),
    )


def app_commands(app: Marquoir) -> Iterator[SystemCommand]:
    """Yield the app's own commands, on every screen (only help on a read-only board)."""
    t = app.t
    if app.read_only:
        yield SystemCommand(t("key.help"), t("cmd.help"), app.action_help)
        return
    yield SystemCommand(t("key.new_game"), t("cmd.new_game"), app.action_new_game)
    yield SystemCommand(t("key.help"), t("cmd.help"), app.action_help)
    yield SystemCommand(t("key.players"), t("cmd.players"), app.action_players)
    yield SystemCommand(t("key.standings"), t("cmd.standings"), app.action_standings)
    yield SystemCommand(t("over.home"), t("cmd.home"), app.action_home)
    yield SystemCommand(t("key.deleted_games"), t("cmd.deleted_games"), app.action_deleted_games)


def screen_commands(app: Marquoir, screen: Screen[object]) -> list[Command]:
    """Return the commands of ``screen``: those of the game's sheet and of game over (none on a
    read-only board)."""
    if app.read_only:
        return []
    # the game's screens: not loaded before the app's first screen (bench/tui_bench.py)
    from marquoir.tui.screens.game import GameScreen
    from marquoir.tui.screens.game_over import GameOverScreen

    t = app.t
    found: list[Command] = []
    if isinstance(screen, GameScreen):
        found += [
            Command(t("key.undo"), t("cmd.undo"), screen.action_undo),
            Command(t("key.redo"), t("cmd.redo"), screen.action_redo),
            Command(t("key.manual"), t("cmd.manual"), screen.action_manual),
            Command(t("key.delete_game"), t("cmd.delete_game"), screen.action_delete_game),
        ]
    if isinstance(screen, GameOverScreen):
        found.append(Command(t("key.correct"), t("cmd.correct"), screen.action_correct))
    if isinstance(screen, GameScreen | GameOverScreen):
        found.append(
            Command(t("over.export"), t("cmd.export"), partial(app.ask_export, screen.game_id))
        )
    return found


class ScreenCommands(Provider):
    """The palette's commands of the screen it was opened over."""

    def commands(self) -> list[Command]:
        app = self.app
        if not hasattr(app, "ask_export"):  # not Marquoir's app: none of its commands
            return []
        return screen_commands(cast("Marquoir", app), self.screen)

    async def discover(self) -> Hits:
        for command in self.commands():
            yield DiscoveryHit(command.name, command.run, help=command.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for command in self.commands():
            score = matcher.match(command.name)
            if score > 0:
                yield Hit(score, matcher.highlight(command.name), command.run, help=command.help)


class PaletteApp(App[None]):
    """The app's half of the command palette: Textual's commands and the app's in the
    Captain's language (``lang``), the commands of the screen it is opened over, and the
    screenshot it saves."""

    #: the Captain's language (the app sets it)
    lang: str
    #: Textual's system commands (see :meth:`get_system_commands`), and the commands of the
    #: screen the palette is opened over
    COMMANDS = App.COMMANDS | {ScreenCommands}

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        """Yield Textual's commands (theme, quit, keys, screenshot) and the app's; the
        screen's own come from :class:`ScreenCommands`."""
        yield from textual_commands(self, screen)
        yield from app_commands(cast("Marquoir", self))

    def action_command_palette(self) -> None:
        """Open the palette, its search line in the Captain's language."""
        if self.use_command_palette and not MarquoirPalette.is_open(cast("App[object]", self)):
            placeholder = translate(self.lang, "palette.search_commands")
            self.push_screen(MarquoirPalette(id="--command-palette", placeholder=placeholder))

    def search_themes(self) -> None:
        """Open the palette on Textual's themes."""
        placeholder = translate(self.lang, "palette.search_themes")
        self.push_screen(MarquoirPalette(providers=[ThemeProvider], placeholder=placeholder))

    def screenshot_to_file(self) -> None:
        """Save the screen as an SVG file (the palette's Screenshot)."""
        name = f"marquoir-{datetime.now():%Y-%m-%dT%H_%M_%S}.svg"
        text = io.StringIO(self.export_screenshot())
        self.deliver_text(text, save_filename=name, mime_type="image/svg+xml", name=SCREENSHOT)

    def on_delivery_complete(self, event: events.DeliveryComplete) -> None:
        """Say where the screenshot was saved."""
        if event.name == SCREENSHOT:
            path = str(event.path or "")
            self.notify(translate(self.lang, "app.screenshot_saved", path=path))

    def on_delivery_failed(self, event: events.DeliveryFailed) -> None:
        """Say that the screenshot could not be saved."""
        if event.name == SCREENSHOT:
            self.notify(translate(self.lang, "app.screenshot_failed"), severity="error")
