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
from sqlmodel import Session, select

from marquoir.files import FileRefusal, write_with
from marquoir.store import health
from marquoir.store.engine import make_engine, reader
from marquoir.store.errors import StoreError
from marquoir.store.location import database_url, sqlite_path
from marquoir.store.models import MetaRow, table
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
        #: whether this opening created the database
        self.created = False
        #: whether it is open read-only (nothing can be written through it)
        self.read_only = False

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
        # the rebuild: not loaded by a store command (bench/store_commands_bench.py)
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


#: how a database is opened: ``read`` an existing Marquoir database, read-only; ``write`` an
#: existing one, to change it; ``create`` the same, or a new one where there is none
ACCESSES = ("read", "write", "create")


def open_store(
    url: str | None = None, progress: Progress | None = None, access: str = "create"
) -> Store:
    """Open the database at ``url``, or the default one, and rebuild the derived rows built by
    other rules, then the ratings still to compute (``progress`` is told how far that goes,
    when there is any). A damaged SQLite file is refused before anything is written to it.

    ``access`` (:data:`ACCESSES`): ``read`` refuses a missing file, an empty one and a
    database without Marquoir's tables, untouched, and reads an SQLite file read-only
    (SQLite's ``mode=ro``), unless it must be brought up to date first (an upgrade, a rebuild
    of its derived rows: Marquoir's own rows, then written as by any command); ``write``
    refuses the same; ``create`` makes a new database where there is none
    (:attr:`Store.created` says so)."""
    assert access in ACCESSES
    url = url or database_url()
    path = sqlite_path(url)
    if access != "create":
        reader = _existing(url, path, progress, reading=access == "read")
        if reader is not None:
            return reader
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
        engine, version = _server_engine_and_version(url)
        target = None
    if version is None or version < SCHEMA_VERSION:
        try:
            upgrade(engine, version)
        except (OperationalError, DatabaseError) as error:
            engine.dispose()
            raise health.sentence(error, path) from None
    store = Store(engine, url)
    store.upgrade_backup = target
    store.created = version is None
    try:
        with store.read_rows() as connection:
            work = work_to_do(connection)
        if work:
            # the rebuild: not loaded by a store command (bench/store_commands_bench.py)
            from marquoir.store.rating_rows import catch_up
            from marquoir.store.rebuilding import rebuild_stale

            rebuild_stale(store.read_rows, store.write, progress)
            catch_up(store.read, store.write, progress)
    except BaseException:
        store.engine.dispose()
        raise
    return store


def _server_engine_and_version(url: str) -> tuple[Engine, int | None]:
    """The engine of a database server's URL and the schema version it holds (None: none),
    or the sentence for a server that cannot be read."""
    engine = _server_engine(url)
    try:
        return engine, server_version(engine)
    except (DBAPIError, ValueError, TypeError) as error:
        engine.dispose()
        raise health.sentence(error) from None


def _server_engine(url: str) -> Engine:
    """The engine of a database server's URL, or the sentence for a URL it cannot take."""
    try:
        return make_engine(url)
    except ImportError as error:
        if (error.name or "").split(".")[0] == "psycopg":  # the extra not installed
            raise StoreError("store.no_postgresql_driver") from None
        raise StoreError("store.bad_url", reason=str(error)) from None
    except (ArgumentError, ValueError, TypeError) as error:
        raise StoreError("store.bad_url", reason=str(error)) from None


def _existing(
    url: str, path: Path | None, progress: Progress | None, reading: bool
) -> Store | None:
    """An existing Marquoir database, up to date (``reading``: an SQLite file opened
    read-only), or None when it must be upgraded or rebuilt first (the caller opens it to
    write); a missing, empty or foreign database is refused, left as it was."""
    if path is None:
        engine, version = _server_engine_and_version(url)
        engine.dispose()
        if version is None:
            raise StoreError("store.server_empty")
        return None
    if not path.exists() and not path.is_symlink():
        raise StoreError("store.missing", path=str(path))
    if path.is_file() and path.stat().st_size == 0:
        raise StoreError("store.empty_file", path=str(path))
    version = sqlite_version(path)
    if version is None:
        raise StoreError("store.no_tables", path=str(path))
    health.check(path)
    if version < SCHEMA_VERSION or not reading:
        return None
    store = _read_only(url, path)
    try:
        with store.read_rows() as connection:
            work = work_to_do(connection)
    except BaseException:
        store.engine.dispose()
        raise
    if work:
        store.engine.dispose()
        return None
    return store


def _read_only(url: str, path: Path) -> Store:
    """The file read-only: SQLite's ``mode=ro``, which uses (and may create) the ``-wal`` and
    ``-shm`` beside it as any reader does; on media where they cannot be created (a read-only
    folder, no ``-wal`` there: nobody writes to it), immutable."""
    store = Store(make_engine(url, read_only=True), url)
    try:
        with store.engine.connect() as connection:
            connection.execute(select(table(MetaRow).c.key).limit(1)).all()
    except (OperationalError, DatabaseError) as error:
        store.engine.dispose()
        if Path(f"{path}-wal").exists():
            raise health.sentence(error, path) from None
        store = Store(make_engine(url, read_only=True, immutable=True), url)
    store.read_only = True
    return store
