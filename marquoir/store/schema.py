"""The schema's version and its ordered upgrade steps.

A new database gets the current tables at once. An older one gets a backup copy beside it,
then, in one transaction, the missing steps (each written against the tables as they were,
never against today's classes), every game's derived rows marked to be rebuilt (unless every
step needs no replay); the rebuild follows in bounded transactions (``rebuilding.rebuild_stale``,
then ``rating_rows.catch_up``), as after a change of a game's rules. A newer, foreign or
damaged database is refused with a sentence, and the file is not touched (it is inspected
read-only first).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Boolean,
    Connection,
    Date,
    DateTime,
    Engine,
    Float,
    Integer,
    String,
    Table,
    Text,
    TypeDecorator,
    UniqueConstraint,
    bindparam,
    delete,
    insert,
    inspect,
    text,
    update,
)
from sqlalchemy.exc import DBAPIError
from sqlalchemy.types import TypeEngine
from sqlmodel import SQLModel, col, select

from marquoir.files import free_name
from marquoir.rules import name_key
from marquoir.store import health
from marquoir.store.engine import copying
from marquoir.store.errors import StoreError
from marquoir.store.models import (
    FIRST_GAME,
    MODELS,
    GameRow,
    MetaRow,
    UTCDateTime,
    postgresql_options,
    table,
)
from marquoir.store.schema_version import (
    APP,
    META_TABLE,
    SCHEMA_VERSION,
    SQLITE_HEADER,
    checked_version,
)


def _create(connection: Connection) -> None:
    """A new database: the models' tables, as ``SQLModel.metadata`` creates them."""
    if connection.dialect.name == "postgresql":
        postgresql_options()
    SQLModel.metadata.create_all(connection, tables=[table(model) for model in MODELS])


def _step_2(connection: Connection) -> None:
    """Schema 2: the per-turn results cache (``turn_result``), as it was then; its rows are
    derived, so the rebuild at the end of the upgrade fills whatever replaces it."""
    connection.execute(
        text(
            "CREATE TABLE turn_result (turn_id INTEGER NOT NULL PRIMARY KEY REFERENCES turn (id),"
            " game_id INTEGER NOT NULL REFERENCES game (id),"
            " player_id INTEGER NOT NULL REFERENCES player (id), points INTEGER NOT NULL,"
            " busted BOOLEAN NOT NULL, skull_island BOOLEAN NOT NULL,"
            " island_points INTEGER NOT NULL, ship_won BOOLEAN NOT NULL,"
            " ship_lost BOOLEAN NOT NULL)"
        )
    )


def _step_3(connection: Connection) -> None:
    """Schema 3: room for several games. A game row says which game it is and keeps its rule
    profile as JSON; a turn keeps its facts as the game's JSON object (players named by seat);
    the caches become one row per game and player (``game_result``, with the standings'
    figures) and the points of each turn (``turn_points``)."""
    run = connection.execute
    run(text("ALTER TABLE game ADD COLUMN game VARCHAR(32) NOT NULL DEFAULT 'mille-sabords'"))
    run(text("ALTER TABLE game ADD COLUMN rules TEXT NOT NULL DEFAULT '{}'"))
    profiles = run(text("SELECT id, edition, target, negative_scores, cards_2025 FROM game"))
    for game_id, edition, target, negative, cards in profiles.all():
        rules = {
            "edition": edition,
            "target": target,
            "negative_scores": bool(negative),
            "cards_2025": bool(cards),
        }
        written = json.dumps(rules)
        run(text("UPDATE game SET rules = :r WHERE id = :i"), {"r": written, "i": game_id})
    for column in ("edition", "target", "negative_scores", "cards_2025"):
        run(text(f"ALTER TABLE game DROP COLUMN {column}"))
    run(text("CREATE INDEX ix_game_game ON game (game)"))

    seats = {
        (game_id, player_id): position
        for game_id, position, player_id in run(
            text("SELECT game_id, position, player_id FROM seat")
        ).all()
    }
    run(text("ALTER TABLE turn ADD COLUMN facts TEXT NOT NULL DEFAULT '{}'"))
    turns = run(
        text(
            "SELECT id, game_id, card, dice, saved, skull_island, manual_points,"
            " manual_opponents, note FROM turn"
        )
    )
    for turn_id, game_id, card, dice, saved, island, points, opponents, note in turns.all():
        facts: dict[str, object]
        if points is not None:
            gains = json.loads(opponents or "0")
            if isinstance(gains, dict):  # keyed by player id: now by seat
                gains = {str(seats[(game_id, int(pid))]): gain for pid, gain in gains.items()}
            facts = {"manual": {"points": points, "opponents": gains}}
        else:
            facts = {"card": card, "dice": dice}
            if saved:
                facts["saved"] = saved
            if island:
                facts["skull_island"] = True
        if note:
            facts["note"] = note
        run(
            text("UPDATE turn SET facts = :f WHERE id = :i"),
            {"f": json.dumps(facts, ensure_ascii=False), "i": turn_id},
        )
    for column in (
        "card",
        "dice",
        "saved",
        "skull_island",
        "manual_points",
        "manual_opponents",
        "note",
    ):
        run(text(f"ALTER TABLE turn DROP COLUMN {column}"))
    run(text("DROP TABLE turn_result"))
    run(text("DROP TABLE game_result"))
    # the caches as schema 3 had them (later steps add to them)
    stats = "".join(f" stat{i} INTEGER NOT NULL," for i in range(1, 7))
    run(
        text(
            "CREATE TABLE game_result (game_id INTEGER NOT NULL REFERENCES game (id),"
            " player_id INTEGER NOT NULL REFERENCES player (id), position INTEGER NOT NULL,"
            " total INTEGER NOT NULL, rank INTEGER NOT NULL, winner BOOLEAN NOT NULL,"
            " turns INTEGER NOT NULL, points INTEGER NOT NULL, best_turn INTEGER,"
            f"{stats} PRIMARY KEY (game_id, player_id))"
        )
    )
    run(text("CREATE INDEX ix_game_result_player_id ON game_result (player_id)"))
    run(
        text(
            "CREATE TABLE turn_points (turn_id INTEGER NOT NULL PRIMARY KEY REFERENCES turn (id),"
            " game_id INTEGER NOT NULL REFERENCES game (id),"
            " player_id INTEGER NOT NULL REFERENCES player (id), points INTEGER NOT NULL)"
        )
    )
    run(text("CREATE INDEX ix_turn_points_game_id ON turn_points (game_id)"))
    run(text("CREATE INDEX ix_turn_points_player ON turn_points (player_id, points)"))


def _step_4(connection: Connection) -> None:
    """Schema 4: a game can be deleted (and restored): when, or NULL."""
    connection.execute(text("ALTER TABLE game ADD COLUMN deleted_at TIMESTAMP"))


def _step_5(connection: Connection) -> None:
    """Schema 5: each game's fingerprint (derived: the rebuild at the end fills it)."""
    connection.execute(text("ALTER TABLE game ADD COLUMN fingerprint VARCHAR(64)"))
    connection.execute(text("CREATE INDEX ix_game_fingerprint ON game (fingerprint)"))


def _step_6(connection: Connection) -> None:
    """Schema 6: room for luck in the caches — two more sums per game and player, and each
    turn's kind and par (derived: the rebuild at the end fills them)."""
    run = connection.execute
    run(text("ALTER TABLE game_result ADD COLUMN stat7 INTEGER NOT NULL DEFAULT 0"))
    run(text("ALTER TABLE game_result ADD COLUMN stat8 INTEGER NOT NULL DEFAULT 0"))
    run(text("ALTER TABLE turn_points ADD COLUMN kind VARCHAR(16)"))
    run(text("ALTER TABLE turn_points ADD COLUMN par INTEGER"))


def _step_7(connection: Connection) -> None:
    """Schema 7: each game's derived rows say which version of its rules built them (NULL
    until they are rebuilt: the rebuild after the upgrade fills it), and a fingerprint is
    unique among the games that are not deleted, with its copy number (0; the games already
    stored more than once numbered 1, 2 … in the order they were stored). Each seat keeps
    the name its game was given (those stored so far: the roster's, which they showed), and
    the roster's names are compared lower-cased instead of case-folded (``ß`` is not
    ``SS``)."""
    run = connection.execute
    run(text("ALTER TABLE seat ADD COLUMN name VARCHAR(80)"))
    run(text("UPDATE seat SET name = (SELECT name FROM player WHERE player.id = seat.player_id)"))
    for player_id, name in run(text("SELECT id, name FROM player")).all():
        run(
            text("UPDATE player SET name_key = :k WHERE id = :i"),
            {"k": name_key(name), "i": player_id},
        )
    run(text("ALTER TABLE game ADD COLUMN rules_version INTEGER"))
    run(text("ALTER TABLE game ADD COLUMN fingerprint_copy INTEGER NOT NULL DEFAULT 0"))
    run(
        text(
            "UPDATE game SET fingerprint_copy = (SELECT count(*) FROM game AS earlier"
            " WHERE earlier.fingerprint = game.fingerprint AND earlier.deleted_at IS NULL"
            " AND earlier.id < game.id) WHERE fingerprint IS NOT NULL AND deleted_at IS NULL"
        )
    )
    run(text("DROP INDEX ix_game_fingerprint"))
    run(
        text(
            "CREATE UNIQUE INDEX ux_game_fingerprint ON game (fingerprint, fingerprint_copy)"
            " WHERE deleted_at IS NULL"
        )
    )


def _step_8(connection: Connection) -> None:
    """Schema 8: the ratings kept — each player's rating after each finished game, in each
    chain of games rated in turn (every season's and each season's own, for each game), and
    a row per chain saying from which game on its ratings are still to be computed: every
    chain from its first game, so that the rebuild after the upgrade fills them, in bounded
    steps (``rating_rows.catch_up``). The results stay as they are: nothing is replayed. Two
    indexes cover what a player's record and the standings read (the finished games; each
    turn's points, kind and par)."""
    run = connection.execute
    stamp = "DATETIME" if connection.dialect.name == "sqlite" else "TIMESTAMP WITH TIME ZONE"
    run(
        text(
            "CREATE TABLE rating (game_id INTEGER NOT NULL REFERENCES game (id),"
            " player_id INTEGER NOT NULL REFERENCES player (id), scope INTEGER NOT NULL,"
            f" game VARCHAR(32) NOT NULL, place INTEGER NOT NULL, started {stamp} NOT NULL,"
            " played INTEGER NOT NULL, mu FLOAT NOT NULL, sigma FLOAT NOT NULL,"
            " PRIMARY KEY (game_id, player_id, scope))"
        )
    )
    run(text("CREATE INDEX ix_rating_player ON rating (game, scope, player_id, place)"))
    run(text("CREATE INDEX ix_rating_order ON rating (game, scope, started, game_id)"))
    run(text("CREATE INDEX ix_rating_place ON rating (game, scope, place)"))
    run(
        text(
            "CREATE TABLE rating_chain (game VARCHAR(32) NOT NULL, scope INTEGER NOT NULL,"
            f" stale_started {stamp}, stale_game INTEGER, PRIMARY KEY (game, scope))"
        )
    )
    run(text("CREATE INDEX ix_game_order ON game (game, created_at, id)"))
    # a player's record and the standings read the finished games and the turns' points
    # from the indexes alone
    run(text("CREATE INDEX ix_game_finished ON game (game, status, deleted_at, season_id)"))
    run(text("DROP INDEX IF EXISTS ix_turn_points_player"))
    run(
        text(
            "CREATE INDEX ix_turn_points_player ON turn_points"
            " (player_id, points, game_id, kind, par)"
        )
    )
    chains = run(text("SELECT DISTINCT game, season_id FROM game")).all()
    kinds = sorted({kind for kind, _ in chains})
    rows = [(kind, 0) for kind in kinds] + sorted({(kind, int(s)) for kind, s in chains})
    mark = text(
        "INSERT INTO rating_chain (game, scope, stale_started, stale_game) VALUES (:g, :s, :t, 0)"
    ).bindparams(bindparam("t", type_=UTCDateTime()))
    for kind, scope in rows:
        run(mark, {"g": kind, "s": scope, "t": FIRST_GAME})


#: every column that holds a moment, by table (as schema 8 has them)
MOMENTS = {
    "player": ("created_at",),
    "game": ("created_at", "finished_at", "deleted_at"),
    "turn": ("created_at", "edited_at"),
    "rating": ("started",),
    "rating_chain": ("stale_started",),
}
#: a moment as SQLite keeps it when its type writes it (in UTC, no offset, its microseconds)
STORED_MOMENT = "{0}{0}{0}{0}-{0}{0}-{0}{0} {0}{0}:{0}{0}:{0}{0}.{0}{0}{0}{0}{0}{0}".format("[0-9]")


def _step_9(connection: Connection) -> None:
    """Schema 9: every moment in the one form its type writes. On SQLite, a moment kept in
    another text (the driver's own, ``2026-12-05 07:04:10.119352+00:00``, as the rebuild of
    schema 8 wrote the ratings' start and a game's end for a while: it compares as a later
    moment) is written again as its type writes it; if there was one, every chain's ratings
    are computed again from its first game (the rebuild's ratings could lose those of a game
    that started at the same moment). On PostgreSQL, a moment column without its zone
    (``game.deleted_at``, added by schema 4 as ``TIMESTAMP``) takes one: its moments read in
    the server's zone, as PostgreSQL wrote them into it. A chain marked stale from before
    every game takes the start that stands for it now (:data:`FIRST_GAME`: the one before,
    midnight of the first day of year 1, is unreadable in a PostgreSQL session west of UTC)."""
    connection.execute(
        text(
            "UPDATE rating_chain SET stale_started = :first WHERE stale_started < :first"
        ).bindparams(bindparam("first", type_=UTCDateTime())),
        {"first": FIRST_GAME},
    )
    if connection.dialect.name != "sqlite":
        found = inspect(connection)
        for name, columns in MOMENTS.items():
            zoned = {
                c["name"]: getattr(c["type"], "timezone", True) for c in found.get_columns(name)
            }
            for column in columns:
                if not zoned[column]:
                    connection.execute(
                        text(
                            f"ALTER TABLE {name} ALTER COLUMN {column}"
                            " TYPE TIMESTAMP WITH TIME ZONE"
                        )
                    )
        return
    rewritten = 0
    for name, columns in MOMENTS.items():
        for column in columns:
            other = connection.execute(
                text(
                    f"SELECT rowid, {column} FROM {name} WHERE typeof({column}) = 'text'"
                    f" AND {column} NOT GLOB :stored"
                ),
                {"stored": STORED_MOMENT},
            ).all()
            again = text(f"UPDATE {name} SET {column} = :moment WHERE rowid = :row").bindparams(
                bindparam("moment", type_=UTCDateTime())
            )
            for row, written in other:
                try:
                    moment = datetime.fromisoformat(written)
                except ValueError:
                    continue  # not a moment: left as it is (reading it says so)
                if moment.utcoffset() is None:
                    moment = moment.replace(tzinfo=UTC)
                connection.execute(again, {"moment": moment, "row": row})
                rewritten += 1
    if rewritten:
        connection.execute(
            text("UPDATE rating_chain SET stale_started = :first, stale_game = 0").bindparams(
                bindparam("first", type_=UTCDateTime())
            ),
            {"first": FIRST_GAME},
        )


def _step_10(connection: Connection) -> None:
    """Schema 10: each turn says who entered it (NULL the Captain, ``phone`` a player from
    their seat's address) and keeps the key a phone sent with it, unique in its game, so that
    a post sent again stores the turn once. Nothing is replayed."""
    run = connection.execute
    run(text("ALTER TABLE turn ADD COLUMN entered_by VARCHAR(16)"))
    run(text("ALTER TABLE turn ADD COLUMN entry_key VARCHAR(64)"))
    run(text("CREATE UNIQUE INDEX ux_turn_entry_key ON turn (game_id, entry_key)"))


#: the steps after which the games need no replay (their results are as they were)
NO_REPLAY = frozenset({"_step_8", "_step_9", "_step_10"})

#: STEPS[k] upgrades a database from version k + 1 to k + 2 (a new database is created at the
#: current version at once)
STEPS: tuple[Callable[[Connection], None], ...] = (
    _step_2,
    _step_3,
    _step_4,
    _step_5,
    _step_6,
    _step_7,
    _step_8,
    _step_9,
    _step_10,
)
assert len(STEPS) == SCHEMA_VERSION - 1


def _kind(kind: TypeEngine[Any], zoned: bool) -> str:
    """A column's type as the schema means it: a moment, with its zone where the database
    keeps one (``zoned``: PostgreSQL; SQLite keeps every moment as UTC text), a string's
    length."""
    if isinstance(kind, TypeDecorator):
        kind = kind.impl_instance
    if isinstance(kind, DateTime):
        return "moment" if kind.timezone or not zoned else "moment without a zone"
    for general in (Boolean, Integer, Float, Date, Text):
        if isinstance(kind, general):
            return general.__name__.lower()
    if isinstance(kind, String):
        return f"string({kind.length})"
    return type(kind).__name__.lower()


def _described(found: Any, name: str) -> dict[str, Any]:
    """A table as the database describes it (``found``: SQLAlchemy's inspector): its columns'
    types and whether they take NULL, its primary key, its unique constraints and indexes."""
    zoned = found.dialect.name != "sqlite"
    columns = {
        column["name"]: (_kind(column["type"], zoned), bool(column["nullable"]))
        for column in found.get_columns(name)
    }
    return {
        "columns": columns,
        "primary key": sorted(found.get_pk_constraint(name)["constrained_columns"]),
        "unique": sorted(tuple(u["column_names"]) for u in found.get_unique_constraints(name)),
        "indexes": sorted(
            (index["name"], tuple(index["column_names"]), bool(index["unique"]))
            for index in found.get_indexes(name)
            if not index.get("duplicates_constraint")  # PostgreSQL's of a unique constraint
        ),
    }


def _wanted(model_table: Table) -> dict[str, Any]:
    """A table as its model declares it."""
    return {
        "columns": {
            column.name: (_kind(column.type, True), bool(column.nullable))
            for column in model_table.columns
        },
        "primary key": sorted(column.name for column in model_table.primary_key),
        "unique": sorted(
            tuple(column.name for column in constraint.columns)
            for constraint in model_table.constraints
            if isinstance(constraint, UniqueConstraint)
        ),
        "indexes": sorted(
            (index.name, tuple(column.name for column in index.columns), bool(index.unique))
            for index in model_table.indexes
        ),
    }


def differences(connection: Connection) -> list[str]:
    """How the database's tables differ from the models' (``SQLModel.metadata``): a line for
    each table missing or not the schema's, and for each column, key, unique constraint or
    index that is not as its model declares it; empty when they agree."""
    found = inspect(connection)
    wanted = {table(model).name: table(model) for model in MODELS}
    names = set(found.get_table_names())
    lines = [f"table {name}: not the schema's" for name in sorted(names - set(wanted))]
    lines += [f"table {name}: missing" for name in sorted(set(wanted) - names)]
    for name in sorted(set(wanted) & names):
        have, want = _described(found, name), _wanted(wanted[name])
        for part, value in want.items():
            if part == "columns":
                for column in sorted(set(value) | set(have[part])):
                    if have[part].get(column) != value.get(column):
                        lines.append(
                            f"table {name}, column {column}: {have[part].get(column)}"
                            f" (the schema's: {value.get(column)})"
                        )
            elif sorted(have[part]) != sorted(value):
                lines.append(f"table {name}, {part}: {have[part]} (the schema's: {value})")
    return lines


def server_version(engine: Engine) -> int | None:
    """The schema version of a server database (PostgreSQL), None for an empty one."""
    with engine.connect() as connection:
        names = set(inspect(connection).get_table_names())
        if not names:
            return None
        if table(MetaRow).name not in names:
            raise StoreError("store.server_other_tables")
        meta = table(MetaRow).c
        rows = connection.execute(select(meta.key, meta.value)).all()
    return checked_version({k: v for k, v in rows}, "that database")


def backup_path(path: Path, version: int) -> Path:
    """Where the copy before an upgrade goes: beside the file, a name nothing holds."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return free_name(path.with_name(f"{path.name}.schema{version}-{stamp}.bak"))


def sqlite_version(path: Path) -> int | None:
    """The schema version of an existing SQLite file, None for a new or empty one.

    Reads the file read-only (:func:`marquoir.store.health.inspection`); raises StoreError
    for anything that is not a Marquoir database this version can open.
    """
    if not path.exists() or path.stat().st_size == 0:
        return None
    if path.is_dir():
        raise StoreError("store.folder", path=str(path))
    try:
        with path.open("rb") as handle:
            header = handle.read(len(SQLITE_HEADER))
    except OSError as error:
        raise StoreError("store.unreadable", path=str(path), reason=error.strerror) from None
    if header != SQLITE_HEADER:
        raise StoreError("store.not_sqlite", path=str(path))
    try:
        with health.inspection(path) as connection:
            names = set(inspect(connection).get_table_names())
            if not names:
                return None
            if META_TABLE not in names:
                raise StoreError("store.other_tables", path=str(path))
            meta_row = table(MetaRow).c
            meta = {k: v for k, v in connection.execute(select(meta_row.key, meta_row.value))}
    except DBAPIError as error:
        raise health.refusal(error, path) from None
    return checked_version(meta, str(path))


def sqlite_backup(source: Path, target: Path) -> None:
    """A consistent copy of an SQLite database, even while another process writes to it:
    SQLite's ``VACUUM INTO`` the new file, in one read transaction of the database."""
    engine = copying(source)
    try:
        with engine.connect() as connection:
            connection.execute(text("VACUUM INTO :target"), {"target": str(target)})
    finally:
        engine.dispose()


def upgrade(engine: Engine, from_version: int | None) -> None:
    """Create a new database, or run the steps after ``from_version`` and mark every game's
    derived rows to be rebuilt; then record the new version. One transaction: the rebuild
    itself follows in bounded steps (:func:`marquoir.store.rebuilding.rebuild_stale`)."""
    with engine.begin() as connection:
        if from_version is None:
            _create(connection)
        else:
            steps = STEPS[from_version - 1 :]
            for step in steps:
                step(connection)
            if any(step.__name__ not in NO_REPLAY for step in steps):
                connection.execute(update(GameRow).values(rules_version=None))
        for key, value in {"app": APP, "schema_version": str(SCHEMA_VERSION)}.items():
            connection.execute(delete(MetaRow).where(col(MetaRow.key) == key))
            connection.execute(insert(MetaRow).values(key=key, value=value))
