"""Ratings across games: OpenSkill's Plackett-Luce model with its default parameters, updated
game by game in the order the games were played (start, then id). Each finished game is a
match of one-player teams ranked as it finished (the winners share rank 1, then the others by
final total, equal totals sharing a rank: ``rules.finish_ranks``). The sort key is the
ordinal, mu − 3·sigma: a player's rating once the uncertainty is taken off."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from itertools import groupby
from typing import Any

from marquoir.records import RatingLine, RatingPoint
from marquoir.rules import ranked


def matches(rows: Iterable[Sequence[Any]]) -> list[tuple[int, datetime, list[tuple[str, int]]]]:
    """The store's rows (game id, start, player, rank) grouped into games, in order."""
    return [
        (game_id, started, [(player, rank) for _, _, player, rank in seats])
        for (game_id, started), seats in groupby(rows, key=lambda row: (row[0], row[1]))
    ]


def rate(
    games: Sequence[tuple[int, datetime, list[tuple[str, int]]]],
) -> tuple[list[RatingLine], dict[str, list[RatingPoint]]]:
    """Every player's rating after ``games`` (best ordinal first, equal ordinals to the
    hundredth sharing a rank), and each one's rating after each of their games."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    current: dict[str, Any] = {}
    played: dict[str, int] = {}
    history: dict[str, list[RatingPoint]] = {}
    for game_id, started, seats in games:
        names = [name for name, _ in seats]
        teams = [[current.get(name) or model.rating(name=name)] for name in names]
        rated = model.rate(teams, ranks=[float(rank) for _, rank in seats])
        for name, (rating,) in zip(names, rated, strict=True):
            current[name] = rating
            played[name] = played.get(name, 0) + 1
            point = RatingPoint(game_id, started.date(), float(rating.ordinal()))
            history.setdefault(name, []).append(point)
    lines = [
        RatingLine(
            0,
            name,
            played[name],
            float(rating.mu),
            float(rating.sigma),
            float(rating.ordinal()),
        )
        for name, rating in sorted(current.items(), key=lambda item: item[0].casefold())
    ]
    ranked_lines = ranked(lines, key=lambda line: round(line.ordinal, 2))
    return [
        RatingLine(rank, line.player, line.games, line.mu, line.sigma, line.ordinal)
        for rank, line in ranked_lines
    ], history
