"""The derived rows follow the rules: each game's rows remember the version of its rules that
built them, and opening a database rebuilds the rows built by older rules — in bounded
transactions, with progress, resumable after a kill -9 — so that a rules fix corrects every
stored game's standings on the next start. SQLite and PostgreSQL."""

import subprocess
import sys
from pathlib import Path

import pytest
from sqlmodel import select

from marquoir.games.dix_mille.rules import PointsTurn, make_profile
from marquoir.games.mille_sabords.rules import ManualTurn
from marquoir.games.mille_sabords.rules import make_profile as sabords_profile
from marquoir.rules import game_rules
from marquoir.store import open_store, results
from marquoir.store.models import GameRow
from marquoir.use_cases import UseCases
from tests.helpers import run_cli
from tests.store.rules_fix import apply_fix
from tests.store.schema6 import back_to_schema_6

ROOT = Path(__file__).parents[2]
#: Mille Sabords' own rules version, which the Dix mille fix leaves as it is
SABORDS = game_rules("mille-sabords").version
#: Anne 1,000, Bruno 1,500, Anne 1,000 (2,000: the last round), Bruno 400: Anne wins by
#: 2,000 to 1,900; once 400 banked counts 800, Bruno wins by 2,300 to 2,000
TURNS = (
    PointsTurn("Anne", 1000),
    PointsTurn("Bruno", 1500),
    PointsTurn("Anne", 1000),
    PointsTurn("Bruno", 400),
)


def play_dix_mille(cases: UseCases) -> int:
    game = cases.start_game(["Anne", "Bruno"], make_profile(target=2000), game="dix-mille").id
    for turn in TURNS:
        view = cases.enter_turn(game, turn)
    assert view.status == "over"
    return game


def play_mille_sabords(cases: UseCases) -> int:
    game = cases.start_game(["Anne", "Bruno"], sabords_profile("classic", target=1000)).id
    for turn in (ManualTurn("Anne", 0), ManualTurn("Bruno", 1200), ManualTurn("Anne", 0)):
        cases.enter_turn(game, turn)
    return game


def wins(cases: UseCases) -> dict[str, tuple[int, float]]:
    return {s.player: (s.wins, s.avg_final) for s in cases.standings(None, "dix-mille")}


def versions(cases: UseCases) -> dict[str, set[int | None]]:
    with cases.store.read() as session:
        rows = session.exec(select(GameRow.game, GameRow.rules_version)).all()
    found: dict[str, set[int | None]] = {}
    for game, version in rows:
        found.setdefault(game, set()).add(version)
    return found


def test_a_rules_fix_rebuilds_the_standings_only_with_a_new_version(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with UseCases(open_store(db_url)) as cases:
        dix = play_dix_mille(cases)
        play_mille_sabords(cases)
        assert wins(cases) == {"Anne": (1, 2000.0), "Bruno": (0, 1900.0)}
        assert versions(cases) == {"dix-mille": {1}, "mille-sabords": {SABORDS}}
    calls: list[tuple[int, int]] = []

    # the rule changes but not its version: nothing is rebuilt, the standings keep the old
    # figures while a replay of the game already says otherwise (what a forgotten bump costs)
    apply_fix(monkeypatch.setattr, bump=False)
    with UseCases(open_store(db_url, calls.append)) as cases:
        assert calls == []
        assert cases.game(dix).state.winners == ("Bruno",)
        assert wins(cases) == {"Anne": (1, 2000.0), "Bruno": (0, 1900.0)}

    # the version is raised: the next opening rebuilds the Dix mille game, and only it
    apply_fix(monkeypatch.setattr, bump=True)
    with UseCases(open_store(db_url, lambda done, total: calls.append((done, total)))) as cases:
        assert calls == [(0, 1), (1, 1)]
        assert wins(cases) == {"Anne": (0, 2000.0), "Bruno": (1, 2300.0)}
        assert cases.games(game="dix-mille")[0].winners == ("Bruno",)
        assert versions(cases) == {"dix-mille": {2}, "mille-sabords": {SABORDS}}
    # … once: the rows now say which rules built them
    calls.clear()
    open_store(db_url, lambda done, total: calls.append((done, total))).close()
    assert calls == []


def test_a_turn_entered_under_new_rules_records_their_version(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    apply_fix(monkeypatch.setattr, bump=True)
    with UseCases(open_store(db_url)) as cases:
        play_dix_mille(cases)
        assert versions(cases) == {"dix-mille": {2}}
        assert wins(cases) == {"Anne": (0, 2000.0), "Bruno": (1, 2300.0)}


def test_the_rebuild_goes_in_bounded_steps_and_resumes_after_a_kill(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with UseCases(open_store(db_url)) as cases:
        games = [play_dix_mille(cases) for _ in range(5)]
    # a second process opens the database under the fix, two games a transaction, and is
    # killed (SIGKILL) once it has been told that 2 games are done
    killed = subprocess.run(
        [sys.executable, "-m", "tests.store.rules_fix", db_url, "2", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert killed.returncode == -9, killed.stderr
    assert killed.stdout.splitlines() == ["progress 0 5", "progress 2 5"]
    # what it committed stayed: its first batch, under the new rules (opened here by the old
    # rules, which leave alone the rows that newer rules built: no tug of war between two
    # Marquoirs sharing a database)
    calls: list[tuple[int, int]] = []
    with UseCases(open_store(db_url, lambda d, t: calls.append((d, t)))) as cases:
        assert calls == []
        assert versions(cases) == {"dix-mille": {1, 2}}
        assert wins(cases) == {"Anne": (3, 2000.0), "Bruno": (2, 2060.0)}
    # the next opening under the new rules goes on with the 3 games left, in batches of 2
    apply_fix(monkeypatch.setattr, bump=True)
    monkeypatch.setattr(results, "REBUILD_BATCH", 2)
    with UseCases(open_store(db_url, lambda d, t: calls.append((d, t)))) as cases:
        assert calls == [(0, 3), (2, 3), (3, 3)]
        assert versions(cases) == {"dix-mille": {2}}
        assert wins(cases) == {"Anne": (0, 2000.0), "Bruno": (5, 2300.0)}
        assert all(cases.game(g).state.winners == ("Bruno",) for g in games)


def test_an_upgrade_rebuilds_in_bounded_steps_with_the_commands_progress_bar(
    tmp_path: Path,
) -> None:
    """A database of schema 6 (the column of the rules version missing): the upgrade marks
    every game, the rebuild follows; ``marquoir games`` shows Rich's bar on stderr."""
    import sqlite3

    db = tmp_path / "m.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        play_dix_mille(cases)
        play_mille_sabords(cases)
    back_to_schema_6(db)
    with sqlite3.connect(db) as connection:
        connection.execute("DELETE FROM game_result")
    connection.close()
    done = run_cli("--db", str(db), "games")
    assert done.returncode == 0, done.stderr
    assert "replaying the stored games" in done.stderr and "2/2" in done.stderr
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        assert versions(cases) == {"dix-mille": {1}, "mille-sabords": {SABORDS}}
        assert wins(cases) == {"Anne": (1, 2000.0), "Bruno": (0, 1900.0)}
    # nothing to rebuild: nothing on stderr
    assert run_cli("--db", str(db), "games").stderr == ""
