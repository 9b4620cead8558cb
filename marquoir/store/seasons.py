"""Seasons: the list, creating and renaming, and the current one (a setting)."""

from __future__ import annotations

from datetime import date

from sqlmodel import Session, col, func, select

from marquoir.store.errors import StoreError
from marquoir.store.games import season_named
from marquoir.store.tables import Game, Meta, Season

CURRENT_KEY = "current_season"


def list_seasons(session: Session) -> list[tuple[str, date | None, date | None, int]]:
    """Every season with its dates and number of games, newest name first."""
    counts = dict(
        session.exec(select(Game.season_id, func.count()).group_by(col(Game.season_id))).all()
    )
    seasons = session.exec(select(Season).order_by(col(Season.name).desc())).all()
    return [(s.name, s.starts_on, s.ends_on, counts.get(s.id or 0, 0)) for s in seasons]


def create_season(
    session: Session, name: str, starts_on: date | None = None, ends_on: date | None = None
) -> Season:
    name = name.strip()
    if not name:
        raise StoreError("a season needs a name")
    if session.exec(select(Season).where(Season.name == name)).first() is not None:
        raise StoreError(f"the season {name!r} already exists")
    if starts_on and ends_on and ends_on < starts_on:
        raise StoreError(
            f"the season {name!r} would end ({ends_on}) before it starts ({starts_on})"
        )
    season = Season(name=name, starts_on=starts_on, ends_on=ends_on)
    session.add(season)
    session.flush()
    return season


def rename_season(session: Session, old: str, new: str) -> None:
    new = new.strip()
    season = session.exec(select(Season).where(Season.name == old)).first()
    if season is None:
        raise StoreError(f"there is no season {old!r}")
    if not new:
        raise StoreError("a season needs a name")
    if new != old and session.exec(select(Season).where(Season.name == new)).first() is not None:
        raise StoreError(f"the season {new!r} already exists")
    season.name = new
    session.add(season)
    current = session.get(Meta, CURRENT_KEY)
    if current is not None and current.value == old:
        current.value = new
        session.add(current)


def current_season(session: Session) -> Season:
    """The season new games join: the setting, or this calendar year's (created on demand)."""
    setting = session.get(Meta, CURRENT_KEY)
    if setting is not None:
        season = session.exec(select(Season).where(Season.name == setting.value)).first()
        if season is not None:
            return season
    return season_named(session, None)


def set_current_season(session: Session, name: str | None) -> None:
    """New games join ``name`` (which must exist); None goes back to the calendar year's."""
    setting = session.get(Meta, CURRENT_KEY)
    if name is None:
        if setting is not None:
            session.delete(setting)
        return
    if session.exec(select(Season).where(Season.name == name)).first() is None:
        raise StoreError(f"there is no season {name!r}")
    session.merge(Meta(key=CURRENT_KEY, value=name))
