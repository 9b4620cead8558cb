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


def test_score_imports_its_game_alone_and_only_what_scores_a_turn() -> None:
    # issue 24: the calculator loads the game it is asked for, and of it the scoring alone
    loaded = modules_after(score("score", "xxggggds", "--card", "pirate"), "marquoir.")
    assert "marquoir.rules.mille_sabords.scoring" in loaded  # the probe sees the game
    games = {
        m.split(".")[2] for m in loaded if m.startswith("marquoir.rules.") and m.count(".") > 2
    }
    assert games == {"mille_sabords"}
    unneeded = {"game", "deck", "codec", "stats", "luck", "turns", "game_rules"}
    assert {m.rsplit(".", 1)[1] for m in loaded} & unneeded == set()
    assert not {"marquoir.rules.edits", "marquoir.rules.setup", "marquoir.rules.manual"} & loaded
    loaded = modules_after(score("score", "--game", "dix-mille", "155", "222"), "marquoir.rules.")
    games = {m.split(".")[2] for m in loaded if m.count(".") > 2}
    assert games == {"dix_mille"}


def test_the_rules_packages_hand_out_every_name_they_list() -> None:
    code = (
        "import importlib\n"
        "for package in ('marquoir.rules', 'marquoir.rules.mille_sabords', 'marquoir.rules.dix_mille'):\n"
        "    module = importlib.import_module(package)\n"
        "    for name in module.__all__:\n"
        "        assert getattr(module, name) is not None, name\n"
        "import marquoir.rules.ranks\n"
        "from marquoir.rules import ranks\n"
        "assert callable(ranks)  # the function, not its submodule\n"
        "from marquoir.rules.mille_sabords import RULES, codec\n"
        "assert RULES.id == 'mille-sabords' and codec.turn_to_json\n"
        "from marquoir.rules import dix_mille\n"
        "assert dix_mille.RULES.id == 'dix-mille' and dix_mille.explain.part_label\n"
    )
    assert modules_after(code, "marquoir.rules.mille_sabords.game_rules")


def test_replay_through_the_door_loads_no_dataclasses() -> None:
    # issue 24: marquoir.table hands out the records and the board's facts when first used
    code = f"import os\nos.chdir({str(ROOT)!r})\n" + score("replay", "examples/game.json")
    loaded = modules_after(code, "")
    assert "marquoir.table" in loaded and "marquoir.rules.mille_sabords.game" in loaded
    assert not {"dataclasses", "marquoir.records", "marquoir.board_facts"} & loaded
