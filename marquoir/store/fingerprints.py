"""Each game's fingerprint, unique among the games that are not deleted: the unique index
over (``fingerprint``, ``fingerprint_copy``) holds it, so that two imports of the same file
racing on PostgreSQL store it once, as on SQLite. A game imported as a first copy takes copy
0 (a second import of the same file is refused, even one a racing process commits this very
moment, with that game's id); a game stored on purpose once more (``import --again``), or
whose document comes to equal another's as it is played, takes the next copy number."""

from __future__ import annotations

from sqlalchemy import func, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm.attributes import set_committed_value
from sqlmodel import Session, col, select

from marquoir.store.errors import StoreError
from marquoir.store.models import GameRow

#: how many times a copy number taken by a racing writer is looked for again
ATTEMPTS = 5


def game_with_fingerprint(session: Session, digest: str) -> int | None:
    """The game (not deleted) whose document has this fingerprint, if any (the first)."""
    return session.exec(
        select(GameRow.id)
        .where(GameRow.fingerprint == digest, col(GameRow.deleted_at).is_(None))
        .order_by(col(GameRow.fingerprint_copy), col(GameRow.id))
    ).first()


def next_copies(session: Session, digests: list[str]) -> dict[str, int]:
    """For each fingerprint, the first copy number no game (not deleted) holds."""
    found: dict[str, int] = {}
    for start in range(0, len(digests), 500):
        chunk = digests[start : start + 500]
        rows = session.exec(
            select(GameRow.fingerprint, func.max(GameRow.fingerprint_copy))
            .where(col(GameRow.fingerprint).in_(chunk), col(GameRow.deleted_at).is_(None))
            .group_by(col(GameRow.fingerprint))
        )
        found.update({digest: top + 1 for digest, top in rows if digest is not None})
    return found


def _next_copy(session: Session, game_id: int, digest: str) -> int:
    top = session.exec(
        select(func.max(GameRow.fingerprint_copy)).where(
            GameRow.fingerprint == digest,
            col(GameRow.deleted_at).is_(None),
            GameRow.id != game_id,
        )
    ).one()
    return 0 if top is None else top + 1


def claim(
    session: Session, game: GameRow, digest: str, *, first: bool = False, restore: bool = False
) -> None:
    """Give ``game`` the fingerprint ``digest`` and a free copy number; ``first``: copy 0 or
    a refusal naming the game that has it; ``restore``: the game leaves the deleted games in
    the same statement."""
    assert game.id is not None
    values: dict[str, object] = {"fingerprint": digest}
    if restore:
        values["deleted_at"] = None
    for _ in range(ATTEMPTS):
        values["fingerprint_copy"] = copy = 0 if first else _next_copy(session, game.id, digest)
        try:
            with session.begin_nested():
                session.exec(update(GameRow).where(col(GameRow.id) == game.id).values(**values))
        except IntegrityError:
            if first:
                same = game_with_fingerprint(session, digest)
                raise StoreError("store.duplicate", id=same) from None
            continue  # a racing writer took that copy number: the next one
        for name, value in values.items():
            set_committed_value(game, name, value)
        assert game.fingerprint_copy == copy
        return
    raise StoreError("store.busy")
