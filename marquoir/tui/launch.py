"""Start the app from the command line (``marquoir``, ``marquoir board``): the database named,
opened once the first screen is up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from marquoir.tui.app import MarquoirApp
from marquoir.tui.keymap import keymap_path

if TYPE_CHECKING:
    from textual.screen import Screen

    from marquoir.tui.startup import Progress
    from marquoir.use_cases import UseCases


def run_app(
    db: str | None,
    db_url: str | None,
    lang: str,
    board: int | None | bool = False,
    chances: bool = True,
) -> tuple[int, str | None]:
    """Run the app; return its exit status, and the sentence when the database could not be
    used.

    The database is the one ``db_url`` or ``db`` names (or the default one), opened once the
    first screen is up; ``board`` (a game's id, or None for the game in progress): the board
    alone, read-only; ``chances``: each player's chance to win shown (f7 toggles it)."""
    # the store: opened after the first screen is drawn (bench/tui_bench.py)
    from marquoir.use_cases import UseCases

    def opener(progress: Progress) -> UseCases:
        # the board only reads: an existing database, read-only; the app may create one
        return UseCases.open(db, db_url, progress, "create" if board is False else "read")

    first = None
    if board is not False:  # the board's screen, imported only for it (bench/tui_bench.py)
        from marquoir.tui.screens.board import BoardScreen

        game = board if isinstance(board, int) and not isinstance(board, bool) else None

        def first() -> Screen[None]:
            return BoardScreen(game, closable=False)

    app = MarquoirApp(
        lang=lang,
        progress_opener=opener,
        first=first,
        read_only=first is not None,
        keymap=keymap_path(),
        warm_up=chances,
    )
    app.show_chances = chances
    try:
        app.run()
    finally:
        if app.ready:
            app.use_cases.close()
    return app.return_code or 0, app.error
