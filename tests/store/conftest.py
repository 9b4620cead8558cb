"""Real databases for the storage tests: SQLite files in a temp dir, and a real PostgreSQL
server started by the test suite itself from the pgserver wheel (one per test session, a fresh
database per test)."""

import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest

_counter = itertools.count()


@pytest.fixture(scope="session")
def pg_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    # pgserver keeps its lock files there for the whole session
    os.environ.setdefault("XDG_RUNTIME_DIR", str(tmp_path_factory.mktemp("runtime")))
    import pgserver

    saved = {k: os.environ.get(k) for k in ("LANG", "LC_ALL")}
    # initdb needs a locale the machine has; the C locale always exists
    os.environ.update(LANG="C.UTF-8", LC_ALL="C.UTF-8")
    try:
        server = pgserver.get_server(tmp_path_factory.mktemp("pgdata"), cleanup_mode="stop")
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    yield server
    server.cleanup()


def new_pg_database(server: object) -> str:
    """A fresh, empty database on the test server; its SQLAlchemy URL."""
    import sqlalchemy as sa

    name = f"marquoir_test_{os.getpid()}_{next(_counter)}"
    uri = server.get_uri()  # type: ignore[attr-defined]
    admin = sa.create_engine(
        uri.replace("postgresql://", "postgresql+psycopg://"), isolation_level="AUTOCOMMIT"
    )
    with admin.connect() as connection:
        connection.exec_driver_sql(f'CREATE DATABASE "{name}"')
    admin.dispose()
    return server.get_uri(name).replace("postgresql://", "postgresql+psycopg://")  # type: ignore[attr-defined]


@pytest.fixture
def pg_url(pg_server: object) -> str:
    return new_pg_database(pg_server)


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return "sqlite:///" + str(tmp_path / "marquoir.db")


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest) -> str:
    name = "sqlite_url" if request.param == "sqlite" else "pg_url"
    return str(request.getfixturevalue(name))
