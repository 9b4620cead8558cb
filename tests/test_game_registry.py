"""The installed games are found by entry point, in their menu order; a game that lacks a
required part is refused with a sentence that names the game and the part."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from marquoir.rules.errors import RulesError
from marquoir.rules.games import (
    GameDefinitionError,
    GameRules,
    game_entry,
    game_ids,
    rediscover,
)


def test_marquoirs_own_games_are_found_by_entry_point_in_menu_order() -> None:
    assert game_ids() == ("mille-sabords", "dix-mille", "morbleu")
    assert game_entry("dix-mille").rules == "marquoir.games.dix_mille.rules"


def test_a_game_not_installed_is_refused_by_name() -> None:
    with pytest.raises(RulesError) as refused:
        game_entry("yahtzee")
    text = refused.value.text("en")
    assert text.startswith("The game 'yahtzee' is not installed")
    assert "mille-sabords, dix-mille, morbleu" in text


def test_rules_without_replay_are_refused_when_defined() -> None:
    with pytest.raises(GameDefinitionError, match=r"lacks replay: every game's rules define it"):

        class NoReplay(GameRules[Any, Any, Any]):  # noqa: F841 (refused at definition)
            id = "no-replay"
            profile_fields = ()
            stat_fields = ()
            turn_fact_fields = ()

            def profile_from_json(self, obj: Any, place: str) -> Any: ...
            def profile_to_json(self, profile: Any) -> dict[str, Any]: ...
            def turn_from_json(self, player: str, obj: Any, place: str, deref: Any) -> Any: ...
            def turn_to_json(self, turn: Any, ref: Any) -> dict[str, Any]: ...
            def phase_text(self, state: Any, lang: str) -> str: ...
            def player_stats(self, state: Any) -> list[tuple[int, ...]]: ...
            def stat_values(self, sums: tuple[int, ...]) -> tuple[int | float, ...]: ...
            def turn_kinds(self, state: Any) -> list[tuple[str | None, int | None]]: ...
            def profile_facts(self, profile: Any, lang: str) -> list[Any]: ...
            def turn_facts(self, turn: Any, lang: str) -> tuple[Any, ...]: ...


def test_rules_without_an_id_are_refused_when_defined() -> None:
    with pytest.raises(GameDefinitionError, match=r"lacks id, profile_fields"):

        class NoId(GameRules[Any, Any, Any]):  # noqa: F841 (refused at definition)
            stat_fields = ()
            turn_fact_fields = ()


def test_a_kit_without_its_line_is_refused_when_defined() -> None:
    from marquoir.tui.games.kit import GameKit

    with pytest.raises(GameDefinitionError, match=r"kit .* lacks entry"):

        class NoLine(GameKit):  # noqa: F841 (refused at definition)
            id = "no-line"

            def preview(self, entry: Any, lang: str) -> Any: ...
            def rules_form(self) -> Any: ...


@pytest.fixture
def broken_game(tmp_path: Path) -> Iterator[Path]:
    """Install, on the import path, a distribution whose game names a rules module that does
    not exist."""
    (tmp_path / "broken_game.py").write_text(
        "from marquoir.rules.games import GameEntry\n"
        "GAME = GameEntry(id='broken', names={'en': 'Broken'}, package='broken_game',\n"
        "                 rules='broken_game_rules', kit='broken_game')\n",
        encoding="utf-8",
    )
    info = tmp_path / "broken_game-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-game\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[marquoir.games]\nbroken = broken_game:GAME\n")
    sys.path.insert(0, str(tmp_path))
    rediscover()
    yield tmp_path
    sys.path.remove(str(tmp_path))
    sys.modules.pop("broken_game", None)
    rediscover()


def test_a_game_naming_a_missing_module_is_refused_when_found(broken_game: Path) -> None:
    with pytest.raises(GameDefinitionError) as refused:
        game_ids()
    assert str(refused.value) == (
        "The game 'broken' names its rules module 'broken_game_rules', which does not exist."
    )


def test_the_command_line_names_the_broken_game(
    broken_game: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from marquoir.cli import main

    assert main(["score", "xxggggds", "--card", "pirate"]) == 2
    assert capsys.readouterr().err == (
        "marquoir score: The game 'broken' names its rules module 'broken_game_rules',"
        " which does not exist.\n"
    )
