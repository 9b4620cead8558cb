"""The calculator commands write what they wrote before their imports were made light (issue
24): ``outputs-before.json`` holds the outputs of :data:`COMMANDS` in both languages, written
by the code of main before this change (points, percentages and decimals then written by
Babel); every one is compared byte for byte."""

import json
from pathlib import Path

import pytest

from tests.helpers import run_cli
from tests.light.commands import COMMANDS

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
BEFORE = json.loads((HERE / "outputs-before.json").read_text("utf-8"))


def test_the_file_holds_every_command_in_both_languages() -> None:
    assert set(BEFORE) == {
        " ".join(("--lang", lang, *command)) for lang in ("en", "fr") for command in COMMANDS
    }


@pytest.fixture(scope="module")
def cache(tmp_path_factory: pytest.TempPathFactory) -> str:
    """One cache folder for the module: each model is solved once, then read warm."""
    return str(tmp_path_factory.mktemp("odds-cache"))


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
def test_the_output_is_the_same_as_before(
    lang: str, command: tuple[str, ...], cache: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)  # the example files are named from the project's folder
    before = BEFORE[" ".join(("--lang", lang, *command))]
    now = run_cli("--lang", lang, *command, env={"XDG_CACHE_HOME": cache})
    assert (now.returncode, now.stdout, now.stderr) == (
        before["status"],
        before["stdout"],
        before["stderr"],
    )
