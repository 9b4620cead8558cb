"""The layers' promise: the rules (and the score command) never load textual or sqlmodel."""

import subprocess
import sys

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
    assert loaded_after("import sqlmodel") == ["sqlmodel", "sqlalchemy"]
