"""Where the data lives: a database URL from the options, the environment or the default."""

from __future__ import annotations

import os
from pathlib import Path

DB_ENV = "MARQUOIR_DB"
URL_ENV = "MARQUOIR_DB_URL"
DB_FILENAME = "marquoir.db"


def default_db_path() -> Path:
    """``marquoir.db`` in the user's data dir (computed, never created, here)."""
    import platformdirs

    return platformdirs.user_data_path("marquoir") / DB_FILENAME


def database_url(db: str | None = None, db_url: str | None = None) -> str:
    """The SQLAlchemy URL to use. A URL (option, then ``MARQUOIR_DB_URL``) wins over a path
    (option, then ``MARQUOIR_DB``), which wins over the default SQLite file."""
    url = db_url or os.environ.get(URL_ENV)
    if url:
        if url.startswith("postgresql://") or url.startswith("postgres://"):
            url = "postgresql+psycopg://" + url.split("://", 1)[1]
        return url

    path = Path(db or os.environ.get(DB_ENV) or default_db_path()).expanduser()
    return "sqlite:///" + str(path.absolute())


def sqlite_path(url: str) -> Path | None:
    """The file behind an SQLite URL, or None for another database."""
    if url.startswith("sqlite:///"):
        return Path(url[len("sqlite:///") :])
    return None
