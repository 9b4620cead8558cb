"""An SQLite file of schema 8 (through 7) taken back to schema 6, as Marquoir 6 left its files: no rules
version, no copy number, the fingerprint's plain index, no names in the seats, the
roster's names case-folded."""

import sqlite3
from pathlib import Path

from tests.store.schema7 import back_to_schema_7


def back_to_schema_6(db: Path) -> None:
    back_to_schema_7(db)
    with sqlite3.connect(db) as connection:
        connection.execute("DROP INDEX ux_game_fingerprint")
        connection.execute("ALTER TABLE game DROP COLUMN fingerprint_copy")
        connection.execute("ALTER TABLE game DROP COLUMN rules_version")
        connection.execute("ALTER TABLE seat DROP COLUMN name")
        for player_id, name in connection.execute("SELECT id, name FROM player").fetchall():
            connection.execute(
                "UPDATE player SET name_key = ? WHERE id = ?", (name.strip().casefold(), player_id)
            )
        connection.execute("CREATE INDEX ix_game_fingerprint ON game (fingerprint)")
        connection.execute("UPDATE marquoir_meta SET value = '6' WHERE key = 'schema_version'")
    connection.close()
