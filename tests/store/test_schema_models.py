"""The SQLModel models are the schema: a new database is created from ``SQLModel.metadata``,
and every database, new or upgraded from any older schema, holds exactly the tables, columns,
keys, unique constraints and indexes the models declare (``schema.differences``)."""

import shutil
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from sqlmodel import SQLModel

from marquoir.store import open_store
from marquoir.store.models import MODELS, table
from marquoir.store.schema import differences

DATA = Path(__file__).parents[1] / "data"


def found(url: str) -> list[str]:
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            return differences(connection)
    finally:
        engine.dispose()


def test_the_models_are_every_table_of_the_metadata() -> None:
    assert {table(model).name for model in MODELS} == set(SQLModel.metadata.tables)


def test_a_new_database_is_the_models(db_url: str) -> None:
    open_store(db_url).close()
    assert found(db_url) == []


@pytest.mark.parametrize("frozen", ["marquoir-schema1.db", "marquoir-schema2.db"])
def test_an_upgraded_file_is_the_models(tmp_path: Path, frozen: str) -> None:
    db = tmp_path / "marquoir.db"
    shutil.copyfile(DATA / frozen, db)
    open_store(f"sqlite:///{db}").close()
    assert found(f"sqlite:///{db}") == []


def test_the_check_sees_what_differs(db_url: str) -> None:
    # guards the tests above against a check that would always answer "nothing"
    open_store(db_url).close()
    engine = create_engine(db_url)
    with engine.begin() as connection:
        connection.execute(text("DROP INDEX ix_rating_place"))
        connection.execute(text("CREATE TABLE recipes (name VARCHAR(80))"))
        connection.execute(text("ALTER TABLE season ADD COLUMN colour VARCHAR(16)"))
    engine.dispose()
    assert found(db_url) == [
        "table recipes: not the schema's",
        "table rating, indexes: [('ix_rating_order', ('game', 'scope', 'started', 'game_id'),"
        " False), ('ix_rating_player', ('game', 'scope', 'player_id', 'place'), False)] (the"
        " schema's: [('ix_rating_order', ('game', 'scope', 'started', 'game_id'), False),"
        " ('ix_rating_place', ('game', 'scope', 'place'), False), ('ix_rating_player', ('game',"
        " 'scope', 'player_id', 'place'), False)])",
        "table season, column colour: ('string(16)', True) (the schema's: None)",
    ]
