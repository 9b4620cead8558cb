"""What every screen and dialog of the app shares: the app, the Captain's language (held once,
by the app), its keys labelled in that language, and running the table's work off the UI thread."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path, PurePath
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, TypeVar

from rich.text import Text
from textual import on
from textual.binding import ActiveBinding
from textual.screen import ModalScreen, Screen
from textual.worker import Worker

from marquoir.i18n import translate
from marquoir.rules import Refusal
from marquoir.tui.bindings import PALETTE_COLUMNS, fitted, translated
from marquoir.tui.keys import gate_of
from marquoir.tui.lang import Translated
from marquoir.tui.widgets.turn_messages import LineChanged
from marquoir.use_cases import COMPUTING, UNKNOWN, game_document

if TYPE_CHECKING:
    from marquoir.tui.served import ServedBoard
    from marquoir.tui.writer import Writer
    from marquoir.use_cases import UseCases
    from marquoir.win_live import WinWorker

T = TypeVar("T")


class TheApp(Protocol):
    """What the screens ask of the app (``marquoir.tui.app.MarquoirApp``), without importing
    it: the app imports the screens, not the other way round."""

    lang: str
    #: the board alone (``marquoir board``): no key changes a game
    read_only: bool

    @property
    def ready(self) -> bool: ...

    @property
    def use_cases(self) -> UseCases: ...

    def refused(self, error: Refusal) -> None: ...

    def call_from_thread(self, callback: Callable[..., Any], *args: Any) -> Any: ...

    def first_screen_drawn(self) -> None: ...

    def waiting(self) -> bool: ...

    @property
    def writer(self) -> Writer: ...

    def open_game(self, game_id: int, replace: bool = False, undo: bool = False) -> None: ...

    def reopen_game(self, game_id: int) -> None: ...

    def go_home(self) -> None: ...

    def ask_export(self, game_id: int) -> Any: ...

    def local_time(self, moment: datetime) -> str: ...

    #: the worker process of the chances to win, and whether they are shown (f7)
    win: WinWorker
    show_chances: bool
    #: the board served by the app, for the seats (the board's p)
    served: ServedBoard


class Marquoir(Translated):
    """A mixin for screens: ``self.lang``, ``self.t(key)``, ``self.marquoir`` (the app)."""

    @property
    def marquoir(self) -> TheApp:
        return self.app  # type: ignore[attr-defined,no-any-return]

    def with_use_cases(
        self,
        call: Callable[[UseCases], T],
        done: Callable[[T], Any],
        *,
        group: str = "table",
        exclusive: bool = False,
        refused: Callable[[Refusal], Any] | None = None,
    ) -> Worker[None]:
        """Run ``call(table)`` in a thread (the database never runs on the UI thread), then
        ``done(result)`` back on the UI thread; a refusal goes to ``refused`` (by default a
        notification)."""
        app = self.marquoir

        def body() -> None:
            try:
                result = call(app.use_cases)
            except Refusal as error:
                app.call_from_thread(refused or app.refused, error)
                return
            app.call_from_thread(done, result)

        runner: Any = self
        worker: Worker[None] = runner.run_worker(
            body, name=f"table:{group}", thread=True, group=group, exclusive=exclusive
        )
        return worker

    def ask_chances(self, game: str, setup: Any, turns: Any, draw: Callable[[Any], Any]) -> None:
        """Ask for each player's chance to win in the game as shown (``setup``, ``turns``), worked
        out in the app's worker process (:mod:`marquoir.win_live`), never on the UI thread:
        ``draw`` is told at once (None when the table prefers not to know, else "being
        worked out"), then given the chances, or "not computed". Only the newest question's
        answer is drawn (a turn entered meanwhile asks again)."""
        app = self.marquoir
        runner: Any = self
        if not app.show_chances:
            runner.workers.cancel_group(runner, "win")
            draw(None)
            return
        document = game_document(game, setup, turns)
        draw(COMPUTING)

        async def work() -> None:
            found = await app.win.chances(document)
            draw(UNKNOWN if found is None else tuple(found.now))

        # the function, not its coroutine: a worker cancelled by the next turn before it ran
        # leaves no coroutine never awaited
        runner.run_worker(work, name="table:win", group="win", exclusive=True)

    def ask_win_advice(
        self,
        panel: Any,
        game: str,
        setup: Any,
        turns: list[Any] | None,
        position: dict[str, Any],
        answered: Callable[[Any], Any],
    ) -> None:
        """Ask for f2's "to win": the moves of the position at hand and the chance each gives
        (the game's ``win_advice`` at ``position``), worked out in the app's worker process.
        ``panel`` (a ``Static``) says at once that they are being worked out, or is emptied
        when the table prefers not to know (f7) or the game is not at hand (then nothing is
        asked); ``answered`` is given the answer, None where it is not computed. Only the
        newest question is worked out."""
        app = self.marquoir
        if not app.show_chances or turns is None:
            panel.update("")
            return

        document = game_document(game, setup, turns)
        panel.update(Text(self.t("win.computing"), style="dim"))

        async def work() -> None:
            answered(await app.win.advice(document, **position))

        runner: Any = self
        runner.run_worker(work, name="table:win-advice", group="win-advice", exclusive=True)


def tell_line_shown(screen: object, event: LineChanged) -> None:
    """Tell the app's key gate that ``screen`` has shown what the line of ``event`` says (a
    question's words among it): the question counts as drawn at the next painting."""
    gate = gate_of(getattr(screen, "app", None))
    if gate is not None:
        gate.words_shown(event.entry)


#: the look every dialog shares (a game's dialog lists it first in its ``CSS_PATH``)
DIALOGS_CSS = str(Path(__file__).parent / "dialogs.tcss")


class MarquoirScreen(Marquoir, Screen[None]):
    #: a typing line has the focus: the characters and the line's own keys (ctrl+a, ctrl+w …)
    #: go to it, so a keymap may not give them to the screen (the keymap reads this from the
    #: source: write it ``TYPING_LINE = True`` in the class's own body)
    TYPING_LINE: ClassVar[bool] = False
    #: the ids of the keys the footer leaves out where it is too narrow for them all (a
    #: laptop's 80 columns), the least needed first; they still work, f1 lists them
    FOOTER_FOLDS: ClassVar[tuple[str, ...]] = ()

    @on(LineChanged)
    def _line_shown(self, event: LineChanged) -> None:
        """Tell the key gate once the screen's own handlers have shown the line."""
        tell_line_shown(self, event)

    def on_mount(self) -> None:
        """Label the header's icon (it opens the palette) in the Captain's language: its own
        on_mount, run before the screen's, set Textual's English tooltip."""
        for icon in self.query("HeaderIcon"):
            icon.tooltip = self.t("key.open_palette")

    def on_resize(self) -> None:
        """Fold or unfold the footer's keys to the new width."""
        if self.FOOTER_FOLDS:
            self.refresh_bindings()

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Return the screen's keys, labelled in the Captain's language (the footer reads them), the
        footer's least needed keys folded where they would not fit."""
        shown = translated(super().active_bindings, self.lang)
        if not self.FOOTER_FOLDS:
            return shown
        columns = self.size.width - PALETTE_COLUMNS
        return fitted(shown, columns, self.FOOTER_FOLDS, self.app.get_key_display)


class MarquoirDialog(Marquoir, ModalScreen[T]):
    """A modal dialog; its look is the shared ``dialogs.tcss``."""

    #: a typing line has the focus (see :attr:`MarquoirScreen.TYPING_LINE`)
    TYPING_LINE: ClassVar[bool] = False

    #: absolute: a game's own dialogs (in its folder of ``tui/games``) share it too, then add
    #: their own file: ``CSS_PATH = [DIALOGS_CSS, "dialogs.tcss"]``
    CSS_PATH: ClassVar[str | PurePath | list[str | PurePath] | None] = DIALOGS_CSS

    @on(LineChanged)
    def _line_shown(self, event: LineChanged) -> None:
        """Tell the key gate once the screen's own handlers have shown the line."""
        tell_line_shown(self, event)

    @property
    def active_bindings(self) -> dict[str, ActiveBinding]:
        """Return the dialog's keys, labelled in the Captain's language."""
        return translated(super().active_bindings, self.lang)


def keys_line(lang: str, *keys: tuple[str, str]) -> str:
    """Return a dialog's keys in one dim line: ``Enter: Save · Esc: Cancel``. Each key is
    (its name, or ``keyname.…`` for a translated one; the i18n key of what it does)."""

    def name(key: str) -> str:
        return translate(lang, key) if key.startswith("keyname.") else key

    parts = [f"{name(key)}: {translate(lang, does)}" for key, does in keys]
    return "[dim]" + " · ".join(parts) + "[/dim]"
