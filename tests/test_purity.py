"""The layers' promise: the rules (and the score command) never load textual or SQLAlchemy."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HEAVY = ("textual", "sqlmodel", "sqlalchemy", "rich")


def loaded_after(code: str) -> list[str]:
    probe = f"{code}\nimport sys\nprint(' '.join(m for m in {HEAVY!r} if m in sys.modules))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return out.stdout.split()


def test_rules_import_nothing_heavy() -> None:
    assert loaded_after("import marquoir.rules") == []


def test_score_command_imports_nothing_heavy() -> None:
    code = (
        "import contextlib, io\n"
        "from marquoir.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    main(['score', 'xxggggds', '--card', 'pirate', '--json'])"
    )
    assert loaded_after(code) == []


def test_the_probe_can_see_a_heavy_import() -> None:
    # guards the two tests above against a probe that would always answer "nothing"
    assert loaded_after("import sqlalchemy") == ["sqlalchemy"]


def modules_after(code: str, prefix: str) -> set[str]:
    probe = (
        "import contextlib, io, sys\n"
        f"{code}\n"
        f"print(' '.join(m for m in sys.modules if m.startswith({prefix!r})))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(out.stdout.split())


def score(*argv: str) -> str:
    return (
        "from marquoir.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        f"    assert main({list(argv)!r}) == 0"
    )


def played(modules: set[str]) -> set[str]:
    """Return the games whose rules, odds or app part are among ``modules``."""
    return {m.split(".")[2] for m in modules if m.split(".")[3:4] in (["rules"], ["odds"], ["tui"])}


def test_score_imports_its_game_alone_and_only_what_scores_a_turn() -> None:
    # the calculator loads every game's entry and options (the parser names them), and the
    # rules of the game it is asked for alone
    loaded = modules_after(score("score", "xxggggds", "--card", "pirate"), "marquoir.games.")
    assert "marquoir.games.mille_sabords.rules.scoring" in loaded  # the probe sees the game
    assert played(loaded) == {"mille_sabords"}
    loaded = modules_after(score("score", "--game", "dix-mille", "155", "222"), "marquoir.games.")
    assert played(loaded) == {"dix_mille"}


def test_the_rules_packages_hand_out_every_name_they_list() -> None:
    code = (
        "import importlib\n"
        "for package in ('marquoir.rules', 'marquoir.games.mille_sabords.rules', 'marquoir.games.dix_mille.rules'):\n"
        "    module = importlib.import_module(package)\n"
        "    for name in module.__all__:\n"
        "        assert getattr(module, name) is not None, name\n"
        "import marquoir.rules.ranks\n"
        "from marquoir.rules import ranks\n"
        "assert callable(ranks)  # the function, not its submodule\n"
        "from marquoir.games.mille_sabords.rules import RULES, codec\n"
        "assert RULES.id == 'mille-sabords' and codec.turn_to_json\n"
        "from marquoir.games.dix_mille import rules as dix_mille\n"
        "assert dix_mille.RULES.id == 'dix-mille' and dix_mille.explain.part_label\n"
    )
    assert modules_after(code, "marquoir.games.mille_sabords.rules.game_rules")


def test_replay_through_the_door_loads_no_store() -> None:
    code = f"import os\nos.chdir({str(ROOT)!r})\n" + score("replay", "examples/game.json")
    loaded = modules_after(code, "")
    assert "marquoir.use_cases" in loaded and "marquoir.games.mille_sabords.rules.game" in loaded
    assert not {"marquoir.store", "sqlalchemy", "textual"} & loaded
