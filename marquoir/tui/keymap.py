"""The Captain's own keys: ``keymap.toml`` in his config folder moves any of the app's key
bindings, by its id, to other keys (Textual's ``App.set_keymap``)::

    # ~/.config/marquoir/keymap.toml (Linux; see the README for macOS and Windows)
    odds = "ctrl+b"
    board = "ctrl+n, f3"

A file that cannot be used (not TOML, an id the app does not have, a key that is not one, a
key another binding of the same screen already has) is used not at all: the app starts with its
default keys and says, in one sentence per problem, what is wrong and on which line.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import platformdirs
from textual.app import App
from textual.binding import Binding
from textual.dom import DOMNode
from textual.keys import Keys, key_to_character
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Input

from marquoir.i18n import translate
from marquoir.rules import Refusal
from marquoir.rules.games import game_entries

FILE_NAME = "keymap.toml"

#: the app's class: its bindings hold on every screen
APP = "MarquoirApp"

#: what may come before the ``+`` of a key
MODIFIERS = frozenset({"ctrl", "shift", "alt", "meta", "super", "hyper"})

#: the names of the keys that are not characters (``escape``, ``f5``, ``pageup`` …)
NAMED_KEYS = frozenset(key.value for key in Keys if "+" not in key.value) | {"space"}


def keymap_path() -> Path:
    """Where the Captain's keymap is: ``keymap.toml`` in Marquoir's config folder."""
    return platformdirs.user_config_path("marquoir", appauthor=False) / FILE_NAME


@dataclass(frozen=True)
class Bound:
    """One of the app's key bindings: its id, its default keys, the class that declares it."""

    id: str
    keys: tuple[str, ...]
    action: str
    owner: str


@dataclass(frozen=True)
class Owner:
    """The app, a screen or a widget of it: the bindings it declares, and every binding it
    has (its bases' too, Textual's included: tab, ctrl+c …)."""

    name: str
    declared: tuple[Binding, ...]
    bindings: tuple[Binding, ...]
    #: a typing line has the focus there (its ``TYPING_LINE``): characters and the line's
    #: own keys (ctrl+a, ctrl+w, ctrl+k …) go to the line, not to the screen
    typing_line: bool = False


def declared(owner: type[DOMNode]) -> Iterator[Binding]:
    """The bindings ``owner`` declares itself (not those it inherits)."""
    yield from Binding.make_bindings(owner.__dict__.get("BINDINGS", []))


def merged(*layers: Iterable[Binding]) -> tuple[Binding, ...]:
    """Bindings declared by classes from the most basic to the most derived: a key a class
    binds hides its bases' bindings of that key, as in Textual."""
    by_key: dict[str, list[Binding]] = {}
    for layer in layers:
        mine: dict[str, list[Binding]] = {}
        for binding in layer:
            mine.setdefault(binding.key, []).append(binding)
        by_key.update(mine)
    return tuple(binding for bindings in by_key.values() for binding in bindings)


def inherited(owner: type[DOMNode]) -> tuple[Binding, ...]:
    """Every binding ``owner`` has: its own and its bases'."""
    bases = [base for base in reversed(owner.__mro__) if isinstance(base, type)]
    return merged(*(declared(base) for base in bases if issubclass(base, DOMNode)))


#: ``class Name(Bases):`` and ``Binding("key", "action", "description", …)`` in the source
CLASS = re.compile(r"^class (\w+)\(([^)]*)\)", re.MULTILINE)
BINDING = re.compile(
    r'Binding\(\s*"([^"]+)",\s*"([^"]+)",\s*"([^"]*)"((?:\s*,\s*\w+=(?:"[^"]*"|\w+))*)\s*,?\s*\)'
)
OPTION = re.compile(r'(\w+)=("[^"]*"|\w+)')
#: a class's own ``TYPING_LINE = True`` (see ``MarquoirScreen.TYPING_LINE``)
TYPING_MARK = re.compile(r"^    TYPING_LINE = True$", re.MULTILINE)


def game_kit_folders() -> list[Path]:
    """Return the folder of each installed game's part of the app (its kit's package)."""
    folders = []
    for entry in game_entries():
        spec = find_spec(entry.kit)
        if spec is not None and spec.submodule_search_locations:
            folders += [Path(location) for location in spec.submodule_search_locations]
        elif spec is not None and spec.origin:  # a kit of one module
            folders.append(Path(spec.origin).parent)
    return folders


def owners_in_source() -> list[Owner]:
    """Return the app and every screen and widget of it that declares key bindings, read
    from the source of the app and of its screens and widgets without importing them (the app
    reads the Captain's keymap before its first screen is drawn).
    ``tests/tui/test_keymap.py`` checks it against the classes themselves, imported."""
    folder = Path(__file__).parent
    files = [folder / "app.py", *sorted((folder / "screens").glob("*.py"))]
    files += sorted((folder / "widgets").glob("*.py"))
    files += sorted((folder / "games").rglob("*.py"))
    for kit_folder in game_kit_folders():  # each installed game's own screens and widgets
        files += sorted(kit_folder.rglob("*.py"))
    found: list[Owner] = []
    for file in files:
        text = file.read_text("utf-8")
        if "Binding(" not in text:
            continue
        classes = [(match.start(), match[1], match[2]) for match in CLASS.finditer(text)]
        by_class: dict[str, list[Binding]] = {}
        bases: dict[str, str] = {}
        for match in BINDING.finditer(text):
            at = [c for c in classes if c[0] < match.start()]
            if not at:
                continue
            _, name, base_text = at[-1]
            options = {key: value for key, value in OPTION.findall(match[4])}
            binding = Binding(
                match[1],
                match[2],
                match[3],
                show=options.get("show") != "False",
                priority=options.get("priority") == "True",
                tooltip=options.get("tooltip", '""').strip('"'),
                id=options["id"].strip('"') if "id" in options else None,
            )
            by_class.setdefault(name, []).extend(Binding.make_bindings([binding]))
            bases[name] = base_text
        typing_lines = {
            at[-1][1]
            for match in TYPING_MARK.finditer(text)
            if (at := [c for c in classes if c[0] < match.start()])
        }
        for name, bindings in by_class.items():
            base_text = bases[name]
            textual: type[DOMNode] = (
                ModalScreen
                if "MarquoirDialog" in base_text
                else Screen
                if "MarquoirScreen" in base_text
                else App
                if "App[" in base_text or "PaletteApp" in base_text
                else Widget
            )
            found.append(
                Owner(
                    name,
                    tuple(bindings),
                    merged(inherited(textual), bindings),
                    name in typing_lines,
                )
            )
    return found


def known_bindings(found: Iterable[Owner] | None = None) -> dict[str, Bound]:
    """Every binding a keymap may move, by id (its keys are those of the app's code)."""
    known: dict[str, Bound] = {}
    for owner in owners_in_source() if found is None else found:
        for binding in owner.declared:
            if binding.id is None:
                continue
            if binding.id in known:
                bound = known[binding.id]
                known[binding.id] = Bound(
                    bound.id, (*bound.keys, binding.key), bound.action, bound.owner
                )
            else:
                known[binding.id] = Bound(binding.id, (binding.key,), binding.action, owner.name)
    return known


def is_key(key: str) -> bool:
    """``ctrl+w``, ``f9``, ``escape``, ``a``, ``question_mark``: a key Textual can report."""
    *modifiers, name = key.split("+")
    if not name or any(modifier not in MODIFIERS for modifier in modifiers):
        return False
    if len(name) == 1 or name in NAMED_KEYS:
        return True
    try:
        unicodedata.lookup(name.replace("_", " ").upper())
    except KeyError:
        return False
    return True


def keys_of(text: str) -> list[str]:
    """The keys of a keymap line's value (``"ctrl+n, f3"``), each in Textual's long form (a
    lone character other than a letter or digit by its name: ``?`` is ``question_mark``)."""

    def long_form(key: str) -> str:
        if len(key) == 1 and not key.isalnum():
            try:
                return unicodedata.name(key).lower().replace("-", "_").replace(" ", "_")
            except ValueError:
                return key
        return key

    return [long_form(key.strip()) for key in text.split(",")]


def line_of(text: str, binding_id: str) -> int | None:
    """The line of ``binding_id = …`` in the file's text (1 for the first line)."""
    pattern = re.compile(rf"""^\s*["']?{re.escape(binding_id)}["']?\s*=""")
    for number, line in enumerate(text.splitlines(), 1):
        if pattern.match(line):
            return number
    return None


def use_keymap(app: App[Any], path: Path) -> list[Refusal]:
    """Give ``app`` the Captain's keys from the keymap file ``path``; return what is wrong
    with it (then the default keys hold)."""
    keymap, problems = read_keymap(path)
    app.set_keymap(keymap)
    if "palette" in keymap:  # the footer shows the palette's key by this name
        # Textual reads it on the app: this app's palette key, not every app's
        app.COMMAND_PALETTE_BINDING = keymap["palette"].split(",")[0]  # type: ignore[misc]
    return problems


def read_keymap(
    path: Path, owners_found: list[Owner] | None = None
) -> tuple[dict[str, str], list[Refusal]]:
    """The keymap in ``path`` (binding id → keys), or, when the file cannot be used, an empty
    keymap and one refusal per problem. No file: no keymap, no problem."""
    try:
        text = path.read_text("utf-8")
    except FileNotFoundError:
        return {}, []
    except (OSError, UnicodeDecodeError) as error:
        return {}, [Refusal("keymap.unreadable", path=str(path), error=str(error))]
    try:
        table = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        return {}, [Refusal("keymap.bad_toml", path=str(path), error=str(error))]
    found = owners_in_source() if owners_found is None else owners_found

    def where(binding_id: str) -> object:
        line = line_of(text, binding_id)
        if line is None:
            return str(path)
        return lambda lang: translate(lang, "keymap.where_line", path=str(path), line=line)

    known = known_bindings(found)
    problems: list[Refusal] = []
    keymap: dict[str, str] = {}
    for binding_id, value in table.items():
        if binding_id not in known:
            problems.append(Refusal("keymap.unknown", where=where(binding_id), id=binding_id))
        elif not isinstance(value, str) or not value.strip():
            problems.append(Refusal("keymap.not_text", where=where(binding_id), id=binding_id))
        else:
            bad = [key for key in keys_of(value) if not is_key(key)]
            if bad:
                problems.append(Refusal("keymap.bad_key", where=where(binding_id), given=bad[0]))
            else:
                keymap[binding_id] = ",".join(keys_of(value))
    if not problems:
        for binding_id, key, other in clashes(keymap, known, found):
            if other is None:
                problems.append(
                    Refusal("keymap.typed", where=where(binding_id), given=key, id=binding_id)
                )
            else:
                problems.append(
                    Refusal(
                        "keymap.taken",
                        where=where(binding_id),
                        given=key,
                        id=binding_id,
                        other=other,
                    )
                )
    return ({}, problems) if problems else (keymap, [])


def typed(key: str) -> bool:
    """A key that a typing line takes for itself: a character, or one of the line's keys."""
    character = key_to_character(key)
    if character is not None and character.isprintable():
        return True
    return any(key == binding.key for binding in inherited(Input))


def clashes(
    keymap: dict[str, str], known: dict[str, Bound], found: Iterable[Owner] | None = None
) -> Iterator[tuple[str, str, str | None]]:
    """(the moved binding's id, its new key, the id or action that already has that key, or
    None for a screen's typing line) for each key the keymap gives that the same screen (or
    the app, on every screen) already uses, Textual's own keys of that screen included."""
    by_name = {owner.name: owner for owner in (owners_in_source() if found is None else found)}
    typing_lines = {name for name, owner in by_name.items() if owner.typing_line}

    def keys(binding: Binding) -> list[str]:
        if binding.id is not None and binding.id in keymap:
            return keymap[binding.id].split(",")
        return [binding.key]

    for binding_id, new_keys in keymap.items():
        owner = known[binding_id].owner
        # the app's bindings hold on every screen: a moved app key is checked against them all
        scopes = set(by_name) if owner == APP else {owner, APP}
        for key in new_keys.split(","):
            if typed(key) and scopes & typing_lines:
                yield binding_id, key, None
                break
            for scope in sorted(scopes):
                taken = [
                    binding.id or binding.action
                    for binding in by_name[scope].bindings
                    if binding.id != binding_id and key in keys(binding)
                ]
                if taken:
                    yield binding_id, key, taken[0]
                    break
            else:
                continue
            break
