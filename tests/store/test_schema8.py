"""A database of schema 8, written by the Marquoir whose store was SQLAlchemy Core tables and
ORM classes (``tests/data/make_schema8.py``, commit 2d32e8d), opens and is upgraded with
nothing lost: every game exports byte for byte as that code exported it, and the lists, the seasons,
the roster, the standings, the solo records, the ratings and each player's record read as
that code read them (``tests/data/marquoir-schema8.expected.json``); on SQLite (the file
itself) and on PostgreSQL (the same rows, restored from that code's database,
``marquoir-schema8.postgresql.sql.gz``)."""

import dataclasses
import gzip
import json
import shutil
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text

from marquoir.rules import game_ids
from marquoir.store import SCHEMA_VERSION, StoreError
from marquoir.use_cases import UseCases
from tests.store.test_schema_models import found

DATA = Path(__file__).parents[1] / "data"
FROZEN_8 = DATA / "marquoir-schema8.db"
EXPECTED = json.loads((DATA / "marquoir-schema8.expected.json").read_text("utf-8"))
#: the forms each game is exported in (form, language, for Excel), as the reference names them
EXPORTS = (
    ("json", "en", False),
    ("csv", "en", False),
    ("csv-long", "en", False),
    ("csv", "fr", True),
)


def plain(value: Any) -> Any:
    """A record as the reference holds it (as ``make_schema8.plain`` wrote it)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, date):
        return value.isoformat()
    return value


def same(expected: Any, found: Any, where: str = "") -> None:
    """``found`` holds what ``expected`` holds (a record may have gained fields since)."""
    if isinstance(expected, dict):
        assert isinstance(found, dict), where
        for key, value in expected.items():
            assert key in found, f"{where}/{key}"
            same(value, found[key], f"{where}/{key}")
    elif isinstance(expected, list):
        assert isinstance(found, list) and len(found) == len(expected), where
        for i, (one, other) in enumerate(zip(expected, found, strict=True)):
            same(one, other, f"{where}[{i}]")
    else:
        assert found == expected, where


def read_all(cases: UseCases) -> None:
    """Read everything the reference holds, and compare it as it comes."""
    every = cases.games(turns=True) + cases.games(turns=True, deleted=True)
    assert sorted(str(g.id) for g in every) == sorted(EXPECTED["exports"])
    for game in every:
        forms = EXPECTED["exports"][str(game.id)]
        for form, lang, excel in EXPORTS:
            name = f"{form}/{lang}{'/excel' if excel else ''}"
            if name in forms:  # (that code could not write a Morbleu sheet in its last phase)
                text = cases.export(game.id, form, excel=excel, lang=lang)
                assert text == forms[name], f"game {game.id}, {name}"
    same(EXPECTED["games"], plain(cases.games(turns=True)), "games")
    same(EXPECTED["deleted"], plain(cases.games(turns=True, deleted=True)), "deleted")
    same(EXPECTED["home"], plain(cases.home_games(10)), "home")
    same(EXPECTED["seasons"], plain(cases.seasons()), "seasons")
    assert cases.current_season() == EXPECTED["current_season"]
    players = cases.players(include_archived=True)
    assert [[p.name, p.archived] for p in players] == EXPECTED["players"]
    seasons: list[str | None] = [None, *(s.name for s in cases.seasons())]
    for kind in game_ids():
        for season in seasons:
            key = f"{kind}/{season or '*'}"
            same(EXPECTED["standings"][key], plain(cases.standings(season, kind)), key)
            same(EXPECTED["solo"][key], plain(cases.solo_records(season, kind)), key)
            same(EXPECTED["ratings"][key], plain(cases.ratings(season, kind)), key)
        for player in players:
            key = f"{kind}/{player.name}"
            same(EXPECTED["records"][key], plain(cases.player_record(player.name, kind)), key)


def still_writes(cases: UseCases) -> None:
    """The stored games' fingerprints still hold (the example stored again is noticed), and
    a new game goes after the stored ones (each table's ids go on after its last row)."""
    document = json.loads((Path(__file__).parents[2] / "examples" / "dix-mille.json").read_text())
    with pytest.raises(StoreError, match="already stored as game 2"):
        cases.import_game(document)
    new = cases.import_game(document, again=True)
    assert new > max(int(key) for key in EXPECTED["exports"])
    assert cases.export(new) == cases.export(2)


def test_the_schema_8_file_opens_with_nothing_lost(tmp_path: Path) -> None:
    db = tmp_path / "marquoir.db"
    shutil.copyfile(FROZEN_8, db)
    with UseCases.open(str(db)) as cases:
        assert cases.upgrade_backup is not None and cases.upgrade_backup.name.startswith(
            "marquoir.db.schema8-"
        )
        read_all(cases)
    assert found(f"sqlite:///{db}") == []  # the tables are the models'
    assert version(f"sqlite:///{db}") == SCHEMA_VERSION
    with UseCases.open(str(db)) as cases:  # and once more, as the first opening left it
        read_all(cases)
        still_writes(cases)


def version(url: str) -> int:
    engine = create_engine(url)
    with engine.connect() as connection:
        written = connection.execute(
            text("SELECT value FROM marquoir_meta WHERE key = 'schema_version'")
        ).scalar_one()
    engine.dispose()
    return int(written)


def restore(pg_url: str) -> None:
    """The reference's PostgreSQL database (pg_dump's plain text, its rows as inserts)."""
    import psycopg

    dump = gzip.decompress((DATA / "marquoir-schema8.postgresql.sql.gz").read_bytes())
    with psycopg.connect(pg_url.replace("postgresql+psycopg://", "postgresql://")) as connection:
        connection.execute(dump.decode("utf-8"))  # type: ignore[arg-type]  # a whole script


@pytest.mark.parametrize("zone", [None, "Europe/Paris"])
def test_the_schema_8_database_on_postgresql_opens_with_nothing_lost(
    pg_url: str, zone: str | None
) -> None:
    """``zone``: the database as one created at schema 3 or before has it, its games' deletion
    moments without their zone (schema 4 added them as ``TIMESTAMP``), in a server whose zone
    is not UTC: they are read (and kept) in that zone, and the upgrade gives them theirs."""
    restore(pg_url)
    if zone is not None:
        engine = create_engine(pg_url)
        with engine.begin() as connection:
            name = connection.execute(text("SELECT current_database()")).scalar_one()
            connection.execute(text(f"ALTER DATABASE \"{name}\" SET timezone TO '{zone}'"))
        engine.dispose()
        engine = create_engine(pg_url)  # the database's zone is the new sessions'
        with engine.begin() as connection:
            connection.execute(
                text("ALTER TABLE game ALTER COLUMN deleted_at TYPE TIMESTAMP WITHOUT TIME ZONE")
            )
        engine.dispose()
        assert found(pg_url) != []
    with UseCases.open(db_url=pg_url) as cases:
        read_all(cases)
    assert found(pg_url) == []  # the tables are the models'
    assert version(pg_url) == SCHEMA_VERSION
    with UseCases.open(db_url=pg_url) as cases:
        read_all(cases)
        still_writes(cases)
