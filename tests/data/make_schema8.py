"""How ``marquoir-schema8.db``, ``marquoir-schema8.expected.json`` and
``marquoir-schema8.postgresql.sql.gz`` were made, with the code of commit 2d32e8d (the last
one whose store was SQLAlchemy Core tables and ORM classes), from a checkout of that commit:
``python tests/data/make_schema8.py OUT_DIR [POSTGRESQL_URL]`` (the URL: a new, empty
database, which gets the same rows; ``pg_dump`` of it is the ``.sql.gz``). Kept to say what
is in the files; never run again to replace them (they are what that code wrote).

The database holds every game Marquoir plays (Mille Sabords of both editions, with a head
start, manual points and a note; Dix mille with a solo game; Morbleu), in three seasons (one
renamed, one current), imported one at a time and as a club's history at once (the same
start for many games), one imported twice on purpose, started and played turn by turn, turns
corrected, deleted and undone, unfinished games, deleted games (one restored), a renamed and
an archived player: the games' results, turns' points and ratings as that code derived them.
The expected file holds what that code read from it: every game's export in each form, the
lists, the seasons, the roster, the standings, the solo records, the ratings and the
players' records.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import random
import sys
from datetime import date
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from marquoir.table import Table  # noqa: E402  # type: ignore[import-not-found]  (the old code)

from marquoir.exports.game_json import read_game, write_game  # noqa: E402
from marquoir.rules import GameFileError, RulesError  # noqa: E402
from tests.gamegen import random_game  # noqa: E402

#: the forms each game is exported in (form, language, for Excel)
EXPORTS = (
    ("json", "en", False),
    ("csv", "en", False),
    ("csv-long", "en", False),
    ("csv", "fr", True),
)
NAMES = ["Anne", "Bruno", "Chloé", "Dan", "Élise", "Farid", "Gaëlle", "Hugo"]


def playable(document: dict[str, Any]) -> Any:
    try:
        return read_game(document)
    except (GameFileError, RulesError, ValueError):
        return None


def grow(rnd: random.Random, document: dict[str, Any], candidates: Any, turns: int) -> None:
    """Random legal turns added to ``document`` until it is over (or ``turns`` of them)."""
    for _ in range(turns):
        if playable(document).state.phase == "over":
            return
        for _ in range(200):
            turn = candidates(rnd, document["players"])
            document["turns"].append(turn)
            if playable(document) is not None:
                break
            document["turns"].pop()
        else:
            return


def dix_mille_turn(rnd: random.Random, players: list[str]) -> dict[str, Any]:
    player = rnd.choice(players)
    if rnd.random() < 0.15:
        return {"player": player, "blank": True}
    return {"player": player, "points": rnd.choice([300, 350, 500, 600, 750, 1000, 1500])}


def morbleu_turn(rnd: random.Random, players: list[str]) -> dict[str, Any]:
    player = rnd.choice(players)
    if rnd.random() < 0.05:
        return {"player": player, "new_hand": True}
    against = rnd.choice([p for p in players if p != player])
    winner = rnd.choice([player, against, player, against, None])
    duel: dict[str, Any] = {"against": against, "winner": winner}
    if winner is not None:
        duel["challenge"] = rnd.choice(["franche", "double", "triple", "score"])
    return {"player": player, "duel": duel}


def dix_mille(rnd: random.Random, players: list[str], target: int) -> dict[str, Any]:
    document = {
        "format": "marquoir-game/1",
        "game": "dix-mille",
        "rules": {"target": target, "entry": 500},
        "players": players,
        "turns": [],
    }
    grow(rnd, document, dix_mille_turn, 300)
    return document


def morbleu(rnd: random.Random, players: list[str]) -> dict[str, Any]:
    document = {
        "format": "marquoir-game/1",
        "game": "morbleu",
        "rules": {"pot": rnd.choice([4, 6])},
        "players": players,
        "turns": [],
    }
    grow(rnd, document, morbleu_turn, 300)
    if rnd.random() < 0.75 and playable(document).state.phase == "treasure":
        document["treasure"] = {name: rnd.randint(0, 3) for name in players}
    return document


def mille_sabords(seed: int) -> dict[str, Any]:
    setup, turns = random_game(seed)
    from marquoir.rules.mille_sabords import RULES

    return write_game(RULES, setup, turns)


def make(db: Path) -> None:
    rnd = random.Random(8)
    examples = ROOT / "examples"
    with Table.open(str(db)) as table:
        table.create_season("Hiver 2025", date(2025, 1, 1), date(2025, 3, 31))
        table.create_season("Printemps", date(2026, 3, 1), date(2026, 6, 30))
        table.create_season("Été", None, None)
        table.rename_season("Printemps", "Printemps 2026")
        table.set_current_season("Printemps 2026")
        # one at a time, into a season named
        for name in ("game.json", "dix-mille.json", "morbleu.json"):
            table.import_game(json.loads((examples / name).read_text("utf-8")), "Hiver 2025")
        for seed in range(6):
            table.import_game(mille_sabords(seed), "Hiver 2025")
        # a club's history at once (one start for them all), into the current season
        history = [mille_sabords(100 + seed) for seed in range(24)]
        history += [dix_mille(rnd, rnd.sample(NAMES, rnd.randint(2, 4)), 3000) for _ in range(8)]
        history += [morbleu(rnd, rnd.sample(NAMES, rnd.randint(3, 5))) for _ in range(8)]
        table.import_games(history)
        # a Dix mille solo game (a record attempt) and a two-player one, played out
        table.import_game(dix_mille(rnd, ["Hugo"], 2000), "Été")
        table.import_game(dix_mille(rnd, ["Anne", "Hugo"], 2000), "Été")
        # the same file stored once more, on purpose
        table.import_game(json.loads((examples / "game.json").read_text("utf-8")), again=True)
        # started here and played turn by turn (a head start; the 2025 edition)
        from marquoir.rules.mille_sabords import make_profile

        from tests.gamegen import play

        profile = make_profile("2025", target=3000)
        view = table.start_game(["Chloé", "Dan", "Élise"], profile, "Été", head_start=200)
        setup = table.game(view.id).state.setup
        for turn in play(random.Random(7), setup, 400):
            view = table.enter_turn(view.id, turn)
        played = view.id
        unfinished = table.start_game(["Farid", "Gaëlle"], make_profile("classic"), "Été")
        setup = table.game(unfinished.id).state.setup
        for turn in play(random.Random(9), setup, 6):
            table.enter_turn(unfinished.id, turn)
        # turns corrected: one replaced; the finishing one deleted (the game unfinished) and
        # entered again; the unfinished game's last turn deleted, the one before undone
        game = table.game(played)
        table.replace_turn(played, 1, game.turns[3]._replace(player=game.turns[1].player))
        game = table.game(played)
        table.delete_turn(played, len(game.turns) - 1)
        table.enter_turn(played, game.turns[-1])
        table.delete_turn(unfinished.id, len(table.game(unfinished.id).turns) - 1)
        table.undo(unfinished.id)
        # deleted games: one finished, one unfinished; one more deleted and restored
        finished = [g.id for g in table.games(status="over")]
        table.delete_game(finished[3])
        table.delete_game(finished[10])
        table.delete_game(finished[5])
        table.restore_game(finished[5])
        playing = [g.id for g in table.games(status="playing") if g.id != unfinished.id]
        table.delete_game(playing[0])
        # the roster: one renamed, one archived
        table.rename_player("Gaëlle", "Gaëlle B.")
        table.archive_player("Farid")


def expected(url: str) -> dict[str, Any]:
    """What this code reads from the database: the reference the upgrade test compares with."""
    from marquoir.rules import game_ids

    out: dict[str, Any] = {}
    with Table.open(db_url=url) as table:
        every = table.games(turns=True) + table.games(turns=True, deleted=True)
        out["exports"] = {}
        for game in sorted(every, key=lambda g: g.id):
            forms = {}
            for form, lang, excel in EXPORTS:
                # (that code cannot write the CSV sheet of a Morbleu game in its last phase)
                with contextlib.suppress(KeyError):
                    forms[f"{form}/{lang}{'/excel' if excel else ''}"] = table.export(
                        game.id, form, excel=excel, lang=lang
                    )
            out["exports"][str(game.id)] = forms
        out["games"] = plain(table.games(turns=True))
        out["deleted"] = plain(table.games(turns=True, deleted=True))
        out["home"] = plain(table.home_games(10))
        out["seasons"] = [plain(s) for s in table.seasons()]
        out["current_season"] = table.current_season()
        out["players"] = [[p.name, p.archived] for p in table.players(include_archived=True)]
        seasons: list[str | None] = [None, *(s.name for s in table.seasons())]
        out["standings"] = {}
        out["solo"] = {}
        out["ratings"] = {}
        out["records"] = {}
        for kind in game_ids():
            for season in seasons:
                key = f"{kind}/{season or '*'}"
                out["standings"][key] = plain(table.standings(season, kind))
                out["solo"][key] = plain(table.solo_records(season, kind))
                out["ratings"][key] = plain(table.ratings(season, kind))
            for player in table.players(include_archived=True):
                record = table.player_record(player.name, kind)
                out["records"][f"{kind}/{player.name}"] = plain(record)
    return out


def plain(value: Any) -> Any:
    """A record as JSON holds it: a dataclass as a dict of its fields, a moment or a day in
    ISO form, a tuple as a list (a float is kept exactly: JSON writes its repr)."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, list | tuple):
        return [plain(item) for item in value]
    if isinstance(value, date):  # a datetime too
        return value.isoformat()
    return value


def copy_to_postgresql(db: Path, url: str) -> None:
    """The same rows in a new PostgreSQL database of schema 8, created by that code (its
    tables, its types: each moment as a time with its zone), each row as that code reads it
    from the file; each table's id sequence set after its last row."""
    from sqlalchemy import create_engine, select, text

    from marquoir.store import open_store, tables

    open_store(url).close()  # the schema, as that code creates it on PostgreSQL
    source = create_engine("sqlite:///" + str(db))
    target = create_engine(url)
    with source.connect() as reading, target.begin() as writing:
        for table in tables.TABLES:
            writing.execute(table.delete())
        for table in tables.TABLES:
            rows = [dict(row._mapping) for row in reading.execute(select(table))]
            if rows:
                writing.execute(table.insert(), rows)
            if "id" in table.c:
                writing.execute(
                    text(
                        f"SELECT setval(pg_get_serial_sequence('{table.name}', 'id'), max(id))"
                        f" FROM {table.name}"
                    )
                )


if __name__ == "__main__":
    out = Path(sys.argv[1])
    db = out / "marquoir-schema8.db"
    reference = out / "marquoir-schema8.expected.json"
    if not db.exists():
        make(db)
        written = json.dumps(expected("sqlite:///" + str(db)), ensure_ascii=False, indent=1)
        reference.write_text(written + "\n", "utf-8")
    if len(sys.argv) > 2:  # a new PostgreSQL database's URL (postgresql+psycopg://…)
        copy_to_postgresql(db, sys.argv[2])
        same = expected(sys.argv[2]) == json.loads(reference.read_text("utf-8"))
        print("PostgreSQL reads what the file reads:", same)
