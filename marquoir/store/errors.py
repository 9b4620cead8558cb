"""The storage's one exception (light to import: no SQLAlchemy behind it)."""

from marquoir.rules.errors import Refusal


class StoreError(Refusal):
    """A database Marquoir will not open or a request it cannot do: a sentence (``store.*``
    in i18n) in the Captain's language."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key, "", **params)
