"""The store's fixtures (``tests/store/conftest.py``): SQLite and PostgreSQL."""

from tests.store.conftest import db_url, pg_server, pg_url, sqlite_url

__all__ = ["db_url", "pg_server", "pg_url", "sqlite_url"]
