"""The command line lists every command, in order, and says an unknown one plainly."""

from __future__ import annotations

from pathlib import Path

import pytest

from marquoir.cli import COMMANDS, main


def test_the_help_lists_every_command_in_order(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    lines = [
        line.split()[0] for line in out.splitlines() if line.startswith("    ") and line.split()
    ]
    assert [word for word in lines if word in COMMANDS] == list(COMMANDS)


def test_an_unknown_command_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["scroe", "xxggggds"])
    err = capsys.readouterr().err
    assert "invalid choice: 'scroe'" in err and all(f"'{c}'" in err for c in COMMANDS)
    assert err.count("\n") == 1


def test_the_help_still_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert all(f"    {c} " in out or f"    {c}\n" in out for c in COMMANDS)


def test_version_prints_pyprojects_version(capsys: pytest.CaptureFixture[str]) -> None:
    import tomllib

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text("utf-8"))
    with pytest.raises(SystemExit) as ended:
        main(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr().out == f"marquoir {pyproject['project']['version']}\n"


def test_a_usage_error_of_a_command_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["score", "xxggggds", "--card"])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("marquoir score: ") and err.count("\n") == 1
