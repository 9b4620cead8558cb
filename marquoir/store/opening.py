"""Opening a database: the :class:`Store` and :func:`open_store` (creating, upgrading or
refusing the file). The models (:mod:`marquoir.store.models`) are loaded with it; the
PostgreSQL dialect only for a PostgreSQL URL.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import Connection, Engine
from sqlalchemy.exc import ArgumentError, DatabaseError, DBAPIError, OperationalError
from sqlmodel import Session

from marquoir.store import health
from marquoir.store.engine import make_engine, reader
from marquoir.store.errors import StoreError
from marquoir.store.location import database_url, sqlite_path
from marquoir.store.schema import (
    backup_path,
    server_version,
    sqlite_backup,
    sqlite_version,
    upgrade,
)
from marquoir.store.schema_version import SCHEMA_VERSION
from marquoir.store.stale import work_to_do

#: told (games done, games to do) while opening rebuilds or rates
Progress = Callable[[int, int], None]


class Store:
    """An open Marquoir database: :meth:`write` for every change, :meth:`read` for the rest."""

    def __init__(self, engine: Engine, url: str) -> None:
        self.engine = engine
        self.read_engine = reader(engine)
        self.url = url
        self.path = sqlite_path(url)
        #: the backup written when this opening upgraded an older database, if any
        self.upgrade_backup: Path | None = None

    @contextmanager
    def write(self) -> Iterator[Session]:
        """One write transaction, holding the write lock from its start: committed when the
        block ends, rolled back if it raises."""
        with self._session(self.engine) as session:
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        """One read-only transaction: a consistent snapshot that never holds up a writer."""
        with self._session(self.read_engine) as session:
            yield session

    @contextmanager
    def read_rows(self) -> Iterator[Connection]:
        """The same read-only transaction on a connection: rows as tuples, for the statements
        that read plain columns (the lists, the standings, the seasons, a game)."""
        try:
            with self.read_engine.connect() as connection, connection.begin():
                yield connection
        except (OperationalError, DatabaseError) as error:
            raise health.sentence(error, self.path) from None

    @contextmanager
    def _session(self, engine: Engine) -> Iterator[Session]:
        try:
            with Session(engine, expire_on_commit=False) as session, session.begin():
                yield session
        except (OperationalError, DatabaseError) as error:
            raise health.sentence(error, self.path) from None

    def backup(self, target: Path, force: bool = False) -> None:
        """A consistent copy of an SQLite database, safe while Marquoir runs elsewhere: a new
        file (``marquoir.files``: refused where a file is, unless ``force`` replaces a
        regular one), never left half-written or empty."""
        from marquoir.files import write_with

        if self.path is None:
            raise StoreError("store.backup_sqlite_only")
        source = self.path
        try:
            write_with(target, lambda part: sqlite_backup(source, part), force)
        except DBAPIError as error:
            raise StoreError(
                "store.unwritable", path=str(target), reason=health.reason(error)
            ) from None

    def rebuild(self, progress: Progress | None = None) -> int:
        """Every game's derived rows (results, each turn's points, kind and par, the ratings)
        built again from its replay: all marked in one transaction, then rebuilt in bounded
        ones, as after an upgrade (interrupted, the next opening goes on); how many games.
        ``progress`` is told how far the replay and the ratings go."""
        from marquoir.store.rating_rows import catch_up
        from marquoir.store.rebuilding import mark_all, rebuild_stale

        with self.write() as session:
            mark_all(session)
        done = rebuild_stale(self.read_rows, self.write, progress)
        catch_up(self.read, self.write, progress)
        return done

    def close(self) -> None:
        self.engine.dispose()
        if self.path is not None:
            health.remember(self.path)


def open_store(url: str | None = None, progress: Progress | None = None) -> Store:
    """Open (creating or upgrading when needed) the database at ``url``, or the default one,
    and rebuild the derived rows built by other rules, then the ratings still to compute
    (``progress`` is told how far that goes, when there is any). A damaged SQLite file is
    refused before anything is written to it."""
    url = url or database_url()
    path = sqlite_path(url)
    if path is not None:
        version = sqlite_version(path)
        if version is not None:
            health.check(path)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(
                "store.folder_uncreatable", path=str(path.parent), reason=error.strerror
            ) from None
        if version is not None and version < SCHEMA_VERSION:
            from marquoir.files import FileRefusal, write_with

            target = backup_path(path, version)
            source = path
            try:
                write_with(target, lambda part: sqlite_backup(source, part))
            except FileRefusal as error:
                raise StoreError("store.upgrade_backup", reason=error.text) from None
            except (OSError, DBAPIError) as error:
                raise health.sentence(error, path) from None
        else:
            target = None
        engine = make_engine(url)
    else:
        try:
            engine = make_engine(url)
        except ImportError as error:
            if (error.name or "").split(".")[0] == "psycopg":  # the extra not installed
                raise StoreError("store.no_postgresql_driver") from None
            raise StoreError("store.bad_url", reason=str(error)) from None
        except (ArgumentError, ValueError, TypeError) as error:
            raise StoreError("store.bad_url", reason=str(error)) from None
        try:
            version = server_version(engine)
        except (DBAPIError, ValueError, TypeError) as error:
            engine.dispose()
            raise health.sentence(error) from None
        target = None
    if version is None or version < SCHEMA_VERSION:
        try:
            upgrade(engine, version)
        except (OperationalError, DatabaseError) as error:
            engine.dispose()
            raise health.sentence(error, path) from None
    store = Store(engine, url)
    store.upgrade_backup = target
    try:
        with store.read_rows() as connection:
            work = work_to_do(connection)
        if work:
            from marquoir.store.rating_rows import catch_up
            from marquoir.store.rebuilding import rebuild_stale

            rebuild_stale(store.read_rows, store.write, progress)
            catch_up(store.read, store.write, progress)
    except BaseException:
        store.engine.dispose()
        raise
    return store
