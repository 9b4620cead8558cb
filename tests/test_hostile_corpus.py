"""The hostile corpus (``tests/hostile_corpus.py``, issue 26 deliver 9), for the three games:
``replay`` and ``import`` agree on every file (both take it, or both refuse it with the same
one sentence), each mutation gets what it must (refused with its place, or replayed exactly as
the file it was made from), and what is stored exports back to a file that replays the same,
names as the file gave them, and round-trips identically."""

import json
import unicodedata
from pathlib import Path
from typing import Any

import pytest

from marquoir.commands.replay import state_json
from marquoir.exports.game_json import read_game
from marquoir.i18n import visible
from marquoir.rules import Refusal
from marquoir.rules.facts import load_json
from marquoir.store import open_store
from marquoir.use_cases import UseCases
from tests.hostile_corpus import EITHER, GAMES, MUTATIONS, REFUSED, SAME, corpus, file_bytes
from tests.test_file_fuzz import run

SEED = 26
SIZE = 24
#: files of each game also imported through the command (the rest through the table)
THROUGH_THE_COMMAND = 3
#: the kinds that need what a game has (Morbleu's pot field, Dix mille's throws)
NOT_FOR = {
    "mille-sabords": {"older_pot_form", "huge_throws"},
    "dix-mille": {"older_pot_form"},
    "morbleu": {"huge_throws"},
}


def replayed(document: dict[str, Any]) -> dict[str, Any]:
    read = read_game(json.loads(json.dumps(document)))
    return state_json(read.rules, read.state, "en")


def one_line(error: Refusal) -> str:
    return f"marquoir: {visible(' '.join(error.text('en').split()))}\n"


@pytest.mark.parametrize("game", GAMES)
def test_replay_and_import_agree_and_the_round_trip_is_identical(game: str, tmp_path: Path) -> None:
    hostiles = corpus(game, SEED, SIZE)
    db = tmp_path / "m.db"
    cases = UseCases(open_store(f"sqlite:///{db}"))
    try:
        for n, hostile in enumerate(hostiles):
            file = tmp_path / f"{game}-{n:03d}-{hostile.kind}.json"
            file.write_bytes(file_bytes(hostile.document))
            what = f"{file.name}: {file.read_text('utf-8')[:2000]}"
            status, out, err = run(["--lang", "en", "replay", str(file), "--json"])
            assert status in (0, 2), what
            try:  # the file as Marquoir reads one: a key written twice is refused there
                document = load_json(file.read_text("utf-8"))
            except Refusal:
                assert status == 2 and hostile.expect == REFUSED, (what, out)
                assert hostile.message in err and len(err.splitlines()) == 1, (what, err)
                continue
            try:
                game_id = cases.import_game(document, again=True)
            except Refusal as error:
                assert status == 2, (what, out)
                assert err == one_line(error), what
                assert hostile.expect in (REFUSED, EITHER), (what, err)
                assert hostile.message in err, (what, err)
                continue
            assert (status, err) == (0, ""), (what, err)
            assert hostile.expect in (SAME, EITHER), what
            state = json.loads(out)
            if hostile.expect == SAME:
                assert hostile.expected is not None
                assert state == replayed(hostile.expected), what
            exported = cases.export_game(game_id)
            assert replayed(exported) == state, what
            given = [unicodedata.normalize("NFC", p).strip() for p in hostile.document["players"]]
            assert exported["players"] == given, what
            assert cases.export_game(cases.import_game(exported, again=True)) == exported, what
            if n < THROUGH_THE_COMMAND:
                assert run(["import", str(file), "--db", str(db), "--again"])[0] == 0
    finally:
        cases.close()
    assert {h.kind for h in hostiles} == set(MUTATIONS) - NOT_FOR[game]
    for hostile in hostiles[:THROUGH_THE_COMMAND]:
        file = tmp_path / "again.json"
        file.write_bytes(file_bytes(hostile.document))
        replay = run(["--lang", "en", "replay", str(file), "--json"])
        imported = run(["--lang", "en", "import", str(file), "--db", str(db), "--again"])
        assert replay[0] == imported[0] and (replay[0] == 0 or replay[2] == imported[2])


def test_the_same_seed_gives_the_same_corpus() -> None:
    for game in GAMES:
        first = [file_bytes(h.document) for h in corpus(game, SEED, 8)]
        assert first == [file_bytes(h.document) for h in corpus(game, SEED, 8)]
        assert first != [file_bytes(h.document) for h in corpus(game, SEED + 1, 8)]
