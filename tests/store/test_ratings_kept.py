"""The ratings kept (issue 24, schema 8): the rating after each finished game is stored, and
every change of a game recomputes its chains from it on, in the same transaction. What is
read (all-time and season ratings, a player's ratings after each game) always equals the
ratings computed from the first game, after every kind of change, on SQLite and PostgreSQL."""

import sqlite3
from pathlib import Path

import pytest
from sqlalchemy import update
from sqlmodel import col, select

from marquoir.exports.game_json import write_game
from marquoir.games.mille_sabords.rules import RULES, ManualTurn, make_profile
from marquoir.ratings import matches, rate, rate_on
from marquoir.store import open_store, rating_rows
from marquoir.store.models import GameResultRow, GameRow, RatingChainRow, RatingRow
from marquoir.store.standings import match_rows
from marquoir.use_cases import UseCases
from tests.gamegen import random_game
from tests.store.schema7 import back_to_schema_7
from tests.store.schema9 import back_to_schema_9


def play(cases: UseCases, points: dict[str, int], season: str = "A") -> int:
    """A game to 1,000, finished after one round of manual points (seating in the dict's
    order)."""
    names = list(points)
    game = cases.start_game(names, make_profile("classic", target=1000), season=season).id
    for name in names:
        cases.enter_turn(game, ManualTurn(name, points[name]))
    assert cases.game(game).state.phase == "over", points
    return game


HISTORY = [
    ({"Anne": 1200, "Bruno": 300, "Chloé": 900}, "A"),
    ({"Bruno": 1500, "Chloé": 200, "Dan": 1100}, "B"),
    ({"Chloé": 1000, "Anne": 1000, "Dan": 400}, "A"),
    ({"Dan": 2000, "Anne": 100, "Bruno": 100, "Chloé": 50}, "B"),
    ({"Dan": 1300, "Anne": 300}, "A"),
    ({"Bruno": 1100, "Anne": 1000, "Chloé": 700, "Dan": 100}, "B"),
]


def reference(cases: UseCases, season: str | None) -> tuple[list[object], dict[str, list[object]]]:
    """The ratings computed from the first game, as they were before they were kept."""
    with cases.store.read() as session:
        lines, history = rate(matches(match_rows(session, "mille-sabords", season)))
    return list(lines), {name: list(points) for name, points in history.items()}


def stale_chains(cases: UseCases) -> list[tuple[str, int]]:
    with cases.store.read() as session:
        rows = session.exec(
            select(RatingChainRow.game, RatingChainRow.scope).where(
                col(RatingChainRow.stale_game).is_not(None)
            )
        ).all()
    return [(game, scope) for game, scope in rows]


def rows_equal_a_computation_from_the_first_game(cases: UseCases) -> None:
    """Every chain's stored rows are exactly (same floats) what a computation from its first
    game gives, place by place."""
    with cases.store.read() as session:
        chains = session.exec(select(RatingChainRow.game, RatingChainRow.scope)).all()
        for kind, scope in chains:
            kept = rating_rows.stored(session, (kind, scope))
            games = session.exec(
                select(GameRow.id)
                .where(
                    GameRow.game == kind,
                    GameRow.status == "over",
                    col(GameRow.deleted_at).is_(None),
                    *([GameRow.season_id == scope] if scope else []),
                )
                .order_by(col(GameRow.created_at), col(GameRow.id))
            ).all()
            seats = []
            for gid in games:
                seats.append(
                    [
                        (pid, rank)
                        for pid, rank in session.exec(
                            select(GameResultRow.player_id, GameResultRow.rank)
                            .where(GameResultRow.game_id == gid)
                            .order_by(col(GameResultRow.position))
                        )
                    ]
                )
            expected = []
            for place, (gid, seated, after) in enumerate(
                zip(games, seats, rate_on(seats, {}), strict=True), 1
            ):
                for (pid, _), (mu, sigma, played) in zip(seated, after, strict=True):
                    expected.append((place, gid, pid, played, mu, sigma))
            assert kept == sorted(expected), (kind, scope)


def check(cases: UseCases) -> None:
    """What the Captain reads equals the computation from the first game, for every season
    and all time, read from the kept rows (no chain left stale)."""
    assert stale_chains(cases) == []
    for season in ["A", "B", "C", None]:
        lines, history = reference(cases, season)
        assert cases.ratings(season) == lines, season
        for name in ["Anne", "Bruno", "Chloé", "Dan"]:
            record = cases.player_record(name, season)
            assert list(record.ratings) == history.get(name, []), (season, name)
    rows_equal_a_computation_from_the_first_game(cases)


def test_every_change_of_a_game_keeps_the_ratings_equal_to_a_recomputation(
    db_url: str,
) -> None:
    with UseCases(open_store(db_url)) as cases:
        # started first, finished last: it is rated in the order played, before the others
        early = cases.start_game(
            ["Anne", "Dan"], make_profile("classic", target=1000), season="A"
        ).id
        cases.enter_turn(early, ManualTurn("Anne", 200))
        games = [play(cases, points, season) for points, season in HISTORY]
        check(cases)
        before = {line.player: line for line in cases.ratings(None)}

        # a turn corrected in the first game changes its ranks: every later rating changes
        cases.replace_turn(games[0], 1, ManualTurn("Bruno", 1500))
        check(cases)
        after = {line.player: line for line in cases.ratings(None)}
        assert all(after[name].mu != before[name].mu for name in before)

        # a correction that changes no rank leaves the ratings as they are
        kept = cases.ratings(None)
        cases.replace_turn(games[0], 2, ManualTurn("Chloé", 800))
        assert cases.ratings(None) == kept
        check(cases)

        # the game started first finishes now
        cases.enter_turn(early, ManualTurn("Dan", 1400))
        cases.enter_turn(early, ManualTurn("Anne", 100))
        assert cases.game(early).status == "over"
        check(cases)

        # a game un-finished (its last turn taken back), then finished otherwise
        cases.undo(games[2])
        assert cases.game(games[2]).status == "playing"
        check(cases)
        cases.enter_turn(games[2], ManualTurn("Dan", 3000))
        check(cases)

        # a finished game's last turn deleted, then played otherwise
        cases.delete_turn(games[3], 3)
        check(cases)
        cases.enter_turn(games[3], ManualTurn("Chloé", 3000))
        check(cases)

        # deleted, restored, deleted again and emptied for good
        cases.delete_game(games[1])
        check(cases)
        cases.restore_game(games[1])
        check(cases)
        cases.delete_game(games[4])
        assert cases.empty_deleted() == 1
        check(cases)

        # imported: one file, then a history at once, into a season of their own and others
        setup, turns = random_game(7, max_turns=120)
        cases.import_game(write_game(RULES, setup, turns), season="C")
        documents = [write_game(RULES, *random_game(seed, max_turns=120)) for seed in (1, 2, 3)]
        cases.import_games(documents, season="B")
        check(cases)


def test_the_ratings_read_are_the_rows_kept(sqlite_url: str) -> None:
    """Reads read the stored rows (a row changed by hand shows), not a recomputation."""
    with UseCases(open_store(sqlite_url)) as cases:
        for points, season in HISTORY:
            play(cases, points, season)
        anne = {line.player: line for line in cases.ratings(None)}["Anne"]
        with cases.store.write() as session:
            session.execute(update(RatingRow).values(mu=RatingRow.mu + 1))
        moved = {line.player: line for line in cases.ratings(None)}["Anne"]
        assert moved.mu == anne.mu + 1
        assert cases.player_record("Anne").ratings[-1].ordinal == pytest.approx(anne.ordinal + 1)


def test_a_stale_chain_is_read_recomputed_and_caught_up_in_bounded_steps(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with UseCases(open_store(db_url)) as cases:
        for points, season in HISTORY * 2:
            play(cases, points, season)
        expected = reference(cases, None)
        # the kept rows are wrong and the chains marked stale from their first game (as a
        # schema upgrade leaves them): reads compute from the first game meanwhile
        with cases.store.write() as session:
            session.execute(update(RatingRow).values(mu=0.0))
            rating_rows.mark_stale(
                session,
                {("mille-sabords", 0): rating_rows.FIRST},
            )
        assert cases.ratings(None) == expected[0]
        assert list(cases.player_record("Anne").ratings) == expected[1]["Anne"]
        # a change while the chain is stale keeps it stale (the catch-up recomputes it)
        cases.replace_turn(1, 1, ManualTurn("Bruno", 1500))
        assert stale_chains(cases) == [("mille-sabords", 0)]
    calls: list[tuple[int, int]] = []
    monkeypatch.setattr(rating_rows, "RATING_BATCH", 5)
    with UseCases(open_store(db_url, lambda done, total: calls.append((done, total)))) as cases:
        assert calls == [(0, 12), (5, 12), (10, 12), (12, 12)]
        assert stale_chains(cases) == []
        # the season chains were never stale: their rows were right all along, except the
        # mu the test wrote (0.0) which the season chains never had
        with cases.store.write() as session:
            session.execute(update(RatingRow).where(RatingRow.scope != 0).values(mu=1.0))
            seasons = {
                ("mille-sabords", s)
                for (s,) in session.execute(
                    select(RatingChainRow.scope).where(RatingChainRow.scope != 0)
                )
            }
            rating_rows.mark_stale(session, dict.fromkeys(seasons, rating_rows.FIRST))
    with UseCases(open_store(db_url)) as cases:
        check(cases)


def test_the_upgrade_to_schema_8_fills_the_ratings_without_a_replay(tmp_path: Path) -> None:
    db = tmp_path / "m.db"
    with UseCases(open_store(f"sqlite:///{db}")) as cases:
        for points, season in HISTORY:
            play(cases, points, season)
        expected = {season: reference(cases, season) for season in ("A", "B", None)}
    back_to_schema_7(db)
    with sqlite3.connect(db) as connection:
        tables = {name for (name,) in connection.execute("SELECT name FROM sqlite_master")}
    connection.close()
    assert "rating" not in tables and "rating_chain" not in tables
    calls: list[tuple[int, int]] = []
    with UseCases(open_store(f"sqlite:///{db}", lambda d, t: calls.append((d, t)))) as cases:
        # no game replayed (a replay shows its progress, whatever the number of games), and
        # the few games rated in one step, with nothing to show
        assert calls == []
        for season, (lines, history) in expected.items():
            assert cases.ratings(season) == lines
            assert list(cases.player_record("Anne", season).ratings) == history["Anne"]
        assert stale_chains(cases) == []


@pytest.mark.parametrize("moved", ["later", "earlier"])
def test_a_chain_caught_up_over_rows_of_an_older_order_equals_a_recomputation(
    db_url: str, monkeypatch: pytest.MonkeyPatch, moved: str
) -> None:
    """The catch-up writes only the rows that differ: rows left from before games were
    deleted or un-finished (the later games' places taken back: ``later``), or restored (the
    later games' rows left at places the catch-up writes before it reaches them:
    ``earlier``), are replaced, batch after batch."""
    with UseCases(open_store(db_url)) as cases:
        games = [play(cases, points, season) for points, season in HISTORY * 2]
        if moved == "earlier":
            cases.delete_game(games[1])
            cases.delete_game(games[2])
        with cases.store.write() as session:
            rating_rows.mark_stale(session, {("mille-sabords", 0): rating_rows.FIRST})
        # while the chain is stale: the rows stay as they were, the games move
        if moved == "later":
            cases.delete_game(games[1])
            cases.delete_game(games[2])
            cases.undo(games[6])
        else:
            cases.restore_game(games[1])
            cases.restore_game(games[2])
        assert stale_chains(cases) == [("mille-sabords", 0)]
    monkeypatch.setattr(rating_rows, "RATING_BATCH", 2)
    with UseCases(open_store(db_url)) as cases:
        check(cases)


def _rating_writes(path: str) -> int:
    with sqlite3.connect(path) as connection:
        (count,) = connection.execute("SELECT count(*) FROM rating_write").fetchone()
    connection.close()
    return int(count)


def test_a_catch_up_that_changes_no_rating_writes_no_row(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = sqlite_url.removeprefix("sqlite:///")
    with UseCases(open_store(sqlite_url)) as cases:
        for points, season in HISTORY * 2:
            play(cases, points, season)
        expected = reference(cases, None)
        with cases.store.write() as session:  # as ``marquoir rebuild`` marks them
            rating_rows.mark_stale(session, {("mille-sabords", 0): rating_rows.FIRST})
    with sqlite3.connect(path) as connection:
        connection.executescript(
            "CREATE TABLE rating_write (what TEXT);"
            " CREATE TRIGGER rating_in AFTER INSERT ON rating"
            " BEGIN INSERT INTO rating_write VALUES ('insert'); END;"
            " CREATE TRIGGER rating_up AFTER UPDATE ON rating"
            " BEGIN INSERT INTO rating_write VALUES ('update'); END;"
            " CREATE TRIGGER rating_out AFTER DELETE ON rating"
            " BEGIN INSERT INTO rating_write VALUES ('delete'); END;"
        )
    connection.close()
    monkeypatch.setattr(rating_rows, "RATING_BATCH", 5)
    with UseCases(open_store(sqlite_url)) as cases:
        assert stale_chains(cases) == []
        assert cases.ratings(None) == expected[0]
    assert _rating_writes(path) == 0
    with UseCases(open_store(sqlite_url)) as cases:  # the triggers count: a change writes
        cases.replace_turn(1, 1, ManualTurn("Bruno", 1500))
    assert _rating_writes(path) > 0


def test_the_moments_a_rebuild_writes_are_the_store_s_text(sqlite_url: str) -> None:
    """The rebuild writes a game's end, and the ratings their start, many rows a statement:
    in the text the moment's type writes (the driver's own text, with its offset, compares
    as a later moment, and would put a game after its twin start)."""
    path = sqlite_url.removeprefix("sqlite:///")
    with UseCases(open_store(sqlite_url)) as cases:
        games = [play(cases, points, season) for points, season in HISTORY * 2]
        created = {game: cases.game(game).created_at for game in games}
    with sqlite3.connect(path) as connection:  # the ends forgotten: the rebuild finds them
        connection.execute(
            "UPDATE game SET status = 'playing', finished_at = NULL, rules_version = NULL"
        )
    connection.close()
    with UseCases(open_store(sqlite_url)) as cases:  # the opening rebuilds the games, then rates
        assert [cases.game(game).status for game in games] == ["over"] * len(games)
        with cases.store.read() as session:
            connection = session.connection()
            ends = connection.exec_driver_sql("SELECT finished_at FROM game").all()
            pairs = connection.exec_driver_sql(
                "SELECT rating.started, game.created_at FROM rating"
                " JOIN game ON game.id = rating.game_id"
            ).all()
    # the text the moment's type writes: in UTC, no offset, the microseconds always written
    assert ends and all(end is not None and "+" not in end and len(end) == 26 for (end,) in ends)
    assert pairs and all(started == created for started, created in pairs)
    written = {start.strftime("%Y-%m-%d %H:%M:%S.%f") for start in created.values()}
    assert written == {start for _, start in pairs}


def test_the_upgrade_to_schema_9_writes_every_moment_in_the_store_s_text(
    sqlite_url: str,
) -> None:
    """A schema-8 file written while the rebuild wrote the ratings' start and a game's end in
    the driver's own text (its offset after the moment; without its microseconds when they
    were 0), and whose ratings lost a game's rows (what that text could do to a game that
    started at the same moment as another): the upgrade writes every moment again in the
    store's text and computes every chain's ratings again, equal to a computation from the
    first game."""
    path = sqlite_url.removeprefix("sqlite:///")
    with UseCases(open_store(sqlite_url)) as cases:
        games = [play(cases, points, season) for points, season in HISTORY * 2]
        expected = reference(cases, None)
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE rating SET started = started || '+00:00'")
        connection.execute(
            "UPDATE game SET finished_at = substr(finished_at, 1, 19) || '+00:00' WHERE id = ?",
            (games[3],),
        )
        connection.execute("DELETE FROM rating WHERE game_id = ?", (games[2],))
    connection.close()
    back_to_schema_9(Path(path))
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE marquoir_meta SET value = '8' WHERE key = 'schema_version'")
    connection.close()
    with UseCases(open_store(sqlite_url)) as cases:
        assert cases.upgrade_backup is not None
        assert cases.ratings(None) == expected[0]
        check(cases)
    with sqlite3.connect(path) as connection:
        pairs = connection.execute(
            "SELECT rating.started, game.created_at, rating.game_id FROM rating"
            " JOIN game ON game.id = rating.game_id"
        ).fetchall()
        (end,) = connection.execute(
            "SELECT finished_at FROM game WHERE id = ?", (games[3],)
        ).fetchone()
    connection.close()
    assert pairs and all(started == created for started, created, _ in pairs)
    assert games[2] in {gid for _, _, gid in pairs}  # its ratings back
    assert len(end) == 26 and end.endswith(".000000") and "+" not in end


def test_a_catch_up_over_twin_starts_in_the_driver_s_text_equals_a_recomputation(
    sqlite_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Rows in the driver's text of a moment (written before it was the store's) of games
    that started at the same moment (a bulk import) compare after their twins': a batch
    still finds each of its games' rows by the game's id, wherever they stand, and replaces
    them (an insert beside them would break the rows' key)."""
    path = sqlite_url.removeprefix("sqlite:///")
    with UseCases(open_store(sqlite_url)) as cases:
        games = [play(cases, points, season) for points, season in HISTORY * 2]
    with sqlite3.connect(path) as connection:
        connection.execute("UPDATE game SET created_at = '2026-01-01 10:00:00.000000'")
        connection.execute("UPDATE rating SET started = '2026-01-01 10:00:00+00:00'")
    connection.close()
    with UseCases(open_store(sqlite_url)) as cases:
        with cases.store.write() as session:
            rating_rows.mark_stale(session, {("mille-sabords", 0): rating_rows.FIRST})
        cases.delete_game(games[0])
        cases.delete_game(games[1])
    monkeypatch.setattr(rating_rows, "RATING_BATCH", 2)
    with UseCases(open_store(sqlite_url)) as cases:
        assert stale_chains(cases) == []
        lines, history = reference(cases, None)
        assert cases.ratings(None) == lines
        for name in ["Anne", "Bruno", "Chloé", "Dan"]:
            assert list(cases.player_record(name).ratings) == history.get(name, [])
