"""One stored game a document, unless on purpose: a fingerprint is unique among the games
that are not deleted, with its copy number (``import --again``), on SQLite and PostgreSQL."""

from pathlib import Path
from typing import Any

import pytest
import sqlalchemy as sa

from marquoir.store import StoreError, open_store
from marquoir.use_cases import UseCases
from tests.store.schema6 import back_to_schema_6

FILE: dict[str, Any] = {
    "format": "marquoir-game/1",
    "game": "dix-mille",
    "rules": {"target": 3000, "entry": 0},
    "players": ["Anne", "Bruno"],
    "turns": [{"player": "Anne", "points": 350}],
}


def copies(url: str) -> dict[int, tuple[int, bool]]:
    """Each game's copy number, and whether it is deleted."""
    engine = sa.create_engine(url)
    with engine.connect() as connection:
        rows = connection.execute(
            sa.text("SELECT id, fingerprint_copy, deleted_at FROM game ORDER BY id")
        ).all()
    engine.dispose()
    return {gid: (copy, deleted is not None) for gid, copy, deleted in rows}


def test_again_delete_and_restore_keep_the_copies_apart(db_url: str) -> None:
    with UseCases(open_store(db_url)) as cases:
        first = cases.import_game(FILE)
        with pytest.raises(StoreError, match=f"already stored as game {first} "):
            cases.import_game(FILE)
        second = cases.import_game(FILE, again=True)
        third = cases.import_game(FILE, again=True)
        assert copies(db_url) == {first: (0, False), second: (1, False), third: (2, False)}
        cases.delete_game(first)
        # a deleted game holds no copy: the file is refused with a game that is not deleted
        with pytest.raises(StoreError, match=f"already stored as game {second} "):
            cases.import_game(FILE)
        fourth = cases.import_game(FILE, again=True)
        assert copies(db_url)[fourth] == (1 + 2, False)
        cases.restore_game(first)  # back with a copy number no other game holds
        assert copies(db_url)[first] == (4, False)
        # a game played to the same document as another takes the next copy
        started = cases.start_game(["Anne", "Bruno"], cases.game(first).profile, game="dix-mille")
        assert copies(db_url)[started.id] == (0, False)
        again = cases.start_game(["Anne", "Bruno"], started.profile, game="dix-mille")
        assert copies(db_url)[again.id] == (1, False)
        # and a bulk import numbers its copies too, after the highest held
        bulk = cases.import_games([FILE, FILE])
        assert [copies(db_url)[gid] for gid in bulk] == [(5, False), (6, False)]


def test_the_database_itself_refuses_a_second_first_copy(db_url: str) -> None:
    with UseCases(open_store(db_url)) as cases:
        first = cases.import_game(FILE)
    engine = sa.create_engine(db_url)
    with pytest.raises(sa.exc.IntegrityError), engine.begin() as connection:
        connection.execute(
            sa.text(
                "INSERT INTO game (season_id, game, rules, created_at, status, fingerprint,"
                " fingerprint_copy) SELECT season_id, game, rules, created_at, status,"
                " fingerprint, 0 FROM game WHERE id = :id"
            ),
            {"id": first},
        )
    engine.dispose()


def test_an_upgrade_numbers_the_copies_already_stored(tmp_path: Path) -> None:
    """A schema-6 file holding one game twice (as PostgreSQL's races could leave it) and a
    deleted copy: the upgrade keeps all three, numbered in the order they were stored."""
    db = tmp_path / "m.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        ids = [cases.import_game(FILE, again=True) for _ in range(3)]
        cases.delete_game(ids[1])
    back_to_schema_6(db)
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        assert [g.id for g in cases.games()] == [ids[2], ids[0]]
        with pytest.raises(StoreError, match=f"already stored as game {ids[0]} "):
            cases.import_game(FILE)
    assert copies(f"sqlite:///{db}") == {ids[0]: (0, False), ids[1]: (0, True), ids[2]: (1, False)}
