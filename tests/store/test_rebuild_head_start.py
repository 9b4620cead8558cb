"""The worker processes of a heavy rebuild replay a game as its one-game rebuild does, head
start included: a game whose later seat starts with points keeps that start when the workers
replay it (the workers read a stored game's rules through the same function as the rest of the
store, :func:`marquoir.store.replaying.stored_setup`)."""

from pathlib import Path

from sqlmodel import select

from marquoir.games.mille_sabords.rules import ManualTurn, make_profile
from marquoir.store import open_store, rebuilding
from marquoir.store.models import GameResultRow
from marquoir.store.replaying import RESULT_COLUMNS
from marquoir.use_cases import UseCases


def test_the_workers_replay_keeps_a_game_s_head_start(tmp_path: Path) -> None:
    with UseCases(open_store(f"sqlite:///{tmp_path / 'm.db'}")) as cases:
        game = cases.start_game(
            ["Anne", "Bruno"], make_profile("classic", target=3000), head_start=300
        ).id
        for turn in (ManualTurn("Anne", 500), ManualTurn("Bruno", 200)):
            cases.enter_turn(game, turn)
        with cases.store.write() as session:
            stored = sorted(
                session.exec(
                    select(GameResultRow.position, GameResultRow.total).where(
                        GameResultRow.game_id == game
                    )
                )
            )
            jobs = rebuilding.read_jobs(session, [game])
    ((replayed,),) = rebuilding.replay_jobs(jobs, None, 1)
    assert stored == [(0, 500), (1, 500)]
    position, total = RESULT_COLUMNS.index("position"), RESULT_COLUMNS.index("total")
    assert sorted((row[position], row[total]) for row in replayed.results) == stored
