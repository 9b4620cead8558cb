"""The command line builds only the asked command's parser (issue 24), and says the same."""

from __future__ import annotations

import argparse
import gettext
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from marquoir import cli
from marquoir.cli import COMMANDS, build_parser, main


def subcommands(parser: argparse.ArgumentParser) -> list[str]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return list(action.choices)
    raise AssertionError("no subcommands")


def test_the_commands_listed_are_the_parsers() -> None:
    assert subcommands(build_parser()) == list(COMMANDS)


def test_a_known_command_builds_its_parser_alone() -> None:
    assert subcommands(build_parser(["--lang", "fr", "score", "xxggggds"])) == ["score"]
    assert subcommands(build_parser(["--db", "replay", "odds"])) == ["odds"]  # --db's value


def test_an_unknown_command_still_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["scroe", "xxggggds"])
    err = capsys.readouterr().err
    assert "invalid choice: 'scroe'" in err and all(f"'{c}'" in err for c in COMMANDS)


def test_the_help_still_lists_every_command(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert all(f"    {c} " in out or f"    {c}\n" in out for c in COMMANDS)


def test_argparse_words_are_gettexts_answers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """argparse's words skip gettext only where gettext could find no catalog; where one
    exists, gettext still translates them."""
    monkeypatch.setattr(argparse, "_", gettext.gettext)
    monkeypatch.setattr(argparse, "ngettext", gettext.ngettext)
    folder = tmp_path / "locale"
    monkeypatch.setattr(gettext, "_default_localedir", str(folder))
    cli._plain_argparse_words()
    assert argparse._ is cli._word  # type: ignore[attr-defined]  # no folder: the word itself
    monkeypatch.setattr(argparse, "_", gettext.gettext)
    catalog = Catalog(locale="fr")
    catalog.add("usage: ", "utilisation : ")
    (folder / "fr" / "LC_MESSAGES").mkdir(parents=True)
    with open(folder / "fr" / "LC_MESSAGES" / "messages.mo", "wb") as mo:
        write_mo(mo, catalog)
    monkeypatch.setenv("LANGUAGE", "fr")
    cli._plain_argparse_words()
    assert argparse._ is gettext.gettext  # type: ignore[attr-defined]
    with pytest.raises(SystemExit):
        main(["score", "--help"])
    assert capsys.readouterr().out.startswith("utilisation : marquoir score")


def test_version_prints_pyprojects_version(capsys: pytest.CaptureFixture[str]) -> None:
    import tomllib

    pyproject = tomllib.loads((Path(__file__).parents[1] / "pyproject.toml").read_text("utf-8"))
    with pytest.raises(SystemExit) as ended:
        main(["--version"])
    assert ended.value.code == 0
    assert capsys.readouterr().out == f"marquoir {pyproject['project']['version']}\n"
