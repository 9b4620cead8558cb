"""A seeded corpus of hostile game files for the three games (issue 26, deliver 9).

Each file is a valid, randomly played game (``valid_document``) with one mutation of a kind a
clumsy Captain or another program makes (``MUTATIONS``): a player named twice in a map keyed
by players, names respelled in case and spacing, a pirate named like the pot, the older form
of Morbleu's pot, the Treasure written as a turn, an unknown field, a control character, a
blank turn; and (issue 48) a format character a reader cannot see in a name (a bidi override,
a zero-width space, a tab at its start), a seat whose name looks like another's (a Cyrillic
letter for a Latin one), a Dix mille turn of thousands of throws, a key written twice. Each
mutation says what Marquoir must do with it:

- ``SAME``: accepted, and it replays exactly as the file it was made from (``expected``);
- ``REFUSED``: refused in one sentence that holds ``message``;
- ``EITHER``: accepted or refused in one sentence (a blank turn may leave a game playable or
  not), never anything else.

The same seed gives the same corpus. ``uv run python -m tests.hostile_corpus DIR`` writes it
to a folder (``<game>-<n>-<kind>.json``), to try it by hand on any build.
"""

from __future__ import annotations

import copy
import json
import random
import unicodedata
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from marquoir.exports.game_json import read_game
from marquoir.games.mille_sabords.rules import RULES as MILLE_SABORDS_RULES
from marquoir.rules import Refusal
from tests.gamegen import random_turn

GAMES = ("mille-sabords", "dix-mille", "morbleu")
#: players' names, each as the roster keeps it (no two alike ignoring case)
NAMES = ["Anne", "Bruno", "Chloé", "Élise", "Zoé 🏴\u200d☠️", "陳", "Ōtsuka", "dan"]
#: how a pirate named like the pot is seated, and how the turns may write the name
POT_SEATED = "Pot"
POT_SPELLINGS = ["pot", "POT", " pot ", "Pot", "pOt"]
#: characters a name or a note must never hold
CONTROLS = ["\x1b", "\x00", "\x07", "\u009b", "\x7f", "\t", "\ud800"]
#: characters a name must never hold: they reorder or hide the text around them (issue 48)
FORMATS = [
    "\u202e",
    "\u2066",
    "\u2069",
    "\u200b",
    "\u200c",
    "\u200d",
    "\ufeff",
    "\u00ad",
    "\u2028",
    "\u3164",
]
#: Latin letters and the Cyrillic ones that look the same
LOOKALIKES = {
    "A": "\u0410",
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "B": "\u0412",
    "C": "\u0421",
    "c": "\u0441",
    "E": "\u0415",
}
#: a key of the document written twice in the file: ``document[TWICE] = (key, first value)``
#: (the file writes it before the document's own; ``file_bytes``)
TWICE = "__twice__"

SAME, REFUSED, EITHER = "same", "refused", "either"


class Hostile(NamedTuple):
    """One file of the corpus: its game and kind, the document, what is expected of it."""

    game: str
    kind: str
    document: dict[str, Any]
    expect: str
    #: SAME: the document it must replay exactly as; REFUSED: words the refusal holds
    expected: dict[str, Any] | None = None
    message: str = ""


# --- valid games, played at random --------------------------------------------------------


def _mille_sabords_turn(rnd: random.Random, read: Any, player: str) -> dict[str, Any]:
    if rnd.random() < 0.15:
        others = [p for p in read.setup.players if p != player]
        picked = rnd.sample(others, rnd.randint(1, len(others)))
        gains = {p: rnd.choice([-100, 0, 50, 200]) for p in picked}
        return {"manual": {"points": rnd.choice([-100, 300, 1000]), "opponents": gains}}
    turn = random_turn(rnd, read.setup, player)
    return MILLE_SABORDS_RULES.turn_to_json(turn, lambda name: name)


DIX_MILLE_THROWS = [
    ["155", "222", "1"],
    ["1"],
    ["5", "1"],
    ["111111"],
    ["222", "1", "blank"],
    ["123456", "5", "blank"],
    ["155", "blank"],
    ["blank"],
    ["1111"],
    ["112233"],
]


def _dix_mille_turn(rnd: random.Random, read: Any, player: str) -> dict[str, Any]:
    pick = rnd.random()
    if pick < 0.1:
        others = [p for p in read.setup.players if p != player]
        gains = {p: rnd.choice([-50, 0, 100]) for p in rnd.sample(others, 1)}
        return {"manual": {"points": rnd.choice([50, 500]), "opponents": gains}, "note": "house"}
    if pick < 0.2:
        return {"points": rnd.choice([50, 350, 500, 1000, 1500])}
    if pick < 0.3:
        return {"blank": True}
    return {"throws": list(rnd.choice(DIX_MILLE_THROWS))}


CHALLENGES = ["franche", "double", "triple", "score"]


def _morbleu_turn(rnd: random.Random, read: Any, player: str) -> dict[str, Any]:
    players = read.setup.players
    others = [p for p in players if p != player]
    pick = rnd.random()
    if pick < 0.08:
        return {"new_hand": True}
    if pick < 0.14:
        return {"adjust": {"escudos": {player: 1}, "pot": -1, "note": "Sorcière"}}
    if pick < 0.18:
        a, b = rnd.sample(list(players), 2)
        return {"adjust": {"escudos": {a: -1, b: 1}, "hands": {b: rnd.randint(0, 5)}}}
    if pick < 0.22:
        return {"adjust": {"hands": {rnd.choice(others): rnd.randint(0, 5)}}}
    against = rnd.choice(others)
    winner = rnd.choice([player, against, None])
    duel: dict[str, Any] = {"against": against, "winner": winner}
    if winner is not None:
        duel["challenge"] = rnd.choice(CHALLENGES)
    return {"duel": duel}


TURNS: dict[str, Callable[[random.Random, Any, str], dict[str, Any]]] = {
    "mille-sabords": _mille_sabords_turn,
    "dix-mille": _dix_mille_turn,
    "morbleu": _morbleu_turn,
}


def _rules(game: str, rnd: random.Random) -> dict[str, Any]:
    if game == "mille-sabords":
        return {"edition": rnd.choice(["classic", "2025"]), "target": rnd.choice([2000, 3000])}
    if game == "dix-mille":
        return {"target": rnd.choice([2000, 3000]), "entry": rnd.choice([0, 500])}
    return {"pot": rnd.randint(2, 8)}


def valid_document(game: str, rnd: random.Random) -> dict[str, Any]:
    """A legal game file of ``game``, played at random (over, or stopped on the way)."""
    document: dict[str, Any] = {
        "format": "marquoir-game/1",
        "game": game,
        "rules": _rules(game, rnd),
        "players": rnd.sample(NAMES, rnd.randint(2, 4)),
        "turns": [],
    }
    read = read_game(copy.deepcopy(document))
    for _ in range(rnd.randint(3, 30)):
        if read.state.phase == "over":
            break
        if read.state.phase == "treasure":
            players = document["players"]
            named = rnd.sample(players, rnd.randint(1, len(players)))
            document["treasure"] = {name: rnd.randint(0, 3) for name in named}
            read = read_game(copy.deepcopy(document))
            break
        player = read.state.next_player
        for _attempt in range(30):
            turn = {"player": player, **TURNS[game](rnd, read, player)}
            try:
                read = read_game(copy.deepcopy({**document, "turns": [*document["turns"], turn]}))
            except Refusal:
                continue
            document["turns"].append(turn)
            break
    return document


# --- the mutations ------------------------------------------------------------------------


def player_maps(document: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every map keyed by players in the document: its place and the map itself."""
    for i, turn in enumerate(document["turns"]):
        manual = turn.get("manual")
        if isinstance(manual, dict) and isinstance(manual.get("opponents"), dict):
            yield f"turns[{i}].manual.opponents", manual["opponents"]
        adjust = turn.get("adjust")
        if isinstance(adjust, dict):
            for key in ("escudos", "hands"):
                if adjust.get(key):
                    yield f"turns[{i}].adjust.{key}", adjust[key]
    if document.get("treasure"):
        yield "treasure", document["treasure"]


def respelled(name: str, rnd: random.Random) -> str:
    """The same name as someone else might write it: another case, spaces, decomposed."""
    for _ in range(10):
        other = name
        if rnd.random() < 0.6:
            other = rnd.choice([str.upper, str.lower, str.title, str.swapcase])(other)
        if rnd.random() < 0.4:
            other = unicodedata.normalize("NFD", other)
        other = " " * rnd.randint(0, 2) + other + " " * rnd.randint(0, 2)
        if other != name:
            return other
    return f" {name}"


def _rename_everywhere(document: dict[str, Any], rename: Callable[[str], str]) -> None:
    """Every reference to a player in the turns (not the seating) through ``rename``."""
    for turn in document["turns"]:
        turn["player"] = rename(turn["player"])
        duel = turn.get("duel")
        if isinstance(duel, dict):
            duel["against"] = rename(duel["against"])
            if duel.get("winner") is not None:
                duel["winner"] = rename(duel["winner"])
    for _, mapping in list(player_maps(document)):
        renamed = {rename(key): value for key, value in mapping.items()}
        mapping.clear()
        mapping.update(renamed)


def named_twice(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    maps = list(player_maps(document))
    if not maps:  # a turn that holds one (refused as the file is read, before any replay)
        players = document["players"]
        if document["game"] == "morbleu":
            turn: dict[str, Any] = {"adjust": {"hands": {players[-1]: 2}}}
        else:
            turn = {"manual": {"points": 0, "opponents": {players[-1]: 10}}}
        document["turns"].append({"player": players[0], **turn})
        maps = list(player_maps(document))
    place, mapping = rnd.choice(maps)
    key = rnd.choice(list(mapping))
    mapping[respelled(key, rnd)] = mapping[key]
    return Hostile("", "named_twice", document, REFUSED, message=f"{place}: ")


def case_variants(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    expected = copy.deepcopy(document)
    _rename_everywhere(document, lambda name: respelled(name, rnd))
    return Hostile("", "case_variants", document, SAME, expected)


def pot_named(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    seat = rnd.randrange(len(document["players"]))
    old = document["players"][seat]
    document["players"][seat] = POT_SEATED
    _rename_everywhere(document, lambda name: POT_SEATED if name == old else name)
    expected = copy.deepcopy(document)
    _rename_everywhere(
        document, lambda name: rnd.choice(POT_SPELLINGS) if name == POT_SEATED else name
    )
    return Hostile("", "pot_named", document, SAME, expected)


def older_pot_form(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    """Morbleu's pot written as before it had its own field (``"escudos": {"pot": -1}``)."""
    expected = copy.deepcopy(document)
    moved = False
    for turn in document["turns"]:
        adjust = turn.get("adjust")
        if isinstance(adjust, dict) and "pot" in adjust:
            adjust.setdefault("escudos", {})["pot"] = adjust.pop("pot")
            moved = True
    return Hostile("", "older_pot_form", document, SAME, expected) if moved else None


def misplaced_treasure(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    treasure = document.pop("treasure", None) or {document["players"][0]: 1}
    if document["turns"] and rnd.random() < 0.5:
        i = rnd.randrange(len(document["turns"]))
        document["turns"][i]["treasure"] = treasure
    else:
        i = len(document["turns"])
        document["turns"].append({"player": document["players"][0], "treasure": treasure})
    morbleu = document["game"] == "morbleu"
    message = f"turns[{i}].treasure: " if morbleu else f"turns[{i}]"
    return Hostile("", "misplaced_treasure", document, REFUSED, message=message)


def _objects(node: Any, place: str) -> Iterator[tuple[str, dict[str, Any]]]:
    """Every object of the document that has fields (not the maps keyed by players)."""
    if isinstance(node, dict):
        yield place, node
        for key, value in node.items():
            if key in ("opponents", "escudos", "hands", "treasure"):
                continue
            yield from _objects(value, f"{place}.{key}" if place else key)
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _objects(value, f"{place}[{i}]")


def unknown_field(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    place, obj = rnd.choice(list(_objects(document, "")))
    field = rnd.choice(["bogus", "Player", "dice ", "notes", "_comment", "skull-island"])
    obj[field] = rnd.choice([1, None, "x", {}])
    where = f"{place}.{field}" if place else field
    return Hostile("", "unknown_field", document, REFUSED, message=f"{where}: unknown field")


def control_character(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    char = rnd.choice(CONTROLS)
    seat = rnd.randrange(len(document["players"]))
    name = document["players"][seat]
    cut = rnd.randint(1, max(1, len(name) - 1))
    if rnd.random() < 0.5 or not document["turns"]:
        document["players"][seat] = name[:cut] + char + name[cut:]
        return Hostile("", "control_character", document, REFUSED, message=f"players[{seat}]")
    i = rnd.randrange(len(document["turns"]))
    turn = document["turns"][i]
    if rnd.random() < 0.5:  # in a name a turn gives
        turn["player"] = turn["player"][:cut] + char + turn["player"][cut:]
        return Hostile("", "control_character", document, REFUSED, message=f"turns[{i}]")
    target = turn.get("adjust", turn) if document["game"] == "morbleu" else turn
    if document["game"] == "morbleu" and "adjust" not in turn:
        turn["note"] = f"a{char}b"  # a duel has no note: refused as such
        return Hostile("", "control_character", document, REFUSED, message=f"turns[{i}]")
    target["note"] = f"a{char}b"
    return Hostile("", "control_character", document, REFUSED, message=f"turns[{i}]")


def format_character(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    """A seated name holding a character a reader cannot see, or a tab at its start."""
    seat = rnd.randrange(len(document["players"]))
    name = document["players"][seat]
    if rnd.random() < 0.2:
        document["players"][seat] = "\t" + name
    else:
        cut = rnd.randint(1, max(1, len(name) - 1))
        document["players"][seat] = name[:cut] + rnd.choice(FORMATS) + name[cut:]
    return Hostile("", "format_character", document, REFUSED, message=f"players[{seat}]: ")


def lookalike(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    """A seat renamed (everywhere) to look like another seat's name: one Latin letter of it
    written as the Cyrillic one."""
    players = document["players"]
    alike = [seat for seat, name in enumerate(players) if any(c in LOOKALIKES for c in name)]
    if not alike:
        return None
    model = rnd.choice(alike)
    seat = rnd.choice([s for s in range(len(players)) if s != model])
    at = next(i for i, c in enumerate(players[model]) if c in LOOKALIKES)
    name = players[model][:at] + LOOKALIKES[players[model][at]] + players[model][at + 1 :]
    old = players[seat]
    players[seat] = name
    _rename_everywhere(document, lambda given: name if given == old else given)
    return Hostile("", "lookalike", document, REFUSED, message="' looks like '")


def huge_throws(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    """A Dix mille turn of thousands of throws of 5 (150,000 were once stored as 7,500,000
    points)."""
    if document["game"] != "dix-mille" or not document["turns"]:
        return None
    i = rnd.randrange(len(document["turns"]))
    count = rnd.choice([101, 5_000, 40_000])
    document["turns"][i] = {"player": document["turns"][i]["player"], "throws": ["5"] * count}
    return Hostile(
        "", "huge_throws", document, REFUSED, message=f"turns[{i}].throws: {count:,} throws"
    )


def key_twice(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    """A key of the document written twice (JSON keeps the last: the file would be read as
    the second, silently)."""
    key = rnd.choice(["format", "game", "players", "rules"])
    first = {"format": "marquoir-game/0", "game": "mille-sabords", "players": ["X", "Y"]}
    document[TWICE] = (key, first.get(key, {}))
    return Hostile("", "key_twice", document, REFUSED, message=f"the key '{key}' is written twice")


def blank_turn(document: dict[str, Any], rnd: random.Random) -> Hostile | None:
    if not document["turns"]:
        return None
    i = rnd.randrange(len(document["turns"]))
    player = document["turns"][i]["player"]
    if document["game"] == "dix-mille":
        blank = rnd.choice(
            [{"blank": True}, {"throws": ["blank"]}, {"throws": ["1", "blank"]}, {"throws": []}]
        )
    else:
        blank = rnd.choice([{}, {"blank": True}, {"throws": ["blank"]}])
    document["turns"][i] = {"player": player, **blank}
    if rnd.random() < 0.5:
        document.pop("treasure", None)
    return Hostile("", "blank_turn", document, EITHER)


MUTATIONS: dict[str, Callable[[dict[str, Any], random.Random], Hostile | None]] = {
    "named_twice": named_twice,
    "case_variants": case_variants,
    "pot_named": pot_named,
    "older_pot_form": older_pot_form,
    "misplaced_treasure": misplaced_treasure,
    "unknown_field": unknown_field,
    "control_character": control_character,
    "blank_turn": blank_turn,
    "format_character": format_character,
    "lookalike": lookalike,
    "huge_throws": huge_throws,
    "key_twice": key_twice,
}


def corpus(game: str, seed: int, size: int) -> list[Hostile]:
    """``size`` hostile files of ``game``, the same for the same seed; every kind of mutation
    in turn (a kind that does not apply to a game is skipped for the next)."""
    rnd = random.Random(f"{game}:{seed}")
    kinds = list(MUTATIONS)
    out: list[Hostile] = []
    n = 0
    while len(out) < size:
        kind = kinds[n % len(kinds)]
        n += 1
        document = valid_document(game, rnd)
        hostile = MUTATIONS[kind](document, rnd)
        if hostile is not None:
            out.append(hostile._replace(game=game))
        if n > size * 4:
            break
    return out


def main(folder: str, seed: int = 26, size: int = 40) -> None:
    from pathlib import Path

    root = Path(folder)
    root.mkdir(parents=True, exist_ok=True)
    for game in GAMES:
        for n, hostile in enumerate(corpus(game, seed, size)):
            path = root / f"{game}-{n:03d}-{hostile.kind}.json"
            path.write_bytes(file_bytes(hostile.document))


def file_bytes(document: dict[str, Any]) -> bytes:
    """The document as a file: UTF-8, or ASCII with ``\\u`` escapes when it holds a lone
    surrogate (which UTF-8 cannot write); a key :data:`TWICE` names written twice."""
    document = dict(document)
    twice = document.pop(TWICE, None)
    try:
        text = json.dumps(document, ensure_ascii=False, indent=1)
    except UnicodeEncodeError:
        text = json.dumps(document, indent=1)
    if twice is not None:
        key, value = twice
        text = "{\n " + json.dumps(key) + ": " + json.dumps(value) + "," + text[1:]
    return text.encode("utf-8")


if __name__ == "__main__":
    import sys

    main(sys.argv[1])
