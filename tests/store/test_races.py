"""Racing imports, on SQLite and PostgreSQL alike: four processes let go by one barrier
import the same file (one is stored, the three others are refused with its id), or store it
on purpose (``--again``: every copy stored), or introduce the same new players or season
(every game is stored, each new player and season once). Each of these but ``--again``
failed on PostgreSQL before schema 7 (duplicates stored; "duplicate key value violates unique
constraint")."""

import multiprocessing
from pathlib import Path
from typing import Any

from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.store.racer import ROUND_TIMEOUT, race

RACERS = 4
ROUNDS = 6
ROOT = Path(__file__).parents[2]


def dix_mille(players: list[str], points: int) -> dict[str, Any]:
    """A short Dix mille file: the first player banks ``points``, the others nothing yet."""
    return {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": 3000, "entry": 0},
        "players": players,
        "turns": [{"player": players[0], "points": points}],
    }


def run_race(
    url: str,
    documents: list[list[Any]],
    seasons: list[str | None] | None = None,
    again: bool = False,
) -> list[list[tuple[str, Any]]]:
    """Every racer's documents (one list a racer, one document a round), imported into each
    round's season (the current one by default); the outcomes, by round, in no particular
    order. The database and its current season exist before: the race is the imports'."""
    with UseCases(open_store(url)) as cases:
        cases.import_game(dix_mille(["Before", "Race"], 50))
    context = multiprocessing.get_context("spawn")
    barrier = context.Barrier(len(documents))
    out = context.Queue()
    racers = [
        context.Process(
            target=race, args=(url, barrier, docs, out, seasons or [None] * len(docs), again)
        )
        for docs in documents
    ]
    for racer in racers:
        racer.start()
    rounds = len(documents[0])
    results: list[list[tuple[str, Any]]] = [[] for _ in range(rounds)]
    try:
        for _ in range(rounds * len(documents)):
            index, kind, value = out.get(timeout=ROUND_TIMEOUT * 2)
            assert index >= 0, value
            results[index].append((kind, value))
    finally:
        for racer in racers:
            racer.join(ROUND_TIMEOUT)
            if racer.is_alive():
                racer.kill()
    return results


def test_racing_imports_of_one_file_store_it_once(db_url: str) -> None:
    files = [dix_mille(["Anne", "Bruno", f"Round {r}"], 50 * (r + 1)) for r in range(ROUNDS)]
    results = run_race(db_url, [files] * RACERS)
    with UseCases(open_store(db_url)) as cases:
        stored = {g.id: g for g in cases.games()}
    assert len(stored) == ROUNDS + 1
    for outcomes in results:
        ids = [value for kind, value in outcomes if kind == "ok"]
        refusals = sorted(value for kind, value in outcomes if kind != "ok")
        assert len(ids) == 1, outcomes
        assert refusals == [
            f"this game is already stored as game {ids[0]} (the same players, rules and"
            " turns): marquoir import --again stores it once more"
        ] * (RACERS - 1)


def test_racing_imports_of_the_same_new_players_find_them(db_url: str) -> None:
    documents = [
        [
            # the same new players, seated in another order by each racer (the racers must
            # not deadlock), in games that differ by their points
            dix_mille(
                [f"Zoé {r}", f"Yann {r}", f"Xavier {r}", f"Racer {n}"][n % 3 :]
                + [f"Zoé {r}", f"Yann {r}", f"Xavier {r}", f"Racer {n}"][: n % 3],
                50 * (n + 1),
            )
            for r in range(ROUNDS)
        ]
        for n in range(RACERS)
    ]
    results = run_race(db_url, documents)
    for outcomes in results:
        assert [kind for kind, _ in outcomes] == ["ok"] * RACERS, outcomes
    with UseCases(open_store(db_url)) as cases:
        names = [p.name for p in cases.players()]
        assert len(cases.games()) == ROUNDS * RACERS + 1
    assert sorted(names) == sorted(
        ["Before", "Race"]
        + [f"{who} {r}" for who in ("Xavier", "Yann", "Zoé") for r in range(ROUNDS)]
        + [f"Racer {n}" for n in range(RACERS)]
    )


def test_racing_imports_into_a_new_season_create_it_once(db_url: str) -> None:
    documents = [
        [dix_mille(["Anne", "Bruno"], 50 * (n + 1 + RACERS * r)) for r in range(ROUNDS)]
        for n in range(RACERS)
    ]
    seasons: list[str | None] = [f"Saison {r}" for r in range(ROUNDS)]
    results = run_race(db_url, documents, seasons)
    for outcomes in results:
        assert [kind for kind, _ in outcomes] == ["ok"] * RACERS, outcomes
    with UseCases(open_store(db_url)) as cases:
        counts = {s.name: s.games for s in cases.seasons()}
    assert {name: counts[name] for name in seasons if name} == {
        name: RACERS for name in seasons if name
    }


def test_racing_imports_again_store_every_copy(db_url: str) -> None:
    """``import --again`` on purpose, four at once: every copy is stored, each with its own
    copy number of the one fingerprint."""
    import sqlalchemy as sa

    files = [dix_mille(["Anne", "Bruno"], 50 * (r + 1)) for r in range(ROUNDS)]
    results = run_race(db_url, [files] * RACERS, again=True)
    for outcomes in results:
        assert [kind for kind, _ in outcomes] == ["ok"] * RACERS, outcomes
    engine = sa.create_engine(db_url)
    with engine.connect() as connection:
        copies = connection.execute(
            sa.text(
                "SELECT fingerprint, fingerprint_copy FROM game ORDER BY fingerprint,"
                " fingerprint_copy"
            )
        ).all()
    engine.dispose()
    assert len(copies) == len(set(copies)) == ROUNDS * RACERS + 1
    assert sorted(copy for _, copy in copies) == sorted([*range(RACERS)] * ROUNDS + [0])
