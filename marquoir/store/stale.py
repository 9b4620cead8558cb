"""What opening a database may have to do before it is used: the games whose derived rows
were built by older rules (``rebuilding.rebuild_stale`` rebuilds them) and the rating chains
still to compute (``rating_rows.catch_up``). Written in plain SQL (``marquoir.store.plain_sql``):
an opening with nothing to do loads no ORM, and the app's first list asks the same question
before SQLAlchemy is loaded (``marquoir.store.peek``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from marquoir.rules import game_ids, game_rules
from marquoir.store.plain_sql import rows

if TYPE_CHECKING:
    import sqlite3

    from sqlalchemy import Connection, TextClause

#: the rating chains whose ratings are still to be computed from some game on
STALE_CHAINS = "rating_chain.stale_game IS NOT NULL"


def stale_sql() -> tuple[str, dict[str, Any]]:
    """The condition on ``game`` for the games whose derived rows were built by older rules
    than this Marquoir's (or not yet built: NULL), and its parameters. Rows built by newer
    rules (a newer Marquoir sharing the database) are left as they are, so two versions never
    rebuild each other's rows in turn; games Marquoir does not know are left alone too."""
    parts: list[str] = []
    params: dict[str, Any] = {}
    for i, kind in enumerate(game_ids()):
        parts.append(
            f"(game.game = :stale_kind{i} AND (game.rules_version IS NULL"
            f" OR game.rules_version < :stale_version{i}))"
        )
        params[f"stale_kind{i}"] = kind
        params[f"stale_version{i}"] = game_rules(kind).version
    return "(" + (" OR ".join(parts) or "1 = 0") + ")", params


def stale_games() -> TextClause:
    """:func:`stale_sql` as a condition for SQLAlchemy's queries on ``game``."""
    from sqlalchemy import text

    sql, params = stale_sql()
    return text(sql).bindparams(**params)


def stale_chain() -> TextClause:
    """:data:`STALE_CHAINS` as a condition for SQLAlchemy's queries on ``rating_chain``."""
    from sqlalchemy import text

    return text(STALE_CHAINS)


def count_stale_games(connection: Connection | sqlite3.Connection) -> int:
    """How many games' derived rows are to be rebuilt."""
    sql, params = stale_sql()
    ((count,),) = rows(connection, f"SELECT COUNT(*) FROM game WHERE {sql}", params)
    return int(count)


def work_to_do(connection: Connection | sqlite3.Connection) -> bool:
    """Whether any game is to be rebuilt or any rating chain to be computed."""
    sql, params = stale_sql()
    ((games, chains),) = rows(
        connection,
        f"SELECT EXISTS (SELECT 1 FROM game WHERE {sql}),"
        f" EXISTS (SELECT 1 FROM rating_chain WHERE {STALE_CHAINS})",
        params,
    )
    return bool(games or chains)
