"""Pig's tests use the app's fixtures: a fresh SQLite store, an app on it."""

from tests.tui.conftest import make_app, store

__all__ = ["make_app", "store"]
