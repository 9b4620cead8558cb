"""The chances to win one process worked out, for every other Marquoir process of this
machine (issue 25): the Captain's app works out each player's chance after every turn, and the
served board (``marquoir board --serve``), which follows the same game, reads the figures
instead of starting a worker process of its own (numpy, numba and the turn models: a large
process).

A game's figures are kept in the user's cache folder, ``chances/<key>.json``, where the key is
a digest of the game's file (its ``marquoir-game/1`` document: rules, players and every turn)
and of the code that works the figures out (Marquoir's version, every source file of its
rules and its odds, and those of the game's own package): another game, an edited turn or
another Marquoir is another key, so a figure read is always the one its own worker would give
(the simulations are seeded by the game's own state). While a worker works a game's figures
out it leaves ``<key>.pending`` (with its name); another worker that finds it waits for the
figures rather than working them out a second time. Files are written whole (a temporary file, then
renamed) and the folder keeps the newest :data:`KEPT` games' figures. Nothing here is needed
for the figures to be right: a folder that cannot be written only means each process works
them out itself.
"""

from __future__ import annotations

import contextlib
import hashlib
import importlib.util
import json
import os
import time
from dataclasses import asdict
from typing import Any

import marquoir
from marquoir.odds.cache_folder import user_cache_folder
from marquoir.records import WinChances
from marquoir.rules.errors import RulesError
from marquoir.rules.games import DEFAULT_GAME, game_entry

#: raise with every change of what a figure holds or how it is worked out
VERSION = 1
#: the games whose figures the folder keeps (the oldest go first)
KEPT = 200
#: a pending mark older than this is a process that stopped before it finished (a profile's
#: first solve, cold, takes up to a minute)
PENDING_SECONDS = 90.0


def folder() -> str:
    return os.path.join(user_cache_folder(), "chances")


def key_of(document: dict[str, Any]) -> str:
    """Return the key of a game's figures: a digest of its file and of the code that works
    them out (:func:`code`, with the game's own package)."""
    game = document.get("game", DEFAULT_GAME)
    text = json.dumps([code(game if isinstance(game, str) else ""), document], sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


_CODE: dict[str, str] = {}


def code(game: str) -> str:
    """Return a digest of what works ``game``'s figures out: :data:`VERSION`, Marquoir's
    version, the source files of Marquoir's rules and odds, and those of the game's own
    package (read once a process; the workers ask for it in a thread). A game that is not
    installed adds nothing: its file is refused before any figure is worked out."""
    if game not in _CODE:
        root = os.path.dirname(os.path.abspath(marquoir.__file__))
        folders = [os.path.join(root, "rules"), os.path.join(root, "odds")]
        package = _package_folder(game)
        if package is not None:
            folders.append(package)
        _CODE[game] = source_digest(f"{VERSION} {marquoir.__version__}", folders)
    return _CODE[game]


def source_digest(seed: str, folders: list[str]) -> str:
    """Return a digest of ``seed`` and of every Python source file under ``folders`` (each
    file's path, relative to its folder's parent, and its bytes)."""
    digest = hashlib.sha256(seed.encode())
    for top in folders:
        parent = os.path.dirname(top)
        for folder_path, _, files in sorted(os.walk(top)):
            for name in sorted(files):
                if name.endswith(".py"):
                    path = os.path.join(folder_path, name)
                    digest.update(os.path.relpath(path, parent).encode())
                    with open(path, "rb") as source:
                        digest.update(source.read())
    return digest.hexdigest()


def _package_folder(game: str) -> str | None:
    """The folder of ``game``'s package (its rules, odds and parts), or None when ``game``
    is not installed."""
    try:
        spec = importlib.util.find_spec(game_entry(game).package)
    except RulesError:
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return list(spec.submodule_search_locations)[0]


def read(key: str) -> WinChances | None:
    """The figures kept under ``key``, or None (none kept, or a file that does not read)."""
    try:
        with open(os.path.join(folder(), key + ".json"), encoding="utf-8") as file:
            fields = json.load(file)
        return WinChances(
            tuple(fields["players"]),
            tuple(float(p) for p in fields["now"]),
            fields["next_player"],
            tuple(float(p) for p in fields["seats"]),
            tuple(float(e) for e in fields["errors"]),
            int(fields["endings"]),
            tuple(float(e) for e in fields["seat_errors"]),
            int(fields["seat_endings"]),
            str(fields["model"]),
        )
    except (OSError, ValueError, KeyError, TypeError):
        return None


def write(key: str, chances: WinChances) -> None:
    """Keep ``chances`` under ``key``; nothing if the folder cannot be written."""
    where = folder()
    with contextlib.suppress(OSError):
        os.makedirs(where, exist_ok=True)
        path = os.path.join(where, key + ".json")
        temporary = f"{path}.{os.getpid()}.tmp"
        with open(temporary, "w", encoding="utf-8") as file:
            json.dump(asdict(chances), file, ensure_ascii=False)
        os.replace(temporary, path)
    _prune(where)


def mark(key: str, by: str) -> None:
    """Say that worker ``by`` (its own name) is working out ``key``'s figures."""
    with contextlib.suppress(OSError):
        os.makedirs(folder(), exist_ok=True)
        with open(os.path.join(folder(), key + ".pending"), "w", encoding="utf-8") as file:
            file.write(by)


def unmark(key: str, by: str) -> None:
    """Lift worker ``by``'s mark on ``key`` (another worker's mark stays)."""
    path = os.path.join(folder(), key + ".pending")
    with contextlib.suppress(OSError):
        with open(path, encoding="utf-8") as file:
            mine = file.read().strip() == by
        if mine:
            os.remove(path)


def pending(key: str, besides: str) -> bool:
    """Whether a worker other than ``besides`` is working out ``key``'s figures (and has
    not stopped)."""
    path = os.path.join(folder(), key + ".pending")
    try:
        age = time.time() - os.stat(path).st_mtime
        with open(path, encoding="utf-8") as file:
            by = file.read().strip()
    except OSError:
        return False
    return age < PENDING_SECONDS and by != besides


def _prune(where: str) -> None:
    """Keep the newest :data:`KEPT` games' figures."""
    with contextlib.suppress(OSError):
        kept = [entry for entry in os.scandir(where) if entry.name.endswith(".json")]
        if len(kept) <= KEPT:
            return
        kept.sort(key=lambda entry: entry.stat().st_mtime, reverse=True)
        for entry in kept[KEPT:]:
            with contextlib.suppress(OSError):
                os.remove(entry.path)
