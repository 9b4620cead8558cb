"""The roster: every player who ever sat at a game, found by name ignoring case (lower-cased,
``rules.name_key``). A game links its players to the roster and keeps its own spelling."""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from datetime import UTC, datetime

from sqlmodel import Session, col, select

from marquoir.records import RosterPlayer
from marquoir.rules import check_name, check_unlike, name_key
from marquoir.rules.limits import alphabetical
from marquoir.store.errors import StoreError
from marquoir.store.models import PlayerRow
from marquoir.store.upsert import insert_missing


def now() -> datetime:
    return datetime.now(UTC)


def find_player(session: Session, name: str) -> PlayerRow | None:
    """The roster's player with this name (case and surrounding spaces ignored), if any."""
    return session.exec(select(PlayerRow).where(PlayerRow.name_key == name_key(name))).first()


def player_named(session: Session, name: str) -> PlayerRow:
    """The roster's player with this name (compared by ``name_key``), added when new."""
    return players_named(session, [name])[name_key(name)]


def players_named(session: Session, names: Iterable[str]) -> dict[str, PlayerRow]:
    """The roster's players with these names, by ``name_key``, the new ones added. A player
    another transaction is adding at the same moment is found, not refused (insert or
    nothing, then read); the new ones are inserted in the order of their keys, so that two
    games seating the same new players in another order do not wait for each other."""
    wanted = {name_key(name): unicodedata.normalize("NFC", name).strip() for name in names}
    found = _by_key(session, wanted)
    missing = sorted(key for key in wanted if key not in found)
    if missing:
        _unlike_roster(session, [wanted[key] for key in missing])
        for key in missing:
            insert_missing(
                session,
                PlayerRow,
                "name_key",
                {"name": wanted[key], "name_key": key, "archived": False, "created_at": now()},
            )
        found.update(_by_key(session, {key: wanted[key] for key in missing}))
    return found


def _unlike_roster(session: Session, names: list[str], but: int | None = None) -> None:
    """Refuse a new name that looks like a rostered player's (Latin ``Anne``, Cyrillic
    ``Аnne``): ``rules.check_unlike`` against the whole roster (``but`` the player renamed)."""
    rostered = [
        name
        for name, player_id in session.exec(select(PlayerRow.name, PlayerRow.id))
        if player_id != but
    ]
    for i, name in enumerate(names):  # nor like another new one (a club's history at once)
        check_unlike(name, rostered + names[:i], "roster", "name")


def _by_key(session: Session, wanted: dict[str, str]) -> dict[str, PlayerRow]:
    rows = session.exec(select(PlayerRow).where(col(PlayerRow.name_key).in_(list(wanted))))
    return {row.name_key: row for row in rows}


def roster_player(session: Session, name: str) -> PlayerRow:
    player = find_player(session, name)
    if player is None:
        raise StoreError("store.no_player", name=name)
    return player


def list_players(session: Session, include_archived: bool = False) -> list[RosterPlayer]:
    query = select(PlayerRow.name, PlayerRow.archived)
    if not include_archived:
        query = query.where(col(PlayerRow.archived).is_(False))
    players = [RosterPlayer(name, bool(archived)) for name, archived in session.exec(query)]
    return sorted(players, key=lambda player: alphabetical(player.name))


def rename_player(session: Session, old: str, new: str) -> None:
    new = check_name(new, "name")
    player = roster_player(session, old)
    clash = find_player(session, new)
    if clash is not None and clash.id != player.id:
        raise StoreError("store.player_exists", name=clash.name)
    if clash is None:
        _unlike_roster(session, [new], but=player.id)
    player.name, player.name_key = new, name_key(new)
    session.add(player)


def archive_player(session: Session, name: str, archived: bool = True) -> None:
    player = roster_player(session, name)
    player.archived = archived
    session.add(player)
