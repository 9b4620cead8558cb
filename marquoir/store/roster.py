"""The roster: every player who ever sat at a game, found by name ignoring case."""

from __future__ import annotations

import unicodedata
from datetime import UTC, datetime

from sqlmodel import Session, col, select

from marquoir.records import RosterPlayer
from marquoir.rules import check_name, name_key
from marquoir.store.errors import StoreError
from marquoir.store.tables import PlayerRow


def now() -> datetime:
    return datetime.now(UTC)


def find_player(session: Session, name: str) -> PlayerRow | None:
    """The roster's player with this name (case and surrounding spaces ignored), if any."""
    return session.exec(select(PlayerRow).where(PlayerRow.name_key == name_key(name))).first()


def player_named(session: Session, name: str) -> PlayerRow:
    """The roster's player with this name (compared by ``name_key``), added when new."""
    name = unicodedata.normalize("NFC", name).strip()
    player = find_player(session, name)
    if player is None:
        player = PlayerRow(name=name, name_key=name_key(name), created_at=now())
        session.add(player)
        session.flush()
    return player


def roster_player(session: Session, name: str) -> PlayerRow:
    player = find_player(session, name)
    if player is None:
        raise StoreError("store.no_player", name=name)
    return player


def list_players(session: Session, include_archived: bool = False) -> list[RosterPlayer]:
    query = select(PlayerRow.name, PlayerRow.archived).order_by(col(PlayerRow.name_key))
    if not include_archived:
        query = query.where(col(PlayerRow.archived).is_(False))
    return [RosterPlayer(name, bool(archived)) for name, archived in session.exec(query)]


def rename_player(session: Session, old: str, new: str) -> None:
    new = check_name(new, "name")
    player = roster_player(session, old)
    clash = find_player(session, new)
    if clash is not None and clash.id != player.id:
        raise StoreError("store.player_exists", name=clash.name)
    player.name, player.name_key = new, name_key(new)
    session.add(player)


def archive_player(session: Session, name: str, archived: bool = True) -> None:
    player = roster_player(session, name)
    player.archived = archived
    session.add(player)
