"""Asks which form of export the Captain wants, writes a game's export (its JSON document, or its
sheet as CSV) to the documents folder in a worker thread, and tells the Captain where."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import platformdirs

from marquoir.files import FileRefusal, free_name, write_new
from marquoir.i18n import translate
from marquoir.rules import Refusal
from marquoir.tui.screens.export import ExportScreen

if TYPE_CHECKING:
    from textual.app import App

    from marquoir.use_cases import UseCases

#: each form's file name ending: ``marquoir-game-<id><ending>``
ENDINGS = {"json": ".json", "csv": "-sheet.csv", "csv-long": "-turns.csv"}


class GameExport:
    """Writes a game's export to a folder (the documents folder unless told another)."""

    def __init__(
        self,
        app: App[None],
        use_cases: Callable[[], UseCases],
        folder: Path | None,
        lang: str,
        refused: Callable[[Refusal], object],
    ) -> None:
        self.app = app
        self.use_cases = use_cases
        self.folder = folder
        self.lang = lang
        self.refused = refused

    def path(self, game_id: int, form: str, excel: bool = False) -> Path:
        """Return where the export goes: ``marquoir-game-<id>.json``, or ``-sheet.csv``,
        ``-turns.csv``, ``-sheet-excel.csv``, in the folder."""
        folder = self.folder or platformdirs.user_documents_path()
        ending = ENDINGS[form]
        if excel:
            ending = ending.replace(".csv", "-excel.csv")
        return folder / f"marquoir-game-{game_id}{ending}"

    def ask(self, game_id: int) -> None:
        """Ask which form of export (a dialog), then write it."""
        self.app.run_worker(self._ask(game_id), group="export-ask")

    async def _ask(self, game_id: int) -> None:
        chosen = await self.app.push_screen_wait(ExportScreen())
        if chosen:
            form, _, excel = chosen.partition("+")
            self.start(game_id, form, bool(excel))

    def start(self, game_id: int, form: str = "json", excel: bool = False) -> None:
        """Write the game (``json``) or its sheet (``csv``, ``csv-long``) in a worker thread,
        then say where (or why not)."""
        self.app.run_worker(lambda: self._write(game_id, form, excel), thread=True, group="export")

    def _write(self, game_id: int, form: str, excel: bool) -> None:
        app = self.app
        path = self.path(game_id, form, excel)
        try:
            text = self.use_cases().export(game_id, form, excel=excel, lang=self.lang)
        except Refusal as error:
            app.call_from_thread(self.refused, error)
            return

        try:  # a new file (marquoir.files): a file already there keeps its name, and its bytes
            path.parent.mkdir(parents=True, exist_ok=True)
            path = free_name(path)
            write_new(path, text)
        except OSError as error:
            app.call_from_thread(app.notify, f"{path}: {error.strerror}", severity="error")
            return
        except FileRefusal as error:
            app.call_from_thread(app.notify, error.text(self.lang), severity="error")
            return
        message = translate(self.lang, "game.exported", path=str(path))
        app.call_from_thread(app.notify, message, timeout=8)
