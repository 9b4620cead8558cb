"""Marquoir's own games, one package each, found by entry point (``pyproject.toml``'s
``marquoir.games`` group) like any other installed game: see ``marquoir.rules.games``."""
