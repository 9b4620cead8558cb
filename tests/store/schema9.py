"""An SQLite file of schema 10 taken back to schema 9, as Marquoir 9 left its files: no word
of who entered a turn, no key a phone sent with it."""

import sqlite3
from pathlib import Path


def back_to_schema_9(db: Path) -> None:
    with sqlite3.connect(db) as connection:
        connection.execute("DROP INDEX ux_turn_entry_key")
        connection.execute("ALTER TABLE turn DROP COLUMN entered_by")
        connection.execute("ALTER TABLE turn DROP COLUMN entry_key")
        connection.execute("UPDATE marquoir_meta SET value = '9' WHERE key = 'schema_version'")
    connection.close()
