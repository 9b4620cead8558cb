"""The same moments everywhere (issue 44, deliver 5): whatever path writes a moment — a game
started and its turns entered, a turn corrected, a game finished and its ratings computed, a
game imported alone or in a club's history, a game deleted, a rebuild of the derived rows, a
chain of ratings marked to compute again — it is stored as the one moment type writes it, and
the database reads every moment back in the order they happened, on SQLite and PostgreSQL.

The machine's zone (and PostgreSQL's sessions' zone) is 14 hours ahead of UTC during the test:
a path that stored the local time without its zone would store a moment half a day away from
when it happened. On SQLite each moment is also checked as the text stored: the one form its
type writes (UTC, no offset, six digits after the second), the only one whose texts compare as
the moments do (a ``…+00:00`` or ``…T…`` text compares as a later moment)."""

import re
import shutil
import time
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import (
    String,
    cast,
    create_engine,
    delete,
    literal,
    select,
    text,
    union_all,
    update,
)
from sqlalchemy import type_coerce as coerce
from sqlmodel import SQLModel, col

from marquoir.exports.game_json import write_game
from marquoir.games.mille_sabords.rules import RULES, ManualTurn, make_profile, make_setup
from marquoir.store import open_store, rating_rows
from marquoir.store.models import (
    FIRST_GAME,
    GameRow,
    MetaRow,
    RatingChainRow,
    RatingRow,
    UTCDateTime,
)
from marquoir.store.schema import MOMENTS
from marquoir.use_cases import UseCases
from tests.store.test_schema8 import FROZEN_8

#: the zone of the machine and of PostgreSQL's sessions during the test: UTC+14, all year
FAR_ZONE = "Pacific/Kiritimati"
#: the text SQLite keeps a moment as (``marquoir.store.schema.STORED_MOMENT``'s GLOB)
STORED_TEXT = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{6}")
#: the moments that copy another: the start of the game a rating is after, of the game from
#: which a chain of ratings is to be computed again
COPIES = {"rating.started", "rating_chain.stale_started"}
#: what schema 10 added, undone to make a database of an older schema (on any backend)
SCHEMA_10_UNDONE = (
    "DROP INDEX ux_turn_entry_key",
    "ALTER TABLE turn DROP COLUMN entry_key",
    "ALTER TABLE turn DROP COLUMN entered_by",
)
#: the most key columns of a table that holds a moment (a rating's: game, player, scope)
KEYS = 3

#: where a moment is (``table.column``), its row's key, the moment read back, the text SQLite
#: keeps (None on PostgreSQL)
Row = tuple[str, tuple[str, ...], datetime, str | None]


@pytest.fixture
def far_zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("TZ", FAR_ZONE)
    monkeypatch.setenv("PGTZ", FAR_ZONE)  # libpq sets its sessions' zone from it
    time.tzset()
    assert time.localtime().tm_gmtoff == 14 * 3600
    yield
    monkeypatch.undo()
    time.tzset()


def test_the_moment_columns_are_the_schema_s_moments() -> None:
    # a new moment column is one the upgrade to schema 9 rewrites, and one checked below
    found: dict[str, tuple[str, ...]] = {}
    for name, table in SQLModel.metadata.tables.items():
        columns = tuple(c.name for c in table.columns if isinstance(c.type, UTCDateTime))
        if columns:
            found[name] = columns
    assert found == MOMENTS


def stored(url: str) -> list[Row]:
    """Every moment of the database, in the order the database sorts them (one statement over
    every moment column)."""
    sqlite = url.startswith("sqlite")
    parts = []
    for name, columns in MOMENTS.items():
        table = SQLModel.metadata.tables[name]
        key = [cast(c, String) for c in table.primary_key.columns]
        key += [literal("", String)] * (KEYS - len(key))
        for column_name in columns:
            column = table.c[column_name]
            parts.append(
                select(
                    column.label("moment"),
                    (coerce(column, String) if sqlite else literal(None, String)).label("raw"),
                    literal(f"{name}.{column_name}", String).label("place"),
                    *(k.label(f"k{i}") for i, k in enumerate(key)),
                ).where(column.is_not(None))
            )
    engine = create_engine(url)
    try:
        with engine.connect() as connection:
            rows = connection.execute(union_all(*parts).order_by("moment")).all()
    finally:
        engine.dispose()
    return [(place, tuple(keys), moment, raw) for moment, raw, place, *keys in rows]


def check_stored(rows: list[Row]) -> None:
    """Each moment read back in UTC, kept as its type writes it, the database's order that
    of the moments, and each copy the start of its game."""
    starts = {key[0]: moment for place, key, moment, _ in rows if place == "game.created_at"}
    for place, key, moment, raw in rows:
        assert moment.utcoffset() is not None and not moment.utcoffset(), (place, key, moment)
        if raw is not None:
            assert STORED_TEXT.fullmatch(raw), f"{place} {key}: stored as {raw!r}"
        if place == "rating.started":
            assert moment == starts[key[0]], f"{place} {key}: {moment}"
        elif place == "rating_chain.stale_started":
            assert moment in {FIRST_GAME, *starts.values()}, f"{place} {key}: {moment}"
    out_of_order = [
        (rows[i][0], rows[i][2], rows[i + 1][0], rows[i + 1][2])
        for i in range(len(rows) - 1)
        if rows[i][2] > rows[i + 1][2]
    ]
    assert not out_of_order, f"sorted by the database before an earlier moment: {out_of_order}"


class Moments:
    """The database's moments, checked after each path: those it wrote (new, or changed)
    stand between its start and its end, unless they copy a game's start."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.seen: dict[tuple[str, tuple[str, ...]], datetime] = {}
        self.written: set[str] = set()

    def path(self, name: str, write: Callable[[], object]) -> set[str]:
        """Run ``write``, check the database; the columns it wrote moments in."""
        start = datetime.now(UTC)
        write()
        end = datetime.now(UTC)
        rows = stored(self.url)
        check_stored(rows)
        new = [row for row in rows if self.seen.get((row[0], row[1])) != row[2]]
        for place, key, moment, _ in new:
            if place not in COPIES:
                assert start <= moment <= end, f"{name}: {place} {key} = {moment}, not in " + (
                    f"{start} … {end}"
                )
        self.seen = {(place, key): moment for place, key, moment, _ in rows}
        wrote = {place for place, *_ in new}
        self.written |= wrote
        return wrote


def document(names: list[str]) -> dict[str, Any]:
    """A game to 1,000 points, over after one round (manual points), as a file holds it."""
    setup = make_setup(names, make_profile("classic", target=1000))
    turns = [ManualTurn(name, 1200 if name == names[0] else 100) for name in names]
    return write_game(RULES, setup, turns)


@pytest.mark.usefixtures("far_zone")
def test_every_path_writes_its_moments_alike_and_they_read_back_in_order(db_url: str) -> None:
    moments = Moments(db_url)
    path = moments.path
    profile = make_profile("classic", target=1000)
    ids: list[int] = []
    with UseCases(open_store(db_url)) as cases:
        wrote = path(
            "a game started",
            lambda: ids.append(cases.start_game(["Anne", "Bruno"], profile, season="A").id),
        )
        assert wrote == {"player.created_at", "game.created_at"}
        wrote = path("a turn entered", lambda: cases.enter_turn(ids[0], ManualTurn("Anne", 300)))
        assert wrote == {"turn.created_at"}
        wrote = path(
            "a turn corrected", lambda: cases.replace_turn(ids[0], 0, ManualTurn("Anne", 1200))
        )
        assert wrote == {"turn.edited_at"}
        wrote = path(
            "the last turn entered (the game over, its ratings computed)",
            lambda: cases.enter_turn(ids[0], ManualTurn("Bruno", 300)),
        )
        assert cases.game(ids[0]).state.phase == "over"
        assert wrote == {"turn.created_at", "game.finished_at", "rating.started"}
        whole_game = {
            "player.created_at",
            "game.created_at",
            "game.finished_at",
            "turn.created_at",
            "rating.started",
        }
        wrote = path(
            "a game imported",
            lambda: ids.append(cases.import_game(document(["Chloé", "Anne"]), "A")),
        )
        assert wrote == whole_game
        wrote = path(
            "a club's history imported",
            lambda: ids.extend(
                cases.import_games(
                    [document(["Dan", "Bruno"]), document(["Anne", "Dan", "Chloé"])], "B"
                )
            ),
        )
        assert wrote == whole_game
        wrote = path("a game deleted", lambda: cases.delete_game(ids[1]))
        assert "game.deleted_at" in wrote

        def rebuild() -> None:
            # the imported games' ends and every rating forgotten: the rebuild writes them
            with cases.store.write() as session:
                forget_ends = update(GameRow).where(col(GameRow.id).in_(ids[2:]))
                session.exec(forget_ends.values(finished_at=None))  # type: ignore[call-overload]
                session.exec(delete(RatingRow))  # type: ignore[call-overload]
            assert cases.rebuild() >= len(ids)
            with cases.store.read_rows() as connection:
                assert connection.execute(select(RatingRow.game_id)).first() is not None

        wrote = path("a rebuild of the derived rows", rebuild)
        assert "game.finished_at" in wrote

        def mark_stale() -> None:
            # as a rebuild leaves a chain whose ratings are still to compute from a game on
            with cases.store.write() as session:
                game = session.get(GameRow, ids[3])
                assert game is not None
                key = rating_rows.key_of(session, game)
                rating_rows.mark_stale(session, dict.fromkeys(rating_rows.chains_of(game), key))

        wrote = path("a chain of ratings marked stale", mark_stale)
        assert wrote == {"rating_chain.stale_started"}
        path(
            "the ratings computed again",
            lambda: rating_rows.catch_up(cases.store.read, cases.store.write),
        )
        wrote = path(
            "a turn entered last",
            lambda: cases.enter_turn(
                cases.start_game(["Élise", "Anne"], profile, season="B").id,
                ManualTurn("Élise", 100),
            ),
        )
        assert wrote == {"player.created_at", "game.created_at", "turn.created_at"}
    every = {f"{name}.{column}" for name, columns in MOMENTS.items() for column in columns}
    assert moments.written == every


def test_the_moments_of_an_upgraded_schema_8_file_read_back_in_order(tmp_path: Path) -> None:
    """The moments of a file written by the code before (schema 8), once upgraded: in the
    moment type's text, and read back in their order."""
    db = tmp_path / "marquoir.db"
    shutil.copyfile(FROZEN_8, db)
    with UseCases.open(str(db)):
        pass
    rows = stored(f"sqlite:///{db}")
    check_stored(rows)
    assert {"game.created_at", "game.deleted_at", "rating.started"} <= {p for p, *_ in rows}


@pytest.mark.parametrize("zone", ["America/New_York", "Pacific/Kiritimati"])
def test_a_postgresql_west_or_east_of_utc_reads_back_a_chain_marked_from_its_first_game(
    pg_url: str, monkeypatch: pytest.MonkeyPatch, zone: str
) -> None:
    """A rebuild marks every chain of ratings stale from before the first game, and reads the
    mark back: in a session west of UTC (a club's server in its own zone, as Debian's package
    sets it up), midnight of year 1's first day is a moment of the year before, written
    ``… BC`` and unreadable, so the mark is the next day's. A chain marked so by the code
    before schema 9 takes the new mark in the upgrade."""
    monkeypatch.setenv("PGTZ", zone)
    with UseCases(open_store(pg_url)) as cases:
        game = cases.import_game(document(["Anne", "Bruno"]))
        assert cases.rebuild() == 1
        lines = cases.ratings(None)
        assert lines
        old_mark = datetime(1, 1, 1, tzinfo=UTC)
        with cases.store.write() as session:
            marks = update(RatingChainRow).values(stale_started=old_mark, stale_game=0)
            session.exec(marks)  # type: ignore[call-overload]
            session.exec(
                update(MetaRow).where(col(MetaRow.key) == "schema_version").values(value="8")  # type: ignore[call-overload]
            )
            for undo in SCHEMA_10_UNDONE:  # the turns as schema 8 kept them
                session.connection().execute(text(undo))
    with UseCases(open_store(pg_url)) as cases:
        assert cases.ratings(None) == lines
        with cases.store.read() as session:
            assert session.exec(select(RatingChainRow.stale_started)).all() == [(None,)] * 2
        assert cases.game(game).state.phase == "over"
