"""The storage's one exception (light to import: no SQLAlchemy behind it)."""


class StoreError(Exception):
    """A database Marquoir will not open or a request it cannot do; ``str()`` is a sentence."""
