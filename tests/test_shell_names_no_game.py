"""The shell names no game: everything outside ``marquoir/games`` — the app's screens and
widgets, the commands, ``cli.py``, ``table.py``, ``records.py``, the exports, the store, the
messages, the shared rules and odds — holds no game's id, package, record or field; each game
is reached through its entry (found by entry point) and its kit. (``lint-imports`` checks
the imports; this checks the words.)"""

from __future__ import annotations

import re
from pathlib import Path

import marquoir

ROOT = Path(marquoir.__file__).parent

#: a game's id, package, turn records and the fields only one game's records have
GAME_WORDS = (
    "mille-sabords",
    "mille_sabords",
    "dix-mille",
    "dix_mille",
    "morbleu",
    "DiceTurn",
    "ThrowsTurn",
    "DuelTurn",
    "skull_island",
    "blank_runs",
    "escudos",
    ".hands",
    ".pot",
    "Entry {",
    "cardshort",
    # a game's own dialogs and its record's words (the keymap, the dialogs' look, a player's
    # record reach them through each screen's TYPING_LINE, the game's tcss, its kit)
    "OddsScreen",
    "TurnEditScreen",
    "DeckScreen",
    "AdjustScreen",
    "ChancesScreen",
    "card_luck",
    "record.cards",
)


def shell_files() -> list[Path]:
    """Return every source file of Marquoir outside the games' own packages (but the store's
    schema history, which must name the columns of old databases)."""
    games = ROOT / "games"
    return [
        path
        for pattern in ("*.py", "*.tcss", "*.md")
        for path in sorted(ROOT.rglob(pattern))
        if games not in path.parents and path.name != "schema.py"
    ]


def test_each_game_is_one_package() -> None:
    """Each of Marquoir's games is one package of ``marquoir/games``, found by entry point,
    and every part its entry names lives in it."""
    from marquoir.rules.games import game_entries

    entries = game_entries()
    assert [entry.package for entry in entries] == [
        "marquoir.games.mille_sabords",
        "marquoir.games.dix_mille",
        "marquoir.games.morbleu",
    ]
    for entry in entries:
        for module in (entry.rules, entry.kit, entry.commands, entry.odds, entry.win_odds):
            assert module is None or module.startswith(entry.package + "."), module
        assert entry.locale is not None and Path(entry.locale).is_dir()
        assert (games_folder := ROOT / "games" / entry.package.rsplit(".", 1)[1]).is_dir()
        assert Path(entry.locale).parent == games_folder


#: the file format's rule that a game file naming no game is of the first game
FORMAT_RULE = 'DEFAULT_GAME = "mille-sabords"'


def test_the_shell_names_no_game() -> None:
    pattern = re.compile("|".join(re.escape(word) for word in GAME_WORDS), re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in shell_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line) and line.strip() != FORMAT_RULE
    ]
    assert found == []


def test_the_check_sees_a_game_named() -> None:
    """The words are found where they are (the check can fail)."""
    pattern = re.compile("|".join(re.escape(word) for word in GAME_WORDS), re.IGNORECASE)
    kit = (ROOT / "games" / "mille_sabords" / "tui" / "kit.py").read_text(encoding="utf-8")
    assert pattern.search(kit)


def test_the_help_page_is_the_shared_part_then_each_games_own() -> None:
    """f1's page: the shell's part names no game (checked above); each game's rules text is
    in its package, shown in the games' order."""
    from marquoir.rules.games import game_entries
    from marquoir.tui.screens.help import help_text

    for lang in ("en", "fr"):
        shared = (ROOT / "tui" / "help" / f"{lang}.md").read_text(encoding="utf-8")
        own = [
            ROOT / "games" / entry.package.rsplit(".", 1)[1] / f"help.{lang}.md"
            for entry in game_entries()
        ]
        assert all(path.is_file() for path in own), own
        page = help_text(lang)
        assert len(own) == 3
        assert page == shared + "".join(path.read_text(encoding="utf-8") for path in own)
        assert page.index("## Dix mille") < page.index("## Morbleu")
