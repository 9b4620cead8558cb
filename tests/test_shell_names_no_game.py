"""The shell names no game (issue 22): the app's screens and widgets outside ``tui/games``,
the commands (every file of ``commands/``: each game's part of the command line is in
``calculator/<game>``), ``cli.py``, ``table.py``, ``records.py``, the exports,
the store, the messages and the shared rules hold no game's id, package, record or field — they reach a game through its registry entry and its
kit. (``lint-imports`` checks the imports; this checks the words.)"""

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
    files = [ROOT / name for name in ("cli.py", "table.py", "records.py", "board_facts.py")]
    files += [ROOT / "join.py", ROOT / "win_live.py", ROOT / "win_shared.py"]
    files += sorted((ROOT / "web").glob("*.py"))
    files += sorted((ROOT / "tui").glob("*.py"))
    files += sorted((ROOT / "tui" / "screens").glob("*.py"))
    files += sorted((ROOT / "tui" / "screens").glob("*.tcss"))
    files += sorted((ROOT / "tui" / "widgets").glob("*.py"))
    files += sorted((ROOT / "tui" / "help").glob("*.md"))
    files += [ROOT / "tui" / "games" / "__init__.py", ROOT / "tui" / "games" / "kit.py"]
    files += sorted((ROOT / "commands").rglob("*.py"))
    files += [ROOT / "calculator" / "__init__.py"]
    # the shared parts below the shell: the exports, the store (but its schema's history,
    # which must name the columns of old databases), the messages, the rules every game shares
    # (but the registry, which names the built-in games)
    files += sorted((ROOT / "exports").glob("*.py"))
    files += [p for p in sorted((ROOT / "store").glob("*.py")) if p.name != "schema.py"]
    files += sorted((ROOT / "i18n").glob("*.py"))
    files += [p for p in sorted((ROOT / "rules").glob("*.py")) if p.name != "games.py"]
    # what every game's odds share (each game's own odds are in its folder of ``odds``)
    files += sorted((ROOT / "odds").glob("*.py"))
    return files


#: the folders that hold each game's own code, one per game (named by its package)
GAME_FOLDERS = ("rules", "tui/games", "calculator", "odds")


def test_each_game_has_its_own_folder_of_odds() -> None:
    """A game's odds (turn odds, simulations, solved tables) live in ``odds/<package>``, as its
    rules, kit and commands do in theirs: no module of the shared folders is named after a
    game, and the registry points each game's odds into its folder."""
    from marquoir.rules.games import game_entries

    packages = {entry.rules.rsplit(".", 1)[1] for entry in game_entries()}
    assert packages == {"mille_sabords", "dix_mille", "morbleu"}
    for folder in GAME_FOLDERS:
        for path in (ROOT / folder).glob("*.py"):
            assert not any(path.stem.startswith(package) for package in packages), path
        for package in packages:
            assert (ROOT / folder / package / "__init__.py").is_file(), (folder, package)
    for entry in game_entries():
        package = entry.rules.rsplit(".", 1)[1]
        for module in (entry.odds, entry.win_odds):
            assert module is None or module.startswith(f"marquoir.odds.{package}."), module


def test_the_shell_names_no_game() -> None:
    pattern = re.compile("|".join(re.escape(word) for word in GAME_WORDS), re.IGNORECASE)
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in shell_files()
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if pattern.search(line)
    ]
    assert found == []


def test_the_check_sees_a_game_named() -> None:
    """The words are found where they are (the check can fail)."""
    pattern = re.compile("|".join(re.escape(word) for word in GAME_WORDS), re.IGNORECASE)
    kit = (ROOT / "tui" / "games" / "mille_sabords" / "kit.py").read_text(encoding="utf-8")
    assert pattern.search(kit)


def test_the_help_page_is_the_shared_part_then_each_games_own() -> None:
    """f1's page: the shell's part names no game (checked above); each game's rules are
    in its kit's folder, shown in the registry's order."""
    from marquoir.rules.games import game_entries
    from marquoir.tui.screens.help import help_text

    for lang in ("en", "fr"):
        shared = (ROOT / "tui" / "help" / f"{lang}.md").read_text(encoding="utf-8")
        own = [
            (ROOT / entry.kit.removeprefix("marquoir.").replace(".", "/") / f"help.{lang}.md")
            for entry in game_entries()
            if entry.kit.startswith("marquoir.")  # not a test's game (tests/pig)
        ]
        assert all(path.is_file() for path in own), own
        page = help_text(lang)
        assert len(own) == 3
        assert page == shared + "".join(path.read_text(encoding="utf-8") for path in own)
        assert page.index("## Dix mille") < page.index("## Morbleu")
