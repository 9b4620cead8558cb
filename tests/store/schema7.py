"""An SQLite file of schema 10 (through 9 and 8) taken back to schema 7, as Marquoir 7 left
its files: no ratings kept (no ``rating``, no ``rating_chain``), no index of the games'
order."""

import sqlite3
from pathlib import Path

from tests.store.schema9 import back_to_schema_9


def back_to_schema_7(db: Path) -> None:
    back_to_schema_9(db)
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE rating")
        connection.execute("DROP TABLE rating_chain")
        connection.execute("DROP INDEX ix_game_order")
        connection.execute("DROP INDEX ix_game_finished")
        connection.execute("DROP INDEX ix_turn_points_player")
        connection.execute("CREATE INDEX ix_turn_points_player ON turn_points (player_id, points)")
        connection.execute("UPDATE marquoir_meta SET value = '7' WHERE key = 'schema_version'")
    connection.close()
