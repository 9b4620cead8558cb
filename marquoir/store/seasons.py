"""Seasons: the list, creating and renaming, and the current one (a setting). The reads
(:func:`list_seasons`, :func:`current_season_name`) are statements on a connection; the
changes go through the write transaction's session."""

from __future__ import annotations

from datetime import date

from sqlalchemy import Connection, func
from sqlmodel import Session, select

from marquoir.records import SeasonInfo
from marquoir.rules import check_season
from marquoir.store.errors import StoreError
from marquoir.store.models import GameRow, MetaRow, SeasonRow, table
from marquoir.store.upsert import insert_missing

CURRENT_KEY = "current_season"


def find_season(session: Session, name: str) -> SeasonRow | None:
    return session.exec(select(SeasonRow).where(SeasonRow.name == name)).first()


def season_named(session: Session, name: str | None) -> SeasonRow:
    """The season with this name, created on demand; None means this calendar year's."""
    today = date.today()
    label = check_season(name) if name is not None else str(today.year)
    season = find_season(session, label)
    if season is None:
        # insert or nothing, then read: a season another import creates at the same moment
        # is joined, not refused
        values: dict[str, object] = {"name": label}
        if name is None:
            values.update(starts_on=date(today.year, 1, 1), ends_on=date(today.year, 12, 31))
        insert_missing(session, SeasonRow, "name", values)
        season = find_season(session, label)
        assert season is not None
    return season


def list_seasons(connection: Connection) -> list[SeasonInfo]:
    """Every season with its dates and number of games, newest name first."""
    game, season = table(GameRow), table(SeasonRow)
    counts = {
        sid: int(n)
        for sid, n in connection.execute(
            select(game.c.season_id, func.count()).group_by(game.c.season_id)
        )
    }
    rows = connection.execute(
        select(season.c.id, season.c.name, season.c.starts_on, season.c.ends_on).order_by(
            season.c.name.desc()
        )
    )
    return [SeasonInfo(name, starts, ends, counts.get(sid, 0)) for sid, name, starts, ends in rows]


def create_season(
    session: Session, name: str, starts_on: date | None = None, ends_on: date | None = None
) -> SeasonRow:
    name = check_season(name)
    if find_season(session, name) is not None:
        raise StoreError("store.season_exists", name=name)
    if starts_on and ends_on and ends_on < starts_on:
        raise StoreError(
            "store.season_backwards", name=name, ends=str(ends_on), starts=str(starts_on)
        )
    season = SeasonRow(name=name, starts_on=starts_on, ends_on=ends_on)
    session.add(season)
    session.flush()
    return season


def rename_season(session: Session, old: str, new: str) -> None:
    season = find_season(session, old)
    if season is None:
        raise StoreError("store.no_season", name=old)
    new = check_season(new)
    if new != old and find_season(session, new) is not None:
        raise StoreError("store.season_exists", name=new)
    season.name = new
    session.add(season)
    current = session.get(MetaRow, CURRENT_KEY)
    if current is not None and current.value == old:
        current.value = new
        session.add(current)


def current_season(session: Session) -> SeasonRow:
    """The season new games join: the setting, or this calendar year's (created on demand)."""
    setting = session.get(MetaRow, CURRENT_KEY)
    if setting is not None:
        season = find_season(session, setting.value)
        if season is not None:
            return season
    return season_named(session, None)


def current_season_name(connection: Connection) -> str:
    """The name of the season new games join, without creating it (a read)."""
    season, meta = table(SeasonRow).c, table(MetaRow).c
    setting = connection.execute(
        select(season.name)
        .join_from(table(SeasonRow), table(MetaRow), meta.value == season.name)
        .where(meta.key == CURRENT_KEY)
    ).scalar()
    return str(setting) if setting is not None else str(date.today().year)


def set_current_season(session: Session, name: str | None) -> None:
    """New games join ``name`` (which must exist); None goes back to the calendar year's."""
    setting = session.get(MetaRow, CURRENT_KEY)
    if name is None:
        if setting is not None:
            session.delete(setting)
        return
    if find_season(session, name) is None:
        raise StoreError("store.no_season", name=name)
    session.merge(MetaRow(key=CURRENT_KEY, value=name))
