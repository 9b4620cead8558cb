"""The heavy rebuild writes only the derived rows that differ from the stored ones (after a
rules fix most are as they were): whatever the stored rows were — right, changed, missing, or
rows that should not be there — they come out as the one-game rebuild's delete and insert of
them all leaves them, results, turns' points, status and ratings, on both backends. And the
writer's statements are SQLAlchemy's: any driver's parameter style takes them."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, text
from sqlmodel import Session

from marquoir.store import open_store, rebuilding, results
from marquoir.store.changed_rows import replace_rows, stored_by_games, stored_where
from marquoir.store.models import GameResultRow, TurnPointsRow, table
from marquoir.store.rating_rows import catch_up
from marquoir.store.replaying import POINTS_COLUMNS, RESULT_COLUMNS
from tests.store.conftest import new_pg_database
from tests.store.test_rebuild_resumes import build, by_game, ratings


def spoil_every_way(url: str) -> None:
    """Derived rows wrong in every way a diff can meet: a changed value in some rows (a
    total, a rank, a boolean, a kind set to NULL), rows missing, and rows that no replay
    writes (a result for a player who did not play, kept under a game's id)."""
    engine = create_engine(url)
    with engine.begin() as connection:
        run = connection.execute
        run(text("UPDATE game_result SET total = total + 7 WHERE MOD(game_id, 3) = 0"))
        run(text("UPDATE game_result SET rank = rank + 1, winner = NOT winner WHERE game_id = 2"))
        run(text("DELETE FROM game_result WHERE game_id = 4 AND position = 0"))
        if url.startswith("sqlite"):  # a true SQLite reads back as true, and must be 1
            run(text("UPDATE game_result SET winner = 2 WHERE game_id = 5 AND winner"))
        run(text("DELETE FROM turn_points WHERE MOD(turn_id, 5) = 0"))
        run(text("UPDATE turn_points SET kind = NULL, par = par + 3 WHERE MOD(turn_id, 7) = 0"))
        stranger = run(
            text(
                "SELECT p.id FROM player p WHERE p.id NOT IN"
                " (SELECT player_id FROM seat WHERE game_id = 1) ORDER BY p.id"
            )
        ).scalar()
        assert stranger is not None
        run(
            text(
                "INSERT INTO game_result (game_id, player_id, position, total, rank, winner,"
                " turns, points, best_turn, stat1, stat2, stat3, stat4, stat5, stat6, stat7,"
                " stat8) VALUES (1, :p, 9, 5, 1, true, 1, 5, 5, 0, 0, 0, 0, 0, 0, 0, 0)"
            ),
            {"p": stranger},
        )
    engine.dispose()


def test_the_carried_columns_are_every_column_of_the_tables() -> None:
    game_result, turn_points = table(GameResultRow), table(TurnPointsRow)
    assert sorted(RESULT_COLUMNS) == sorted(column.name for column in game_result.columns)
    assert sorted(POINTS_COLUMNS) == sorted(column.name for column in turn_points.columns)
    assert RESULT_COLUMNS[:2] == tuple(column.name for column in game_result.primary_key)
    assert POINTS_COLUMNS[:1] == tuple(column.name for column in turn_points.primary_key)


@pytest.fixture(params=["sqlite", "postgresql"])
def two_urls(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[str, str]:
    """Two empty databases of one backend: the reference, and the one rebuilt."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'reference.db'}", f"sqlite:///{tmp_path / 'rebuilt.db'}"
    server = request.getfixturevalue("pg_server")
    return new_pg_database(server), new_pg_database(server)


def rebuilt_game_by_game(
    url: str, spoil: Callable[[str], None]
) -> tuple[dict[int, tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The reference: the history built, spoiled, then each game's rows deleted and inserted
    again (the one-game rebuild); its rows and ratings."""
    build(url)
    spoil(url)
    store = open_store(url)
    with store.write() as session:
        results.rebuild_all(session)
    store.close()
    return by_game(url), ratings(url)


def heavy_rebuild(monkeypatch: pytest.MonkeyPatch, workers: int) -> None:
    """The heavy rebuild's path from the first game on, with ``workers`` processes (0: in
    this one), in batches of 5."""
    monkeypatch.setattr(rebuilding, "WORKERS", workers)
    monkeypatch.setattr(rebuilding, "PARALLEL_FROM", 0 if workers else 10**9)
    monkeypatch.setattr(rebuilding, "PARALLEL_BATCH", 5)


@pytest.mark.parametrize("workers", [0, 2])
def test_a_rebuild_over_spoiled_rows_writes_what_delete_and_insert_would(
    two_urls: tuple[str, str], workers: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference, url = two_urls
    expected, rated = rebuilt_game_by_game(reference, spoil_every_way)
    build(url)
    spoil_every_way(url)
    assert by_game(url) != expected
    heavy_rebuild(monkeypatch, workers)
    store = open_store(url)
    with store.write() as session:
        marked = rebuilding.mark_all(session)
    done = rebuilding.rebuild_stale(store.read_rows, store.write)
    catch_up(store.read, store.write)
    store.close()
    assert done == marked == len(expected)
    assert by_game(url) == expected
    assert ratings(url) == rated


@pytest.mark.parametrize("workers", [0, 2])
def test_a_game_whose_ranks_change_has_its_ratings_computed_again_from_it(
    two_urls: tuple[str, str], workers: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rebuild after a rules fix (the games' rules version gone, the ratings' chains not
    marked, unlike ``marquoir rebuild``): the chains of a game whose ranks the replay changes
    are computed again from that game on, and only they; the ratings of the games before it
    stay as they were (spoiled here, to tell them apart)."""
    changed = 5

    def spoil(url: str, fixed: bool) -> None:
        engine = create_engine(url)
        with engine.begin() as connection:
            run = connection.execute
            run(text("UPDATE game_result SET rank = rank + 1 WHERE game_id = :g"), {"g": changed})
            run(text("UPDATE rating SET mu = mu + 1"))
            if fixed:  # the rules fixed: every game's rows to be rebuilt at the next opening
                run(text("UPDATE game SET rules_version = NULL"))
        engine.dispose()

    reference, url = two_urls
    # rebuilt game by game, not by the opening
    expected, rated = rebuilt_game_by_game(reference, lambda url: spoil(url, fixed=False))
    build(url)
    spoil(url, fixed=True)
    heavy_rebuild(monkeypatch, workers)
    open_store(url).close()  # the opening rebuilds the stale games, then the ratings
    assert by_game(url) == expected
    assert ratings(url) == rated


@pytest.mark.parametrize("paramstyle", ["qmark", "named"])
def test_the_writer_s_statements_run_in_either_parameter_style(
    tmp_path: Path, paramstyle: str
) -> None:
    url = f"sqlite:///{tmp_path / 'm.db'}"
    build(url)
    engine = create_engine(url, paramstyle=paramstyle)
    try:
        with engine.begin() as connection:
            assert connection.dialect.paramstyle == paramstyle
            # the games' facts, as the workers are given them
            with Session(bind=connection) as session:
                jobs = rebuilding.read_jobs(session, [2, 1])
            turns = connection.execute(
                text("SELECT id, player_id, facts FROM turn WHERE game_id = 1 ORDER BY seq")
            ).all()
            assert [job.game_id for job in jobs] == [2, 1]
            assert jobs[1].turns == [tuple(turn) for turn in turns] and turns
            read = stored_by_games
            first, missing, dropped, *rest = sorted(
                read(connection, TurnPointsRow, POINTS_COLUMNS, 1, [1, 2]).values()
            )
            connection.execute(
                text("DELETE FROM turn_points WHERE turn_id = :t"), {"t": missing[0]}
            )
            stored = read(connection, TurnPointsRow, POINTS_COLUMNS, 1, [1, 2])
            changed = (*first[:3], first[3] + 50, "changed", None)
            wanted = [changed, missing, *rest]  # one changed, one back, one gone, the rest kept
            replace_rows(connection, TurnPointsRow, POINTS_COLUMNS, 1, stored, wanted)
            after = read(connection, TurnPointsRow, POINTS_COLUMNS, 1, [1, 2])
            # the rows a condition takes (the ratings' diff)
            of_game_2 = table(TurnPointsRow).c.game_id == 2
            taken = list(
                stored_where(connection, TurnPointsRow, POINTS_COLUMNS, 1, of_game_2).values()
            )
            # a key of two columns: one result changed, one gone
            kept, gone, *others = sorted(
                read(connection, GameResultRow, RESULT_COLUMNS, 2, [1]).values()
            )
            stored_results = read(connection, GameResultRow, RESULT_COLUMNS, 2, [1])
            total = RESULT_COLUMNS.index("total")
            moved = (*kept[:total], kept[total] + 1, *kept[total + 1 :])
            replace_rows(
                connection, GameResultRow, RESULT_COLUMNS, 2, stored_results, [moved, *others]
            )
            results_after = read(connection, GameResultRow, RESULT_COLUMNS, 2, [1])
    finally:
        engine.dispose()
    assert sorted(after.values()) == sorted(wanted)
    assert sorted(taken) == sorted(row for row in after.values() if row[1] == 2) and taken
    assert dropped[:1] not in after
    assert sorted(results_after.values()) == sorted([moved, *others])
    assert gone[:2] not in results_after
