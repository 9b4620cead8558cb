"""What opening a database may have to do before it is used: the games whose derived rows
were built by older rules (``rebuilding.rebuild_stale`` rebuilds them) and the rating chains
still to compute (``rating_rows.catch_up``)."""

from __future__ import annotations

from sqlalchemy import ColumnElement, Connection, exists, false, func, or_, select

from marquoir.rules import game_ids, game_rules
from marquoir.store.models import GameRow, RatingChainRow, table


def stale_games() -> ColumnElement[bool]:
    """The condition on ``game`` for the games whose derived rows were built by older rules
    than this Marquoir's (or not yet built: NULL). Rows built by newer rules (a newer
    Marquoir sharing the database) are left as they are, so two versions never rebuild each
    other's rows in turn; games Marquoir does not know are left alone too."""
    game = table(GameRow).c
    return or_(
        false(),
        *(
            (game.game == kind)
            & (game.rules_version.is_(None) | (game.rules_version < game_rules(kind).version))
            for kind in game_ids()
        ),
    )


def stale_chain() -> ColumnElement[bool]:
    """The condition on ``rating_chain`` for the chains whose ratings are still to be
    computed from some game on."""
    return table(RatingChainRow).c.stale_game.is_not(None)


def count_stale_games(connection: Connection) -> int:
    """How many games' derived rows are to be rebuilt."""
    count = connection.execute(
        select(func.count()).select_from(table(GameRow)).where(stale_games())
    ).scalar_one()
    return int(count)


def work_to_do(connection: Connection) -> bool:
    """Whether any game is to be rebuilt or any rating chain to be computed."""
    games, chains = connection.execute(
        select(
            exists().where(stale_games()).select_from(table(GameRow)),
            exists().where(stale_chain()).select_from(table(RatingChainRow)),
        )
    ).one()
    return bool(games or chains)
