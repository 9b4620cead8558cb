"""Two ways to the database, on one engine (issue 44): a SQLModel session for the changes, and
SQLAlchemy statements built from the same models for the rest. The store never reaches the
driver itself: no ``sqlite3``, no driver cursor or statement, outside the engine's
connect-time recipe (SQLite's settings, its ``BEGIN``), and SQL written as text only in the
schema's upgrade steps and the few statements SQLite has no construct for."""

import ast
from pathlib import Path

STORE = Path(__file__).resolve().parents[2] / "marquoir" / "store"
#: what reaches the driver itself
DRIVER = {"exec_driver_sql", "driver_connection", "dbapi_connection", "cursor", "raw_connection"}


def modules() -> dict[str, ast.Module]:
    return {path.name: ast.parse(path.read_text("utf-8")) for path in STORE.glob("*.py")}


def test_no_module_of_the_store_imports_the_driver() -> None:
    for name, tree in modules().items():
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                assert all(a.name.split(".")[0] != "sqlite3" for a in node.names), name
            if isinstance(node, ast.ImportFrom):
                assert (node.module or "").split(".")[0] not in ("sqlite3", "psycopg"), name


def test_only_the_engine_speaks_to_the_driver() -> None:
    reached = {
        name
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if (isinstance(node, ast.Attribute) and node.attr in DRIVER)
        or (isinstance(node, ast.Name) and node.id in DRIVER)
    }
    assert reached == {"engine.py"}


def test_sql_text_is_written_in_the_schema_alone() -> None:
    """``text()``: the upgrade steps, the backup (``VACUUM INTO``) and the fingerprints'
    partial index in the schema; SQLite's ``quick_check`` and ``integrity_check`` in the
    health check."""
    written = {
        name
        for name, tree in modules().items()
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "text"
    }
    assert written == {"schema.py", "models.py", "health.py"}
