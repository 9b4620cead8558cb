"""What opening a database may have to do before it is used, in SQLAlchemy Core (an opening
with nothing to do loads no ORM): the games whose derived rows were built by older rules
(``rebuilding.rebuild_stale`` rebuilds them) and the rating chains still to compute
(``rating_rows.catch_up``)."""

from __future__ import annotations

from sqlalchemy import ColumnElement, Connection, and_, exists, func, or_, select

from marquoir.rules import game_ids, game_rules
from marquoir.store.tables import game, rating_chain


def stale_games() -> ColumnElement[bool]:
    """The games whose derived rows were built by older rules than this Marquoir's (or not
    yet built: NULL). Rows built by newer rules (a newer Marquoir sharing the database) are
    left as they are, so two versions never rebuild each other's rows in turn; games Marquoir
    does not know are left alone too."""
    version = game.c.rules_version
    return or_(
        *(
            and_(game.c.game == kind, or_(version.is_(None), version < game_rules(kind).version))
            for kind in game_ids()
        )
    )


#: the rating chains whose ratings are still to be computed from some game on
STALE_CHAIN = rating_chain.c.stale_game.is_not(None)


def count_stale_games(connection: Connection) -> int:
    """How many games' derived rows are to be rebuilt."""
    query = select(func.count()).select_from(game).where(stale_games())
    return int(connection.execute(query).scalar_one())


def work_to_do(connection: Connection) -> bool:
    """Whether any game is to be rebuilt or any rating chain to be computed."""
    query = select(exists().where(stale_games()).select_from(game), exists().where(STALE_CHAIN))
    games, chains = connection.execute(query).one()
    return bool(games or chains)
