"""Ratings across games: OpenSkill's Plackett-Luce model with its default parameters, updated
game by game in the order the games were played (start, then id). Each finished game is a
match of one-player teams ranked as it finished (the winners share rank 1, then the others by
final total, equal totals sharing a rank: ``rules.finish_ranks``). The sort key is the
ordinal, mu − 3·sigma: a player's rating once the uncertainty is taken off.

The store keeps the rating after each game (``marquoir.store.rating_rows``) and goes on from
them with :func:`rate_on`; :func:`rate` computes everything from the first game (the
reference the stored ratings must equal)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from datetime import datetime
from functools import cache
from itertools import groupby
from typing import Any, TypeVar

from marquoir.records import RatingLine, RatingPoint
from marquoir.rules import ranked

P = TypeVar("P", bound=Hashable)
#: a player's rating: (mu, sigma, games played so far)
Rating = tuple[float, float, int]


@cache
def _model() -> Any:
    """OpenSkill's Plackett-Luce model with its default parameters (imported when first
    needed: the store opens without it)."""
    # openskill: not loaded when no rating is computed (bench/store_commands_bench.py)
    from openskill.models import PlackettLuce

    return PlackettLuce()


def matches(rows: Iterable[Sequence[Any]]) -> list[tuple[int, datetime, list[tuple[str, int]]]]:
    """The store's rows (game id, start, player, rank) grouped into games, in order."""
    return [
        (game_id, started, [(player, rank) for _, _, player, rank in seats])
        for (game_id, started), seats in groupby(rows, key=lambda row: (row[0], row[1]))
    ]


def rate_on(
    games: Iterable[Sequence[tuple[P, int]]], before: Mapping[P, Rating]
) -> Iterator[list[Rating]]:
    """Each game's players' ratings after it (in seating order), one game after the other:
    ``games`` are (player, rank) seats, ``before`` each player's rating before the first of
    them (a player not in it starts at the model's default)."""
    model = _model()
    current: dict[P, tuple[Any, int]] = {
        player: (model.rating(mu=mu, sigma=sigma), played)
        for player, (mu, sigma, played) in before.items()
    }
    for seats in games:
        names = [player for player, _ in seats]
        known = [current.get(player) for player in names]
        teams = [[model.rating() if old is None else old[0]] for old in known]
        rated = model.rate(teams, ranks=[float(rank) for _, rank in seats])
        after: list[Rating] = []
        for player, old, (rating,) in zip(names, known, rated, strict=True):
            played = 1 if old is None else old[1] + 1
            current[player] = (rating, played)
            after.append((float(rating.mu), float(rating.sigma), played))
        yield after


def ordinal(mu: float, sigma: float) -> float:
    """The rating once its uncertainty is taken off (OpenSkill's ordinal: mu − 3·sigma)."""
    return float(_model().rating(mu=mu, sigma=sigma).ordinal())


def rating_lines(current: Iterable[tuple[str, Rating]]) -> list[RatingLine]:
    """Every player's rating now (name, rating), best ordinal first, equal ordinals to the
    hundredth sharing a rank (then by name)."""
    lines = [
        RatingLine(0, name, played, mu, sigma, ordinal(mu, sigma))
        for name, (mu, sigma, played) in sorted(current, key=lambda item: item[0].casefold())
    ]
    ranked_lines = ranked(lines, key=lambda line: round(line.ordinal, 2))
    return [
        RatingLine(rank, line.player, line.games, line.mu, line.sigma, line.ordinal)
        for rank, line in ranked_lines
    ]


def rate(
    games: Sequence[tuple[int, datetime, list[tuple[str, int]]]],
) -> tuple[list[RatingLine], dict[str, list[RatingPoint]]]:
    """Every player's rating after ``games``, computed from the first (best ordinal first,
    equal ordinals to the hundredth sharing a rank), and each one's rating after each of
    their games."""
    current: dict[str, Rating] = {}
    history: dict[str, list[RatingPoint]] = {}
    rated = rate_on((seats for _, _, seats in games), {})
    for (game_id, started, seats), after in zip(games, rated, strict=True):
        for (name, _), rating in zip(seats, after, strict=True):
            current[name] = rating
            point = RatingPoint(game_id, started.date(), ordinal(rating[0], rating[1]))
            history.setdefault(name, []).append(point)
    return rating_lines(current.items()), history
